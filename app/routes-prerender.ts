// Which paths exist, and which of them are pre-rendered at build time. Pages
// that compute per request (events) and unknown paths are left to the server.
// Paths only (page-paths.ts): react-router.config.ts loads this without the
// project's Vite plugins, so nothing here may import page copy (content/pages).

import { allArticles, allGuides, allTemplates } from "#content-collections";
import { pageAliases, pagePaths } from "./catalog/page-paths";
import { articlePath, guidePath, robotsPath, rssPath, sitemapPath, templatePath } from "./lib/content-paths";

/** Second addresses of a page, with the canonical address the page declares (docs/product.md, "Second addresses"). */
export const aliasPaths: Readonly<Record<string, string>> = Object.fromEntries(
  Object.values(pageAliases).map((alias) => [alias.path, pagePaths[alias.page]]),
);

/** One page per study guide, article and template (content-collections.ts, built before this is read). */
export const contentPaths: string[] = [
  ...allGuides.map((entry) => guidePath(entry.slug)),
  ...allArticles.map((entry) => articlePath(entry.slug)),
  ...allTemplates.map((entry) => templatePath(entry.slug)),
];

/** Every public page of the site, for the route test, screenshots and the sitemap. */
export const sitePaths: string[] = [
  ...Object.values(pagePaths).filter((path) => path !== pagePaths.notFound),
  ...Object.keys(aliasPaths),
  ...contentPaths,
];

const renderedPerRequest = new Set<string>([pagePaths.events]);

/** Files that are not pages, written at build time and sent from disk (docs/decisions/004-feeds-prerendered.md). */
export const prerenderedFiles: string[] = [rssPath, sitemapPath, robotsPath];

export const prerenderPaths: string[] = [
  ...sitePaths.filter((path) => !renderedPerRequest.has(path)),
  ...prerenderedFiles,
];
