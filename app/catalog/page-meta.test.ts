// Every page's title and description, as search results show them, are its
// own: catalog pages plus the pages made from content files (articles, study
// guides, templates). Runs without a build.
import { expect, test } from "vitest";
import { articlePath, guidePath, templatePath } from "#app/lib/content-paths";
import { articleFrontMatter, guideFrontMatter, templateFrontMatter } from "#app/lib/content-schema";
import { sitePaths } from "#app/routes-prerender";
import { readCollection } from "#app/server/content-files.server";
import { pageTitle } from "#app/server/seo/meta.server";
import { pages } from "./pages.server";
import { templatePageTitle } from "./templates/template-text";

type PageMeta = { path: string; title: string; description: string };

const catalogPages: PageMeta[] = Object.values(pages).map(({ path, title, description }) => ({
  path,
  title,
  description,
}));

const contentPages: PageMeta[] = [
  ...readCollection("blog", articleFrontMatter).map(({ slug, data }) => ({
    path: articlePath(slug),
    title: data.title,
    description: data.description,
  })),
  ...readCollection("guides", guideFrontMatter).map(({ slug, data }) => ({
    path: guidePath(slug),
    title: data.title,
    description: data.description,
  })),
  ...readCollection("templates", templateFrontMatter).map(({ slug, data }) => ({
    path: templatePath(slug),
    title: templatePageTitle(data),
    description: data.description,
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
