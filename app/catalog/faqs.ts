// FAQ items shown by the Faq section (and its FAQPage JSON-LD). The words are in
// content/pages/faqs.yml, checked and resolved at build (content-collections.ts).
import { home, questions, shared } from "#content/faqs";
import type { FaqItem } from "./page-content-schema";

export type { FaqItem };

/** Questions several pages ask, each answered for its own exam. */
export const faqQuestions = { cost: questions.cost, tutoring: questions.tutoring };

/** Asked on the home page and on the TOEFL page alike (exam-landing.ts), written once. */
export const studyPlanFaq: FaqItem = shared["study-plan"];

/** The home page; its first item starts open (docs/product.md, "FAQ accordions"). */
export const homeFaqs: readonly FaqItem[] = home;
