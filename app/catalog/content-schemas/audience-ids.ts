// Ids the audience pages' copy files and their TypeScript modules share, apart
// from the schemas so that browser code can use them without zod.

/** The pricing plans' bullets an exam card may name (app/catalog/plans.ts `examBullets`). */
export const planBulletIds = [
  "speaking-writing-grading",
  "tier-predictions",
  "parent-dashboard",
  "essay-grading",
  "gre-words",
] as const;
export type PlanBulletId = (typeof planBulletIds)[number];

/** The exams of the selection page (/exams), in order; each must have its card. */
export const examSelectionIds = ["toefl", "cps", "shsat", "hspt", "gre"] as const;
export type ExamSelectionId = (typeof examSelectionIds)[number];
