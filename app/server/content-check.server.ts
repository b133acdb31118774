// The whole-collection checks a single file cannot do: every page's long copy
// exists, titles are unique, and links to pages of this site lead somewhere.
// Run by `npm test` and by scripts/check-content.ts.
import { existsSync } from "node:fs";
import path from "node:path";
import { pages } from "#app/catalog/pages.server";
import { resourcePageIds } from "#app/lib/content-schema";
import { sitePaths } from "#app/routes-prerender";
import { readArticles, readGuides, readResourcePages, renderEntry } from "./content.server";
import { ContentError, missingPageFile } from "./content-files.server";
import { readLegalPages } from "./legal.server";

/** Internal link targets that are files, not pages (the feed, the sitemap). */
const filePaths = new Set(["/blog/rss.xml", "/sitemap.xml", "/robots.txt"]);

function linkProblem(href: string, knownPaths: ReadonlySet<string>): string | null {
  if (!href.startsWith("/") || href.startsWith("//")) return null;
  const pathname = (href.split(/[?#]/)[0] ?? "").replace(/(.)\/$/, "$1");
  if (knownPaths.has(pathname) || filePaths.has(pathname)) return null;
  if (existsSync(path.join(process.cwd(), "public", pathname))) return null;
  return `links to "${href}", which is not a page of the site`;
}

export async function checkAllContent(): Promise<{ articles: number; guides: number; resources: number }> {
  const articles = readArticles();
  const guides = readGuides();
  const resources = readResourcePages();

  for (const page of resourcePageIds) {
    if (!resources.some((entry) => entry.data.page === page)) {
      throw missingPageFile("content/resources", page);
    }
  }

  const seen = new Map<string, string>(Object.values(pages).map((page) => [page.title, `the page ${page.path}`]));
  for (const entry of [...articles, ...guides]) {
    const other = seen.get(entry.data.title);
    if (other) throw new ContentError(entry.file, `front-matter field "title" is already used by ${other}`);
    seen.set(entry.data.title, entry.file);
  }

  const knownPaths = new Set(sitePaths);
  const problems: string[] = [];
  for (const entry of [...articles, ...guides, ...resources, ...readLegalPages()]) {
    const { links } = await renderEntry(entry);
    for (const href of links) {
      const problem = linkProblem(href, knownPaths);
      if (problem) problems.push(`${entry.file}: ${problem}`);
    }
  }
  if (problems.length > 0) throw new Error(problems.join("\n"));

  return { articles: articles.length, guides: guides.length, resources: resources.length };
}
