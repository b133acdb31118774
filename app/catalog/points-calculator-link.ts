// How the other CPS pages (landing, About, blog) send parents to the points
// calculator. Apart from cps-points.ts, so that the calculator's tables and
// copy load with the calculator page only.
import type { HelpLink } from "./blocks";
import { cpsHsat } from "./exams";
import { pagePaths } from "./page-paths";

/** The card other CPS pages use to send parents to the calculator. */
export const pointsCalculatorLink: HelpLink = {
  title: "Points calculator",
  text: `Enter HSAT percentiles and 7th-grade grades to see your child's selection points out of ${cpsHsat.totalPoints}, with the rules shown.`,
  action: { label: "Open the points calculator", href: pagePaths.pointsCalculator },
};

/** The words around the card: the CPS About page's section and the CPS blog's lead. */
export const pointsCalculatorPromo = {
  aboutSection: {
    eyebrow: "Free tool",
    heading: "How many points will your child have?",
  },
  blogLead: "Want the numbers for your own child?",
} as const;
