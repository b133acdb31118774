import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, expect, test } from "vitest";
import { studyPlannerCopy as copy } from "#app/catalog/study-planner";
import { dayNumber, isoOfDay, localIsoDate } from "#app/lib/study-plan";
import { planSteps } from "#content/studyPlanner";
import { StudyPlanner } from "./study-planner";

const today = localIsoDate(new Date());
const inDays = (days: number) => isoOfDay((dayNumber(today) ?? 0) + days);

beforeEach(() => {
  window.dataLayer = [];
  window.history.replaceState(null, "", "/study-planner");
});

function renderPlanner(fields = { exam: "", date: "" }) {
  render(<StudyPlanner action="/study-planner" initialFields={fields} serverToday={today} />);
}

test("choosing an exam and a date shows the weeks left, the outline and a calendar link", async () => {
  const user = userEvent.setup();
  renderPlanner();
  expect(screen.getByText(copy.emptyResult)).toBeInTheDocument();
  await user.selectOptions(screen.getByLabelText(copy.exam), "cps");
  const date = inDays(70);
  await user.type(screen.getByLabelText(copy.date), date);
  expect(screen.getByTestId("weeks-left")).toHaveTextContent(copy.weeksLeft(10, 70));
  expect(screen.getByText(copy.week(1))).toBeInTheDocument();
  expect(screen.getByText(`${planSteps.diagnostic.title}:`)).toBeInTheDocument();
  expect(screen.getByRole("link", { name: copy.addToCalendar })).toHaveAttribute(
    "href",
    `/study-planner.ics?exam=cps&date=${date}`,
  );
  expect(window.location.search).toBe(`?exam=cps&date=${date}`);
  expect(window.dataLayer).toEqual([{ event: "study_plan_create", exam: "cps" }]);
});

test("a plan from the address that is already past shows the message on the date field", () => {
  renderPlanner({ exam: "gre", date: inDays(-2) });
  expect(screen.getByLabelText(copy.date)).toHaveAttribute("aria-invalid", "true");
  expect(screen.getByText(copy.errors.datePast)).toBeInTheDocument();
  expect(screen.queryByTestId("weeks-left")).not.toBeInTheDocument();
});
