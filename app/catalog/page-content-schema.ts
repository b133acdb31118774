// The shape of each page-copy file under content/pages/, checked at build time
// by app/vite/content-pages.ts (docs/content-authoring.md, "Page copy").
// References inside a file (`use: tutor`) are checked and resolved there too.
import { z } from "zod";
import { type ConsentContent, consentFile } from "./content-schemas/consent.ts";
import { type ContentLabelsContent, contentLabelsFile } from "./content-schemas/content-labels.ts";
import { type MessagesContent, messagesFile } from "./content-schemas/messages.ts";
import { type NavigationContent, navigationFile } from "./content-schemas/navigation.ts";
import { type NewsletterContent, newsletterFile } from "./content-schemas/newsletter.ts";
import { type SocialCardsContent, socialCardsFile } from "./content-schemas/social-cards.ts";
import { type IconKey, iconKeys } from "./icon-keys.ts";

/** Words shown to a reader: one line of text, no surrounding spaces. */
const text = z
  .string()
  .trim()
  .min(1, "is empty")
  .refine((value) => !/[\r\n]/.test(value), "must be one line (use `>-` in YAML for a long paragraph)");

/** An id another entry or a TypeScript module refers to: lower-case words joined by hyphens. */
const id = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "must be lower-case words joined by hyphens");

const faq = z.strictObject({ question: text, answer: text });

/**
 * Entries referred to by id: those the site's TypeScript uses by name must be
 * there (`required`, a missing one stops the build); others may be added for
 * `use:` and `sharedQuestion:` references.
 */
function entriesById<Entry extends z.ZodType, const Required extends string>(
  entry: Entry,
  required: readonly Required[],
) {
  const shape = Object.fromEntries(required.map((key) => [key, entry])) as Record<Required, Entry>;
  return z.object(shape).catchall(entry);
}

/**
 * An FAQ written here (`question` and `answer`), one whose question is shared
 * (`sharedQuestion: tutoring` and `answer`), or a shared entry (`use: study-plan`).
 */
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

export const faqsFile = z.strictObject({
  /** Questions several pages ask, each page with its own answer. */
  questions: entriesById(text, ["cost", "tutoring"]),
  /** Questions and answers several pages show alike. */
  shared: entriesById(faq, ["study-plan"]),
  home: z.array(faqEntry).min(1),
});

const scoreTestimonial = z.strictObject({ id, name: text, location: text, score: text, quote: text });
const reviewTestimonial = z.strictObject({
  name: text,
  role: text,
  school: text,
  content: text,
  rating: z.int().min(1).max(5),
});

export const testimonialsFile = z.strictObject({
  home: z.array(z.union([scoreTestimonial, reviewTestimonial])).min(1),
});

const icon = z.enum(iconKeys, {
  error: (issue) => `is not a known icon "${String(issue.input)}" (known: ${iconKeys.join(", ")})`,
});

const feature = z.strictObject({ icon, title: text, text });

/** A card written here, or a common card (`use: tutor`). */
const featureEntry = z.union([feature, z.strictObject({ use: id })]);

export const featuresFile = z.strictObject({
  /** Cards several pages show alike; TypeScript modules refer to them by id too (exam-pages.ts). */
  common: entriesById(feature, ["tutor", "guarantee", "parents", "tier-predictions"]),
  home: z.array(featureEntry).min(1),
  whyChoose: z.array(featureEntry).min(1),
});

const step = z.strictObject({ title: text, text });

export const stepsFile = z.strictObject({
  /** Headings above steps that several pages show alike. */
  headings: entriesById(text, ["four-steps"]),
  /** Steps several pages show alike. */
  shared: entriesById(step, ["diagnostic"]),
  home: z.array(z.union([step, z.strictObject({ use: id })])).min(1),
});

/** A comparison cell: yes, no or partial is a mark; any other text is shown as written. */
export type ComparisonCellContent = "yes" | "no" | "partial" | { text: string };

const comparisonTable = z.strictObject({
  caption: text,
  options: z.array(z.strictObject({ label: text, highlight: z.boolean().optional() })).min(2),
  rows: z.array(z.strictObject({ feature: text, cells: z.array(text) })).min(1),
});

export const comparisonsFile = z
  .strictObject({
    /** Row labels several tables share. */
    rowLabels: entriesById(text, ["diagnostic", "adapts-to-child", "any-device"]),
    home: comparisonTable,
  })
  .superRefine((file, context) => {
    for (const [index, row] of file.home.rows.entries()) {
      if (row.cells.length !== file.home.options.length) {
        context.addIssue({
          code: "custom",
          path: ["home", "rows", index, "cells"],
          message: `has ${row.cells.length} cells for ${file.home.options.length} options`,
        });
      }
    }
  });

export const pageContentSchemas = {
  faqs: faqsFile,
  testimonials: testimonialsFile,
  features: featuresFile,
  steps: stepsFile,
  comparisons: comparisonsFile,
  messages: messagesFile,
  newsletter: newsletterFile,
  consent: consentFile,
  navigation: navigationFile,
  "social-cards": socialCardsFile,
  "content-labels": contentLabelsFile,
} as const;

export type PageContentName = keyof typeof pageContentSchemas;

export type FaqItem = z.output<typeof faq>;
export type ScoreTestimonial = z.output<typeof scoreTestimonial>;
export type ReviewTestimonial = z.output<typeof reviewTestimonial>;
export type Step = z.output<typeof step>;
/** A feature card as page copy has it: its icon by key (app/components/icons.ts). */
export type FeatureContent = { icon: IconKey; title: string; text: string };

type Output<Schema extends z.ZodType, Key extends keyof z.output<Schema>> = z.output<Schema>[Key];

/** What a file's module exports once its references are resolved. */
export type PageContent = {
  faqs: { questions: Output<typeof faqsFile, "questions">; shared: Output<typeof faqsFile, "shared">; home: FaqItem[] };
  testimonials: { home: (ScoreTestimonial | ReviewTestimonial)[] };
  features: { common: Output<typeof featuresFile, "common">; home: FeatureContent[]; whyChoose: FeatureContent[] };
  steps: { headings: Output<typeof stepsFile, "headings">; shared: Output<typeof stepsFile, "shared">; home: Step[] };
  comparisons: {
    rowLabels: Output<typeof comparisonsFile, "rowLabels">;
    home: {
      caption: string;
      options: { label: string; highlight?: boolean }[];
      rows: { feature: string; cells: ComparisonCellContent[] }[];
    };
  };
  messages: MessagesContent;
  newsletter: NewsletterContent;
  consent: ConsentContent;
  navigation: NavigationContent;
  "social-cards": SocialCardsContent;
  "content-labels": ContentLabelsContent;
};
