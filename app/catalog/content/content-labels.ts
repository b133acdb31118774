// The vocabulary of our articles and guides (app/catalog/content/content-vocabulary.ts)
// and the words printed around them, per language. The words are in
// content/pages/content-labels.yml, including the sentences that count or
// name something, whose blanks are filled in here as the page is drawn.

import { fillIn } from "#app/lib/fill-in";
import { article, blog, guide, hub, resources, tags } from "#content/contentLabels";
import type { ArticleLang, LanguageCode, Tag } from "./content-vocabulary";

export * from "./content-vocabulary";

export const tagLabels: Readonly<Record<Tag, string>> = tags;

/** The words around an article or guide in one language, its sentences completed as the page is drawn. */
function articleWords(words: (typeof article)[ArticleLang]) {
  return {
    ...words,
    readingTime: (minutes: number) => fillIn(words.readingTime, { minutes }),
    examCta: (exam: string) => fillIn(words.examCta, { exam }),
  };
}

/** The words around an article or guide, in the article's language. */
export const articleLabels: Readonly<Record<ArticleLang, ReturnType<typeof articleWords>>> = {
  en: articleWords(article.en),
  ko: articleWords(article.ko),
};

export const blogLabels = {
  ...blog,
  showing: (count: number) => (count === 1 ? blog.showingOne : fillIn(blog.showingMany, { count })),
  articlesFor: (exam: string) => fillIn(blog.articlesFor, { exam }),
};

export const guideLabels = guide;

export const hubLabels = hub;

/** Heading of the list of translations on a resources page, in that page's language. */
export const resourcesLabels: Readonly<Record<LanguageCode, { otherLanguages: string }>> = resources;
