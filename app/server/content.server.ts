// The site's editorial content (content/blog, content/guides, content/resources), validated and rendered at build
// (content-collections.ts): pages get plain data and HTML.
import type { ArticleLang } from "#app/catalog/content/content-labels";
import { articlePath, guidePath } from "#app/lib/content-paths";
import type {
  Article,
  ArticleSummary,
  Guide,
  GuideSummary,
  LegalPageId,
  RenderedBody,
  ResourcePageId,
} from "#app/lib/content-schema";
import { formatIsoDate } from "#app/lib/format";
import {
  type Article as ArticleEntry,
  allArticles,
  allGuides,
  allLegalPages,
  allResources,
} from "#content-collections";

const koreanDate = new Intl.DateTimeFormat("ko-KR", { dateStyle: "long", timeZone: "UTC" });

/** A date formatted on the server (no hydration mismatch), in the language of the page. */
export function formatContentDate(isoDate: string, lang: ArticleLang): string {
  return lang === "ko" ? koreanDate.format(new Date(`${isoDate}T00:00:00Z`)) : formatIsoDate(isoDate);
}

/** Words in a Markdown text: runs of letters or digits, which also counts Korean words (eojeol). */
export function countWords(markdown: string): number {
  const text = markdown
    .replace(/\]\([^)]*\)/g, "]") // link targets are not read
    .replace(/[#>*_`|[\]-]/g, " ");
  return text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

/** Minutes at an unhurried 200 words a minute, never less than one. */
export const readingMinutes = (wordCount: number): number => Math.max(1, Math.round(wordCount / 200));

const body = ({ html, headings }: RenderedBody): RenderedBody => ({ html, headings });

// Articles.

function summarize(entry: ArticleEntry, labelLang: ArticleLang): ArticleSummary {
  const { slug, title, description, date, author, exams, tags, lang } = entry;
  return {
    slug,
    path: articlePath(slug),
    title,
    description,
    date,
    dateLabel: formatContentDate(date, labelLang),
    readingMinutes: readingMinutes(countWords(entry.content)),
    author,
    exams,
    tags,
    lang,
  };
}

function newestFirst(a: ArticleEntry, b: ArticleEntry) {
  return b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug);
}

/** Every article, newest first, with dates written for a page in `labelLang`. */
export function listArticles({ labelLang = "en" }: { labelLang?: ArticleLang } = {}): ArticleSummary[] {
  return allArticles.toSorted(newestFirst).map((entry) => summarize(entry, labelLang));
}

function translationOf(entry: ArticleEntry) {
  const other =
    allArticles.find((candidate) => candidate.slug === entry.translationOf) ??
    allArticles.find((candidate) => candidate.translationOf === entry.slug);
  return other ? { lang: other.lang, path: articlePath(other.slug), title: other.title } : null;
}

/** Up to `limit` other articles sharing an exam or a tag: most in common first, same language first, then newest. */
function relatedTo(entry: ArticleEntry, limit: number) {
  const score = (other: ArticleEntry) =>
    3 * other.exams.filter((exam) => entry.exams.includes(exam)).length +
    other.tags.filter((tag) => entry.tags.includes(tag)).length +
    (other.lang === entry.lang ? 2 : 0);
  return allArticles
    .filter((other) => ![entry.slug, entry.translationOf].includes(other.slug) && other.translationOf !== entry.slug)
    .map((other) => ({ other, points: score(other) }))
    .filter(
      ({ other }) =>
        other.exams.some((exam) => entry.exams.includes(exam)) || other.tags.some((tag) => entry.tags.includes(tag)),
    )
    .sort((a, b) => b.points - a.points || newestFirst(a.other, b.other))
    .slice(0, limit)
    .map(({ other }) => summarize(other, entry.lang));
}

export type ArticlePage = { article: Article; related: ArticleSummary[] };

/** One article with its related articles, or null when there is no such article. */
export function getArticle(slug: string): ArticlePage | null {
  const entry = allArticles.find((candidate) => candidate.slug === slug);
  if (!entry) return null;
  const { updated, lang } = entry;
  const article: Article = {
    ...summarize(entry, lang),
    ...body(entry),
    updated: updated ?? null,
    updatedLabel: updated ? formatContentDate(updated, lang) : null,
    wordCount: countWords(entry.content),
    translation: translationOf(entry),
  };
  return { article, related: relatedTo(entry, 3) };
}

// Study guides.

function summarizeGuide(entry: (typeof allGuides)[number]): GuideSummary {
  const { slug, title, description, exam, updated, author } = entry;
  return {
    slug,
    path: guidePath(slug),
    title,
    description,
    exam,
    updated,
    updatedLabel: formatContentDate(updated, "en"),
    readingMinutes: readingMinutes(countWords(entry.content)),
    author,
  };
}

const guidesInOrder = allGuides.toSorted((a, b) => a.order - b.order || a.slug.localeCompare(b.slug));

/** Every study guide, in the order of their `order` field. */
export const listGuides = (): GuideSummary[] => guidesInOrder.map(summarizeGuide);

export function getGuide(slug: string): Guide | null {
  const entry = allGuides.find((candidate) => candidate.slug === slug);
  return entry ? { ...summarizeGuide(entry), ...body(entry) } : null;
}

/** The one content file whose front-matter names this catalog page (content-check.server.ts checks each exists). */
function catalogPage<Entry extends { page: string }>(entries: readonly Entry[], folder: string, page: string): Entry {
  const entry = entries.find((candidate) => candidate.page === page);
  if (!entry) throw new Error(`content/${folder}: no file has front-matter "page: ${page}"`);
  return entry;
}

/** The rendered Markdown body of a catalog page (e.g. the Korean resources page). */
export function getResourcePage(page: ResourcePageId): RenderedBody & { lang: string } {
  const entry = catalogPage(allResources, "resources", page);
  return { ...body(entry), lang: entry.lang };
}

/** A legal or accessibility page (content/legal/): its text, its numbered sections (for the contents) and its date. */
export function getLegalPage(page: LegalPageId): RenderedBody & { updated: string } {
  const entry = catalogPage(allLegalPages, "legal", page);
  return { ...body(entry), updated: entry.updated };
}
