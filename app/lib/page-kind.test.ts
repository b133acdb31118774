// @vitest-environment node
import { expect, test } from "vitest";
import { applicationRoutes, pageHydrates } from "./page-kind";

/** Every route module's `handle` export, as React Router reads it. */
const handles = import.meta.glob<unknown>("../routes/**/*.tsx", { import: "handle" });

test("the route modules whose handle asks to hydrate are the application routes the build chunks for", async () => {
  const hydrating: string[] = [];
  for (const [file, handle] of Object.entries(handles)) {
    if (pageHydrates([{ handle: await handle() }])) hydrating.push(file.replace(/^\.\.\//, ""));
  }
  expect(hydrating.sort()).toEqual([...applicationRoutes].sort());
}, 30_000); // it imports every route module, and through them most of the app

test("a page hydrates when any of its matched routes says so, and only then", () => {
  expect(pageHydrates([{ handle: undefined }, { handle: { hydrate: true } }])).toBe(true);
  expect(pageHydrates([{ handle: { lang: "ko" } }, {}])).toBe(false);
  expect(pageHydrates([{ handle: { hydrate: "yes" } }])).toBe(false);
});
