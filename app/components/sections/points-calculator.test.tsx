import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, expect, test } from "vitest";
import { emptyPointsFields } from "#app/lib/cps-points";
import { LangContext } from "#app/lib/lang";
import { calculator as copy } from "#content/pointsCalculatorPage";
import { calculator as spanish } from "#content/pointsCalculatorPageEs";
import { PointsCalculator, PointsRules } from "./points-calculator";

beforeEach(() => {
  window.dataLayer = [];
  window.history.replaceState(null, "", "/highschoolentrance/points-calculator");
});

test("the total appears once every field is filled, and the address carries the answers", async () => {
  const user = userEvent.setup();
  render(<PointsCalculator action="/highschoolentrance/points-calculator" initialFields={emptyPointsFields} />);
  expect(screen.getByText(copy.emptyResult)).toBeInTheDocument();
  await user.type(screen.getByLabelText("HSAT Math percentile"), "99");
  await user.type(screen.getByLabelText("HSAT Reading percentile"), "99");
  for (const subject of ["Reading", "Math", "Science", "Social Science"]) {
    await user.selectOptions(screen.getByLabelText(subject), "A");
  }
  expect(screen.getByTestId("points-total")).toHaveTextContent("900");
  expect(window.location.search).toBe(
    "?hsat_math=99&hsat_reading=99&grade_reading=A&grade_math=A&grade_science=A&grade_social=A",
  );
  expect(window.dataLayer).toEqual([{ event: "points_calculate", exam: "cps" }]);
});

test("a wrong percentile is named on its field at once; missing fields only after a submit", async () => {
  const user = userEvent.setup();
  render(<PointsCalculator action="/highschoolentrance/points-calculator" initialFields={emptyPointsFields} />);
  const math = screen.getByLabelText("HSAT Math percentile");
  await user.type(math, "0");
  expect(math).toHaveAttribute("aria-invalid", "true");
  expect(math).toHaveAccessibleDescription(expect.stringContaining(copy.errors.percentileRange));
  expect(screen.queryByText(copy.errors.gradeMissing)).not.toBeInTheDocument();
  await user.click(screen.getByRole("button", { name: copy.submit }));
  expect(screen.getAllByText(copy.errors.gradeMissing)).toHaveLength(4);
  expect(screen.getByText(copy.invalidResult)).toBeInTheDocument();
  expect(screen.queryByTestId("points-total")).not.toBeInTheDocument();
  expect(window.dataLayer).toEqual([]);
});

test("the rules show the grade table and the seat split", () => {
  render(<PointsRules />);
  expect(screen.getByRole("table", { name: copy.gradeTable.caption })).toBeInTheDocument();
  expect(screen.getAllByRole("row")).toHaveLength(6);
  for (const line of copy.seats) expect(screen.getByText(line)).toBeInTheDocument();
});

test("on the Spanish page the fields, the result and the messages are in Spanish", async () => {
  const user = userEvent.setup();
  window.history.replaceState(null, "", "/es/highschoolentrance/points-calculator");
  render(
    <LangContext value="es">
      <PointsCalculator action="/es/highschoolentrance/points-calculator" initialFields={emptyPointsFields} />
      <PointsRules />
    </LangContext>,
  );
  expect(screen.getByText(spanish.emptyResult)).toBeInTheDocument();
  await user.type(screen.getByLabelText("Percentil de Matemáticas del HSAT"), "0");
  expect(screen.getByLabelText("Percentil de Matemáticas del HSAT")).toHaveAccessibleDescription(
    expect.stringContaining("El percentil va del 1 al 99."),
  );
  await user.clear(screen.getByLabelText("Percentil de Matemáticas del HSAT"));
  await user.type(screen.getByLabelText("Percentil de Matemáticas del HSAT"), "99");
  await user.type(screen.getByLabelText("Percentil de Lectura del HSAT"), "99");
  for (const subject of ["Lectura", "Matemáticas", "Ciencias", "Ciencias Sociales"]) {
    await user.selectOptions(screen.getByLabelText(subject), "A");
  }
  expect(screen.getByTestId("points-total")).toHaveTextContent("900");
  expect(screen.getByText("de 900 posibles")).toBeInTheDocument();
  expect(screen.getByText("Calificación de Ciencias Sociales")).toBeInTheDocument();
  expect(window.location.pathname).toBe("/es/highschoolentrance/points-calculator");
  expect(screen.getByRole("table", { name: spanish.gradeTable.caption })).toBeInTheDocument();
  expect(screen.getByRole("link", { name: new RegExp(spanish.gradeTable.sourceLink) })).toBeInTheDocument();
});
