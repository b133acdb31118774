// Pages paint before their JavaScript starts (docs/decisions/019-boot-after-first-paint.md).
//
// React Router's <Scripts /> writes a <link rel="modulepreload"> per chunk and
// an inline module that imports the route modules and then the client entry.
// Loaded like that, the chunks arrive with the stylesheet and hydration runs
// before the browser's first paint, so the first view waits for ~160 KB of
// JavaScript and the work of hydrating it. `bootAfterFirstPaint` rewrites that
// markup: the browser paints the server's HTML first, and only then does the
// page fetch its chunks (all at once) and the web fonts, evaluate the chunks one
// per task, and hydrate. Nothing on the first view needs the JavaScript: every
// page works without it.
import type { WebFont } from "#app/lib/web-font";
import runtimeSource from "./boot-runtime.js?raw";

/** What the inline boot needs to know about one page. */
export type BootPlan = {
  /** Every chunk the page needs, fetched in parallel once the page has painted. */
  preload: string[];
  /** Shared chunks, evaluated one per task before the route modules (each evaluation is a task of its own). */
  chunks: string[];
  /** The route modules React Router's manifest names, in its order. */
  routes: string[];
  /** The web fonts, fetched after the first paint for the letters of the page they draw. */
  fonts: readonly WebFont[];
  /** Stylesheets of @font-face rules, added after the first paint, before the fonts are fetched. */
  stylesheets: readonly string[];
};

const modulePreload = /<link rel="modulepreload" href="([^"]+)"\/>/g;
const bootScriptStart = '<script type="module" async="">';
const staticImport = /import \* as (route\d+) from "([^"]+)";/g;
const entryImport = /import\("([^"]+)"\);\s*$/;

/** The boot function's source, without its `export default`, comments and indentation (it is in every page). */
const runtime = runtimeSource
  .slice(runtimeSource.indexOf("async function bootRuntime"))
  .split("\n")
  .map((line) => line.trim())
  .filter((line) => line !== "" && !line.startsWith("//"))
  .join("\n");

const manifestAssignment = /window\.__reactRouterManifest = (\{[\s\S]*?\});\n/;

/** React Router writes its manifest indented; the page carries it on one line. */
function compactManifest(globals: string): string {
  return globals.replace(manifestAssignment, (assignment, json: string) => {
    try {
      return `window.__reactRouterManifest = ${JSON.stringify(JSON.parse(json))};\n`;
    } catch {
      return assignment;
    }
  });
}

export class BootMarkupError extends Error {}

/**
 * The page with its chunks started after the first paint instead of from the
 * head. Throws when the markup is not what React Router 7 writes, so a change
 * in the framework fails the build instead of shipping a page that never
 * hydrates.
 */
export function bootAfterFirstPaint(html: string, fonts: Pick<BootPlan, "fonts" | "stylesheets">): string {
  const start = html.indexOf(bootScriptStart);
  if (start === -1) return html; // a page without React Router's scripts (none today) is left alone
  const end = html.indexOf("</script>", start);
  const body = html.slice(start + bootScriptStart.length, end);
  const routes = [...body.matchAll(staticImport)];
  const entry = entryImport.exec(body)?.[1];
  if (routes.length === 0 || !entry) {
    throw new BootMarkupError("React Router's boot script has an unexpected shape: see app/server/boot.server.ts");
  }
  const preload = [...html.matchAll(modulePreload)].map((match) => match[1] as string);
  const routeHrefs = routes.map((match) => match[2] as string);
  const plan: BootPlan = {
    preload,
    chunks: preload.filter((href) => href !== entry && !routeHrefs.includes(href)),
    routes: routeHrefs,
    ...fonts,
  };
  const names = routes.map((match) => match[1]).join(", ");
  const globals = compactManifest(body.replace(staticImport, "").replace(entryImport, "").trim());
  const script = [
    `const [${names}] = await (${runtime})(${JSON.stringify(plan)});`,
    globals,
    `import(${JSON.stringify(entry)});`,
  ].join("\n");
  const rewritten = `${html.slice(0, start)}${bootScriptStart}${script}${html.slice(end)}`;
  return rewritten.replace(modulePreload, "");
}
