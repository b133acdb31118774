// The exam selection page's ids, shared by its copy file's schema and its TypeScript module,
// apart from the schema so that browser code can use them without zod.

/** The exams of the selection page (/exams), in order; each must have its card. */
export const examSelectionIds = ["toefl", "cps", "shsat", "hspt", "gre"] as const;
export type ExamSelectionId = (typeof examSelectionIds)[number];

/** The pricing plans' bullets an exam card may name (`plan: parent-dashboard`), written in pricing.yml. */
export const planBulletIds = [
  "speaking-writing-grading",
  "tier-predictions",
  "parent-dashboard",
  "essay-grading",
  "gre-words",
] as const;
