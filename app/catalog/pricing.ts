// Pricing views: where a plan button leads, and the words around the plans.
import { brand } from "./brand";
import { exams } from "./exams";
import { signupUrl, type TestCode } from "./links";
import { pagePaths } from "./page-paths";
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

export const pricingCopy = {
  durationLabel: "Plan length",
  popularBadge: "Most Popular",
  originalPriceLabel: "Regular price",
  /** Under the CPS HSAT plans (SPEC §2). */
  cpsFootnote: "Score improvement guarantee applies when completing the full recommended study plan",
} as const;

/** The trial block under the plans: the CPS page keeps visitors in the Chicago section. */
export function pricingTrialBanner(variant: "all" | "cps") {
  const cps = variant === "cps";
  return {
    heading: "Not sure which plan is right?",
    text: `Try ${brand.name} free for ${brand.trialDays} days first. No credit card required.`,
    trial: { label: "Start free trial", href: signupUrl(cps ? { trial: true, test: "cps" } : { trial: true }) },
    contact: { label: "Contact us", href: cps ? pagePaths.contactCps : pagePaths.contact },
  };
}
