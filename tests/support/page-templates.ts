// One page of each template. The pages a route module serves (every article,
// every exam page, the CPS versions of about and pricing) share its markup and
// styles, so axe's rules at both widths are checked on one of them
// (tests/e2e/every-page.spec.ts, docs/decisions/053-axe-per-template.md).
import type { RouteConfigEntry } from "@react-router/dev/routes";
import { matchRoutes, type RouteObject } from "react-router";
import routes from "#app/routes.ts";
import { sitePaths } from "#app/routes-prerender";

/** The route config as the route objects `matchRoutes` reads, each carrying its module's file as id. */
function routeObjects(entries: readonly RouteConfigEntry[]): RouteObject[] {
  return entries.map((entry) => {
    const common = {
      id: `${entry.file}#${entry.id ?? entry.path ?? ""}`,
      ...(entry.path !== undefined ? { path: entry.path } : {}),
    };
    return entry.index ? { ...common, index: true } : { ...common, children: routeObjects(entry.children ?? []) };
  });
}

const tree = routeObjects(routes);

/** The module of the route that answers `path` (a file under app/). */
function templateOf(path: string): string {
  const leaf = matchRoutes(tree, path)?.at(-1)?.route.id;
  if (!leaf) throw new Error(`no route answers ${path}`);
  return leaf.slice(0, leaf.indexOf("#"));
}

const firstPage = new Map<string, string>();
for (const path of sitePaths) if (!firstPage.has(templateOf(path))) firstPage.set(templateOf(path), path);

/**
 * Pages whose module draws sections its first page lacks: the landing module gives the CPS
 * landing page a scoring block and testimonials that /toefl and /shsat do not have.
 */
const pagesWithTheirOwnSections = ["/highschoolentrance"];

/** The first page of `sitePaths` each route module serves, and the pages with sections of their own. */
export const templatePages: readonly string[] = [...new Set([...firstPage.values(), ...pagesWithTheirOwnSections])];
