// The plan cards (docs/product.md, "Price table"): prices from prices.ts, words from content/pages/pricing.yml, in
// each language (content/pages/es/pricing.yml).

import { fillIn } from "#app/lib/fill-in";
import type { Lang } from "#app/lib/lang";
import {
  bullets,
  cards as cardsEn,
  cpsPlans as cpsPlansEn,
  features as featuresEn,
  plans as plansEn,
} from "#content/pricing";
import { cards as cardsEs, cpsPlans as cpsPlansEs, features as featuresEs, plans as plansEs } from "#content/pricingEs";
import { type ExamId, examById, exams } from "./exams";
import { cpsPlanTitles, type Duration, durations, type PlanTest, periods, planTests, priceTable } from "./prices";

export { type Duration, durations, type PlanTest } from "./prices";
export const defaultDuration: Duration = "6-Month";

/** An exam's own selling points, on its plans and on its card of the exam selection page (exam-selection.ts). */
export const examBullets = bullets;

const icons = { "7-Day": "timer", "1-Month": "chart", "6-Month": "zap" } as const;

/** The words of the plans in each language. */
const words = {
  en: { plans: plansEn, cards: cardsEn, features: featuresEn, cpsPlans: cpsPlansEn },
  es: { plans: plansEs, cards: cardsEs, features: featuresEs, cpsPlans: cpsPlansEs },
} as const satisfies Record<Lang, unknown>;

/** What a plan length is called in `lang`: "7-Day" in English, "7 días" in Spanish (the toggle, the plans' names). */
export const durationName = (lang: Lang, duration: Duration): string =>
  words[lang].plans.durations?.[duration] ?? duration;

/** A plan card; `discount` ("50% off") only when cheaper than its original price. */
export type Plan = ReturnType<typeof buildPlan> & { popular?: boolean };

function buildPlan(test: PlanTest, duration: Duration, lang: Lang) {
  const { plans: planWords, cards, features } = words[lang];
  const [price, originalPrice]: readonly [number, number] = priceTable[test][duration];
  const exam = exams.find((candidate) => candidate.planCode === test)?.name ?? test;
  const percent = `${Math.round((1 - price / originalPrice) * 100)}%`;
  return {
    title: fillIn(planWords.title, { exam, duration: durationName(lang, duration) }),
    subtitle: cards[duration].subtitle,
    originalPrice,
    price,
    discount: price < originalPrice ? fillIn(planWords.discount, { percent }) : null,
    period: planWords.periods?.[duration] ?? periods[duration],
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
const allPlans = (lang: Lang): readonly Plan[] =>
  planTests.flatMap((test) => durations.map((duration) => buildPlan(test, duration, lang)));

/** The CPS pricing page's three plans, the last most popular; original price = price (the brief's 15 is a typo). */
function cpsPlansOf(lang: Lang): readonly Plan[] {
  const cpsWords = words[lang].cpsPlans;
  return durations.map((duration) => ({
    ...buildPlan("CPS", duration, lang),
    title: cpsWords.titles?.[duration] ?? cpsPlanTitles[duration],
    subtitle: cpsWords.subtitles[duration],
    period: "",
    description: cpsWords.description,
    features: cpsWords.features,
    cta: cpsWords.cta,
    popular: duration === "6-Month",
  }));
}

const byLang: Readonly<Record<Lang, { plans: readonly Plan[]; cpsPlans: readonly Plan[] }>> = {
  en: { plans: allPlans("en"), cpsPlans: cpsPlansOf("en") },
  es: { plans: allPlans("es"), cpsPlans: cpsPlansOf("es") },
};

/** Every exam at every duration, in `lang`. */
export const plansIn = (lang: Lang): readonly Plan[] => byLang[lang].plans;

/** The CPS pricing page's three plans, in `lang`. */
export const cpsPlansIn = (lang: Lang): readonly Plan[] => byLang[lang].cpsPlans;

/** The multi-exam plans in English (`plansIn("en")`). */
export const plans: readonly Plan[] = plansIn("en");

/** The CPS plans in English (`cpsPlansIn("en")`). */
export const cpsPlans: readonly Plan[] = cpsPlansIn("en");

export const plansFor = (duration: Duration): Plan[] => plans.filter((plan) => plan.duration === duration);

export function planFor(test: PlanTest, duration: Duration): Plan {
  const plan = plans.find((candidate) => candidate.test === test && candidate.duration === duration);
  if (!plan) throw new Error(`No ${duration} plan for ${test}`);
  return plan;
}

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
