import { XMLParser } from "fast-xml-parser";
import { expect, test } from "vitest";
import { siteUrl } from "#app/catalog/links";
import { pages } from "#app/catalog/pages.server";
import { resourceLanguagePages, sitemapPath } from "#app/lib/content-paths";
import type { ArticleSummary } from "#app/lib/content-schema";
import { spanishPath } from "#app/lib/lang";
import { pagePath, spanishPageIds } from "#app/routes.ts";
import { aliasPaths, sitePaths } from "#app/routes-prerender";
import { listArticles } from "./content.server";
import { robotsTxt, rssFeed, sitemapEntries, sitemapXml } from "./content-feeds.server";

const parser = new XMLParser({
  ignoreAttributes: false,
  isArray: (name) => ["item", "url", "xhtml:link"].includes(name),
});

test("the RSS feed lists every article with its address and date", () => {
  const articles = listArticles();
  const feed = parser.parse(rssFeed(articles));
  const items: { title: string; link: string; pubDate: string }[] = feed.rss.channel.item;
  expect(items.map((item) => item.link)).toEqual(articles.map((article) => siteUrl(article.path)));
  expect(items.map((item) => String(item.title))).toEqual(articles.map((article) => article.title));
  expect(new Date(items[0]?.pubDate ?? "").toISOString().slice(0, 10)).toBe(articles[0]?.date);
});

test("text in the feed is escaped", () => {
  const article: ArticleSummary = {
    slug: "a-b",
    path: "/blog/a-b",
    title: "Fish & <chips>",
    description: 'Say "hi"',
    date: "2025-01-01",
    dateLabel: "January 1, 2025",
    readingMinutes: 1,
    author: "Us",
    exams: ["act"],
    tags: ["pacing"],
    lang: "en",
  };
  const xml = rssFeed([article]);
  expect(xml).toContain("<title>Fish &amp; &lt;chips&gt;</title>");
  expect(parser.parse(xml).rss.channel.item[0].title).toBe("Fish & <chips>");
});

test("the sitemap has every public page once, at its canonical address", () => {
  const locs: string[] = parser.parse(sitemapXml(sitemapEntries())).urlset.url.map((url: { loc: string }) => url.loc);
  const canonical = sitePaths.filter((path) => !Object.hasOwn(aliasPaths, path));
  expect(locs).toEqual(canonical.map((path) => siteUrl(path)));
  expect(new Set(locs).size).toBe(locs.length);
  for (const alias of Object.keys(aliasPaths)) expect(locs).not.toContain(siteUrl(alias));
});

test("sitemap entries give articles their date and link the language versions of the resources page", () => {
  const entries = sitemapEntries();
  const [newest] = listArticles();
  expect(entries.find((entry) => entry.path === newest?.path)?.lastmod).toBe(newest?.date);
  const korean = entries.find((entry) => entry.path === pages.resourcesKorean.path);
  expect(korean?.alternates).toEqual(resourceLanguagePages.map((page) => ({ lang: page.lang, path: page.path })));
});

test("a page in English and Spanish lists both versions and x-default, the English one, in the sitemap", () => {
  const entries = sitemapEntries();
  for (const id of spanishPageIds) {
    const pair = [
      { lang: "en", path: pagePath(id) },
      { lang: "es", path: spanishPath(id) },
    ];
    for (const { path } of pair) expect(entries.find((entry) => entry.path === path)?.alternates).toEqual(pair);
  }
  const xml = sitemapXml([
    {
      path: "/es/pricing",
      alternates: [
        { lang: "en", path: "/pricing" },
        { lang: "es", path: "/es/pricing" },
      ],
    },
  ]);
  const links = parser.parse(xml).urlset.url[0]["xhtml:link"];
  expect(links.map((link: Record<string, string>) => [link["@_hreflang"], link["@_href"]])).toEqual([
    ["en", siteUrl("/pricing")],
    ["es", siteUrl("/es/pricing")],
    ["x-default", siteUrl("/pricing")],
  ]);
});

test("robots.txt allows the site and points to the sitemap", () => {
  expect(robotsTxt()).toContain("User-agent: *\nAllow: /");
  expect(robotsTxt()).toContain(`Sitemap: ${siteUrl(sitemapPath)}`);
});
