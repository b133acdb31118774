import { expect, test } from "vitest";
import { prerenderPaths, queryReadingPaths, sitePaths } from "#app/routes-prerender";
import { pages } from "./pages.server";

const all = Object.values(pages);

test("every page has its own title and description", () => {
  const titles = all.map((page) => page.title);
  const descriptions = all.map((page) => page.description);
  expect(new Set(titles).size).toBe(titles.length);
  expect(new Set(descriptions).size).toBe(descriptions.length);
});

test("descriptions are the length search results show", () => {
  for (const page of all) {
    expect(page.description.length, page.path).toBeGreaterThan(30);
    expect(page.description.length, page.path).toBeLessThanOrEqual(170);
  }
});

test("every page is pre-rendered except the per-request events page", () => {
  expect(sitePaths).toContain("/blog/english-resources");
  expect(sitePaths).not.toContain(pages.notFound.path);
  expect(sitePaths.filter((path) => !prerenderPaths.includes(path))).toEqual([pages.events.path]);
});

test("pages that compute from the query are still pre-rendered for the address without one", () => {
  expect([...queryReadingPaths]).toContain(pages.pointsCalculator.path);
  for (const path of queryReadingPaths) expect(prerenderPaths).toContain(path);
});
