// The vocabulary of our articles and guides (app/catalog/content/content-vocabulary.ts)
// and the words printed around them, per language. The words are in
// content/pages/content-labels.yml; the sentences that count or name
// something as the page is drawn are here.
import { article, blog, guide, hub, resources, tags } from "#content/pages/content-labels.yml";
import { brand } from "../brand";
import type { ArticleLang, LanguageCode, Tag } from "./content-vocabulary";

export * from "./content-vocabulary";

export const tagLabels: Readonly<Record<Tag, string>> = tags;

/** The words around an article or guide, in the article's language. */
export const articleLabels = {
  en: {
    ...article.en,
    readingTime: (minutes: number) => `${minutes} min read`,
    examCta: (exam: string) => `See how ${brand.name} helps with ${exam}`,
  },
  ko: {
    ...article.ko,
    readingTime: (minutes: number) => `${minutes}분 분량`,
    examCta: (exam: string) => `${brand.name}의 ${exam} 준비 알아보기`,
  },
} satisfies Record<ArticleLang, Record<string, unknown>>;

export const blogLabels = {
  ...blog,
  showing: (count: number) => (count === 1 ? "Showing 1 article" : `Showing ${count} articles`),
  articlesFor: (exam: string) => `Articles about ${exam}`,
};

export const guideLabels = guide;

export const hubLabels = hub;

/** Heading of the list of translations on a resources page, in that page's language. */
export const resourcesLabels: Readonly<Record<LanguageCode, { otherLanguages: string }>> = resources;
