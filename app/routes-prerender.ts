// Which paths exist, and which of them are pre-rendered at build time. Pages that compute per
// request (events) and unknown paths are left to the server. react-router.config.ts loads this
// before content-collections has run, so nothing here imports page copy (content/pages).
import { articlePath, guidePath, robotsPath, rssPath, sitemapPath, templatePath } from "./lib/content-paths";
import { articleFrontMatter, guideFrontMatter, templateFrontMatter } from "./lib/content-schema";
import { pageIds, pagePath } from "./routes.ts";
import { readCollection } from "./server/content-files.server";

/** Second addresses of a page, with the canonical address the page declares (docs/product.md, "Second addresses"). */
export const aliasPaths: Readonly<Record<string, string>> = { "/blog/english-resources": "/blogs/english-resources" };

/**
 * One page per study guide and per article. Reading the files here validates
 * their front-matter, so a bad file stops the build (and every test run) at once,
 * naming the file and the field.
 */
export const contentPaths: string[] = [
  ...readCollection("guides", guideFrontMatter).map((entry) => guidePath(entry.slug)),
  ...readCollection("blog", articleFrontMatter).map((entry) => articlePath(entry.slug)),
  ...readCollection("templates", templateFrontMatter).map((entry) => templatePath(entry.slug)),
];

/** Every public page of the site, for the tests, screenshots and the sitemap. */
export const sitePaths: string[] = [
  ...pageIds.filter((id) => id !== "notFound").map(pagePath),
  ...Object.keys(aliasPaths),
  ...contentPaths,
];

/** Pages that compute from the query string (the blog's filters, a calculator's fields): server.ts renders them per request when a query string is given. */
export const queryReadingPaths: ReadonlySet<string> = new Set([
  "/blog",
  "/highschoolentrance/points-calculator",
  "/study-planner",
]);

/** Every page but events, and the files that are not pages (docs/decisions/004-feeds-prerendered.md). */
export const prerenderPaths: string[] = [
  ...sitePaths.filter((path) => path !== "/events"),
  rssPath,
  sitemapPath,
  robotsPath,
];
