// FAQ items shown by the Faq section (and its FAQPage JSON-LD), one named export per page.
import { formatPrice } from "#app/lib/format";
import { brand } from "./brand";
import { plans } from "./plans";

export type FaqItem = {
  question: string;
  /** Plain text: it is also the answer in the page's FAQPage JSON-LD. */
  answer: string;
};

const lowestPrice = Math.min(...plans.map((plan) => plan.price));

/** Questions several pages ask, each answered for its own exam. */
export const faqQuestions = {
  cost: "How much does it cost, and is there a free trial?",
  tutoring: "Do you offer one-to-one tutoring?",
} as const;

/** Asked on the home page and on the TOEFL page alike (toefl-landing.ts), written once. */
export const studyPlanFaq = {
  question: "How is my study plan made?",
  answer:
    "You start with a diagnostic test. Your plan begins with the skills where you can gain the most, and it changes as your practice results come in.",
} as const satisfies FaqItem;

/** The home page; its first item starts open (SPEC §4). */
export const homeFaqs = [
  {
    question: "How does the free trial work?",
    answer: `You get ${brand.trialDays} days of full access, and no credit card is required. Take the diagnostic test, see your study plan and try the practice sets before you decide.`,
  },
  {
    question: "Which exams do you prepare for?",
    answer:
      "TOEFL, the CPS HSAT for Chicago's selective enrollment high schools, the NYC SHSAT, the HSPT for Catholic high schools, and the GRE. We also have an ACT page, and GMAT is coming soon.",
  },
  studyPlanFaq,
  {
    question: "How does the AI grade speaking and writing?",
    answer:
      "When you record a spoken answer or submit an essay, the AI scores it against the exam's criteria within seconds and points out what to improve, so you can try again right away.",
  },
  {
    question: "Can parents follow their child's progress?",
    answer:
      "Yes. The parent progress dashboard shows practice time, progress by section and predicted scores, so you know how preparation is going without asking every day.",
  },
  {
    question: "How much does it cost?",
    answer: `Plans start at ${formatPrice(lowestPrice)} for 7 days of full access, with 1-month and 6-month plans for longer preparation. Prices depend on the exam; the pricing section below lists every plan.`,
  },
  {
    question: faqQuestions.tutoring,
    answer:
      "No. Our AI tutor explains every answer, and tutors who work with students can request a tutor account to assign practice and follow progress.",
  },
] as const satisfies readonly FaqItem[];
