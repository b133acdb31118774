// What page copy in content/pages/*.yml may refer to instead of writing a
// figure: `{price:toefl-6m}`, `{competitor:tutoring}` and `{fact:trial-days}` are
// replaced at build time with the value this module computes from the catalog
// (app/vite/content-pages.ts).
import { formatCount, formatPrice } from "../lib/format.ts";
import { brand } from "./brand.ts";
import { competitorPrices } from "./competitor-prices.ts";
import { cpsHsat } from "./exams.ts";
import { leadLimits, newsletterConfirmationDays } from "./lead-limits.ts";
import { type Duration, plans } from "./plans.ts";

const durationIds: Record<Duration, string> = { "7-Day": "7d", "1-Month": "1m", "6-Month": "6m" };

/** `toefl-6m` → "$100": every plan of the pricing table, and `lowest`, the lowest price of all plans. */
export const priceRefs: Readonly<Record<string, string>> = Object.fromEntries([
  ...plans.map((plan) => [`${plan.test.toLowerCase()}-${durationIds[plan.duration]}`, formatPrice(plan.price)]),
  ["lowest", formatPrice(Math.min(...plans.map((plan) => plan.price)))],
]);

/** What the alternatives cost (SPEC §9): `tutoring` → "$150–$300 per hour". */
export const competitorRefs: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(competitorPrices).map(([id, price]) => [id, price.label]),
);

/** Figures and names of the catalog that copy cites. */
export const factRefs: Readonly<Record<string, string>> = {
  "brand-name": brand.name,
  "brand-company": brand.company,
  "trial-days": String(brand.trialDays),
  "support-email": brand.supportEmail,
  "name-max-length": formatCount(leadLimits.name),
  "email-max-length": formatCount(leadLimits.email),
  "message-max-length": formatCount(leadLimits.message),
  "newsletter-confirmation-days": String(newsletterConfirmationDays),
  "cps-hsat-total-points": String(cpsHsat.totalPoints),
};

export const copyRefs = { price: priceRefs, competitor: competitorRefs, fact: factRefs } as const;
export type CopyRefKind = keyof typeof copyRefs;
