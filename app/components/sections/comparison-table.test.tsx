import { render, screen, within } from "@testing-library/react";
import { expect, test } from "vitest";
import { home as homeComparison } from "#content/comparisons";
import { cps as spanishCps, home as spanishHome, shsat as spanishShsat } from "#content/comparisonsEs";
import { comparison as spanishWords } from "#content/sectionsEs";
import { Spanish } from "#tests/support/in-spanish";
import { ComparisonTable } from "./comparison-table";

const table = {
  caption: "Ways to prepare",
  options: [{ label: "Us", highlight: true }, { label: "Tutor" }, { label: "Book" }, { label: "Web" }],
  rows: [
    { feature: "Cost", cells: [{ text: "Low" }, { text: "High" }, { text: "Some" }, { text: "Free" }] },
    { feature: "Adaptive", cells: ["yes", "partial", "no", "no"] },
  ],
} as const;

test("is a table named by its caption, with column and row headers", () => {
  render(<ComparisonTable heading="Compare" table={table} />);
  const grid = screen.getByRole("table", { name: "Ways to prepare" });
  expect(
    within(grid)
      .getAllByRole("columnheader")
      .map((cell) => cell.textContent),
  ).toEqual(["Feature", "Us", "Tutor", "Book", "Web"]);
  expect(
    within(grid)
      .getAllByRole("rowheader")
      .map((cell) => cell.textContent),
  ).toEqual(["Cost", "Adaptive"]);
});

test("yes, partly and no cells are read as words; text cells as their text", () => {
  render(<ComparisonTable heading="Compare" table={table} />);
  const rows = within(screen.getByRole("table")).getAllByRole("row");
  expect(
    within(rows[2] ?? document.body)
      .getAllByRole("cell")
      .map((cell) => cell.textContent),
  ).toEqual(["Yes", "Partly", "No", "No"]);
  expect(
    within(rows[1] ?? document.body)
      .getAllByRole("cell")
      .map((cell) => cell.textContent),
  ).toEqual(["Low", "High", "Some", "Free"]);
});

test("the table scrolls inside a focusable region named like the table", () => {
  render(<ComparisonTable heading="Compare" table={table} />);
  const scroller = screen.getByRole("region", { name: "Ways to prepare" });
  expect(scroller).toHaveAttribute("tabindex", "0");
  expect(within(scroller).getByRole("table")).toBeVisible();
});

test("every home comparison row has one cell per option", () => {
  for (const row of homeComparison.rows) expect(row.cells).toHaveLength(homeComparison.options.length);
});

test("on a Spanish page the marks and the first column's header are read in Spanish", () => {
  render(<ComparisonTable heading="Compare" table={table} />, { wrapper: Spanish });
  const grid = screen.getByRole("table", { name: "Ways to prepare" });
  expect(within(grid).getAllByRole("columnheader")[0]).toHaveTextContent(spanishWords.feature);
  const rows = within(grid).getAllByRole("row");
  expect(
    within(rows[2] ?? document.body)
      .getAllByRole("cell")
      .map((cell) => cell.textContent),
  ).toEqual([spanishWords.yes, spanishWords.partial, spanishWords.no, spanishWords.no]);
  expect(spanishWords.yes).not.toBe("Yes");
  expect(spanishWords.partial).not.toBe("Partly");
});

test("every Spanish comparison row has one cell per option", () => {
  for (const spanishTable of [spanishHome, spanishCps, spanishShsat]) {
    for (const row of spanishTable.rows) expect(row.cells).toHaveLength(spanishTable.options.length);
  }
});
