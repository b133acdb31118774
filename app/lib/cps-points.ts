// CPS selective enrollment points from HSAT percentiles and 7th-grade grades. One pure function for the server
// (no-JavaScript form) and the browser (instant result).

import {
  type GradeSubject,
  gradePointsTable,
  gradeSubjects,
  type LetterGrade,
  letterGrades,
  percentileRange,
  pointsQueryKeys,
  type TestSection,
  testSections,
} from "#app/catalog/cps-points";
import { cpsHsat } from "#app/catalog/exams";
import { calculator as pointsCalculatorCopy } from "#content/pointsCalculatorPage";

/** What the visitor typed or chose, as text (the form's and the URL's state). */
export type PointsFields = {
  test: Record<TestSection, string>;
  grades: Record<GradeSubject, string>;
};

export type PointsErrors = Partial<Record<`test.${TestSection}` | `grades.${GradeSubject}`, string>>;

export type PointsResult = {
  test: Record<TestSection, number>;
  grades: Record<GradeSubject, number>;
  testTotal: number;
  gradeTotal: number;
  total: number;
};

export type PointsOutcome =
  | { kind: "empty"; fields: PointsFields }
  | { kind: "invalid"; fields: PointsFields; errors: PointsErrors }
  | { kind: "valid"; fields: PointsFields; result: PointsResult };

const tenths = (value: number) => Math.round(value * 10) / 10;

/** percentile × 2.2727, capped at 225, rounded half-up to 0.1 (50 → 113.6), in ten-thousandths to avoid float error. */
export function sectionPoints(percentile: number): number {
  const scaled = percentile * Math.round(cpsHsat.percentileMultiplier * 10_000);
  const capped = Math.min(scaled, cpsHsat.sectionMaxPoints * 10_000);
  return Math.floor((capped + 500) / 1_000) / 10;
}

function gradePoints(grade: LetterGrade): number {
  return gradePointsTable.values[grade];
}

export function calculatePoints(input: {
  test: Record<TestSection, number>;
  grades: Record<GradeSubject, LetterGrade>;
}): PointsResult {
  const test = { math: sectionPoints(input.test.math), reading: sectionPoints(input.test.reading) };
  const grades = {
    reading: gradePoints(input.grades.reading),
    math: gradePoints(input.grades.math),
    science: gradePoints(input.grades.science),
    social: gradePoints(input.grades.social),
  };
  const testTotal = tenths(test.math + test.reading);
  const gradeTotal = tenths(grades.reading + grades.math + grades.science + grades.social);
  return { test, grades, testTotal, gradeTotal, total: tenths(testTotal + gradeTotal) };
}

const { errors: messages } = pointsCalculatorCopy;

/** A percentile as typed: digits only. */
export const wholeNumberPattern = /^\d+$/;

function percentileError(text: string): string | undefined {
  const value = text.trim();
  if (value === "") return messages.percentileMissing;
  if (!wholeNumberPattern.test(value)) return messages.percentileNotWhole;
  const number = Number(value);
  if (number < percentileRange.min || number > percentileRange.max) return messages.percentileRange;
  return undefined;
}

function isLetterGrade(value: string): value is LetterGrade {
  return (letterGrades as readonly string[]).includes(value);
}

function gradeError(text: string): string | undefined {
  const value = text.trim().toUpperCase();
  if (value === "") return messages.gradeMissing;
  return isLetterGrade(value) ? undefined : messages.gradeInvalid;
}

export const emptyPointsFields: PointsFields = {
  test: { math: "", reading: "" },
  grades: { reading: "", math: "", science: "", social: "" },
};

/** Checks every field; a result only when all six are valid. Nothing filled in is "empty", not an error. */
export function evaluatePoints(fields: PointsFields): PointsOutcome {
  const values = [...Object.values(fields.test), ...Object.values(fields.grades)];
  if (values.every((value) => value.trim() === "")) return { kind: "empty", fields };
  const errors: PointsErrors = {};
  for (const { id } of testSections) {
    const error = percentileError(fields.test[id]);
    if (error) errors[`test.${id}`] = error;
  }
  for (const { id } of gradeSubjects) {
    const error = gradeError(fields.grades[id]);
    if (error) errors[`grades.${id}`] = error;
  }
  if (Object.keys(errors).length > 0) return { kind: "invalid", fields, errors };
  const grade = (id: GradeSubject): LetterGrade => {
    const value = fields.grades[id].trim().toUpperCase();
    return isLetterGrade(value) ? value : "F";
  };
  const result = calculatePoints({
    test: { math: Number(fields.test.math), reading: Number(fields.test.reading) },
    grades: { reading: grade("reading"), math: grade("math"), science: grade("science"), social: grade("social") },
  });
  return { kind: "valid", fields, result };
}

/** The fields as the URL carries them. */
export function pointsFieldsFromQuery(params: URLSearchParams): PointsFields {
  const fields = structuredClone(emptyPointsFields);
  for (const { id } of testSections) fields.test[id] = (params.get(pointsQueryKeys.test[id]) ?? "").slice(0, 20);
  for (const { id } of gradeSubjects) fields.grades[id] = (params.get(pointsQueryKeys.grades[id]) ?? "").slice(0, 20);
  return fields;
}

/** The query string for these fields (empty fields left out), so the address reproduces the result. */
export function pointsQuery(fields: PointsFields): string {
  const entries = [
    ...testSections.map(({ id }) => [pointsQueryKeys.test[id], fields.test[id].trim()]),
    ...gradeSubjects.map(({ id }) => [pointsQueryKeys.grades[id], fields.grades[id].trim()]),
  ];
  return new URLSearchParams(entries.filter(([, value]) => value)).toString();
}
