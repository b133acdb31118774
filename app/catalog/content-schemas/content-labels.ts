// The shape of content/pages/content-labels.yml: the words around our articles and guides, per language.
import { z } from "zod";
import { articleLangs, type LanguageCode, languageNames, tags } from "../content/content-vocabulary.ts";
import { each, sentenceWith, text, texts } from "./fields.ts";

const article = z.strictObject({
  ...texts("byline published updated related allArticles onThisPage ctaText translation"),
  readingTime: sentenceWith("minutes"),
  examCta: sentenceWith("exam"),
});

export const contentLabelsFile = z.strictObject({
  /** A label for each tag of app/catalog/content/content-vocabulary.ts. */
  tags: z.strictObject(each(tags, text)),
  article: z.strictObject(each(articleLangs, article)),
  blog: z.strictObject({
    ...texts("filterByExam filterByTag allExams allTags noMatch showingOne"),
    showingMany: sentenceWith("count"),
    articlesFor: sentenceWith("exam"),
    ...texts("clearFilters loading rssFeed"),
  }),
  guide: z.strictObject(texts("atAGlance section questions time scale source readGuide moreArticles")),
  hub: z.strictObject(texts("toeflStudyGuide otherToeflArticles freeTemplates languagePages readingList taskArticles")),
  /** Heading of the list of translations on a resources page, in that page's language. */
  resources: z.strictObject(
    Object.fromEntries(
      Object.keys(languageNames).map((lang) => [lang, z.strictObject({ otherLanguages: text })]),
    ) as Record<LanguageCode, z.ZodObject<{ otherLanguages: typeof text }>>,
  ),
});
