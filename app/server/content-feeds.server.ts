// The files robots and feed readers fetch: the blog's RSS feed, the sitemap and robots.txt.
import { examLabel } from "#app/catalog/content/content-labels";
import { siteUrl } from "#app/catalog/links";
import { pages } from "#app/catalog/pages.server";
import { articlePath, guidePath, resourceLanguagePages, rssPath, sitemapPath } from "#app/lib/content-paths";
import type { ArticleSummary } from "#app/lib/content-schema";
import { spanishPath } from "#app/lib/lang";
import { pagePath, spanishPageIds } from "#app/routes.ts";
import { aliasPaths, sitePaths } from "#app/routes-prerender";
import { allArticles, allGuides } from "#content-collections";

const xmlEscapes: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" };
const escapeXml = (text: string) => text.replace(/[&<>"']/g, (character) => xmlEscapes[character] ?? character);

/** RFC 822 date of an ISO day, as RSS wants it. */
const rssDate = (isoDate: string): string => new Date(`${isoDate}T00:00:00Z`).toUTCString();

/** RSS 2.0 feed of every article, newest first. */
export function rssFeed(articles: readonly ArticleSummary[]): string {
  const dates = articles.map((article) => article.date).sort();
  const items = articles.map((article) => {
    const url = escapeXml(siteUrl(article.path));
    return [
      "    <item>",
      `      <title>${escapeXml(article.title)}</title>`,
      `      <link>${url}</link>`,
      `      <guid isPermaLink="true">${url}</guid>`,
      `      <pubDate>${rssDate(article.date)}</pubDate>`,
      `      <dc:creator>${escapeXml(article.author)}</dc:creator>`,
      `      <dc:language>${article.lang}</dc:language>`,
      ...article.exams.map((exam) => `      <category>${escapeXml(examLabel(exam))}</category>`),
      `      <description>${escapeXml(article.description)}</description>`,
      "    </item>",
    ].join("\n");
  });
  return [
    `<?xml version="1.0" encoding="UTF-8"?>`,
    `<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">`,
    "  <channel>",
    `    <title>${escapeXml(pages.blog.title)}</title>`,
    `    <link>${escapeXml(siteUrl(pages.blog.path))}</link>`,
    `    <description>${escapeXml(pages.blog.description)}</description>`,
    "    <language>en</language>",
    `    <lastBuildDate>${rssDate(dates.at(-1) ?? "1970-01-01")}</lastBuildDate>`,
    `    <atom:link href="${escapeXml(siteUrl(rssPath))}" rel="self" type="application/rss+xml"/>`,
    ...items,
    "  </channel>",
    "</rss>",
    "",
  ].join("\n");
}

export type SitemapEntry = {
  path: string;
  lastmod?: string;
  /** The page in other languages, itself included (hreflang). */
  alternates?: { lang: string; path: string }[];
};

/** Every public page once, at its canonical address, with the date articles and guides last changed. */
export function sitemapEntries(): SitemapEntry[] {
  const lastmod = new Map<string, string>();
  const alternates = new Map<string, SitemapEntry["alternates"]>();
  for (const entry of allArticles) lastmod.set(articlePath(entry.slug), entry.updated ?? entry.date);
  for (const entry of allGuides) lastmod.set(guidePath(entry.slug), entry.updated);

  for (const entry of allArticles) {
    const original = allArticles.find((other) => other.slug === entry.translationOf);
    if (!original) continue;
    const pair = [original, entry].map((article) => ({ lang: article.lang, path: articlePath(article.slug) }));
    for (const { path } of pair) alternates.set(path, pair);
  }
  const languages = resourceLanguagePages.map((page) => ({ lang: page.lang, path: page.path }));
  for (const page of resourceLanguagePages) alternates.set(page.path, languages);
  // The pages in English and Spanish (docs/decisions/066-spanish-pages.md).
  for (const id of spanishPageIds) {
    const pair = [
      { lang: "en", path: pagePath(id) },
      { lang: "es", path: spanishPath(id) },
    ];
    for (const { path } of pair) alternates.set(path, pair);
  }

  return sitePaths
    .filter((path) => !Object.hasOwn(aliasPaths, path))
    .map((path) => ({ path, lastmod: lastmod.get(path), alternates: alternates.get(path) }));
}

export function sitemapXml(entries: readonly SitemapEntry[]): string {
  const urls = entries.map(({ path, lastmod, alternates }) =>
    [
      "  <url>",
      `    <loc>${escapeXml(siteUrl(path))}</loc>`,
      ...(lastmod ? [`    <lastmod>${lastmod}</lastmod>`] : []),
      // As the pages' own hreflang links: every version, and the English one again as x-default.
      ...[
        ...(alternates ?? []),
        ...(alternates ?? [])
          .filter((alternate) => alternate.lang === "en")
          .map((alternate) => ({ ...alternate, lang: "x-default" })),
      ].map(
        (alternate) =>
          `    <xhtml:link rel="alternate" hreflang="${alternate.lang}" href="${escapeXml(siteUrl(alternate.path))}"/>`,
      ),
      "  </url>",
    ].join("\n"),
  );
  return [
    `<?xml version="1.0" encoding="UTF-8"?>`,
    `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">`,
    ...urls,
    "</urlset>",
    "",
  ].join("\n");
}

export function robotsTxt(): string {
  return ["User-agent: *", "Allow: /", "Disallow: /api/", "", `Sitemap: ${siteUrl(sitemapPath)}`, ""].join("\n");
}
