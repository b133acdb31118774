// The CPS points calculator: the grade table with its source, and the fields the form asks for.
// Only the calculator page loads it; others link with points-calculator-link.ts. The fields' words are in
// points-calculator-page.yml (English and Spanish), read by the component in the page's language.

import { officialSites } from "./links";

export { type LetterGrade, letterGrades, percentileRange } from "./cps-points-rules";

import { gradePoints } from "./cps-points-rules";

/** The grade table (cps-points-rules.ts) with the address CPS publishes it at (its link's words are copy). */
export const gradePointsTable = { ...gradePoints, sourceHref: officialSites.cps.href } as const;

/** The four final 7th-grade grades the calculator asks for, in the form's order. */
export const gradeSubjects = ["reading", "math", "science", "social"] as const;
export type GradeSubject = (typeof gradeSubjects)[number];

/** The two HSAT sections, in the form's order. */
export const testSections = ["math", "reading"] as const;
export type TestSection = (typeof testSections)[number];

/** The query-string names of the calculator's fields, so a result can be bookmarked and shared. */
export const pointsQueryKeys = {
  test: { math: "hsat_math", reading: "hsat_reading" },
  grades: { reading: "grade_reading", math: "grade_math", science: "grade_science", social: "grade_social" },
} as const satisfies { test: Record<TestSection, string>; grades: Record<GradeSubject, string> };
