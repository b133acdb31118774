// The CPS HSAT landing page's data (/highschoolentrance); every rule of the test comes from `cpsHsat`.
import { icons } from "#app/components/icons";
import { heroes } from "#content/examPages";
import { questions as faqQuestions, cps as faqs } from "#content/faqs";
import { cps as features } from "#content/features";
import { cps as copy, shared } from "#content/landingPages";
import { plans as pricingCopy } from "#content/pricing";
import { cps as testimonials } from "#content/testimonials";
import type { HelpLink, ScoreFact, ScoreSplit } from "../blocks";
import { cpsHsat } from "../exams";
import { type Feature, toFeature } from "../features";
import { officialSites } from "../links";
import type { FaqItem } from "../page-content-schema";
import { pointsCalculatorLink } from "../points-calculator-link";
import { type Testimonial, toTestimonials } from "../testimonials";
import { trialOffer } from "../trial-offer";
import { askTeam, examHero, examHeroLabels } from "./exam-pages";

export const cpsLandingHero = examHero("cps", heroes.cps);

/** The words around the sections; the page's anchor is labelled 'Learn More' (docs/product.md, "CPS HSAT landing page"). */
export const cpsLandingCopy = {
  heroLabels: examHeroLabels,
  ...copy,
  scoring: { eyebrow: copy.scoring.eyebrow, heading: copy.scoring.heading, intro: copy.scoring.intro },
  comparison: { ...shared.comparison, ...copy.comparison },
  help: { eyebrow: copy.help.eyebrow, heading: copy.help.heading, intro: copy.help.intro },
  finalCta: { heading: copy.finalCta.heading, text: trialOffer(copy.finalCta.trialOffer) },
} as const;

/** The feature grid under the hero (the "Learn More" target). */
export const cpsLandingFeatures: readonly Feature[] = features.map(toFeature);

const { points, seats } = copy.scoring;

/** The scoring explanation (the CPS HSAT rules: docs/product.md, "Exam facts"). */
export const cpsScoring: { splits: readonly ScoreSplit[]; facts: readonly ScoreFact[] } = {
  splits: [
    {
      title: points.title,
      parts: [
        { amount: cpsHsat.testPoints, ...points.test },
        { amount: cpsHsat.gradePoints, ...points.grades },
      ],
    },
    {
      title: seats.title,
      parts: [
        { amount: cpsHsat.rankSeatShare, ...seats.rank },
        { amount: cpsHsat.tierSeatShare, ...seats.tier },
      ],
    },
  ],
  facts: copy.scoring.facts.map(({ icon, title, text }) => ({ icon: icons[icon], title, text })),
};

/** Six Chicago families (illustrative people, first name and initial). */
export const cpsTestimonials: readonly Testimonial[] = toTestimonials(testimonials);

/** Ten questions, all closed at first; the cost answer ends with the pricing page's CPS footnote. */
export const cpsFaqs: readonly FaqItem[] = faqs.map((item) =>
  item.question === faqQuestions.cost ? { ...item, answer: `${item.answer} ${pricingCopy.cpsFootnote}.` } : item,
);

/** Where to learn more: the district's official site and our support. */
export const cpsHelpLinks: readonly HelpLink[] = [
  { ...copy.help.official, action: { label: officialSites.cps.label, href: officialSites.cps.href } },
  pointsCalculatorLink,
  askTeam("HSAT"),
];
