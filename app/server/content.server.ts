// The site's editorial content: articles (content/blog), study guides
// (content/guides) and the long copy of catalog pages (content/resources),
// validated and rendered on the server. Pages get plain data and HTML.
import type { ArticleLang } from "#app/catalog/content/content-labels";
import { articlePath, guidePath } from "#app/lib/content-paths";
import {
  type Article,
  type ArticleFrontMatter,
  type ArticleSummary,
  articleFrontMatter,
  type Guide,
  type GuideFrontMatter,
  type GuideSummary,
  guideFrontMatter,
  type RenderedBody,
  type ResourcePageId,
  resourceFrontMatter,
  resourcePageIds,
} from "#app/lib/content-schema";
import { formatIsoDate } from "#app/lib/format";
import {
  ContentError,
  type ContentFile,
  countWords,
  missingPageFile,
  readCollection,
  readingMinutes,
} from "./content-files.server";
import { type RenderResult, renderMarkdown } from "./content-render.server";

const koreanDate = new Intl.DateTimeFormat("ko-KR", { dateStyle: "long", timeZone: "UTC" });

/** A date formatted on the server (no hydration mismatch), in the language of the page. */
export function formatContentDate(isoDate: string, lang: ArticleLang): string {
  return lang === "ko" ? koreanDate.format(new Date(`${isoDate}T00:00:00Z`)) : formatIsoDate(isoDate);
}

const renderCache = new Map<string, Promise<RenderResult>>();
const cacheRenders = process.env.NODE_ENV === "production";

/** Renders a file's body once per server in production (content only changes with a build). */
export function renderEntry(entry: ContentFile<unknown>): Promise<RenderResult> {
  const cached = cacheRenders ? renderCache.get(entry.file) : undefined;
  if (cached) return cached;
  const rendering = renderMarkdown(entry.file, entry.body, { lineOffset: entry.bodyLineOffset });
  if (cacheRenders) renderCache.set(entry.file, rendering);
  return rendering;
}

function body({ html, headings }: RenderResult): RenderedBody {
  return { html, headings };
}

// Articles.

export function readArticles(): ContentFile<ArticleFrontMatter>[] {
  const entries = readCollection("blog", articleFrontMatter);
  const bySlug = new Map(entries.map((entry) => [entry.slug, entry]));
  for (const entry of entries) {
    const { translationOf } = entry.data;
    if (!translationOf) continue;
    const original = bySlug.get(translationOf);
    if (!original)
      throw new ContentError(entry.file, `front-matter field "translationOf": no article "${translationOf}"`);
    if (original.data.lang === entry.data.lang) {
      throw new ContentError(
        entry.file,
        `front-matter field "translationOf": "${translationOf}" is in the same language`,
      );
    }
  }
  return entries;
}

function summarize(entry: ContentFile<ArticleFrontMatter>, labelLang: ArticleLang): ArticleSummary {
  const { title, description, date, author, exams, tags, lang } = entry.data;
  return {
    slug: entry.slug,
    path: articlePath(entry.slug),
    title,
    description,
    date,
    dateLabel: formatContentDate(date, labelLang),
    readingMinutes: readingMinutes(countWords(entry.body)),
    author,
    exams,
    tags,
    lang,
  };
}

function newestFirst(a: { data: { date: string }; slug: string }, b: { data: { date: string }; slug: string }) {
  return b.data.date.localeCompare(a.data.date) || a.slug.localeCompare(b.slug);
}

/** Every article, newest first, with dates written for a page in `labelLang`. */
export function listArticles({ labelLang = "en" }: { labelLang?: ArticleLang } = {}): ArticleSummary[] {
  return readArticles()
    .sort(newestFirst)
    .map((entry) => summarize(entry, labelLang));
}

function translationOf(entry: ContentFile<ArticleFrontMatter>, entries: ContentFile<ArticleFrontMatter>[]) {
  const other =
    entries.find((candidate) => candidate.slug === entry.data.translationOf) ??
    entries.find((candidate) => candidate.data.translationOf === entry.slug);
  return other ? { lang: other.data.lang, path: articlePath(other.slug), title: other.data.title } : null;
}

/** Up to `limit` other articles sharing an exam or a tag: most in common first, same language first, then newest. */
function relatedTo(entry: ContentFile<ArticleFrontMatter>, entries: ContentFile<ArticleFrontMatter>[], limit: number) {
  const score = (other: ContentFile<ArticleFrontMatter>) =>
    3 * other.data.exams.filter((exam) => entry.data.exams.includes(exam)).length +
    other.data.tags.filter((tag) => entry.data.tags.includes(tag)).length +
    (other.data.lang === entry.data.lang ? 2 : 0);
  return entries
    .filter((other) => other.slug !== entry.slug && other.data.translationOf !== entry.slug)
    .filter((other) => other.slug !== entry.data.translationOf)
    .map((other) => ({ other, points: score(other) }))
    .filter(
      ({ other }) =>
        other.data.exams.some((exam) => entry.data.exams.includes(exam)) ||
        other.data.tags.some((tag) => entry.data.tags.includes(tag)),
    )
    .sort((a, b) => b.points - a.points || newestFirst(a.other, b.other))
    .slice(0, limit)
    .map(({ other }) => summarize(other, entry.data.lang));
}

export type ArticlePage = { article: Article; related: ArticleSummary[] };

/** One article with its related articles, or null when there is no such article. */
export async function getArticle(slug: string): Promise<ArticlePage | null> {
  const entries = readArticles();
  const entry = entries.find((candidate) => candidate.slug === slug);
  if (!entry) return null;
  const rendered = await renderEntry(entry);
  const { updated, lang } = entry.data;
  const article: Article = {
    ...summarize(entry, lang),
    ...body(rendered),
    updated: updated ?? null,
    updatedLabel: updated ? formatContentDate(updated, lang) : null,
    wordCount: countWords(entry.body),
    translation: translationOf(entry, entries),
  };
  return { article, related: relatedTo(entry, entries, 3) };
}

// Study guides.

function summarizeGuide(entry: ContentFile<GuideFrontMatter>): GuideSummary {
  const { title, description, exam, updated, author } = entry.data;
  return {
    slug: entry.slug,
    path: guidePath(entry.slug),
    title,
    description,
    exam,
    updated,
    updatedLabel: formatContentDate(updated, "en"),
    readingMinutes: readingMinutes(countWords(entry.body)),
    author,
  };
}

export function readGuides() {
  return readCollection("guides", guideFrontMatter).sort(
    (a, b) => a.data.order - b.data.order || a.slug.localeCompare(b.slug),
  );
}

/** Every study guide, in the order of their `order` field. */
export function listGuides(): GuideSummary[] {
  return readGuides().map(summarizeGuide);
}

export async function getGuide(slug: string): Promise<Guide | null> {
  const entry = readGuides().find((candidate) => candidate.slug === slug);
  if (!entry) return null;
  return { ...summarizeGuide(entry), ...body(await renderEntry(entry)) };
}

// Long copy of catalog pages.

export function readResourcePages() {
  const entries = readCollection("resources", resourceFrontMatter);
  for (const page of resourcePageIds) {
    const files = entries.filter((entry) => entry.data.page === page);
    if (files.length > 1) {
      throw new ContentError(
        files[1]?.file ?? "content/resources",
        `front-matter field "page": "${page}" is also in ${files[0]?.file}`,
      );
    }
  }
  return entries;
}

/** The rendered Markdown body of a catalog page (e.g. the Korean resources page). */
export async function getResourcePage(page: ResourcePageId): Promise<RenderedBody & { lang: string }> {
  const entry = readResourcePages().find((candidate) => candidate.data.page === page);
  if (!entry) throw missingPageFile("content/resources", page);
  return { ...body(await renderEntry(entry)), lang: entry.data.lang };
}
