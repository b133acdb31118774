// What page copy in content/pages/*.yml may refer to instead of writing a
// figure: `{price:toefl-6m}`, `{competitor:tutoring}` and `{fact:trial-days}` are
// replaced at build time with the value this module computes from the catalog
// (app/vite/content-pages.ts).
import { formatList, formatPrice } from "../lib/format.ts";
import { brand } from "./brand.ts";
import { competitorPrices } from "./competitor-prices.ts";
import { cpsHsat, exams, shsat } from "./exams.ts";
import { citycastPartner } from "./partners.ts";
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
  "trial-days": String(brand.trialDays),
  "cps-hsat-total-points": String(cpsHsat.totalPoints),
  "company-name": brand.company,
  "citycast-name": citycastPartner.name,
  /** Every exam we prepare for, as a list in words ("TOEFL, CPS HSAT, … and ACT"). */
  "exam-names": formatList(exams.map((exam) => exam.name)),
  "cps-hsat-test-points": String(cpsHsat.testPoints),
  "cps-hsat-grade-points": String(cpsHsat.gradePoints),
  "cps-hsat-section-minutes": String(cpsHsat.sectionMinutes),
  "cps-hsat-schools-to-rank": String(cpsHsat.schoolsToRank),
  "cps-hsat-selective-schools": String(cpsHsat.selectiveSchools),
  "shsat-questions": String(shsat.questions),
  "shsat-minutes": String(shsat.minutes),
  "shsat-schools": String(shsat.schools),
};

export const copyRefs = { price: priceRefs, competitor: competitorRefs, fact: factRefs } as const;
export type CopyRefKind = keyof typeof copyRefs;
