// The shapes of points-calculator-page.yml and shsat-cutoffs.yml (nothing in them refers to another entry).
import { z } from "zod";
import { sentenceWith, text, texts } from "./fields.ts";

const fieldLabels = z.strictObject({ label: text, pointsLabel: text });

const pointsCalculatorPageFile = z.strictObject({
  subjects: z.strictObject({ reading: fieldLabels, math: fieldLabels, science: fieldLabels, social: fieldLabels }),
  sections: z.strictObject({ math: fieldLabels, reading: fieldLabels }),
  calculator: z.strictObject({
    ...texts("formHeading testLegend testHint gradesLegend gradePlaceholder submit resultHeading emptyResult"),
    ...texts("invalidResult totalLabel testPointsLabel gradePointsLabel shareHint"),
    errors: z.strictObject(texts("percentileMissing percentileNotWhole percentileRange gradeMissing gradeInvalid")),
    rulesHeading: text,
    rules: z.strictObject({ test: text, grades: text, total: text }),
    gradeTable: z.strictObject({ caption: text, grade: text, points: text, source: text }),
    seatsHeading: text,
    seats: z.array(text).min(1),
    disclaimer: text,
  }),
});

const shsatCutoffsFile = z.strictObject({
  ...texts("heading intro caption schoolColumn adaptiveNote"),
  /** The schools left out of the table, and why. */
  missingNote: sentenceWith("schools"),
});

export const toolsContentSchemas = {
  "points-calculator-page": pointsCalculatorPageFile,
  "shsat-cutoffs": shsatCutoffsFile,
} as const;
