// The For Tutors page (docs/product.md, "For Tutors"): the tutor dashboard, what students get, and
// how to request an account. The product offers no direct tutoring (docs/product.md, "Tutors").
// The words are in content/pages/for-tutors.yml; the links stay here.
import {
  connect,
  cta,
  faq,
  hero,
  requestLabel,
  studentFeatures,
  testimonial,
  tutorFeatures as tutorFeatureSection,
} from "#content/forTutors";
import { type Feature, toFeature } from "./features";
import { tutorFormUrl } from "./links";
import type { FaqItem, Step } from "./page-content-schema";
import { type Testimonial, toTestimonial } from "./testimonials";

const requestAccount = { label: requestLabel, href: tutorFormUrl() };

export const forTutorsCopy = {
  hero: {
    badge: hero.badge,
    request: requestAccount,
    howItWorks: { label: hero.howItWorksLabel, href: "#connect" },
    notice: hero.notice,
  },
  tutorFeatures: {
    eyebrow: tutorFeatureSection.eyebrow,
    heading: tutorFeatureSection.heading,
    intro: tutorFeatureSection.intro,
  },
  studentFeatures: { eyebrow: studentFeatures.eyebrow, heading: studentFeatures.heading },
  testimonial: { eyebrow: testimonial.eyebrow, heading: testimonial.heading },
  faq: { eyebrow: faq.eyebrow, heading: faq.heading },
  connect: { eyebrow: connect.eyebrow, heading: connect.heading },
  cta: { heading: cta.heading, text: cta.text, request: requestAccount },
} as const;

/** The six things the tutor dashboard does (docs/product.md, "Tutors"). */
export const tutorFeatures: readonly Feature[] = tutorFeatureSection.cards.map(toFeature);

/** The four things students get, picked from the promised features (docs/product.md, "Promised features"). */
export const tutorStudentFeatures: readonly Feature[] = studentFeatures.cards.map(toFeature);

/** The page's one testimonial (an illustrative tutor). */
export const tutorTestimonial: Testimonial = toTestimonial(testimonial.review);

export const tutorFaqs: readonly FaqItem[] = faq.items;

/** The three-step connect section. */
export const tutorConnectSteps: readonly Step[] = connect.steps;
