// Front-matter schemas of the Markdown under content/, and the shapes pages receive (types only in the browser).
import { z } from "zod";
import type { ArticleExam, ArticleLang, Tag } from "#app/catalog/content/content-vocabulary";
import { articleExams, articleLangs, tags } from "#app/catalog/content/content-vocabulary";
import { isIsoDate } from "#app/catalog/fact-sources";
import type { TestCode as ExamId } from "#app/catalog/links";
import { testTypes } from "#app/catalog/templates/templates";
import type { PageId } from "#app/routes.ts";

const notIsoDate = "must be a date written YYYY-MM-DD";
const isoDate = z
  .string({ error: notIsoDate })
  .regex(/^\d{4}-\d{2}-\d{2}$/, notIsoDate)
  .refine(isIsoDate, "is not a real date");

const slug = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "must be a slug: lower-case words joined by hyphens");

/** A line of text from 10 characters to `max`. */
const line = (max: number) =>
  z.string().trim().min(10, "is too short (10 characters or more)").max(max, `is too long (${max} at most)`);

const title = line(110);
const description = z
  .string()
  .trim()
  .min(50, "is too short for search results (50 characters or more)")
  .max(170, "is too long for search results (170 at most)");
const author = z.string().trim().min(3);
/** The Markdown after the front-matter (content-collections.ts puts it under this name). */
const content = z.string().refine((text) => text.trim() !== "", "is empty: write the text after the front-matter");

export const articleFrontMatter = z
  .strictObject({
    title,
    description,
    date: isoDate,
    updated: isoDate.optional(),
    author,
    exams: z.array(z.enum(articleExams)).min(1, "needs at least one exam"),
    tags: z.array(z.enum(tags)).min(1, "needs at least one tag"),
    lang: z.enum(articleLangs).default("en"),
    /** Slug of the same article in another language; both link to each other. */
    translationOf: slug.optional(),
    content,
  })
  .refine((data) => !data.updated || data.updated >= data.date, { path: ["updated"], message: "is earlier than date" });

const guideExams = ["toefl", "cps", "shsat", "hspt", "gre", "act"] as const satisfies readonly ExamId[];

export const guideFrontMatter = z.strictObject({
  title,
  description,
  exam: z.enum(guideExams),
  updated: isoDate,
  author,
  /** Position on /study-guides (smaller first). */
  order: z.number().int().min(0),
  content,
});

/** Pages of the catalog whose long copy lives in content/resources/. */
export const resourcePageIds = [
  "resourcesEnglish",
  "resourcesHindi",
  "resourcesSpanish",
  "resourcesKorean",
  "englishResources",
  "allToeflResources",
  "allToeflTopics",
] as const satisfies readonly PageId[];
export type ResourcePageId = (typeof resourcePageIds)[number];

export const resourceFrontMatter = z.strictObject({
  page: z.enum(resourcePageIds),
  lang: z.enum(["en", "hi", "es", "ko"]),
  content,
});

export type Heading = { id: string; text: string };

/** A Markdown body rendered to HTML on the server, with its h2 headings for a table of contents. */
export type RenderedBody = { html: string; headings: Heading[] };

export type ArticleSummary = {
  slug: string;
  path: string;
  title: string;
  description: string;
  date: string;
  /** The date formatted on the server, in the language of the page showing it. */
  dateLabel: string;
  readingMinutes: number;
  author: string;
  exams: ArticleExam[];
  tags: Tag[];
  lang: ArticleLang;
};

export type Article = ArticleSummary &
  RenderedBody & {
    updated: string | null;
    updatedLabel: string | null;
    wordCount: number;
    /** The same article in another language. */
    translation: { lang: ArticleLang; path: string; title: string } | null;
  };

export type GuideSummary = {
  slug: string;
  path: string;
  title: string;
  description: string;
  exam: ExamId;
  updated: string;
  updatedLabel: string;
  readingMinutes: number;
  author: string;
};

export type Guide = GuideSummary & RenderedBody;

/** Pages of the catalog whose text lives in content/legal/ (the file name is the page's path). */
export const legalPageIds = ["terms", "privacy", "whatsappOptIn", "accessibility"] as const satisfies readonly PageId[];
export type LegalPageId = (typeof legalPageIds)[number];

export const legalFrontMatter = z.strictObject({
  page: z.enum(legalPageIds),
  /** The "last updated" date shown at the top. */
  updated: isoDate,
  content,
});

export const templateFrontMatter = z.strictObject({
  name: line(80),
  description: description,
  perfectFor: line(100),
  test: z.enum(testTypes),
  content,
});

export const eventFrontMatter = z.strictObject({
  title,
  date: isoDate,
  time: z.string().trim().min(3),
  location: z.string().trim().min(3),
  /** A local illustration under public/images/events/. */
  image: z.string().regex(/^\/images\/events\/[a-z0-9-]+\.svg$/, "must be an SVG under /images/events/"),
  spots: z.number().int().positive(),
  registrationLink: z.url({ protocol: /^https$/ }),
  /** How many came, shown once the event is past. */
  attendees: z.number().int().min(0).optional(),
  content,
});
