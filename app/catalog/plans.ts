// The only place a price is written (docs/product.md, "Pricing"). Imported with its extension by the content build.
import { cpsHsat, type ExamId, examById, exams } from "./exams.ts";

export type Duration = "7-Day" | "1-Month" | "6-Month";
type PlanIcon = "timer" | "chart" | "zap";
export type PlanTest = "TOEFL" | "CPS" | "HSPT" | "GRE" | "SHSAT";

export const durations = ["7-Day", "1-Month", "6-Month"] as const satisfies readonly Duration[];
export const defaultDuration: Duration = "6-Month";

/** The price table (docs/product.md, "Price table"): [price, original price] per duration. */
const priceTable = {
  TOEFL: { "7-Day": [15, 30], "1-Month": [50, 100], "6-Month": [100, 150] },
  CPS: { "7-Day": [75, 75], "1-Month": [150, 150], "6-Month": [249, 249] },
  HSPT: { "7-Day": [75, 75], "1-Month": [150, 150], "6-Month": [249, 249] },
  GRE: { "7-Day": [25, 25], "1-Month": [50, 50], "6-Month": [159, 159] },
  SHSAT: { "7-Day": [25, 25], "1-Month": [50, 50], "6-Month": [159, 159] },
} as const satisfies Record<PlanTest, Record<Duration, readonly [number, number]>>;

const durationDetails: Record<Duration, { subtitle: string; period: string; icon: PlanIcon; description: string }> = {
  "7-Day": {
    subtitle: "Final-week sprint",
    period: "for 7 days",
    icon: "timer",
    description: "Full access for the last stretch: mock tests, instant feedback and a focused review plan.",
  },
  "1-Month": {
    subtitle: "Steady progress",
    period: "for 1 month",
    icon: "chart",
    description: "A month of adaptive practice that targets your weakest skills first.",
  },
  "6-Month": {
    subtitle: "Complete preparation",
    period: "for 6 months",
    icon: "zap",
    description: "Start from a diagnostic test and follow a custom study plan all the way to test day.",
  },
};

const sharedFeatures = [
  "Custom study plan from a diagnostic test",
  "Unlimited practice questions and mock tests",
  "AI tutor that explains every answer",
  "Performance analytics and predicted scores",
  "Mobile app and desktop access",
];

/** An exam's own selling points, on its plans and on its card of the exam selection page (exam-selection.ts). */
export const examBullets = {
  "speaking-writing-grading": "Instant AI grading of speaking and writing",
  "tier-predictions": `Tier-based score predictions on the ${cpsHsat.totalPoints}-point scale`,
  "parent-dashboard": "Parent progress dashboard",
  "essay-grading": "Instant AI grading of your essay",
  "gre-words": "3,000 GRE words with spaced review",
} as const;

/** The ids an exam card of exam-selection.yml names a bullet by (`plan: parent-dashboard`). */
export const planBulletIds = Object.keys(examBullets) as (keyof typeof examBullets)[];

const examFeatures: Record<PlanTest, readonly string[]> = {
  TOEFL: [examBullets["speaking-writing-grading"], ...sharedFeatures],
  CPS: [examBullets["tier-predictions"], examBullets["parent-dashboard"], ...sharedFeatures],
  HSPT: ["All five HSPT sections", examBullets["parent-dashboard"], ...sharedFeatures],
  GRE: [examBullets["essay-grading"], examBullets["gre-words"], ...sharedFeatures],
  SHSAT: ["Math and ELA practice in the SHSAT format", examBullets["parent-dashboard"], ...sharedFeatures],
};

function discountLabel(price: number, originalPrice: number): string | null {
  if (price >= originalPrice) return null;
  return `${Math.round((1 - price / originalPrice) * 100)}% off`;
}

/** A plan card (docs/product.md, "Price table"); `discount` ("50% off") only when cheaper than its original price. */
export type Plan = ReturnType<typeof buildPlan> & { popular?: boolean };

function buildPlan(test: PlanTest, duration: Duration) {
  const [price, originalPrice]: readonly [number, number] = priceTable[test][duration];
  const details = durationDetails[duration];
  return {
    title: `${exams.find((exam) => exam.planCode === test)?.name ?? test} ${duration}`,
    subtitle: details.subtitle,
    originalPrice,
    price,
    discount: discountLabel(price, originalPrice),
    period: details.period,
    description: details.description,
    features: examFeatures[test],
    cta: "Get started",
    priceId: `price_${test.toLowerCase()}_${duration.toLowerCase().replace("-", "")}`,
    icon: details.icon,
    test,
    duration,
  };
}

const multiExamTests = ["TOEFL", "CPS", "HSPT", "GRE", "SHSAT"] as const satisfies readonly PlanTest[];

/** The multi-exam pricing view: every exam at every duration; none is marked popular. */
export const plans: readonly Plan[] = multiExamTests.flatMap((test) =>
  durations.map((duration) => buildPlan(test, duration)),
);

export function plansFor(duration: Duration): Plan[] {
  return plans.filter((plan) => plan.duration === duration);
}

export function planFor(test: PlanTest, duration: Duration): Plan {
  const plan = plans.find((candidate) => candidate.test === test && candidate.duration === duration);
  if (!plan) throw new Error(`No ${duration} plan for ${test}`);
  return plan;
}

const cpsFeatures = [
  "All CPS HSAT modules",
  "Unlimited practice tests",
  "Detailed performance analytics",
  "Expert-designed content",
  "Mobile and desktop access",
];

/** The CPS pricing page's three plans; original price = price (the brief's 15 is a typo). */
export const cpsPlans: readonly Plan[] = [
  { duration: "7-Day", title: "7-Day Cram", subtitle: "7 days access", icon: "timer" },
  { duration: "1-Month", title: "1-Month All Access", subtitle: "1 month access", icon: "chart" },
  { duration: "6-Month", title: "6-Month All Access", subtitle: "6 months access", icon: "zap", popular: true },
].map(({ duration, title, subtitle, icon, popular }) => {
  const base = buildPlan("CPS", duration as Duration);
  return {
    ...base,
    title,
    subtitle,
    icon: icon as PlanIcon,
    period: "",
    description: "Everything your 8th grader needs for the HSAT, in one plan.",
    features: cpsFeatures,
    cta: "Start now",
    popular: popular ?? false,
  };
});

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
