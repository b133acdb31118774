// Numbered steps shown by the HowItWorks section, one named export per page.
import { brand } from "./brand";

export type Step = {
  title: string;
  text: string;
};

/** The heading above four steps (the home page's and every exam page's). */
export const fourStepsHeading = "From first login to test day in four steps";

/** The diagnostic step, alike on the home page and every exam page (exam-pages.ts `examSteps`). */
export const diagnosticStep = {
  title: "Take the diagnostic test",
  text: "A short test shows your starting level in every section.",
} as const satisfies Step;

/** The four steps of the home page. */
export const homeSteps = [
  {
    title: "Choose your exam",
    text: `Pick TOEFL, CPS HSAT, NYC SHSAT, HSPT or GRE and start your free ${brand.trialDays}-day trial.`,
  },
  diagnosticStep,
  {
    title: "Follow your study plan",
    text: "Practise with sets that adapt to you, and get instant feedback on every answer.",
  },
  {
    title: "Walk in ready",
    text: "Track your predicted score and finish with full mock tests before test day.",
  },
] as const satisfies readonly Step[];
