// The whole-collection checks of `npm test` that one content file cannot make: every catalog page has its file,
// titles are unique, internal links lead somewhere. (Each file was validated and rendered by content-collections.)
import { existsSync } from "node:fs";
import path from "node:path";
import { expect, test } from "vitest";
import { pages } from "#app/catalog/pages.server";
import { legalPageIds, resourcePageIds } from "#app/lib/content-schema";
import { sitePaths } from "#app/routes-prerender";
import { allArticles, allGuides, allLegalPages, allResources } from "#content-collections";

test("every resource and legal page of the catalog has its content file", () => {
  const missing = [
    ...resourcePageIds.filter((page) => !allResources.some((entry) => entry.page === page)),
    ...legalPageIds.filter((page) => !allLegalPages.some((entry) => entry.page === page)),
  ];
  expect(missing).toEqual([]);
  expect(allArticles.length).toBeGreaterThanOrEqual(12);
});

test("no article or guide takes the title of a page or of another file", () => {
  const seen = new Map<string, string>(Object.values(pages).map((page) => [page.title, `the page ${page.path}`]));
  const repeated: string[] = [];
  for (const entry of [...allArticles, ...allGuides]) {
    const other = seen.get(entry.title);
    if (other) repeated.push(`${entry.file}: front-matter field "title" is already used by ${other}`);
    seen.set(entry.title, entry.file);
  }
  expect(repeated).toEqual([]);
});

test("every internal link of the content leads to a page, the feed, the sitemap or a file of public/", () => {
  const known = new Set([...sitePaths, "/blog/rss.xml", "/sitemap.xml", "/robots.txt"]);
  const broken: string[] = [];
  for (const entry of [...allArticles, ...allGuides, ...allResources, ...allLegalPages]) {
    for (const href of entry.links) {
      if (!href.startsWith("/") || href.startsWith("//")) continue;
      const pathname = (href.split(/[?#]/)[0] ?? "").replace(/(.)\/$/, "$1");
      if (known.has(pathname) || existsSync(path.join(process.cwd(), "public", pathname))) continue;
      broken.push(`${entry.file}: links to "${href}", which is not a page of the site`);
    }
  }
  expect(broken).toEqual([]);
});
