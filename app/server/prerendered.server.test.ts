import { expect, test } from "vitest";
import { pagePathOf, rendersPerRequest } from "./prerendered.server";

const reading = new Set(["/highschoolentrance/points-calculator", "/study-planner"]);
const query = (text: string) => new URLSearchParams(text);

test("a page that reads its query is rendered per request when the query has its fields", () => {
  expect(rendersPerRequest("/highschoolentrance/points-calculator", query("hsat_math=90"), reading)).toBe(true);
  expect(rendersPerRequest("/highschoolentrance/points-calculator/", query("anything=1"), reading)).toBe(true);
  expect(rendersPerRequest("/highschoolentrance/points-calculator.data", query("hsat_math=9"), reading)).toBe(true);
  expect(rendersPerRequest("/study-planner", query("exam=cps&date=2027-01-10"), reading)).toBe(true);
});

test("the same page without a query, or with only campaign tracking, comes from disk", () => {
  expect(rendersPerRequest("/highschoolentrance/points-calculator", query(""), reading)).toBe(false);
  expect(
    rendersPerRequest("/study-planner", query("utm_source=news&utm_medium=email&gclid=abc&fbclid=x"), reading),
  ).toBe(false);
});

test("pages that do not read their query are always served pre-rendered", () => {
  expect(rendersPerRequest("/pricing", query("exam=toefl"), reading)).toBe(false);
  expect(rendersPerRequest("/", query("hsat_math=90"), reading)).toBe(false);
});

test("trailing slashes and .data files name their page", () => {
  expect(pagePathOf("/study-planner/")).toBe("/study-planner");
  expect(pagePathOf("/study-planner.data")).toBe("/study-planner");
  expect(pagePathOf("/")).toBe("/");
});
