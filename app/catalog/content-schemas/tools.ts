// The shapes of the tools' own words (issue 19, docs/decisions/032):
// content/pages/points-calculator-page.yml (the CPS points calculator) and
// content/pages/shsat-cutoffs.yml (the SHSAT page's table of past cutoffs).
// Registered in page-content-schema.ts; nothing in them refers to another entry.
import { z } from "zod";
import { sentenceWith, text } from "./fields.ts";

const fieldLabels = z.strictObject({ label: text, pointsLabel: text });

const pointsCalculatorPageFile = z.strictObject({
  subjects: z.strictObject({ reading: fieldLabels, math: fieldLabels, science: fieldLabels, social: fieldLabels }),
  sections: z.strictObject({ math: fieldLabels, reading: fieldLabels }),
  calculator: z.strictObject({
    formHeading: text,
    testLegend: text,
    testHint: text,
    gradesLegend: text,
    gradePlaceholder: text,
    submit: text,
    resultHeading: text,
    emptyResult: text,
    invalidResult: text,
    totalLabel: text,
    testPointsLabel: text,
    gradePointsLabel: text,
    shareHint: text,
    errors: z.strictObject({
      percentileMissing: text,
      percentileNotWhole: text,
      percentileRange: text,
      gradeMissing: text,
      gradeInvalid: text,
    }),
    rulesHeading: text,
    rules: z.strictObject({ test: text, grades: text, total: text }),
    gradeTable: z.strictObject({ caption: text, grade: text, points: text, source: text }),
    seatsHeading: text,
    seats: z.array(text).min(1),
    disclaimer: text,
  }),
});

const shsatCutoffsFile = z.strictObject({
  heading: text,
  intro: text,
  caption: text,
  schoolColumn: text,
  adaptiveNote: text,
  /** The schools left out of the table, and why. */
  missingNote: sentenceWith("schools"),
});

export const toolsContentSchemas = {
  "points-calculator-page": pointsCalculatorPageFile,
  "shsat-cutoffs": shsatCutoffsFile,
} as const;
