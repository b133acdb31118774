import { expect, test } from "vitest";
import { gradePointsTable, letterGrades } from "#app/catalog/cps-points";
import { cpsHsat } from "#app/catalog/exams";
import { calculator as pointsCalculatorCopy } from "#content/pointsCalculatorPage";
import { calculator as spanishCopy } from "#content/pointsCalculatorPageEs";
import {
  calculatePoints,
  emptyPointsFields,
  evaluatePoints,
  type PointsFields,
  pointsFieldsFromQuery,
  pointsQuery,
  sectionPoints,
} from "./cps-points";

const allA = { reading: "A", math: "A", science: "A", social: "A" };
const fields = (math: string, reading: string, grades: PointsFields["grades"] = allA): PointsFields => ({
  test: { math, reading },
  grades,
});

test.each([
  [99, 225],
  [1, 2.3],
  [50, 113.6],
  [75, 170.5],
  [90, 204.5],
  [44, 100],
])("percentile %i gives %d test points", (percentile, points) => {
  expect(sectionPoints(percentile)).toBe(points);
});

test("a section never gives more than 225 points", () => {
  expect(sectionPoints(100)).toBe(cpsHsat.sectionMaxPoints);
  expect(sectionPoints(120)).toBe(cpsHsat.sectionMaxPoints);
});

test("all A's and the 99th percentile in both sections give the full 900", () => {
  const outcome = evaluatePoints(fields("99", "99"), "en");
  expect(outcome.kind).toBe("valid");
  if (outcome.kind !== "valid") return;
  expect(outcome.result).toEqual({
    test: { math: 225, reading: 225 },
    grades: { reading: 112.5, math: 112.5, science: 112.5, social: 112.5 },
    testTotal: 450,
    gradeTotal: 450,
    total: cpsHsat.totalPoints,
  });
});

test.each(letterGrades)("a %s in every subject gives four times its table value", (grade) => {
  const result = calculatePoints({
    test: { math: 50, reading: 50 },
    grades: { reading: grade, math: grade, science: grade, social: grade },
  });
  expect(result.gradeTotal).toBe(4 * gradePointsTable.values[grade]);
  expect(result.total).toBe(Math.round((227.2 + 4 * gradePointsTable.values[grade]) * 10) / 10);
});

test("the grade table gives 450 for four A's and nothing for D and F", () => {
  expect(4 * gradePointsTable.values.A).toBe(cpsHsat.gradePoints);
  expect(gradePointsTable.values.D).toBe(0);
  expect(gradePointsTable.values.F).toBe(0);
});

test("mixed scores and grades add up section by section", () => {
  const outcome = evaluatePoints(fields("80", "65", { reading: "A", math: "B", science: "c", social: "F" }), "en");
  if (outcome.kind !== "valid") throw new Error(outcome.kind);
  expect(outcome.result.test).toEqual({ math: 181.8, reading: 147.7 });
  expect(outcome.result.testTotal).toBe(329.5);
  expect(outcome.result.gradeTotal).toBe(112.5 + 75 + 38);
  expect(outcome.result.total).toBe(555);
});

test.each([
  ["0", pointsCalculatorCopy.errors.percentileRange],
  ["120", pointsCalculatorCopy.errors.percentileRange],
  ["", pointsCalculatorCopy.errors.percentileMissing],
  ["55.5", pointsCalculatorCopy.errors.percentileNotWhole],
  ["90%", pointsCalculatorCopy.errors.percentileNotWhole],
  ["-3", pointsCalculatorCopy.errors.percentileNotWhole],
])("a percentile of %j is refused with a message on its field", (math, message) => {
  const outcome = evaluatePoints(fields(math, "50"), "en");
  expect(outcome).toMatchObject({ kind: "invalid", errors: { "test.math": message } });
  expect(outcome).not.toHaveProperty("result");
});

test.each([
  ["E", pointsCalculatorCopy.errors.gradeInvalid],
  ["A+", pointsCalculatorCopy.errors.gradeInvalid],
  ["", pointsCalculatorCopy.errors.gradeMissing],
])("a grade of %j is refused with a message on its field", (grade, message) => {
  const outcome = evaluatePoints(fields("50", "50", { ...allA, science: grade }), "en");
  expect(outcome).toMatchObject({ kind: "invalid", errors: { "grades.science": message } });
});

test("nothing filled in is an empty form, not a list of errors", () => {
  expect(evaluatePoints(emptyPointsFields, "en").kind).toBe("empty");
});

test("the query string carries the fields there and back", () => {
  const original = fields("97", "88", { reading: "A", math: "B", science: "A", social: "C" });
  const query = pointsQuery(original);
  expect(query).toBe("hsat_math=97&hsat_reading=88&grade_reading=A&grade_math=B&grade_science=A&grade_social=C");
  expect(pointsFieldsFromQuery(new URLSearchParams(query))).toEqual(original);
  expect(pointsQuery(emptyPointsFields)).toBe("");
});

test("on the Spanish page the same fields give the same points, and the messages are in Spanish", () => {
  const valid = evaluatePoints(fields("80", "65", { reading: "A", math: "B", science: "c", social: "F" }), "es");
  expect(valid).toMatchObject({ kind: "valid", result: { total: 555 } });
  const refused = evaluatePoints(fields("0", "", { ...allA, math: "E", science: "" }), "es");
  expect(refused).toEqual({
    kind: "invalid",
    fields: fields("0", "", { ...allA, math: "E", science: "" }),
    errors: {
      "test.math": "El percentil va del 1 al 99.",
      "test.reading": spanishCopy.errors.percentileMissing,
      "grades.math": "Elija una calificación con letra: A, B, C, D, F.",
      "grades.science": spanishCopy.errors.gradeMissing,
    },
  });
});
