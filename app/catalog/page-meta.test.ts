// Every page's title and description, as search results show them, are its
// own: catalog pages plus the pages made from content files (articles, study
// guides, templates). Runs without a build.
import { expect, test } from "vitest";
import { articlePath, guidePath, templatePath } from "#app/lib/content-paths";
import { spanishPageIds } from "#app/routes.ts";
import { sitePaths } from "#app/routes-prerender";
import { pageTitle } from "#app/server/seo/meta.server";
import { allArticles, allGuides, allTemplates } from "#content-collections";
import { pageIn, pages } from "./pages.server";
import { templatePageTitle } from "./templates/template-text";

type PageMeta = { path: string; title: string; description: string };

// The Spanish pages (/es/...) are pages of their own, with titles and descriptions of their own.
const spanishPages = spanishPageIds.map((id) => pageIn("es", id));
const catalogPages: PageMeta[] = [...Object.values(pages), ...spanishPages].map(({ path, title, description }) => ({
  path,
  title,
  description,
}));

const contentPages: PageMeta[] = [
  ...allArticles.map(({ slug, title, description }) => ({ path: articlePath(slug), title, description })),
  ...allGuides.map(({ slug, title, description }) => ({ path: guidePath(slug), title, description })),
  ...allTemplates.map((template) => ({
    path: templatePath(template.slug),
    title: templatePageTitle(template),
    description: template.description,
  })),
];

const allPages = [...catalogPages, ...contentPages];

/** Values used by more than one page, each with the pages that use it. */
function duplicates(field: "title" | "description"): { value: string; paths: string[] }[] {
  const byKey = new Map<string, { value: string; paths: string[] }>();
  for (const page of allPages) {
    const value = field === "title" ? pageTitle(page.title) : page.description;
    const key = value.trim().toLowerCase();
    const seen = byKey.get(key);
    if (seen) seen.paths.push(page.path);
    else byKey.set(key, { value, paths: [page.path] });
  }
  return [...byKey.values()].filter((entry) => entry.paths.length > 1);
}

test("the list covers every page of the site except second addresses", () => {
  const covered = new Set(allPages.map((page) => page.path));
  const aliases = sitePaths.filter((path) => !covered.has(path));
  expect(aliases).toEqual(["/blog/english-resources"]);
});

test("no two pages share a title", () => {
  expect(duplicates("title")).toEqual([]);
});

test("no two pages share a description", () => {
  expect(duplicates("description")).toEqual([]);
});

test("the check finds a shared title, whatever its case, and names both pages", () => {
  allPages.push({ path: "/copy", title: pages.terms.title.toUpperCase(), description: "A description of its own." });
  try {
    expect(duplicates("title")).toEqual([{ value: pageTitle(pages.terms.title), paths: [pages.terms.path, "/copy"] }]);
  } finally {
    allPages.pop();
  }
});
