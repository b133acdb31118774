// The words around the home page's sections (docs/product.md, "Home"); the words are in
// content/pages/home.yml, the sections' data in features.ts, testimonials.ts,
// comparisons.ts, plans.ts and content/pages/{steps,faqs}.yml.

import { comparison, faq, features, hero, howItWorks, pricing, testimonials } from "#content/home";
import { headings } from "#content/steps";
import { examById } from "./exams";
import { signupUrl } from "./links";

/** The hero's "Try For Free" exam cards, in the order of docs/product.md, "Home". */
export const trialExams = (["toefl", "cps", "shsat", "hspt", "gre"] as const).map((id) => {
  const exam = examById(id);
  return { id, title: exam.name, subtitle: exam.audience, href: signupUrl({ page: "new", test: id }) };
});

export const homeCopy = {
  hero: {
    badge: hero.badge,
    signUp: { label: hero.signUpLabel, href: signupUrl({ page: "now" }) },
    seePricing: { label: hero.seePricingLabel, href: "#pricing" },
    examsHeading: hero.examsHeading,
    examsText: hero.examsText,
    tryForFree: hero.tryForFree,
  },
  features,
  howItWorks: {
    eyebrow: howItWorks.eyebrow,
    heading: headings["four-steps"],
  },
  testimonials,
  comparison,
  faq: {
    eyebrow: faq.eyebrow,
    heading: faq.heading,
    supportText: faq.supportText,
    supportLink: { label: faq.supportLabel, href: "/contact" },
  },
  pricing,
} as const;
