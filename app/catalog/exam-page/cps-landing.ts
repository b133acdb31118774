// The CPS HSAT landing page's data (/highschoolentrance, /es/highschoolentrance); every rule of the test comes from
// `cpsHsat`.
import { icons } from "#app/components/icons";
import type { Lang } from "#app/lib/lang";
import { questions as faqQuestionsEn, cps as faqsEn } from "#content/faqs";
import { questions as faqQuestionsEs, cps as faqsEs } from "#content/faqsEs";
import { cps as featuresEn } from "#content/features";
import { cps as featuresEs } from "#content/featuresEs";
import { cps as copyEn, shared as sharedEn } from "#content/landingPages";
import { cps as copyEs, shared as sharedEs } from "#content/landingPagesEs";
import { plans as pricingCopyEn } from "#content/pricing";
import { plans as pricingCopyEs } from "#content/pricingEs";
import { cps as testimonialsEn } from "#content/testimonials";
import { cps as testimonialsEs } from "#content/testimonialsEs";
import type { HelpLink, ScoreFact, ScoreSplit } from "../blocks";
import { cpsHsat } from "../exams";
import { type Feature, toFeature } from "../features";
import { officialSites } from "../links";
import type { FaqItem } from "../page-content-schema";
import { pointsCalculatorLinks } from "../points-calculator-link";
import { type Testimonial, toTestimonials } from "../testimonials";
import { trialOfferIn } from "../trial-offer";
import { askTeam, examHeroIn, examHeroLabelsIn } from "./exam-pages";

const words = {
  en: {
    copy: copyEn,
    shared: sharedEn,
    faqs: faqsEn,
    faqQuestions: faqQuestionsEn,
    features: featuresEn,
    pricingCopy: pricingCopyEn,
    testimonials: testimonialsEn,
    calculatorLink: pointsCalculatorLinks.en,
  },
  es: {
    copy: copyEs,
    shared: sharedEs,
    faqs: faqsEs,
    faqQuestions: faqQuestionsEs,
    features: featuresEs,
    pricingCopy: pricingCopyEs,
    testimonials: testimonialsEs,
    calculatorLink: pointsCalculatorLinks.es,
  },
} as const;

/** Everything the CPS landing page shows besides its page words, in `lang`. */
function cpsLanding(lang: Lang) {
  const { copy, shared, faqs, faqQuestions, features, pricingCopy, testimonials, calculatorLink } = words[lang];
  const { points, seats } = copy.scoring;
  return {
    hero: examHeroIn(lang, "cps", "cps"),
    /** The words around the sections; the page's anchor is labelled 'Learn More' (docs/product.md, "CPS HSAT landing page"). */
    copy: {
      heroLabels: examHeroLabelsIn(lang),
      ...copy,
      scoring: { eyebrow: copy.scoring.eyebrow, heading: copy.scoring.heading, intro: copy.scoring.intro },
      comparison: { ...shared.comparison, ...copy.comparison },
      help: { eyebrow: copy.help.eyebrow, heading: copy.help.heading, intro: copy.help.intro },
      finalCta: { heading: copy.finalCta.heading, text: trialOfferIn(lang, copy.finalCta.trialOffer) },
    },
    /** The feature grid under the hero (the "Learn More" target). */
    features: features.map(toFeature) as readonly Feature[],
    /** The scoring explanation (the CPS HSAT rules: docs/product.md, "Exam facts"). */
    scoring: {
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
    } as { splits: readonly ScoreSplit[]; facts: readonly ScoreFact[] },
    /** Six Chicago families (illustrative people, first name and initial). */
    testimonials: toTestimonials(testimonials) as readonly Testimonial[],
    /** Ten questions, all closed at first; the cost answer ends with the pricing page's CPS footnote. */
    faqs: faqs.map((item) =>
      item.question === faqQuestions.cost ? { ...item, answer: `${item.answer} ${pricingCopy.cpsFootnote}.` } : item,
    ) as readonly FaqItem[],
    /** Where to learn more: the district's official site and our support. */
    helpLinks: [
      { ...copy.help.official, action: { label: officialSites.cps.label, href: officialSites.cps.href } },
      calculatorLink,
      ...copy.help.links,
      askTeam("HSAT", lang),
    ] as readonly HelpLink[],
  };
}

const english = cpsLanding("en");
const spanish = cpsLanding("es");

/** The CPS landing page's parts in `lang`. */
export const cpsLandingIn = (lang: Lang) => (lang === "en" ? english : spanish);

export const cpsLandingHero = english.hero;
export const cpsLandingCopy = english.copy;
export const cpsScoring = english.scoring;
export const cpsTestimonials = english.testimonials;
export const cpsFaqs = english.faqs;
export const cpsHelpLinks = english.helpLinks;
