// The CPS points calculator: the grade table with its source, the fields and the form's words.
// Only the calculator page loads it; others link with points-calculator-link.ts.

import { sections, subjects } from "#content/pointsCalculatorPage";

import { gradePoints } from "./cps-points-rules";
import { officialSites } from "./links";

export { type LetterGrade, letterGrades, percentileRange } from "./cps-points-rules";

/** The grade table (cps-points-rules.ts) with the source CPS publishes it in. */
export const gradePointsTable = {
  ...gradePoints,
  source: { label: "CPS GoCPS selective enrollment policy", href: officialSites.cps.href },
} as const;

/** The four final 7th-grade grades the calculator asks for, in the form's order. */
export const gradeSubjects = (["reading", "math", "science", "social"] as const).map((id) => ({ id, ...subjects[id] }));
export type GradeSubject = (typeof gradeSubjects)[number]["id"];

/** The two HSAT sections, in the form's order. */
export const testSections = (["math", "reading"] as const).map((id) => ({ id, ...sections[id] }));
export type TestSection = (typeof testSections)[number]["id"];

/** The query-string names of the calculator's fields, so a result can be bookmarked and shared. */
export const pointsQueryKeys = {
  test: { math: "hsat_math", reading: "hsat_reading" },
  grades: { reading: "grade_reading", math: "grade_math", science: "grade_science", social: "grade_social" },
} as const satisfies { test: Record<TestSection, string>; grades: Record<GradeSubject, string> };
