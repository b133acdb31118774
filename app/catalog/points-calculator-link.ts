// How other CPS pages link to the points calculator; apart from cps-points.ts so its tables load with its page only.
import { type Lang, pathIn } from "#app/lib/lang";
import { card as en } from "#content/pointsCalculator";
import { card as es } from "#content/pointsCalculatorEs";
import type { HelpLink } from "./blocks";

const cardOf = (lang: Lang, card: typeof en): HelpLink => ({
  title: card.title,
  text: card.text,
  action: { label: card.actionLabel, href: pathIn(lang, "/highschoolentrance/points-calculator") },
});

/** The card other CPS pages use to send parents to the calculator, in each language (the Spanish one to /es/…). */
export const pointsCalculatorLinks: Readonly<Record<Lang, HelpLink>> = { en: cardOf("en", en), es: cardOf("es", es) };

/** The English card (the CPS landing page, CPS About, the CPS blog). */
export const pointsCalculatorLink = pointsCalculatorLinks.en;
