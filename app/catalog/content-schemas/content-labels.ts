// The shape of content/pages/content-labels.yml: the words printed around our
// articles and guides, per language. Registered in
// app/catalog/page-content-schema.ts. Relative imports only.
import { z } from "zod";
import { articleLangs, type LanguageCode, languageNames, type Tag, tags } from "../content/content-vocabulary.ts";
import { sentenceWith, text } from "./fields.ts";

const article = z.strictObject({
  byline: text,
  published: text,
  updated: text,
  related: text,
  allArticles: text,
  onThisPage: text,
  ctaText: text,
  translation: text,
  readingTime: sentenceWith("minutes"),
  examCta: sentenceWith("exam"),
});

export const contentLabelsFile = z.strictObject({
  /** A label for each tag of app/catalog/content/content-vocabulary.ts. */
  tags: z.strictObject(Object.fromEntries(tags.map((tag) => [tag, text])) as Record<Tag, typeof text>),
  article: z.strictObject(
    Object.fromEntries(articleLangs.map((lang) => [lang, article])) as Record<
      (typeof articleLangs)[number],
      typeof article
    >,
  ),
  blog: z.strictObject({
    filterByExam: text,
    filterByTag: text,
    allExams: text,
    allTags: text,
    noMatch: text,
    showingOne: text,
    showingMany: sentenceWith("count"),
    articlesFor: sentenceWith("exam"),
    clearFilters: text,
    loading: text,
    rssFeed: text,
  }),
  guide: z.strictObject({
    atAGlance: text,
    section: text,
    questions: text,
    time: text,
    scale: text,
    source: text,
    readGuide: text,
    moreArticles: text,
  }),
  hub: z.strictObject({
    toeflStudyGuide: text,
    otherToeflArticles: text,
    freeTemplates: text,
    languagePages: text,
    readingList: text,
    taskArticles: text,
  }),
  /** Heading of the list of translations on a resources page, in that page's language. */
  resources: z.strictObject(
    Object.fromEntries(
      Object.keys(languageNames).map((lang) => [lang, z.strictObject({ otherLanguages: text })]),
    ) as Record<LanguageCode, z.ZodObject<{ otherLanguages: typeof text }>>,
  ),
});
