// Numbered steps shown by the HowItWorks section, one named export per page.
import { brand } from "./brand";

export type Step = {
  title: string;
  text: string;
};

/** The four steps of the home page. */
export const homeSteps = [
  {
    title: "Choose your exam",
    text: `Pick TOEFL, CPS HSAT, NYC SHSAT, HSPT or GRE and start your free ${brand.trialDays}-day trial.`,
  },
  {
    title: "Take the diagnostic test",
    text: "A short test shows your starting level in every section.",
  },
  {
    title: "Follow your study plan",
    text: "Practise with sets that adapt to you, and get instant feedback on every answer.",
  },
  {
    title: "Walk in ready",
    text: "Track your predicted score and finish with full mock tests before test day.",
  },
] as const satisfies readonly Step[];
