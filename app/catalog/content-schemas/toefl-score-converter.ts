// The shape of content/pages/toefl-score-converter.yml: the words of the TOEFL score converter
// (/toefl/score-converter). ETS's tables are data in app/catalog/toefl-score-scale.ts.
// Registered in app/catalog/page-content-schema.ts. Relative imports only.
import { z } from "zod";
import { sentenceWith, text } from "./fields.ts";

export const toeflScoreConverterFile = z.strictObject({
  fromOld: z.strictObject({
    heading: text,
    intro: text,
    totalLabel: text,
    sectionsLegend: text,
    sectionsHint: text,
    submit: text,
  }),
  fromBand: z.strictObject({ heading: text, intro: text, bandLabel: text, bandPlaceholder: text, submit: text }),
  sections: z.strictObject({ reading: text, listening: text, writing: text, speaking: text }),
  result: z.strictObject({
    heading: text,
    empty: text,
    invalid: text,
    totalLine: sentenceWith("score", "band", "cefr", "low", "high"),
    sectionLine: sentenceWith("section", "score", "band", "cefr"),
    overallLine: sentenceWith("band", "cefr", "mean"),
    bandLine: sentenceWith("band", "cefr", "low", "high", "comparable"),
    bandSectionsCaption: sentenceWith("band"),
    sectionColumn: text,
    rangeColumn: text,
    share: text,
  }),
  errors: z.strictObject({ notWhole: text, totalRange: text, sectionRange: text, bandInvalid: text }),
  example: z.strictObject({
    heading: text,
    text,
    link: text,
    /** The requirement the example converts, the scores its link fills in. */
    total: z.number().int().min(0).max(120),
    speaking: z.number().int().min(0).max(30),
  }),
  tables: z.strictObject({
    heading: text,
    totalCaption: text,
    sectionsCaption: text,
    bandColumn: text,
    totalColumn: text,
    cefrColumn: text,
    overallRule: text,
    comparableRule: text,
    howObtained: text,
    checked: sentenceWith("date"),
    related: text,
  }),
});
