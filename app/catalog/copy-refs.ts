// The values of page copy's `{price:…}`, `{competitor:…}` and `{fact:…}`, replaced at content build.
import { formatCount, formatList, formatPrice } from "../lib/format.ts";
import { brand, citycastPartner } from "./brand.ts";
import { competitorPrices } from "./competitor-prices.ts";
import { gradePoints, letterGrades, percentileRange } from "./cps-points-rules.ts";
import { shownClaim } from "./exam-page/claims.ts";
import { cpsHsat, examById, exams, shsat } from "./exams.ts";
import { effectiveLabel } from "./fact-sources.ts";
import { leadLimits, newsletterConfirmationDays } from "./lead-limits.ts";
import { cpsPlans, type Duration, type Plan, type PlanTest, plans } from "./plans.ts";

const durationIds: Record<Duration, string> = { "7-Day": "7d", "1-Month": "1m", "6-Month": "6m" };

/** "$25 for 7 days, $50 for 1 month, $159 for 6 months": the plans of the multi-exam table, with their period. */
export function planPriceList(list: readonly Plan[]): string {
  return list.map((plan) => `${formatPrice(plan.price)} ${plan.period}`).join(", ");
}

const planTests = [...new Set(plans.map((plan) => plan.test))] satisfies PlanTest[];

/** `toefl-6m` → "$100", `lowest`, `toefl-plans` (an exam's plans in a sentence), `cps-plan-names`. */
const priceRefs: Readonly<Record<string, string>> = Object.fromEntries([
  ...plans.map((plan) => [`${plan.test.toLowerCase()}-${durationIds[plan.duration]}`, formatPrice(plan.price)]),
  ["lowest", formatPrice(Math.min(...plans.map((plan) => plan.price)))],
  ...planTests.map((test) => [
    `${test.toLowerCase()}-plans`,
    planPriceList(plans.filter((plan) => plan.test === test)),
  ]),
  ["cps-plan-names", cpsPlans.map((plan) => `${plan.title} ${formatPrice(plan.price)}`).join(", ")],
]);

/** What the alternatives cost (docs/product.md, "Competitor prices"): `tutoring` → "$150–$300 per hour". */
const competitorRefs: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(competitorPrices).map(([id, price]) => [id, price.label]),
);

const percent = (share: number) => `${Math.round(share * 100)}%`;
const toefl = examById("toefl");

/** Figures and names of the catalog that copy cites. */
const factRefs: Readonly<Record<string, string>> = {
  "brand-name": brand.name,
  "brand-company": brand.company,
  "trial-days": String(brand.trialDays),
  "support-email": brand.supportEmail,
  "name-max-length": formatCount(leadLimits.name),
  "email-max-length": formatCount(leadLimits.email),
  "message-max-length": formatCount(leadLimits.message),
  "newsletter-confirmation-days": String(newsletterConfirmationDays),
  "cps-hsat-total-points": String(cpsHsat.totalPoints),
  // The CPS HSAT's rules (docs/product.md, "Exam facts").
  "cps-hsat-test-points": String(cpsHsat.testPoints),
  "cps-hsat-grade-points": String(cpsHsat.gradePoints),
  "cps-hsat-section-max-points": String(cpsHsat.sectionMaxPoints),
  "cps-hsat-section-minutes": String(cpsHsat.sectionMinutes),
  "cps-hsat-test-minutes": String(cpsHsat.sectionMinutes * 2),
  "cps-hsat-percentile-multiplier": String(cpsHsat.percentileMultiplier),
  "cps-hsat-top-percentile-points": String(Math.round(99 * cpsHsat.percentileMultiplier)),
  "cps-hsat-rank-seat-share": percent(cpsHsat.rankSeatShare),
  "cps-hsat-tier-seat-share": percent(cpsHsat.tierSeatShare),
  "cps-hsat-tiers": String(cpsHsat.tiers),
  "cps-hsat-schools-to-rank": String(cpsHsat.schoolsToRank),
  "cps-hsat-selective-schools": String(cpsHsat.selectiveSchools),
  "cps-hsat-start-weeks": `${cpsHsat.startWeeksAhead.min}–${cpsHsat.startWeeksAhead.max} weeks`,
  // The SHSAT's figures.
  "shsat-questions": String(shsat.questions),
  "shsat-math-questions": String(shsat.mathQuestions),
  "shsat-ela-questions": String(shsat.elaQuestions),
  "shsat-minutes": String(shsat.minutes),
  "shsat-max-score": String(shsat.maxScore),
  "shsat-schools": String(shsat.schools),
  // The TOEFL's format: its sections in a sentence, its scale, and since when.
  "toefl-sections": String(toefl.sections.length),
  "toefl-section-list": toefl.sections
    .map((section) => `${section.name} (${section.questions}, ${section.minutes.toLowerCase()})`)
    .join(", "),
  "toefl-scale": toefl.scale,
  "toefl-format-since": effectiveLabel(toefl.format),
  "act-sections": String(examById("act").sections.length),
  "hspt-sections": String(examById("hspt").sections.length),
  // Marketing claims a page may show (claims.ts, docs/decisions/007).
  "gre-words": shownClaim("greWords").value,
  // The CPS points calculator's rules (cps-points-rules.ts).
  "cps-percentile-min": String(percentileRange.min),
  "cps-percentile-max": String(percentileRange.max),
  "cps-letter-grades": letterGrades.join(", "),
  "cps-grade-table-year": String(gradePoints.yearChecked),
  // Names and lists the audience pages cite.
  "company-name": brand.company,
  "citycast-name": citycastPartner.name,
  /** Every exam we prepare for, as a list in words ("TOEFL, CPS HSAT, … and ACT"). */
  "exam-names": formatList(exams.map((exam) => exam.name)),
};

export const copyRefs = { price: priceRefs, competitor: competitorRefs, fact: factRefs } as const;
export type CopyRefKind = keyof typeof copyRefs;
