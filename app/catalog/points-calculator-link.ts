// How the other CPS pages (landing, About, blog) send parents to the points
// calculator. Apart from cps-points.ts, so that the calculator's tables and
// copy load with the calculator page only. The words are in content/pages/points-calculator.yml.
import { aboutSection, blogLead, card } from "#content/pointsCalculator";
import type { HelpLink } from "./blocks";

/** The card other CPS pages use to send parents to the calculator. */
export const pointsCalculatorLink: HelpLink = {
  title: card.title,
  text: card.text,
  action: { label: card.actionLabel, href: "/highschoolentrance/points-calculator" },
};

/** The words around the card: the CPS About page's section and the CPS blog's lead. */
export const pointsCalculatorPromo = {
  aboutSection,
  blogLead,
} as const;
