// The CPS points calculator's rules that copy refers to ({fact:cps-letter-grades},
// {fact:cps-percentile-min}, …: app/catalog/copy-refs.ts): data only, no page
// copy and no import of the site's settings, so the page-copy build (loaded by
// vite.config.ts) can read it (docs/decisions/032).

export const letterGrades = ["A", "B", "C", "D", "F"] as const;
export type LetterGrade = (typeof letterGrades)[number];

/**
 * Points per final 7th-grade letter grade (four subjects, 450 points in all).
 * Not among the brief's rules (docs/product.md, "Exam facts"): CPS publishes this table each year,
 * so it carries the year we last checked it, and its source (cps-points.ts, `gradePointsTable`;
 * docs/decisions/014-pages-that-read-the-query.md).
 */
export const gradePoints = {
  values: { A: 112.5, B: 75, C: 38, D: 0, F: 0 } satisfies Record<LetterGrade, number>,
  yearChecked: 2026,
} as const;

/** The percentile a section may take (whole numbers). */
export const percentileRange = { min: 1, max: 99 } as const;
