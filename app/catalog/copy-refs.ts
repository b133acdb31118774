// The values of page copy's `{price:…}`, `{competitor:…}` and `{fact:…}`, replaced at content build.
import { readFileSync } from "node:fs";
import { parse } from "yaml";
import { formatCount, formatList, formatPrice } from "../lib/format.ts";
import { brand, citycastPartner } from "./brand.ts";
import { competitorPrices } from "./competitor-prices.ts";
import { gradePoints, letterGrades, percentileRange } from "./cps-points-rules.ts";
import { shownClaim } from "./exam-page/claims.ts";
import { factsFile } from "./fact-schema.ts";
import { effectiveLabel } from "./fact-sources.ts";
import { leadLimits, newsletterConfirmationDays } from "./lead-limits.ts";
import { cpsPlanTitles, durations, periods, priceTable } from "./prices.ts";

const durationIds = { "7-Day": "7d", "1-Month": "1m", "6-Month": "6m" } as const;

/** "$25 for 7 days, $50 for 1 month, $159 for 6 months": the plans of the multi-exam table, with their period. */
export function planPriceList(list: readonly { price: number; period: string }[]): string {
  return list.map((plan) => `${formatPrice(plan.price)} ${plan.period}`).join(", ");
}

const prices = Object.entries(priceTable).map(([test, byDuration]) => ({
  test: test.toLowerCase(),
  plans: durations.map((duration) => ({ duration, price: byDuration[duration][0], period: periods[duration] })),
}));

/** `toefl-6m` → "$100", `lowest`, `toefl-plans` (an exam's plans in a sentence), `cps-plan-names`. */
const priceRefs: Readonly<Record<string, string>> = Object.fromEntries([
  ...prices.flatMap(({ test, plans }) =>
    plans.map((plan) => [`${test}-${durationIds[plan.duration]}`, formatPrice(plan.price)]),
  ),
  ["lowest", formatPrice(Math.min(...prices.flatMap(({ plans }) => plans.map((plan) => plan.price))))],
  ...prices.map(({ test, plans }) => [`${test}-plans`, planPriceList(plans)]),
  [
    "cps-plan-names",
    durations.map((duration) => `${cpsPlanTitles[duration]} ${formatPrice(priceTable.CPS[duration][0])}`).join(", "),
  ],
]);

/** The exams' facts as content/facts.yml has them; when it does not pass its schema, the facts build says why. */
const facts = factsFile
  .pick({ exams: true, cpsHsat: true, shsat: true })
  .loose()
  .safeParse(parse(readFileSync("content/facts.yml", "utf8"), { merge: true })).data;

/**
 * What the alternatives cost (docs/product.md, "Competitor prices"): `tutoring` → "$150–$300 per hour", and in the
 * Spanish files `tutoring-es` → "$150–$300 por hora".
 */
const competitorRefs: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(competitorPrices).flatMap(([id, price]) => [
    [id, price.label],
    [`${id}-es`, price.spanishLabel],
  ]),
);

const percent = (share: number) => `${Math.round(share * 100)}%`;

/** Each number of `group` as `{prefix}-{its-name}` (`shsat-max-score`); a share as a percentage. */
const figures = (prefix: string, group: object) =>
  Object.fromEntries(
    Object.entries(group)
      .filter((entry): entry is [string, number] => typeof entry[1] === "number")
      .map(([key, value]) => [
        `${prefix}-${key.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`,
        key.endsWith("Share") ? percent(value) : String(value),
      ]),
  );

/** The figures of content/facts.yml that copy cites. */
function examRefs({ exams, cpsHsat, shsat }: NonNullable<typeof facts>): Record<string, string> {
  const [toefl, act, hspt] = ["toefl", "act", "hspt"].map((id) => exams.find((exam) => exam.id === id));
  return {
    // The CPS HSAT's rules (docs/product.md, "Exam facts") and the SHSAT's figures, then what follows from them.
    ...figures("cps-hsat", cpsHsat),
    ...figures("shsat", shsat),
    "cps-hsat-test-minutes": String(cpsHsat.sectionMinutes * 2),
    "cps-hsat-top-percentile-points": String(Math.round(99 * cpsHsat.percentileMultiplier)),
    "cps-hsat-start-weeks": `${cpsHsat.startWeeksAhead.min}–${cpsHsat.startWeeksAhead.max} weeks`,
    // The same range's ends, for a sentence in another language.
    "cps-hsat-start-weeks-min": String(cpsHsat.startWeeksAhead.min),
    "cps-hsat-start-weeks-max": String(cpsHsat.startWeeksAhead.max),
    // The same range without its unit, for a page in another language.
    "cps-hsat-start-weeks-range": `${cpsHsat.startWeeksAhead.min}–${cpsHsat.startWeeksAhead.max}`,
    // The TOEFL's format: its sections in a sentence, its scale, and since when.
    ...(toefl && {
      "toefl-sections": String(toefl.sections.length),
      "toefl-section-list": toefl.sections
        .map((section) => `${section.name} (${section.questions}, ${section.minutes.toLowerCase()})`)
        .join(", "),
      "toefl-scale": toefl.scale,
      "toefl-format-since": effectiveLabel(toefl.format),
    }),
    "act-sections": String(act?.sections.length),
    "hspt-sections": String(hspt?.sections.length),
    // Every exam we prepare for, as a list in words ("TOEFL, CPS HSAT, … and ACT").
    "exam-names": formatList(exams.map((exam) => exam.name)),
  };
}

/** Figures and names of the catalog that copy cites. */
const factRefs: Readonly<Record<string, string>> = {
  ...(facts && examRefs(facts)),
  "brand-name": brand.name,
  "brand-company": brand.company,
  "trial-days": String(brand.trialDays),
  "support-email": brand.supportEmail,
  "name-max-length": formatCount(leadLimits.name),
  "email-max-length": formatCount(leadLimits.email),
  "message-max-length": formatCount(leadLimits.message),
  "newsletter-confirmation-days": String(newsletterConfirmationDays),
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
};

export const copyRefs = { price: priceRefs, competitor: competitorRefs, fact: factRefs } as const;
