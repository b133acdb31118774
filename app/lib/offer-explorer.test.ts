import { expect, test } from "vitest";
import { cpsHsat } from "#app/catalog/exams";
import { cpsOffers } from "#content/facts";
import {
  type Cutoff,
  choiceCount,
  cutoffsReached,
  type ExplorerFields,
  evaluateExplorer,
  explorerFieldsFromQuery,
  explorerQuery,
} from "./offer-explorer";
import { offerExplorerHref } from "./offer-explorer-link";

const schools = cpsOffers.schools.names;
const [first, second, third] = schools.map((school) => school.id);
const fields = (points: string, tier: string, ...choices: string[]): ExplorerFields => ({
  points,
  tier,
  choices: Array.from({ length: choiceCount }, (_, index) => choices[index] ?? ""),
});

test("the form offers CPS's six ranked places over its eleven schools", () => {
  expect(choiceCount).toBe(6);
  expect(schools).toHaveLength(cpsHsat.selectiveSchools);
  expect(new Set(schools.map((school) => school.id)).size).toBe(schools.length);
});

test("points, tier and ranked schools are read in the family's order, gaps skipped", () => {
  const outcome = evaluateExplorer(fields(" 712.5 ", "3", String(second), "", String(first)));
  expect(outcome.errors).toEqual({});
  expect(outcome.empty).toBe(false);
  expect(outcome.result).toEqual({ points: 712.5, tier: 3, choices: [schools[1], schools[0]] });
});

test.each(["0", "900", "450.5", "113.6", "07"])("%s points are accepted", (points) => {
  expect(evaluateExplorer(fields(points, "")).errors).toEqual({});
});

test.each([
  ["900.1", "pointsRange"],
  ["901", "pointsRange"],
  ["-1", "pointsNotNumber"],
  ["712.55", "pointsNotNumber"],
  ["7e2", "pointsNotNumber"],
  ["712,5", "pointsNotNumber"],
  ["1000", "pointsNotNumber"],
  ["lots", "pointsNotNumber"],
])("%s points are refused (%s), and the typed text is kept", (points, error) => {
  const outcome = evaluateExplorer(fields(points, "2"));
  expect(outcome.errors).toEqual({ points: error });
  expect(outcome.fields.points).toBe(points);
  expect(outcome.result.points).toBeUndefined();
  expect(outcome.result.tier).toBe(2);
});

test.each(["0", "5", "1.0", "tier 1", "-2"])("tier %s is refused", (tier) => {
  expect(evaluateExplorer(fields("700", tier)).errors).toEqual({ tier: "tierInvalid" });
});

test("an unknown school and a school listed twice are refused where they stand", () => {
  const outcome = evaluateExplorer(fields("700", "1", String(first), "harvard", String(third), String(first)));
  expect(outcome.errors).toEqual({ choice2: "schoolUnknown", choice4: "schoolRepeated" });
  expect(outcome.result.choices).toEqual([schools[0], schools[2]]);
});

test("six different schools are accepted, and the seventh place does not exist", () => {
  const six = schools.slice(0, 6).map((school) => school.id);
  const outcome = evaluateExplorer(fields("800", "4", ...six));
  expect(outcome.errors).toEqual({});
  expect(outcome.result.choices.map((school) => school.id)).toEqual(six);
  const query = new URLSearchParams(six.map((id, index) => [`choice${index + 1}`, id]));
  query.set("choice7", String(schools[6]?.id));
  expect(explorerFieldsFromQuery(query).choices).toEqual(six);
});

test("nothing given is empty, not an error", () => {
  const outcome = evaluateExplorer(explorerFieldsFromQuery(new URLSearchParams()));
  expect(outcome).toMatchObject({ empty: true, errors: {}, result: { choices: [] } });
});

test("the address reproduces the fields, and the calculator's link carries its points", () => {
  const typed = fields("712.5", "3", String(second), String(first));
  expect(explorerFieldsFromQuery(new URLSearchParams(explorerQuery(typed)))).toEqual(typed);
  const link = new URL(offerExplorerHref(712.5), "https://example.com");
  expect(link.pathname).toBe("/highschoolentrance/offer-explorer");
  expect(evaluateExplorer(explorerFieldsFromQuery(link.searchParams)).result.points).toBe(712.5);
  expect(link.searchParams.get("points")).toBe("712.5");
  expect(new URL(offerExplorerHref(900), "https://example.com").searchParams.get("points")).toBe("900");
});

test("a huge address is read in linear time: capped, then checked without backtracking", () => {
  const query = new URLSearchParams({
    points: `${"9".repeat(500_000)}x`,
    tier: "1".repeat(500_000),
    choice1: "a-".repeat(250_000),
  });
  const started = performance.now();
  const outcome = evaluateExplorer(explorerFieldsFromQuery(query));
  // Generous for a busy 2-core machine; a check that backtracked over this input would take far longer.
  expect(performance.now() - started).toBeLessThan(1_000);
  expect(outcome.errors).toEqual({ points: "pointsNotNumber", tier: "tierInvalid", choice1: "schoolUnknown" });
  expect(outcome.fields.points.length).toBeLessThanOrEqual(12);
});

const cutoff = (school: string, seats: Cutoff["seats"], points: number, cycle = "2025-26"): Cutoff => ({
  cycle,
  school,
  seats,
  points,
  source: { title: "CPS", url: "https://www.cps.edu/" },
  checkedOn: "2026-11-28",
});

test("past figures are read for the family's schools, their tier and the citywide seats, newest cycle first", () => {
  const [a, b] = [schools[0], schools[1]].map((school) => school ?? schools[0]) as [
    (typeof schools)[number],
    (typeof schools)[number],
  ];
  const figures = [
    cutoff(a.id, "rank", 890),
    cutoff(a.id, "tier2", 800),
    cutoff(a.id, "tier3", 850),
    cutoff(b.id, "tier2", 700, "2024-25"),
    cutoff(String(third), "rank", 600),
  ];
  const cycles = cutoffsReached(810, 2, [a, b], figures);
  expect(cycles.map((entry) => entry.cycle)).toEqual(["2025-26", "2024-25"]);
  expect(cycles[0]?.readings.map(({ school, seats, reached }) => [school.id, seats, reached])).toEqual([
    [a.id, "rank", false],
    [a.id, "tier2", true],
  ]);
  expect(cycles[1]?.readings.map(({ seats, reached }) => [seats, reached])).toEqual([["tier2", true]]);
  expect(cutoffsReached(810, undefined, [a], figures)[0]?.readings.map((reading) => reading.seats)).toEqual(["rank"]);
});
