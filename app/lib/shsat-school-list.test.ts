import { expect, test } from "vitest";
import { evaluateList, type ListFields, listFieldsFromQuery } from "./shsat-school-list";

// Three schools with made-up cutoffs: the rules, not the published figures, are under test here.
const schools = [
  { id: "high", school: "High School", cutoffs: { 2023: 560, 2024: 560, 2025: 555 } },
  { id: "middle", school: "Middle School", cutoffs: { 2024: 520, 2025: 530 } },
  { id: "low", school: "Low School", cutoffs: { 2023: 490, 2024: 495, 2025: 500 } },
];
const options = { schools, years: [2023, 2024, 2025], maxScore: 800 };
const fields = (choices: string[], score: string): ListFields => ({
  choices: [...choices, ...Array(4 - choices.length).fill("")],
  score,
});

test("each listed school's cutoff is met, not met or has no figure, in the family's order", () => {
  const { kind, result } = evaluateList(fields(["middle", "low"], "525"), options);
  expect(kind).toBe("valid");
  expect(result?.rows.map((row) => [row.choice, row.school.id, row.years.map((year) => year.status)])).toEqual([
    [1, "middle", ["noFigure", "met", "notMet"]],
    [2, "low", ["met", "met", "met"]],
  ]);
});

test("a score equal to the cutoff meets it", () => {
  const { result } = evaluateList(fields(["high"], "555"), options);
  expect(result?.rows[0]?.years.map((year) => year.status)).toEqual(["notMet", "notMet", "met"]);
});

test("each year yields the first school on the list whose cutoff the score reached", () => {
  const { result } = evaluateList(fields(["high", "low", "middle"], "525"), options);
  expect(result?.yielded.map((year) => [year.year, year.kind, "choice" in year ? year.choice : null])).toEqual([
    [2023, "school", 2],
    [2024, "school", 2],
    [2025, "school", 2],
  ]);
  // Putting the school the score reaches first changes nothing below it; a higher score gets the first choice.
  const top = evaluateList(fields(["high", "low"], "600"), options).result;
  expect(top?.yielded.every((year) => year.kind === "school" && year.choice === 1)).toBe(true);
});

test("a year with no figure above the first school reached cannot be told; below every cutoff yields none", () => {
  const { result } = evaluateList(fields(["middle", "low"], "525"), options);
  expect(result?.yielded.map((year) => year.kind)).toEqual(["unknown", "school", "school"]);
  const below = evaluateList(fields(["high", "low"], "400"), options).result;
  expect(below?.yielded.map((year) => year.kind)).toEqual(["none", "none", "none"]);
});

test("the result's query reproduces the list and the score without empty choices", () => {
  const { result } = evaluateList(fields(["low", "high"], " 512 "), options);
  const again = evaluateList(listFieldsFromQuery(new URLSearchParams(result?.query), 4), options);
  expect(result?.query).toBe("choice1=low&choice2=high&score=512");
  expect(again.result?.rows.map((row) => row.school.id)).toEqual(["low", "high"]);
});

test("a school listed twice is refused at its second place, naming the first", () => {
  const { kind, errors } = evaluateList(fields(["low", "high", "low"], "500"), options);
  expect(kind).toBe("invalid");
  expect(errors.choices).toEqual([undefined, undefined, { kind: "choiceDuplicate", duplicateOf: 1 }, undefined]);
});

test("an empty choice above a filled one is a gap; an unknown school or no school at all is refused", () => {
  expect(evaluateList(fields(["low", "", "high"], "500"), options).errors.choices[1]).toEqual({ kind: "choiceGap" });
  expect(evaluateList(fields(["nowhere"], "500"), options).errors.choices[0]).toEqual({ kind: "choiceUnknown" });
  expect(evaluateList(fields([], "500"), options).errors.choices[0]).toEqual({ kind: "choiceNone" });
});

test("a score that is missing, not a whole number or above the scale is refused", () => {
  const scoreError = (score: string) => evaluateList(fields(["low"], score), options).errors.score;
  expect(scoreError("")).toBe("scoreMissing");
  expect(scoreError("5x0")).toBe("scoreNotWhole");
  expect(scoreError("-5")).toBe("scoreNotWhole");
  expect(scoreError("512.5")).toBe("scoreNotWhole");
  expect(scoreError("801")).toBe("scoreRange");
  expect(scoreError("800")).toBeUndefined();
});

test("nothing typed is empty, not an error", () => {
  expect(evaluateList(fields([], ""), options).kind).toBe("empty");
});

test("long or hostile input is cut to a short field and checked in linear time", () => {
  const huge = `${"9".repeat(100_000)}x`;
  const query = new URLSearchParams({ choice1: huge, score: huge });
  const read = listFieldsFromQuery(query, 8);
  expect(read.score.length).toBeLessThanOrEqual(40);
  const started = performance.now();
  const outcome = evaluateList(read, options);
  // Generous for a busy 2-core machine; a check that backtracked over this input would take far longer.
  expect(performance.now() - started).toBeLessThan(1_000);
  expect(outcome.errors).toEqual({ score: "scoreNotWhole", choices: [{ kind: "choiceUnknown" }, ...Array(7)] });
});
