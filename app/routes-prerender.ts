// Which paths exist and which are pre-rendered; per-request pages (events) and unknown paths are the server's.
// react-router.config.ts loads it after `content-collections build`; no page copy here.
import { allArticles, allGuides, allTemplates } from "#content-collections";
import { feedIds, feedPath } from "./catalog/calendar-feeds.ts";
import { articlePath, guidePath, robotsPath, rssPath, sitemapPath, templatePath } from "./lib/content-paths";
import { pathIn, spanishPath } from "./lib/lang.ts";
import { pageIds, pagePath, spanishPageIds } from "./routes.ts";

/** Second addresses of a page, with the canonical address the page declares (docs/product.md, "Second addresses"). */
export const aliasPaths: Readonly<Record<string, string>> = { "/blog/english-resources": "/blogs/english-resources" };

/** One page per study guide, article and template (content-collections.ts, built before this is read). */
export const contentPaths: string[] = [
  ...allGuides.map((entry) => guidePath(entry.slug)),
  ...allArticles.map((entry) => articlePath(entry.slug)),
  ...allTemplates.map((entry) => templatePath(entry.slug)),
];

/** Every public page of the site, for the tests, screenshots and the sitemap. */
export const sitePaths: string[] = [
  ...pageIds.filter((id) => id !== "notFound").map(pagePath),
  ...spanishPageIds.map(spanishPath),
  ...Object.keys(aliasPaths),
  ...contentPaths,
];

/** Pages that compute from the query string (the blog's filters, a calculator's fields): server.ts renders them per request when a query string is given. */
export const queryReadingPaths: ReadonlySet<string> = new Set(
  [
    "/blog",
    "/exams/changes",
    "/highschoolentrance/points-calculator",
    "/highschoolentrance/offer-explorer",
    "/study-planner",
    "/toefl/score-converter",
    "/shsat/school-list",
  ]
    // and their Spanish counterparts
    .flatMap((path) => [path, pathIn("es", path)]),
);

/** Every page but events, and the files that are not pages (docs/decisions/004-feeds-prerendered.md). */
export const prerenderPaths: string[] = [
  ...sitePaths.filter((path) => path !== "/events"),
  rssPath,
  sitemapPath,
  robotsPath,
  ...feedIds.map(feedPath),
];
