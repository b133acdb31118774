// The shape of content/pages/what-changed.yml (the changes themselves are in exam-page/exam-changes.ts).
import { z } from "zod";
import { sentenceWith, text, texts } from "./fields.ts";

export const whatChangedFile = z.strictObject({
  note: z.strictObject({
    heading: text,
    since: sentenceWith("when"),
    ...texts("now before allChanges sourceLabel"),
  }),
  announcementsHeading: text,
  toeflScales: z.strictObject(texts("heading intro caption totalColumn bandColumn noteColumn")),
  whichVersion: z.strictObject({
    ...texts("heading intro examLabel examPlaceholder dateLabel dateHint submit resultHeading empty"),
    current: sentenceWith("date", "exam", "since"),
    earlier: sentenceWith("date", "exam", "since"),
    noChange: sentenceWith("exam", "date"),
    announced: text,
    sourceLabel: text,
    errors: z.strictObject({ examMissing: text, dateMissing: text, dateInvalid: text }),
  }),
});
