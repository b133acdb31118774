// The converter against ETS's tables as ETS prints them: a range of old scores per band
// (docs/research/2026-11-27-facts-recheck.md, A.1 and A.2), in both directions, at every boundary.
import { describe, expect, test } from "vitest";
import { type ToeflBand, toeflBands, toeflSections } from "#app/catalog/toefl-score-scale";
import {
  bandOf,
  cefrOf,
  comparableTotal,
  converterFieldsFromQuery,
  convertScores,
  overallBand,
  rangeOf,
} from "./toefl-score";

// Written as ETS's page shows them, band 6 first: "low–high" of the old scale.
const published = {
  total: ["114–120", "107–113", "95–106", "86–94", "72–85", "58–71", "44–57", "34–43", "24–33", "12–23", "0–11"],
  reading: ["29–30", "27–28", "24–26", "22–23", "18–21", "12–17", "6–11", "4–5", "3–3", "2–2", "0–1"],
  listening: ["28–30", "26–27", "22–25", "20–21", "17–19", "13–16", "9–12", "6–8", "4–5", "2–3", "0–1"],
  writing: ["29–30", "27–28", "24–26", "21–23", "17–20", "15–16", "13–14", "11–12", "7–10", "3–6", "0–2"],
  speaking: ["28–30", "27–27", "25–26", "23–24", "20–22", "18–19", "16–17", "13–15", "10–12", "5–9", "0–4"],
} as const;

const cefr = ["C2", "C1", "C1", "B2", "B2", "B1", "B1", "A2", "A2", "A1", "A1"];

for (const [table, ranges] of Object.entries(published) as [keyof typeof published, readonly string[]][]) {
  describe(`the ${table} table`, () => {
    ranges.forEach((range, index) => {
      const band = toeflBands[index] as ToeflBand;
      const [low, high] = range.split("–").map(Number) as [number, number];
      test(`${range} → band ${band}, and band ${band} → ${range}`, () => {
        expect(bandOf(table, low)).toBe(band);
        expect(bandOf(table, high)).toBe(band);
        expect(rangeOf(table, band)).toEqual({ low, high });
      });
    });
  });
}

test("each band has ETS's CEFR level", () => {
  expect(toeflBands.map(cefrOf)).toEqual(cefr);
});

test("the comparable 0–120 total is the midpoint of the band's range: 4.5 is reported as 90", () => {
  expect(comparableTotal(4.5)).toBe(90);
  expect(comparableTotal(5)).toBe(101);
  expect(comparableTotal(6)).toBe(117);
});

test("the overall band is the mean of the four section bands rounded to the nearest half, as in ETS's examples", () => {
  // 5.125 → 5 and 5.25 → 5.5 are ETS's examples; 5.375 → 5.5 and 5.625 → 5.5, 5.75 → 6 follow the same rule.
  expect(overallBand([5.5, 5, 5, 5])).toBe(5);
  expect(overallBand([5.5, 5.5, 5, 5])).toBe(5.5);
  expect(overallBand([5.5, 5.5, 5.5, 5])).toBe(5.5);
  expect(overallBand([6, 5.5, 5.5, 5.5])).toBe(5.5);
  expect(overallBand([6, 6, 5.5, 5.5])).toBe(6);
  expect(overallBand([1, 1, 1, 1])).toBe(1);
});

test("a university's 100 with Speaking 25 reads as band 5 overall and band 5 in speaking", () => {
  const outcome = convertScores(converterFieldsFromQuery(new URLSearchParams("total=100&speaking=25")));
  expect(outcome.errors).toEqual({});
  expect(outcome.result.total).toMatchObject({ band: 5, cefr: "C1", range: { low: 95, high: 106 } });
  expect(outcome.result.sections.speaking).toMatchObject({ band: 5 });
  expect(outcome.result.overall).toBeUndefined();
});

test("four section scores give the overall band", () => {
  const outcome = convertScores(
    converterFieldsFromQuery(new URLSearchParams("reading=27&listening=22&writing=24&speaking=25")),
  );
  // 5.5, 5, 5, 5: a mean of 5.125, reported as 5.
  expect(outcome.result.overall).toEqual({ band: 5, cefr: "C1", mean: 5.125 });
});

test("a band gives its 0–120 range and each section's range", () => {
  const outcome = convertScores(converterFieldsFromQuery(new URLSearchParams("band=4.5")));
  expect(outcome.result.band).toMatchObject({ range: { low: 86, high: 94 }, comparable: 90 });
  expect(rangeOf("speaking", 4.5)).toEqual({ low: 23, high: 24 });
});

test("bad input gives a message for its field and keeps the typed value", () => {
  const cases = [
    ["total=abc", "total", "notWhole"],
    ["total=130", "total", "totalRange"],
    ["total=-5", "total", "notWhole"],
    ["total=99.5", "total", "notWhole"],
    ["speaking=31", "speaking", "sectionRange"],
    ["band=7", "band", "bandInvalid"],
    ["band=4.3", "band", "bandInvalid"],
  ] as const;
  for (const [query, field, error] of cases) {
    const outcome = convertScores(converterFieldsFromQuery(new URLSearchParams(query)));
    expect(outcome.errors).toEqual({ [field]: error });
    expect(outcome.fields[field]).toBe(new URLSearchParams(query).get(field));
    expect(outcome.empty).toBe(false);
  }
});

test("every section has a table", () => {
  for (const section of toeflSections) expect(bandOf(section, 0)).toBe(1);
});
