// The words printed around our articles and guides, per language, with their blanks filled in.

import { fillIn } from "#app/lib/fill-in";
import { article, blog, resources, tags } from "#content/contentLabels";
import { examById } from "../exams";
import type { ArticleExam, ArticleLang, LanguageCode, Tag } from "./content-vocabulary";

export * from "./content-vocabulary";

export const examLabel = (exam: ArticleExam): string => (exam === "ielts" ? "IELTS" : examById(exam).name);

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

/** Heading of the list of translations on a resources page, in that page's language. */
export const resourcesLabels: Readonly<Record<LanguageCode, { otherLanguages: string }>> = resources;
