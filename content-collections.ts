// The site's words as content collections (docs/decisions/040-content-collections.md):
// each file of content/pages/ is a singleton, validated with its zod schema
// (app/catalog/page-content-schema.ts) and resolved (`use:`, `{price:…}`,
// `{fact:…}`, app/catalog/content-schemas/resolve.ts). The generated modules
// in .content-collections/generated/ are what every runtime imports, as
// `#content-collections`; a bad file stops the build naming the file and field.
import { writeFile } from "node:fs/promises";
import path from "node:path";
import { defineConfig, defineParser, defineSingleton, type WriterHook } from "@content-collections/core";
import { parseYaml, readableSchema, resolvePageCopy } from "./app/catalog/content-schemas/resolve.ts";
import { type PageContentName, pageContentSchemas } from "./app/catalog/page-content-schema.ts";

/** `exam-pages` → `ExamPagesContent`, exported as `examPagesContent`. */
const typeNameOf = (name: string) =>
  `${name.replace(/(^|-)([a-z])/g, (_, _dash: string, letter: string) => letter.toUpperCase())}Content`;

/** Each file's resolved words by the name of its module (`examPagesContent`), for namedExports. */
const resolved = new Map<string, object>();

const yamlFile = defineParser(parseYaml);

function pageCopy<const Name extends PageContentName>(name: Name) {
  const filePath = `content/pages/${name}.yml`;
  return defineSingleton({
    name,
    typeName: typeNameOf(name),
    filePath,
    parser: yamlFile,
    schema: readableSchema(pageContentSchemas[name]),
    transform: (document) => {
      const content = resolvePageCopy(name, filePath, document);
      resolved.set(`${typeNameOf(name).charAt(0).toLowerCase()}${typeNameOf(name).slice(1)}`, content);
      return content;
    },
  });
}

/**
 * A file's module exports each of its top-level keys (`export const home = …`),
 * with a declaration beside it generated from the file's type, so code imports
 * only what it uses (`import { home } from "#content/faqs"`) and a page's
 * bundle keeps only that. With the library's one default export per file, the
 * shared chunk of the application pages grew from 42 KB to 90 KB
 * (docs/decisions/040-content-collections.md).
 */
const namedExports: WriterHook = async ({ fileType, filePath, content }) => {
  // index.js: each file's module as a namespace (`pagesContent[id]` on the server).
  if (fileType === "javascript") {
    const modules = [...content.matchAll(/^import (\w+) from "(.+)";$/gm)];
    return { content: modules.map(([, module, from]) => `export * as ${module} from "${from}";`).join("\n") };
  }
  const name = path.basename(filePath, ".js");
  const data = fileType === "data" ? resolved.get(name) : undefined;
  if (!data) return { content };
  const typeName = `${name.charAt(0).toUpperCase()}${name.slice(1)}`;
  const keys = Object.keys(data);
  await writeFile(
    filePath.replace(/\.js$/, ".d.ts"),
    [
      `import type { ${typeName} } from "./index";`,
      ...keys.map((key) => `export declare const ${key}: ${typeName}["${key}"];`),
      "",
    ].join("\n"),
  );
  return {
    content: `${keys.map((key) => `export const ${key} = ${JSON.stringify(data[key as keyof typeof data])};`).join("\n")}\n`,
  };
};

export default defineConfig({
  hooks: { writer: [namedExports] },
  content: [
    pageCopy("about"),
    pageCopy("actions"),
    pageCopy("citycast"),
    pageCopy("comparisons"),
    pageCopy("consent"),
    pageCopy("content-labels"),
    pageCopy("events"),
    pageCopy("exam-pages"),
    pageCopy("exam-selection"),
    pageCopy("faqs"),
    pageCopy("features"),
    pageCopy("for-tutors"),
    pageCopy("free-templates"),
    pageCopy("home"),
    pageCopy("landing-pages"),
    pageCopy("messages"),
    pageCopy("navigation"),
    pageCopy("newsletter"),
    pageCopy("pages"),
    pageCopy("points-calculator-page"),
    pageCopy("points-calculator"),
    pageCopy("pricing"),
    pageCopy("shsat-cutoffs"),
    pageCopy("social-cards"),
    pageCopy("steps"),
    pageCopy("study-planner"),
    pageCopy("testimonials"),
    pageCopy("what-changed"),
  ],
});
