// The words around the home page's sections (SPEC §2, Home); the sections' data
// lives in features.ts, steps.ts, testimonials.ts, comparisons.ts, faqs.ts and plans.ts.
import { brand } from "./brand";
import { examById } from "./exams";
import { signupUrl } from "./links";
import { pagePaths } from "./page-paths";
import { fourStepsHeading } from "./steps";

/** The hero's "Try For Free" exam cards, in SPEC §2's order. */
export const trialExams = (["toefl", "cps", "shsat", "hspt", "gre"] as const).map((id) => {
  const exam = examById(id);
  return { id, title: exam.name, subtitle: exam.audience, href: signupUrl({ page: "new", test: id }) };
});

export const homeCopy = {
  hero: {
    badge: `Free for ${brand.trialDays} days, no credit card required`,
    signUp: { label: "Sign up now", href: signupUrl({ page: "now" }) },
    seePricing: { label: "See plans and prices", href: "#pricing" },
    examsHeading: "Pick your exam",
    examsText: `Start a free ${brand.trialDays}-day trial for the exam you are preparing for.`,
    tryForFree: "Try For Free",
  },
  features: {
    eyebrow: "Features",
    heading: "Everything you need to prepare, in one place",
    intro:
      "Practice, feedback and progress tracking that work together, for students and the parents who support them.",
  },
  howItWorks: {
    eyebrow: "How it works",
    heading: fourStepsHeading,
  },
  testimonials: {
    eyebrow: "Testimonials",
    heading: "What students and parents say",
  },
  comparison: {
    eyebrow: "Compare",
    heading: `How ${brand.name} compares`,
    intro: "Tutors, books and free websites all have their place. Here is what each gives you for your time and money.",
  },
  faq: {
    eyebrow: "FAQ",
    heading: "Frequently asked questions",
    supportText: "Still have a question?",
    supportLink: { label: "Contact support", href: pagePaths.contact },
  },
  pricing: {
    eyebrow: "Pricing",
    heading: "Plans for every exam and timeline",
    intro: "Choose how long you need. Every plan gives full access to practice, mock tests and analytics.",
  },
} as const;
