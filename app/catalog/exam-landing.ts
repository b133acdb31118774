// What differs between the exam landing pages (/toefl, /shsat, /highschoolentrance), one layout in routes/exams/landing.tsx.

import type { FactTableProps } from "#app/components/exam-page/fact-table";
import type { CtaAction } from "#app/components/sections/cta-link";
import type { ScoreExplainerProps } from "#app/components/sections/score-explainer";
import type { TrackedEvent } from "#app/lib/track-attributes";
import { cps as cpsComparison, shsat as shsatComparison, toefl as toeflComparison } from "#content/comparisons";
import { heroes } from "#content/examPages";
import { shsat as shsatFaqs, toefl as toeflFaqs } from "#content/faqs";
import { shsat as shsatFeatureWords } from "#content/features";
import { shared, shsat as shsatWords, toefl as toeflWords } from "#content/landingPages";
import { cps as cpsSteps, shsat as shsatSteps, toefl as toeflSteps } from "#content/steps";
import type { HelpLink } from "./blocks";
import type { ComparisonTableData } from "./comparisons";
import {
  cpsFaqs,
  cpsHelpLinks,
  cpsLandingCopy,
  cpsLandingFeatures,
  cpsLandingHero,
  cpsScoring,
  cpsTestimonials,
} from "./exam-page/cps-landing";
import { toeflConcordance, whatChangedCopy } from "./exam-page/exam-changes";
import {
  askTeam,
  type ExamHeroConfig,
  examFeatures,
  examHero,
  examHeroLabels,
  examInfoBox,
  examPlans,
  type InfoBoxData,
  infoBoxFreshness,
  toeflFeatures,
} from "./exam-page/exam-pages";
import { cutoffYears, shsatCutoffCopy, shsatCutoffs } from "./exam-page/shsat-cutoffs";
import { type ExamId, examById } from "./exams";
import type { Feature } from "./features";
import { diagnosticUrl, officialSites } from "./links";
import type { FaqItem, Step } from "./page-content-schema";
import { cpsPlans, type Plan } from "./plans";
import type { Testimonial } from "./testimonials";
import { trialOffer } from "./trial-offer";

type SectionHeading = { eyebrow?: string; heading: string; intro?: string };

export type ExamLanding = {
  /** The exam, which also names the page's analytics sections (`toefl_hero`). */
  exam: ExamId;
  plans: readonly Plan[];
  hero: ExamHeroConfig;
  copy: ReturnType<typeof landingCopy>;
  /** The hero's "learn more" link, when not the usual label. */
  learnMoreLabel?: string;
  /** The hero's second call to action (after the trial); `inFinalCta` repeats it in the closing banner. */
  second: { action: CtaAction; alsoTrack?: readonly TrackedEvent[]; inFinalCta: boolean };
  features: readonly Feature[];
  /** The exam's format box and a sourced table, in the learn-more section. */
  facts?: InfoBoxData;
  factTable?: FactTableProps;
  scoring?: Omit<ScoreExplainerProps, "id" | "tone">;
  testimonials?: SectionHeading & { items: readonly Testimonial[] };
  steps: readonly Step[];
  comparison: ComparisonTableData;
  faqs: readonly FaqItem[];
  helpLinks: readonly HelpLink[];
};

function landingCopy(words: typeof toeflWords | typeof shsatWords) {
  return {
    heroLabels: examHeroLabels,
    learnMore: words.learnMore,
    steps: words.steps,
    comparison: { ...shared.comparison, ...words.comparison },
    faq: words.faq,
    help: { eyebrow: words.help.eyebrow, heading: words.help.heading, intro: words.help.intro },
    finalCta: { heading: words.finalCta.heading, text: trialOffer(words.finalCta.trialOffer) },
  };
}

const toeflHero = examHero("toefl", heroes.toeflLanding);
const { toeflScales } = whatChangedCopy;

const toefl = {
  exam: "toefl",
  plans: examPlans("TOEFL"),
  hero: toeflHero,
  copy: landingCopy(toeflWords),
  second: { action: { label: examHeroLabels.signUp, href: toeflHero.signUpUrl }, inFinalCta: true },
  features: toeflFeatures,
  facts: examInfoBox("toefl"),
  factTable: {
    heading: toeflScales.heading,
    intro: toeflScales.intro,
    caption: toeflScales.caption,
    columns: [toeflScales.totalColumn, toeflScales.bandColumn, toeflScales.noteColumn],
    rows: toeflConcordance.rows.map((row) => [row.total, row.band, row.note]),
    source: toeflConcordance.source,
    checkedOn: toeflConcordance.checkedOn,
    whatChanged: true,
  },
  steps: toeflSteps,
  comparison: toeflComparison,
  faqs: toeflFaqs,
  helpLinks: [...toeflWords.help.links, askTeam("TOEFL")],
} satisfies ExamLanding;

const shsatExam = examById("shsat");
const { facts } = shsatWords;
const diagnostic = { label: shsatWords.diagnostic, href: diagnosticUrl("shsat") };

const shsat = {
  exam: "shsat",
  plans: examPlans("SHSAT"),
  hero: examHero("shsat", heroes.shsat),
  copy: landingCopy(shsatWords),
  second: {
    action: diagnostic,
    alsoTrack: [["start_diagnostic", { test: "shsat", url: diagnostic.href }]],
    inFinalCta: false,
  },
  features: examFeatures(shsatFeatureWords, "SHSAT"),
  /** Questions, time and schools, from the exam's sourced facts. */
  facts: {
    title: facts.title,
    sections: [facts.questions, facts.time, facts.schools],
    bottomText: facts.bottomText,
    ...(shsatExam.formatNote ? { note: shsatExam.formatNote } : {}),
    freshness: infoBoxFreshness(shsatExam.format),
  },
  factTable: {
    heading: shsatCutoffCopy.heading,
    intro: shsatCutoffCopy.intro,
    caption: shsatCutoffCopy.caption,
    columns: [shsatCutoffCopy.schoolColumn, ...cutoffYears.map(shsatCutoffCopy.yearLabel)],
    // A secondary source's row lacks some years.
    rows: [...shsatCutoffs.schools, ...shsatCutoffs.secondary].map(
      ({ school, cutoffs }: { school: string; cutoffs: Partial<Record<number, number>> }) => [
        school,
        ...cutoffYears.map((year) => String(cutoffs[year] ?? shsatCutoffCopy.notFound)),
      ],
    ),
    notes: [shsatCutoffCopy.adaptiveNote, shsatCutoffCopy.missingNote(shsatCutoffs.secondary.map((row) => row.school))],
    source: shsatCutoffs.source,
    checkedOn: shsatCutoffs.checkedOn,
  },
  /** Diagnostic, custom plan, practice, track progress, test-day prep, ace it (docs/product.md). */
  steps: shsatSteps,
  comparison: shsatComparison,
  faqs: shsatFaqs,
  helpLinks: [
    {
      ...shsatWords.help.official,
      action: { label: officialSites.nycSchools.label, href: officialSites.nycSchools.href },
    },
    askTeam("SHSAT"),
  ],
} satisfies ExamLanding;

const highschoolentrance = {
  exam: "cps",
  plans: cpsPlans,
  hero: cpsLandingHero,
  copy: { ...cpsLandingCopy, learnMore: cpsLandingCopy.features },
  learnMoreLabel: cpsLandingCopy.learnMore,
  second: { action: { label: examHeroLabels.signUp, href: cpsLandingHero.signUpUrl }, inFinalCta: true },
  features: cpsLandingFeatures,
  scoring: { ...cpsLandingCopy.scoring, ...cpsScoring },
  testimonials: { ...cpsLandingCopy.testimonials, items: cpsTestimonials },
  steps: cpsSteps,
  comparison: cpsComparison,
  faqs: cpsFaqs,
  helpLinks: cpsHelpLinks,
} satisfies ExamLanding;

export const examLandings = { toefl, shsat, highschoolentrance } satisfies Record<string, ExamLanding>;
