// Node module hooks for code that imports page copy outside Vite (Playwright's
// specs import the catalog, which imports content/pages/*.yml). A .yml file of
// content/pages becomes a module that asks app/vite/content-pages.ts, the same
// code the Vite plugin runs, for the checked and resolved data.
const contentPage = /\/content\/pages\/[a-z0-9-]+\.yml$/;

export async function load(url, context, nextLoad) {
  if (!contentPage.test(new URL(url).pathname)) return nextLoad(url, context);
  const core = new URL("../../app/vite/content-pages.ts", import.meta.url).href;
  const file = new URL(url).pathname;
  return {
    format: "module",
    shortCircuit: true,
    source: [
      `import { loadContentPage } from ${JSON.stringify(core)};`,
      `const content = loadContentPage(${JSON.stringify(file)});`,
      ...Object.keys(await exportsOf(file)).map((key) => `export const ${key} = content.${key};`),
    ].join("\n"),
  };
}

/** The top-level keys of the file: its exports. */
async function exportsOf(file) {
  const { readFile } = await import("node:fs/promises");
  const { parse } = await import("yaml");
  return parse(await readFile(file, "utf8")) ?? {};
}
