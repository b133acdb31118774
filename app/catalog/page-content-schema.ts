// The shape of each page-copy file under content/pages/ (docs/content-authoring.md, "Page copy").
import { z } from "zod";
import { adminFile } from "./content-schemas/admin.ts";
import { audienceContentSchemas } from "./content-schemas/audience.ts";
import { calendarPageFile } from "./content-schemas/calendar.ts";
import { consentFile } from "./content-schemas/consent.ts";
import { contentLabelsFile } from "./content-schemas/content-labels.ts";
import { examPagesFile, landingPagesFile } from "./content-schemas/exam-pages.ts";
import { each, faq, feature, id, review, sentenceWith, step, text, texts, under } from "./content-schemas/fields.ts";
import { messagesFile } from "./content-schemas/messages.ts";
import { navigationFile } from "./content-schemas/navigation.ts";
import { newsletterFile } from "./content-schemas/newsletter.ts";
import { offerExplorerFile } from "./content-schemas/offer-explorer.ts";
import { pagesFile } from "./content-schemas/pages.ts";
import { socialCardsFile } from "./content-schemas/social-cards.ts";

/** Entries by id: those TypeScript names are `required`; others may be added as anchors (`&tutor`). */
const entriesById = <Entry extends z.ZodType, const Required extends string>(
  entry: Entry,
  required: readonly Required[],
) => z.object(each(required, entry)).catchall(entry);

/** Entries written once to be repeated as aliases (`*study-plan`) where they are shown. */
const anchors = <Entry extends z.ZodType>(entry: Entry) => z.record(id, entry);
const list = <Entry extends z.ZodType>(entry: Entry) => z.array(entry).min(1);

const scoreTestimonial = z.strictObject({ id, name: text, location: text, score: text, quote: text });

const marks = ["yes", "no", "partial"] as const;

const comparisonTable = z.strictObject({
  caption: text,
  options: z
    .array(z.strictObject({ label: text, highlight: z.boolean().optional() }))
    .min(2)
    .readonly(),
  /** A row: its label and one cell per option, a mark when it says yes, no or partial, or a text shown as written. */
  rows: list(
    z.strictObject({
      feature: text,
      cells: z.array(text.transform((cell) => marks.find((mark) => mark === cell) ?? { text: cell })).readonly(),
    }),
  ).readonly(),
});

const comparisonTables = ["home", "cps", "toefl", "shsat"] as const;

export const pageContentSchemas = {
  admin: adminFile,
  faqs: z.strictObject({
    /** Questions several pages ask, each page with its own answer (`question: *cost`). */
    questions: entriesById(text, ["cost", "tutoring"]),
    /** Questions and answers several pages show alike. */
    shared: anchors(faq),
    /** The home page and the landing pages /highschoolentrance, /toefl and /shsat. */
    ...each(["home", "cps", "toefl", "shsat"], list(faq)),
  }),
  testimonials: z.strictObject({
    /** The home page, and the CPS landing page (app/catalog/exam-page/cps-landing.ts). */
    ...each(["home", "cps"], list(z.union([scoreTestimonial, review]))),
    /** The phone carousel's buttons (app/catalog/testimonial-carousel.ts). */
    carousel: z.strictObject({ ...texts("pause play"), ...under("dot slide", sentenceWith("number", "count")) }),
  }),
  features: z.strictObject({
    /** Cards several pages show alike; TypeScript modules refer to them by id too (features.ts). */
    common: entriesById(feature, ["tutor", "guarantee", "parents", "tier-predictions"]),
    /** Titles several cards share, each card with its own text. */
    titles: anchors(text),
    /** The exam pages' cards that several of them show. */
    exam: anchors(feature),
    /** The home page, the exam selection page, and each exam page (app/catalog/exam-page/exam-pages.ts, the landing pages). */
    ...each(["home", "whyChoose", "toefl", "gre", "act", "hspt", "hsat", "cps", "shsat"], list(feature)),
  }),
  steps: z.strictObject({
    /** Headings above steps that several pages show alike. */
    headings: entriesById(text, ["four-steps"]),
    /** Steps, and step titles, several lists share. */
    shared: anchors(step),
    titles: anchors(text),
    /** The home page, every exam page (`exam`) and the landing pages. */
    ...each(["home", "exam", "cps", "toefl", "shsat"], list(step)),
  }),
  comparisons: z
    .strictObject({
      /** Row labels several tables share. */
      rowLabels: anchors(text),
      /** The home page, and the landing pages /highschoolentrance, /toefl and /shsat. */
      ...each(comparisonTables, comparisonTable),
    })
    .superRefine((file, context) => {
      for (const table of comparisonTables) {
        for (const [index, row] of file[table].rows.entries()) {
          if (row.cells.length !== file[table].options.length) {
            context.addIssue({
              code: "custom",
              path: [table, "rows", index, "cells"],
              message: `has ${row.cells.length} cells for ${file[table].options.length} options`,
            });
          }
        }
      }
    }),
  /** The words the page sections print themselves, on every page (app/components/sections/). */
  sections: z.strictObject({
    newTab: text,
    comparison: z.strictObject(texts("feature yes no partial")),
    steps: z.strictObject({ step: sentenceWith("number") }),
    testimonials: z.strictObject({
      rating: sentenceWith("rating", "max"),
      /** Under each testimonial of a translation: the quotes are translated, not the people's own words. */
      translated: text.optional(),
    }),
  }),
  pages: pagesFile,
  "exam-pages": examPagesFile,
  "landing-pages": landingPagesFile,
  ...audienceContentSchemas,
  "calendar-page": calendarPageFile,
  messages: messagesFile,
  newsletter: newsletterFile,
  consent: consentFile,
  navigation: navigationFile,
  "social-cards": socialCardsFile,
  "content-labels": contentLabelsFile,
  "offer-explorer": offerExplorerFile,
} as const;

export type PageContentName = keyof typeof pageContentSchemas;

export type FaqItem = z.output<typeof faq>;
export type ComparisonTable = z.output<typeof comparisonTable>;
export type ScoreTestimonial = z.output<typeof scoreTestimonial>;
export type ReviewTestimonial = z.output<typeof review>;
export type Step = z.output<typeof step>;
/** A feature card as page copy has it: its icon by key (app/components/icons.ts). */
export type FeatureContent = z.output<typeof feature>;
