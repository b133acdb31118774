// The whole-collection checks one file cannot do: long copy exists, titles are unique, internal links lead somewhere.
import { existsSync } from "node:fs";
import path from "node:path";
import { pages } from "#app/catalog/pages.server";
import { legalPageIds, resourcePageIds } from "#app/lib/content-schema";
import { sitePaths } from "#app/routes-prerender";
import { allArticles, allGuides, allLegalPages, allResources } from "#content-collections";

/** Internal link targets that are files, not pages (the feed, the sitemap). */
const filePaths = new Set(["/blog/rss.xml", "/sitemap.xml", "/robots.txt"]);

function linkProblem(href: string, knownPaths: ReadonlySet<string>): string | null {
  if (!href.startsWith("/") || href.startsWith("//")) return null;
  const pathname = (href.split(/[?#]/)[0] ?? "").replace(/(.)\/$/, "$1");
  if (knownPaths.has(pathname) || filePaths.has(pathname)) return null;
  if (existsSync(path.join(process.cwd(), "public", pathname))) return null;
  return `links to "${href}", which is not a page of the site`;
}

export function checkAllContent(): { articles: number; guides: number; resources: number } {
  const problems: string[] = [];
  for (const [folder, entries, ids] of [
    ["resources", allResources, resourcePageIds],
    ["legal", allLegalPages, legalPageIds],
  ] as const) {
    for (const page of ids) {
      if (!entries.some((entry) => entry.page === page))
        problems.push(`content/${folder}: no file has "page: ${page}"`);
    }
  }

  const seen = new Map<string, string>(Object.values(pages).map((page) => [page.title, `the page ${page.path}`]));
  for (const entry of [...allArticles, ...allGuides]) {
    const other = seen.get(entry.title);
    if (other) problems.push(`${entry.file}: front-matter field "title" is already used by ${other}`);
    seen.set(entry.title, entry.file);
  }

  const knownPaths = new Set(sitePaths);
  for (const entry of [...allArticles, ...allGuides, ...allResources, ...allLegalPages]) {
    for (const href of entry.links) {
      const problem = linkProblem(href, knownPaths);
      if (problem) problems.push(`${entry.file}: ${problem}`);
    }
  }
  if (problems.length > 0) throw new Error(problems.join("\n"));

  return { articles: allArticles.length, guides: allGuides.length, resources: allResources.length };
}
