// The NYC SHSAT landing page (/shsat; docs/product.md, "SHSAT landing page"): hero, learn-more cards and
// facts box, six-step path, comparison, FAQ and help links. Facts from `shsat`;
// the words are in content/pages/ (landing-pages.yml, and the page's key in
// exam-pages.yml, features.yml, steps.yml, comparisons.yml and faqs.yml).
import { shsat as comparison } from "#content/comparisons";
import { heroes } from "#content/examPages";
import { shsat as faqs } from "#content/faqs";
import { shsat as features } from "#content/features";
import { shsat as copy, shared } from "#content/landingPages";
import { shsat as steps } from "#content/steps";
import type { HelpLink } from "./blocks";
import type { ComparisonTableData } from "./comparisons";
import {
  examFeatures,
  examHero,
  examHeroLabels,
  heroCopy,
  type InfoBoxData,
  infoBoxFreshness,
  withExamName,
} from "./exam-page/exam-pages";
import { examById } from "./exams";
import type { Feature } from "./features";
import { diagnosticUrl, officialSites } from "./links";
import type { FaqItem, Step } from "./page-content-schema";
import { pagePaths } from "./page-paths";
import { trialOffer } from "./trial-offer";

export const shsatHero = examHero("shsat", {
  ...heroCopy(heroes.shsat),
  test: "shsat",
});

export const shsatCopy = {
  heroLabels: examHeroLabels,
  diagnostic: { label: copy.diagnostic, href: diagnosticUrl("shsat") },
  learnMore: copy.learnMore,
  steps: copy.steps,
  comparison: { ...shared.comparison, ...copy.comparison },
  faq: copy.faq,
  help: { eyebrow: copy.help.eyebrow, heading: copy.help.heading, intro: copy.help.intro },
  finalCta: { heading: copy.finalCta.heading, text: trialOffer(copy.finalCta.trialOffer) },
} as const;

/** The nine cards of the learn-more section. */
export const shsatFeatures: readonly Feature[] = examFeatures(features, "SHSAT");

const shsatExam = examById("shsat");
const { facts } = copy;

/** The facts box: questions, time and schools, from the shsat exam's sourced facts. */
export const shsatFacts: InfoBoxData = {
  title: facts.title,
  sections: [facts.questions, facts.time, facts.schools],
  bottomText: facts.bottomText,
  ...(shsatExam.formatNote ? { note: shsatExam.formatNote } : {}),
  freshness: infoBoxFreshness(shsatExam.format),
};

/**
 * The six steps (docs/product.md, "SHSAT landing page"): diagnostic, custom plan, practice, track
 * progress, test-day prep, ace it.
 */
export const shsatSteps: readonly Step[] = steps;

export const shsatComparison: ComparisonTableData = comparison;

export const shsatFaqs: readonly FaqItem[] = faqs;

export const shsatHelpLinks: readonly HelpLink[] = [
  { ...copy.help.official, action: { label: officialSites.nycSchools.label, href: officialSites.nycSchools.href } },
  {
    title: shared.askTeam.title,
    text: withExamName(shared.askTeam.text, "SHSAT"),
    action: { label: shared.askTeam.label, href: pagePaths.contact },
  },
];
