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
import type { Lang } from "#app/lib/lang";
import { calculator as en } from "#content/pointsCalculatorPage";
import { calculator as es } from "#content/pointsCalculatorPageEs";

/** What the visitor typed or chose, as text (the form's and the URL's state). */
export type PointsFields = {
  test: Record<TestSection, string>;
  grades: Record<GradeSubject, string>;
};

export type PointsErrors = Partial<Record<`test.${TestSection}` | `grades.${GradeSubject}`, string>>;

export type PointsResult = ReturnType<typeof calculatePoints>;

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

export function calculatePoints(input: {
  test: Record<TestSection, number>;
  grades: Record<GradeSubject, LetterGrade>;
}) {
  const test = { math: sectionPoints(input.test.math), reading: sectionPoints(input.test.reading) };
  const { reading, math, science, social } = input.grades;
  const points = gradePointsTable.values;
  const grades = { reading: points[reading], math: points[math], science: points[science], social: points[social] };
  const testTotal = tenths(test.math + test.reading);
  const gradeTotal = tenths(grades.reading + grades.math + grades.science + grades.social);
  return { test, grades, testTotal, gradeTotal, total: tenths(testTotal + gradeTotal) };
}

/** The field messages in each language. */
const messagesIn: Readonly<Record<Lang, typeof en.errors>> = { en: en.errors, es: es.errors };

/** A percentile as typed: digits only. */
export const wholeNumberPattern = /^\d+$/;

function percentileError(text: string, messages: typeof en.errors): string | undefined {
  const value = text.trim();
  if (value === "") return messages.percentileMissing;
  if (!wholeNumberPattern.test(value)) return messages.percentileNotWhole;
  const number = Number(value);
  if (number < percentileRange.min || number > percentileRange.max) return messages.percentileRange;
  return undefined;
}

/** The letter grade typed or chosen ("b " is B), or undefined. */
const letterGrade = (text: string) => letterGrades.find((grade) => grade === text.trim().toUpperCase());

export const emptyPointsFields: PointsFields = {
  test: { math: "", reading: "" },
  grades: { reading: "", math: "", science: "", social: "" },
};

/**
 * Checks every field; a result only when all six are valid. Nothing filled in is "empty", not an error. The
 * messages are in `lang`, the page's language.
 */
export function evaluatePoints(fields: PointsFields, lang: Lang): PointsOutcome {
  const values = [...Object.values(fields.test), ...Object.values(fields.grades)];
  if (values.every((value) => value.trim() === "")) return { kind: "empty", fields };
  const messages = messagesIn[lang];
  const errors: PointsErrors = {};
  for (const id of testSections) {
    const error = percentileError(fields.test[id], messages);
    if (error) errors[`test.${id}`] = error;
  }
  for (const id of gradeSubjects) {
    const text = fields.grades[id];
    if (!letterGrade(text)) errors[`grades.${id}`] = text.trim() ? messages.gradeInvalid : messages.gradeMissing;
  }
  const [reading, math, science, social] = gradeSubjects.map((id) => letterGrade(fields.grades[id]));
  if (Object.keys(errors).length > 0 || !reading || !math || !science || !social)
    return { kind: "invalid", fields, errors };
  const result = calculatePoints({
    test: { math: Number(fields.test.math), reading: Number(fields.test.reading) },
    grades: { reading, math, science, social },
  });
  return { kind: "valid", fields, result };
}

/** The fields as the URL carries them. */
export function pointsFieldsFromQuery(params: URLSearchParams): PointsFields {
  const fields = structuredClone(emptyPointsFields);
  for (const id of testSections) fields.test[id] = (params.get(pointsQueryKeys.test[id]) ?? "").slice(0, 20);
  for (const id of gradeSubjects) fields.grades[id] = (params.get(pointsQueryKeys.grades[id]) ?? "").slice(0, 20);
  return fields;
}

/** The query string for these fields (empty fields left out), so the address reproduces the result. */
export function pointsQuery(fields: PointsFields): string {
  const entries = [
    ...testSections.map((id) => [pointsQueryKeys.test[id], fields.test[id].trim()]),
    ...gradeSubjects.map((id) => [pointsQueryKeys.grades[id], fields.grades[id].trim()]),
  ];
  return new URLSearchParams(entries.filter(([, value]) => value)).toString();
}
