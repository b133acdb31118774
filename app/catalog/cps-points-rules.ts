// The CPS points rules copy refers to (`{fact:cps-letter-grades}`): data only, so the content build can read it.

export const letterGrades = ["A", "B", "C", "D", "F"] as const;
export type LetterGrade = (typeof letterGrades)[number];

/** Points per 7th-grade letter grade (four subjects, 450 in all); CPS republishes it yearly, hence the year. */
export const gradePoints = {
  values: { A: 112.5, B: 75, C: 38, D: 0, F: 0 } satisfies Record<LetterGrade, number>,
  yearChecked: 2026,
} as const;

/** The percentile a section may take (whole numbers). */
export const percentileRange = { min: 1, max: 99 } as const;
