// What page copy in content/pages/*.yml may refer to instead of writing a
// figure: `{price:toefl-6m}` and `{fact:trial-days}` are replaced at build time
// with the value this module computes from the catalog (app/vite/content-pages.ts).
import { formatPrice } from "../lib/format.ts";
import { brand } from "./brand.ts";
import { cpsHsat } from "./exams.ts";
import { type Duration, plans } from "./plans.ts";

const durationIds: Record<Duration, string> = { "7-Day": "7d", "1-Month": "1m", "6-Month": "6m" };

/** `toefl-6m` → "$100": every plan of the pricing table, and `lowest`, the lowest price of all plans. */
export const priceRefs: Readonly<Record<string, string>> = Object.fromEntries([
  ...plans.map((plan) => [`${plan.test.toLowerCase()}-${durationIds[plan.duration]}`, formatPrice(plan.price)]),
  ["lowest", formatPrice(Math.min(...plans.map((plan) => plan.price)))],
]);

/** Figures of the catalog that copy cites. */
export const factRefs: Readonly<Record<string, string>> = {
  "trial-days": String(brand.trialDays),
  "cps-hsat-total-points": String(cpsHsat.totalPoints),
};

export const copyRefs = { price: priceRefs, fact: factRefs } as const;
export type CopyRefKind = keyof typeof copyRefs;
