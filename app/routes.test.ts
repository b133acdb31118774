// A page's identity is its route: the route of every page of the catalog has
// the page's id and the page's path from page-paths.ts, and no other route
// answers at a page's path.
import type { RouteConfigEntry } from "@react-router/dev/routes";
import { href, matchRoutes, type RouteObject } from "react-router";
import { expect, test } from "vitest";
import { type PageId, pageAliases, pageOfRoute, pagePaths } from "./catalog/page-paths";
import routes from "./routes";

const pageIds = Object.keys(pagePaths) as PageId[];

/** The route config as the route objects `matchRoutes` reads. */
function routeObjects(entries: readonly RouteConfigEntry[]): RouteObject[] {
  return entries.map((entry) => {
    const common = { id: entry.id ?? entry.file, ...(entry.path !== undefined ? { path: entry.path } : {}) };
    return entry.index ? { ...common, index: true } : { ...common, children: routeObjects(entry.children ?? []) };
  });
}

/** Every route with its full path ("/" for the index route). */
function flatten(entries: readonly RouteConfigEntry[], parent = ""): { id: string; path: string }[] {
  return entries.flatMap((entry) => {
    const path = [parent, entry.path].filter(Boolean).join("/");
    return [{ id: entry.id ?? entry.file, path: `/${path}` }, ...flatten(entry.children ?? [], path)];
  });
}

const tree = routeObjects(routes);
const all = flatten(routes);
const leafAt = (path: string) => matchRoutes(tree, path)?.at(-1)?.route;

test("every page's path leads to the page's own route, or to a route with parameters that serves several pages", () => {
  for (const id of pageIds) {
    const leaf = leafAt(pagePaths[id]);
    expect(leaf, id).toBeDefined();
    if (leaf?.id === id) continue;
    // The exam pages share `/exams/:exam`; only a route with parameters may serve a page under another id.
    expect(leaf?.path, `${id} (${pagePaths[id]}) is answered by the route ${leaf?.id}`).toContain(":");
  }
});

test("a route named after a page is at the page's path", () => {
  const pageRoutes = all.filter((route): route is { id: PageId; path: string } => route.id in pagePaths);
  const servedByParams = pageIds.filter((id) => leafAt(pagePaths[id])?.path?.includes(":"));
  expect(pageRoutes.map((route) => route.id).sort()).toEqual(
    pageIds.filter((id) => !servedByParams.includes(id)).sort(),
  );
  for (const route of pageRoutes) {
    // The not-found page's route answers every address no other route has.
    if (route.id === "notFound") expect(route.path).toBe("/*");
    else expect(route.path, route.id).toBe(pagePaths[route.id]);
  }
});

test("the not-found page is the catch-all route, which no other page reaches", () => {
  expect(leafAt(pagePaths.notFound)?.id).toBe("notFound");
  for (const id of pageIds.filter((candidate) => candidate !== "notFound")) {
    expect(leafAt(pagePaths[id])?.path, id).not.toBe("*");
  }
});

test("a second address of a page has its own route, served by the page's module", () => {
  for (const [id, alias] of Object.entries(pageAliases)) {
    const route = routes.find((entry) => entry.id === id);
    expect(route?.path && `/${route.path}`).toBe(alias.path);
    expect(route?.file).toBe(routes.find((entry) => entry.id === alias.page)?.file);
  }
});

test("route ids are unique", () => {
  const ids = all.map((route) => route.id);
  expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
});

test("a module serving several pages learns which from the matched route's pattern, not the address", () => {
  // React Router's `pattern` joins the matched routes' paths, without a leading slash.
  expect(pageOfRoute("highschoolentrance/about", ["about", "aboutCps"])).toBe("aboutCps");
  expect(pageOfRoute("/about", ["about", "aboutCps"])).toBe("about");
  expect(() => pageOfRoute("highschoolentrance/contact", ["about", "aboutCps"])).toThrow(/no page of about, aboutCps/i);
});

test("the exam pages are the addresses of the exam route", () => {
  const exams = { examToefl: "toefl", examGre: "gre", examAct: "act", examHspt: "hspt", examHsat: "hsat" } as const;
  for (const [id, exam] of Object.entries(exams)) {
    expect(pagePaths[id as keyof typeof exams]).toBe(href("/exams/:exam", { exam }));
  }
});
