// The shape of each page-copy file under content/pages/ (docs/content-authoring.md, "Page copy").
import { z } from "zod";
import { audienceContentSchemas } from "./content-schemas/audience.ts";
import { consentFile } from "./content-schemas/consent.ts";
import { contentLabelsFile } from "./content-schemas/content-labels.ts";
import { examFaqLists, examFeatureLists, examPageSchemas, examStepLists } from "./content-schemas/exam-pages.ts";
import { each, faq, feature, icon, id, sentenceWith, step, text, texts } from "./content-schemas/fields.ts";
import { freeTemplatesFile } from "./content-schemas/free-templates.ts";
import { messagesFile } from "./content-schemas/messages.ts";
import { navigationFile } from "./content-schemas/navigation.ts";
import { newsletterFile } from "./content-schemas/newsletter.ts";
import { pagesFile } from "./content-schemas/pages.ts";
import { pricingFile } from "./content-schemas/pricing.ts";
import { socialCardsFile } from "./content-schemas/social-cards.ts";
import { toeflScoreConverterFile } from "./content-schemas/toefl-score-converter.ts";
import { toolsContentSchemas } from "./content-schemas/tools.ts";
import { whatChangedFile } from "./content-schemas/what-changed.ts";
import type { IconKey } from "./icon-keys.ts";

/** Entries by id: those TypeScript names are `required`; others may be added for `use:` references. */
function entriesById<Entry extends z.ZodType, const Required extends string>(
  entry: Entry,
  required: readonly Required[],
) {
  return z.object(each(required, entry)).catchall(entry);
}

/** An FAQ written here, one with a shared question (`sharedQuestion:`), or a shared entry (`use:`). */
const faqEntry = z
  .strictObject({
    question: text.optional(),
    sharedQuestion: id.optional(),
    answer: text.optional(),
    use: id.optional(),
  })
  .superRefine((entry, context) => {
    const missing = (field: string, message: string) => context.addIssue({ code: "custom", path: [field], message });
    if (entry.use !== undefined) {
      for (const field of ["question", "sharedQuestion", "answer"] as const) {
        if (entry[field] !== undefined) missing(field, "cannot stand beside `use` (the shared entry brings its own)");
      }
      return;
    }
    if (entry.question === undefined && entry.sharedQuestion === undefined) missing("question", "is missing");
    if (entry.question !== undefined && entry.sharedQuestion !== undefined) {
      missing("sharedQuestion", "cannot stand beside `question`: write the question or refer to a shared one");
    }
    if (entry.answer === undefined) missing("answer", "is missing");
  });

const faqsFile = z.strictObject({
  /** Questions several pages ask, each page with its own answer. */
  questions: entriesById(text, ["cost", "tutoring"]),
  /** Questions and answers several pages show alike. */
  shared: entriesById(faq, ["study-plan"]),
  home: z.array(faqEntry).min(1),
  /** The landing pages /highschoolentrance, /toefl and /shsat (app/catalog/exam-page/cps-landing.ts, …). */
  ...examFaqLists(faqEntry),
});

const scoreTestimonial = z.strictObject({ id, name: text, location: text, score: text, quote: text });
const reviewTestimonial = z.strictObject({
  ...texts("name role school content"),
  rating: z.int().min(1).max(5),
});

const testimonialsFile = z.strictObject({
  home: z.array(z.union([scoreTestimonial, reviewTestimonial])).min(1),
  /** The CPS landing page (app/catalog/exam-page/cps-landing.ts). */
  cps: z.array(z.union([scoreTestimonial, reviewTestimonial])).min(1),
  /** The phone carousel's buttons (app/catalog/testimonial-carousel.ts). */
  carousel: z.strictObject({
    pause: text,
    play: text,
    dot: sentenceWith("number", "count"),
    slide: sentenceWith("number", "count"),
  }),
});

/** A card written here, one whose title several cards share (`sharedTitle: study-plan`), or a common card (`use: tutor`). */
const titledFeature = z.strictObject({ icon, sharedTitle: id, text });
const featureEntry = z.union([feature, titledFeature, z.strictObject({ use: id })]);

const featuresFile = z.strictObject({
  /** Cards several pages show alike; TypeScript modules refer to them by id too (exam-pages.ts). */
  common: entriesById(feature, ["tutor", "guarantee", "parents", "tier-predictions"]),
  home: z.array(featureEntry).min(1),
  whyChoose: z.array(featureEntry).min(1),
  /** The exam pages' cards (app/catalog/exam-page/exam-pages.ts and the landing pages). */
  ...examFeatureLists(text, z.union([feature, titledFeature]), featureEntry),
});

const stepsFile = z.strictObject({
  /** Headings above steps that several pages show alike. */
  headings: entriesById(text, ["four-steps"]),
  /** Steps several pages show alike. */
  shared: entriesById(step, ["diagnostic"]),
  home: z.array(z.union([step, z.strictObject({ use: id })])).min(1),
  /** The exam pages' steps (app/catalog/exam-page/exam-pages.ts and the landing pages). */
  ...examStepLists(text, id, step),
});

/** A row: its label written here (`feature: Cost`) or one of `rowLabels` (`use: diagnostic`), and one cell per option. */
const comparisonRow = z.union([
  z.strictObject({ feature: text, cells: z.array(text) }),
  z.strictObject({ use: id, cells: z.array(text) }),
]);

const comparisonTable = z.strictObject({
  caption: text,
  options: z.array(z.strictObject({ label: text, highlight: z.boolean().optional() })).min(2),
  rows: z.array(comparisonRow).min(1),
});

export const comparisonTables = ["home", "cps", "toefl", "shsat"] as const;

const comparisonsFile = z
  .strictObject({
    /** Row labels several tables share. */
    rowLabels: entriesById(text, ["diagnostic", "adapts-to-child", "any-device"]),
    home: comparisonTable,
    /** The landing pages /highschoolentrance, /toefl and /shsat. */
    cps: comparisonTable,
    toefl: comparisonTable,
    shsat: comparisonTable,
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
  });

/** The fields other schema modules build on (app/catalog/content-schemas/). */
export type ContentFields = { text: typeof text; id: typeof id; icon: typeof icon };
const examPages = examPageSchemas({ text, id, icon });

export const pageContentSchemas = {
  faqs: faqsFile,
  testimonials: testimonialsFile,
  features: featuresFile,
  steps: stepsFile,
  comparisons: comparisonsFile,
  pages: pagesFile,
  "exam-pages": examPages.examPagesFile,
  "landing-pages": examPages.landingPagesFile,
  ...audienceContentSchemas,
  ...toolsContentSchemas,
  messages: messagesFile,
  newsletter: newsletterFile,
  consent: consentFile,
  navigation: navigationFile,
  "social-cards": socialCardsFile,
  "content-labels": contentLabelsFile,
  "what-changed": whatChangedFile,
  "free-templates": freeTemplatesFile,
  pricing: pricingFile,
  "toefl-score-converter": toeflScoreConverterFile,
} as const;

export type PageContentName = keyof typeof pageContentSchemas;

export type FaqItem = z.output<typeof faq>;
export type ScoreTestimonial = z.output<typeof scoreTestimonial>;
export type ReviewTestimonial = z.output<typeof reviewTestimonial>;
export type Step = z.output<typeof step>;
/** A feature card as page copy has it: its icon by key (app/components/icons.ts). */
export type FeatureContent = { icon: IconKey; title: string; text: string };
