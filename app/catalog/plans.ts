// The plan cards (docs/product.md, "Price table"): prices from prices.ts, words from content/pages/pricing.yml.
import { bullets, cards, cpsPlans as cpsPlanWords, features } from "#content/pricing";
import { type ExamId, examById, exams } from "./exams";
import { cpsPlanTitles, type Duration, durations, type PlanTest, periods, planTests, priceTable } from "./prices";

export { type Duration, durations, type PlanTest } from "./prices";
export const defaultDuration: Duration = "6-Month";

/** An exam's own selling points, on its plans and on its card of the exam selection page (exam-selection.ts). */
export const examBullets = bullets;

const icons = { "7-Day": "timer", "1-Month": "chart", "6-Month": "zap" } as const;

/** A plan card; `discount` ("50% off") only when cheaper than its original price. */
export type Plan = ReturnType<typeof buildPlan> & { popular?: boolean };

function buildPlan(test: PlanTest, duration: Duration) {
  const [price, originalPrice]: readonly [number, number] = priceTable[test][duration];
  return {
    title: `${exams.find((exam) => exam.planCode === test)?.name ?? test} ${duration}`,
    subtitle: cards[duration].subtitle,
    originalPrice,
    price,
    discount: price < originalPrice ? `${Math.round((1 - price / originalPrice) * 100)}% off` : null,
    period: periods[duration],
    description: cards[duration].description,
    features: [...features[test], ...features.shared],
    cta: cards.cta,
    priceId: `price_${test.toLowerCase()}_${duration.toLowerCase().replace("-", "")}`,
    icon: icons[duration],
    test,
    duration,
  };
}

/** The multi-exam pricing view: every exam at every duration; none is marked popular. */
export const plans: readonly Plan[] = planTests.flatMap((test) =>
  durations.map((duration) => buildPlan(test, duration)),
);

export const plansFor = (duration: Duration): Plan[] => plans.filter((plan) => plan.duration === duration);

export function planFor(test: PlanTest, duration: Duration): Plan {
  const plan = plans.find((candidate) => candidate.test === test && candidate.duration === duration);
  if (!plan) throw new Error(`No ${duration} plan for ${test}`);
  return plan;
}

/** The CPS pricing page's three plans, the last most popular; original price = price (the brief's 15 is a typo). */
export const cpsPlans: readonly Plan[] = durations.map((duration) => ({
  ...buildPlan("CPS", duration),
  title: cpsPlanTitles[duration],
  subtitle: cpsPlanWords.subtitles[duration],
  period: "",
  description: cpsPlanWords.description,
  features: cpsPlanWords.features,
  cta: cpsPlanWords.cta,
  popular: duration === "6-Month",
}));

/** The price a hero shows: the 6-Month price (ACT has no plans and is marketed "from $70"). */
export function heroPrice(exam: ExamId): { amount: number; label: string } {
  const test = examById(exam).planCode;
  if (!test) return { amount: 70, label: "from" };
  return { amount: planFor(test, "6-Month").price, label: "one-time" };
}

/** Every amount this site may show as a price, for the tests that guard against stray numbers. */
export function allCatalogPrices(): number[] {
  const amounts = [...plans, ...cpsPlans].flatMap((plan) => [plan.price, plan.originalPrice]);
  return [...new Set([...amounts, heroPrice("act").amount])].sort((a, b) => a - b);
}
