// The shape of content/pages/offer-explorer.yml: the CPS offer explorer's form, messages and explanations. The
// figures and sources it shows are in content/facts.yml (`cpsOffers`, `cpsHsat`).
import { z } from "zod";
import { sentenceWith, text, texts } from "./fields.ts";

/** A step of the selection, written with the family's numbers (`{points}`, `{tier}`) or the words for them. */
const step = (...blanks: string[]) => z.strictObject({ title: text, text: sentenceWith(...blanks) });

export const offerExplorerFile = z.strictObject({
  form: z.strictObject({
    ...texts("heading pointsLabel pointsHint calculatorLink tierLabel tierPlaceholder tierHint tierLink"),
    tierOption: sentenceWith("tier"),
    ...texts("choicesLegend choicesHint choicePlaceholder submit"),
    choiceLabel: sentenceWith("number"),
  }),
  errors: z.strictObject(texts("pointsNotNumber pointsRange tierInvalid schoolUnknown schoolRepeated")),
  result: z.strictObject({
    ...texts("heading empty invalid pointsLabel tierLabel choicesLabel noChoices noTier noPoints share"),
    tierValue: sentenceWith("tier"),
  }),
  /** The words standing for the family's numbers in the steps, when they are given and when not. */
  you: z.strictObject({
    points: sentenceWith("points"),
    tier: sentenceWith("tier"),
    ...texts("pointsUnknown tierUnknown firstUnknown"),
  }),
  steps: z.strictObject({
    ...texts("heading intro sourceLabel"),
    checked: sentenceWith("date"),
    rank: step("points"),
    tiers: step("points", "tier", "share"),
    order: step("points", "tier", "first"),
    ties: step(),
  }),
  pastCycles: z.strictObject({
    ...texts("heading noFigures noneForChoices whyNone"),
    meaning: sentenceWith("points", "tier", "share"),
    /** A published figure, when content/facts.yml has some for the family's choices. */
    cycleHeading: sentenceWith("cycle"),
    rankLine: sentenceWith("school", "cutoff", "verdict"),
    tierLine: sentenceWith("school", "tier", "cutoff", "verdict"),
    ...texts("reached notReached"),
  }),
  newTest: z.strictObject({ ...texts("heading change report meaning calculatorNote") }),
});
