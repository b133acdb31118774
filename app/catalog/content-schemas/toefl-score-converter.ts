// The shape of content/pages/toefl-score-converter.yml (ETS's tables are data in toefl-score-scale.ts).
import { z } from "zod";
import { sentenceWith, text, texts } from "./fields.ts";

export const toeflScoreConverterFile = z.strictObject({
  fromOld: z.strictObject(texts("heading intro totalLabel sectionsLegend sectionsHint submit")),
  fromBand: z.strictObject({ heading: text, intro: text, bandLabel: text, bandPlaceholder: text, submit: text }),
  sections: z.strictObject({ reading: text, listening: text, writing: text, speaking: text }),
  result: z.strictObject({
    ...texts("heading empty invalid"),
    totalLine: sentenceWith("score", "band", "cefr", "low", "high"),
    sectionLine: sentenceWith("section", "score", "band", "cefr"),
    overallLine: sentenceWith("band", "cefr", "mean"),
    bandLine: sentenceWith("band", "cefr", "low", "high", "comparable"),
    bandSectionsCaption: sentenceWith("band"),
    ...texts("sectionColumn rangeColumn share"),
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
    ...texts(
      "heading totalCaption sectionsCaption bandColumn totalColumn cefrColumn overallRule comparableRule howObtained",
    ),
    checked: sentenceWith("date"),
    related: text,
  }),
});
