// Where a plan button leads.
import { exams } from "./exams";
import { signupUrl, type TestCode } from "./links";
import type { Plan, PlanTest } from "./plans";

/** The sign-up app's lowercase exam code for a plan's test (`CPS` → `cps`). */
export function planTestCode(test: PlanTest): TestCode {
  const exam = exams.find((candidate) => candidate.planCode === test);
  if (!exam) throw new Error(`No exam for plan test ${test}`);
  return exam.id;
}

/** A plan button opens the sign-up app's `new` page for the plan's exam. */
export function planSignupUrl(plan: Pick<Plan, "test">): string {
  return signupUrl({ page: "new", test: planTestCode(plan.test) });
}
