// Numbered steps shown by the HowItWorks section. The words of the steps below
// are in content/pages/steps.yml, checked and resolved at build
// (content-collections.ts); pages not yet moved there write their steps in
// their own catalog module with the Step type.
import { headings, home, shared } from "#content/steps";
import type { Step } from "./page-content-schema";

export type { Step };

/** The heading above four steps (the home page's and every exam page's). */
export const fourStepsHeading: string = headings["four-steps"];

/** The diagnostic step, alike on the home page and every exam page (exam-pages.ts `examSteps`). */
export const diagnosticStep: Step = shared.diagnostic;

/** The four steps of the home page. */
export const homeSteps: readonly Step[] = home;
