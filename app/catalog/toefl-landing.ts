// The TOEFL landing page (/toefl): the same structure as the SHSAT page, from
// the TOEFL facts in exams.ts. Its cards and format box are /exams/toefl's. The
// words are in content/pages/ (landing-pages.yml, and the page's key in
// exam-pages.yml, steps.yml, comparisons.yml and faqs.yml).
import { toefl as comparison } from "#content/comparisons";
import { heroes } from "#content/examPages";
import { toefl as faqs } from "#content/faqs";
import { toefl as copy, shared } from "#content/landingPages";
import { toefl as steps } from "#content/steps";
import type { HelpLink } from "./blocks";
import type { ComparisonTableData } from "./comparisons";
import {
  examHero,
  examHeroLabels,
  examInfoBox,
  heroCopy,
  toeflFeatures,
  toeflSectionSubtitles,
  withExamName,
} from "./exam-page/exam-pages";
import type { FaqItem, Step } from "./page-content-schema";
import { pagePaths } from "./page-paths";
import { trialOffer } from "./trial-offer";

export const toeflHero = examHero("toefl", {
  ...heroCopy(heroes.toeflLanding),
  test: "toefl",
});

export const toeflCopy = {
  heroLabels: examHeroLabels,
  learnMore: copy.learnMore,
  steps: copy.steps,
  comparison: { ...shared.comparison, ...copy.comparison },
  faq: copy.faq,
  help: { eyebrow: copy.help.eyebrow, heading: copy.help.heading, intro: copy.help.intro },
  finalCta: { heading: copy.finalCta.heading, text: trialOffer(copy.finalCta.trialOffer) },
} as const;

export const toeflLandingFeatures = toeflFeatures;

export const toeflFacts = examInfoBox("toefl", toeflSectionSubtitles);

export const toeflSteps: readonly Step[] = steps;

export const toeflComparison: ComparisonTableData = comparison;

export const toeflFaqs: readonly FaqItem[] = faqs;

export const toeflHelpLinks: readonly HelpLink[] = [
  {
    title: copy.help.resources.title,
    text: copy.help.resources.text,
    action: { label: copy.help.resources.label, href: pagePaths.allToeflResources },
  },
  {
    title: copy.help.templates.title,
    text: copy.help.templates.text,
    action: { label: copy.help.templates.label, href: pagePaths.freeTemplates },
  },
  {
    title: shared.askTeam.title,
    text: withExamName(shared.askTeam.text, "TOEFL"),
    action: { label: shared.askTeam.label, href: pagePaths.contact },
  },
];
