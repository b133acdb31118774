// What differs between the exam landing pages (/toefl, /shsat, /highschoolentrance), one layout in routes/exams/landing.tsx.

import type { FactTableProps } from "#app/components/exam-page/fact-table";
import type { CtaAction } from "#app/components/sections/cta-link";
import type { ScoreExplainerProps } from "#app/components/sections/score-explainer";
import type { Lang } from "#app/lib/lang";
import type { TrackedEvent } from "#app/lib/track-attributes";
import { cps as cpsComparison, shsat as shsatComparison, toefl as toeflComparison } from "#content/comparisons";
import { cps as cpsComparisonEs, shsat as shsatComparisonEs } from "#content/comparisonsEs";
import { shsat as shsatFaqs, toefl as toeflFaqs } from "#content/faqs";
import { shsat as shsatFaqsEs } from "#content/faqsEs";
import { shsat as shsatFeatureWords } from "#content/features";
import { shsat as shsatFeatureWordsEs } from "#content/featuresEs";
import { shared, shsat as shsatWords, toefl as toeflWords } from "#content/landingPages";
import { shared as sharedEs, shsat as shsatWordsEs } from "#content/landingPagesEs";
import { cps as cpsSteps, shsat as shsatSteps, toefl as toeflSteps } from "#content/steps";
import { cps as cpsStepsEs, shsat as shsatStepsEs } from "#content/stepsEs";
import type { HelpLink } from "./blocks";
import type { ComparisonTableData } from "./comparisons";
import { cpsLandingIn } from "./exam-page/cps-landing";
import { toeflConcordance, whatChangedCopy } from "./exam-page/exam-changes";
import {
  askTeam,
  type ExamHeroConfig,
  examFeatures,
  examHeroIn,
  examHeroLabels,
  examHeroLabelsIn,
  examInfoBox,
  examPlans,
  type InfoBoxData,
  infoBoxFreshness,
  toeflFeatures,
} from "./exam-page/exam-pages";
import { shsatCutoffTableIn } from "./exam-page/shsat-cutoffs";
import { type ExamId, examIn } from "./exams";
import type { Feature } from "./features";
import { diagnosticUrl, officialSites } from "./links";
import type { FaqItem, Step } from "./page-content-schema";
import { cpsPlansIn, type Plan } from "./plans";
import type { Testimonial } from "./testimonials";
import { trialOfferIn } from "./trial-offer";

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

function landingCopy(words: typeof toeflWords | typeof shsatWords, lang: Lang = "en") {
  return {
    heroLabels: examHeroLabelsIn(lang),
    learnMore: words.learnMore,
    steps: words.steps,
    comparison: { ...(lang === "en" ? shared : sharedEs).comparison, ...words.comparison },
    faq: words.faq,
    help: { eyebrow: words.help.eyebrow, heading: words.help.heading, intro: words.help.intro },
    finalCta: { heading: words.finalCta.heading, text: trialOfferIn(lang, words.finalCta.trialOffer) },
  };
}

const toeflHero = examHeroIn("en", "toefl", "toeflLanding");
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

/** The SHSAT landing page in `lang`. */
function shsatLanding(lang: Lang) {
  const words = lang === "en" ? shsatWords : shsatWordsEs;
  const shsatExam = examIn(lang, "shsat");
  const { facts } = words;
  const diagnostic = { label: words.diagnostic, href: diagnosticUrl("shsat") };
  return {
    exam: "shsat",
    plans: examPlans("SHSAT", lang),
    hero: examHeroIn(lang, "shsat", "shsat"),
    copy: landingCopy(words, lang),
    second: {
      action: diagnostic,
      alsoTrack: [["start_diagnostic", { test: "shsat", url: diagnostic.href }]],
      inFinalCta: false,
    },
    features: examFeatures(lang === "en" ? shsatFeatureWords : shsatFeatureWordsEs, "SHSAT"),
    /** Questions, time and schools, from the exam's sourced facts. */
    facts: {
      title: facts.title,
      sections: [facts.questions, facts.time, facts.schools],
      bottomText: facts.bottomText,
      ...(shsatExam.formatNote ? { note: shsatExam.formatNote } : {}),
      freshness: infoBoxFreshness(shsatExam.format, lang),
    },
    factTable: shsatCutoffTableIn(lang),
    /** Diagnostic, custom plan, practice, track progress, test-day prep, ace it (docs/product.md). */
    steps: lang === "en" ? shsatSteps : shsatStepsEs,
    comparison: lang === "en" ? shsatComparison : shsatComparisonEs,
    faqs: lang === "en" ? shsatFaqs : shsatFaqsEs,
    helpLinks: [
      {
        ...words.help.official,
        action: { label: officialSites.nycSchools.label, href: officialSites.nycSchools.href },
      },
      ...words.help.links,
      askTeam("SHSAT", lang),
    ],
  } satisfies ExamLanding;
}

/** The CPS landing page in `lang`. */
function cpsLanding(lang: Lang) {
  const cps = cpsLandingIn(lang);
  return {
    exam: "cps",
    plans: cpsPlansIn(lang),
    hero: cps.hero,
    copy: { ...cps.copy, learnMore: cps.copy.features },
    learnMoreLabel: cps.copy.learnMore,
    second: { action: { label: cps.copy.heroLabels.signUp, href: cps.hero.signUpUrl }, inFinalCta: true },
    features: cps.features,
    scoring: { ...cps.copy.scoring, ...cps.scoring },
    testimonials: { ...cps.copy.testimonials, items: cps.testimonials },
    steps: lang === "en" ? cpsSteps : cpsStepsEs,
    comparison: lang === "en" ? cpsComparison : cpsComparisonEs,
    faqs: cps.faqs,
    helpLinks: cps.helpLinks,
  } satisfies ExamLanding;
}

export const examLandings = { toefl, shsat: shsatLanding("en"), highschoolentrance: cpsLanding("en") } satisfies Record<
  string,
  ExamLanding
>;
export type ExamLandingId = keyof typeof examLandings;

/** The landing pages in Spanish: those of spanishPageIds (routes.ts). */
const spanishLandings: Partial<Record<ExamLandingId, ExamLanding>> = {
  shsat: shsatLanding("es"),
  highschoolentrance: cpsLanding("es"),
};

/** A landing page in `lang`. */
export function examLandingIn(lang: Lang, id: ExamLandingId): ExamLanding {
  const landing = lang === "en" ? examLandings[id] : spanishLandings[id];
  if (!landing) throw new Error(`/${id} has no page in ${lang}`);
  return landing;
}
