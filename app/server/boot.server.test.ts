import { expect, test } from "vitest";
import { BootMarkupError, type BootPlan, bootAfterFirstPaint } from "./boot.server";

// The shape React Router 7's <Scripts /> writes (the e2e suite runs the real one in a browser).
const preloads = ["/assets/entry.client-A.js", "/assets/framework-B.js", "/assets/root-C.js", "/assets/shared-D.js"];
const routerScript = `;
import * as route0 from "/assets/root-C.js";
import * as route1 from "/assets/home-E.js";
  window.__reactRouterManifest = {"entry":{"module":"/assets/entry.client-A.js"}};
  window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};

import("/assets/entry.client-A.js");`;
const page = [
  "<!DOCTYPE html><html><head>",
  '<link rel="stylesheet" href="/assets/app.css" data-precedence="default"/>',
  ...preloads.map((href) => `<link rel="modulepreload" href="${href}"/>`),
  "</head><body><main><h1>Hello</h1></main>",
  "<script>window.__reactRouterContext = {};</script>",
  `<script type="module" async="">${routerScript}</script>`,
  "</body></html>",
].join("");
const stylesheets = ["/assets/fonts-ko.css"];
const fonts = [
  { font: '1em "Inter Variable"', letters: "\\p{Script=Latin}" },
  { font: '1em "Noto Sans KR Variable"', letters: "\\p{Script=Hangul}" },
];

function bootScript(html: string): string {
  const start = html.indexOf('<script type="module" async="">');
  return html.slice(start, html.indexOf("</script>", start));
}

function planOf(html: string): BootPlan {
  const json = /\}\)\((\{.*\})\);\n/.exec(bootScript(html))?.[1];
  if (!json) throw new Error("no boot plan in the script");
  return JSON.parse(json) as BootPlan;
}

test("the head no longer asks for the chunks: nothing but the stylesheet loads before the first paint", () => {
  const html = bootAfterFirstPaint(page, { fonts, stylesheets });
  expect(html).not.toContain('<link rel="modulepreload"');
  expect(html).toContain('<link rel="stylesheet" href="/assets/app.css"');
  expect(bootScript(html)).not.toMatch(/^import \* as/m);
});

test("the boot plan fetches every chunk, evaluates the shared ones first, then the route modules", () => {
  expect(planOf(bootAfterFirstPaint(page, { fonts, stylesheets }))).toEqual({
    preload: preloads,
    chunks: ["/assets/framework-B.js", "/assets/shared-D.js"],
    routes: ["/assets/root-C.js", "/assets/home-E.js"],
    fonts,
    stylesheets,
  });
});

test("React Router's globals are set from the loaded route modules before the client entry is imported", () => {
  const script = bootScript(bootAfterFirstPaint(page, { fonts, stylesheets }));
  expect(script).toMatch(
    /^<script type="module" async="">const \[route0, route1\] = await \(async function bootRuntime/,
  );
  const globals = script.indexOf("window.__reactRouterRouteModules = {");
  const entry = script.indexOf('import("/assets/entry.client-A.js");');
  expect(globals).toBeGreaterThan(script.indexOf("window.__reactRouterManifest"));
  expect(entry).toBeGreaterThan(globals);
  expect(script.trimEnd().endsWith('import("/assets/entry.client-A.js");')).toBe(true);
});

test("the boot waits for the first contentful paint before it fetches anything", () => {
  const script = bootScript(bootAfterFirstPaint(page, { fonts, stylesheets }));
  expect(script.indexOf("first-contentful-paint")).toBeGreaterThan(-1);
  expect(script.indexOf("first-contentful-paint")).toBeLessThan(script.indexOf("modulepreload"));
});

test("a page without React Router's scripts is left as it is", () => {
  const plain = "<!DOCTYPE html><html><head></head><body><p>Static</p></body></html>";
  expect(bootAfterFirstPaint(plain, { fonts, stylesheets })).toBe(plain);
});

test("markup React Router no longer writes fails loudly instead of shipping a page that never hydrates", () => {
  const changed = page.replace('import("/assets/entry.client-A.js");', 'loadEntry("/assets/entry.client-A.js");');
  expect(() => bootAfterFirstPaint(changed, { fonts, stylesheets })).toThrow(BootMarkupError);
});

test("the manifest goes out on one line and the boot function without its comments", () => {
  const indented = page.replace(
    'window.__reactRouterManifest = {"entry":{"module":"/assets/entry.client-A.js"}};',
    'window.__reactRouterManifest = {\n  "entry": {\n    "module": "/assets/entry.client-A.js"\n  }\n};',
  );
  const script = bootScript(bootAfterFirstPaint(indented, { fonts, stylesheets }));
  expect(script).toContain('window.__reactRouterManifest = {"entry":{"module":"/assets/entry.client-A.js"}};');
  expect(script).not.toMatch(/^\s*\/\//m);
});
