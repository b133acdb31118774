// The shape of content/pages/what-changed.yml: the words around the what-changed
// notes and /exams/changes (the changes themselves, with their sources, are
// app/catalog/exam-page/exam-changes.ts). Registered in
// app/catalog/page-content-schema.ts. Relative imports only.
import { z } from "zod";
import { sentenceWith, text } from "./fields.ts";

export const whatChangedFile = z.strictObject({
  note: z.strictObject({
    heading: text,
    since: sentenceWith("when"),
    now: text,
    before: text,
    allChanges: text,
    sourceLabel: text,
  }),
  announcementsHeading: text,
  toeflScales: z.strictObject({
    heading: text,
    intro: text,
    caption: text,
    totalColumn: text,
    bandColumn: text,
    noteColumn: text,
  }),
  whichVersion: z.strictObject({
    heading: text,
    intro: text,
    examLabel: text,
    examPlaceholder: text,
    dateLabel: text,
    dateHint: text,
    submit: text,
    resultHeading: text,
    empty: text,
    current: sentenceWith("date", "exam", "since"),
    earlier: sentenceWith("date", "exam", "since"),
    noChange: sentenceWith("exam", "date"),
    announced: text,
    sourceLabel: text,
    errors: z.strictObject({ examMissing: text, dateMissing: text, dateInvalid: text }),
  }),
});
