// How other CPS pages link to the points calculator; apart from cps-points.ts so its tables load with its page only.
import { card } from "#content/pointsCalculator";
import type { HelpLink } from "./blocks";

/** The card other CPS pages use to send parents to the calculator. */
export const pointsCalculatorLink: HelpLink = {
  title: card.title,
  text: card.text,
  action: { label: card.actionLabel, href: "/highschoolentrance/points-calculator" },
};
