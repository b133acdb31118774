// Which paths exist, and which of them are pre-rendered at build time. Pages
// that compute per request (events) and unknown paths are left to the server.
import { pages } from "./catalog/pages";

/** Every public page of the site, for the route test, screenshots and the sitemap. */
export const sitePaths: string[] = [
  ...Object.values(pages)
    .map((page) => page.path)
    .filter((path) => path !== pages.notFound.path),
  "/blog/english-resources",
];

const renderedPerRequest = new Set<string>([pages.events.path]);

export const prerenderPaths: string[] = sitePaths.filter((path) => !renderedPerRequest.has(path));
