// The site's words as content collections (decisions 040 and 043): each content/pages/ file a singleton checked by its
// zod schema and resolved; each Markdown folder a collection rendered to HTML at build. Imported as `#content-collections`.
import { readFileSync } from "node:fs";
import { writeFile } from "node:fs/promises";
import path from "node:path";
import {
  type CollectionContext,
  defineCollection,
  defineConfig,
  defineParser,
  defineSingleton,
  type WriterHook,
} from "@content-collections/core";
import { notYaml, type PageContent, parseYaml, readableSchema } from "./app/catalog/content-schemas/resolve.ts";
import { factsFile, resolveFacts } from "./app/catalog/fact-schema.ts";
import { type PageContentName, pageContentSchemas } from "./app/catalog/page-content-schema.ts";
import { spanishFields } from "./app/catalog/spanish-content.ts";
import {
  articleFrontMatter,
  eventFrontMatter,
  guideFrontMatter,
  legalFrontMatter,
  resourceFrontMatter,
  templateFrontMatter,
} from "./app/lib/content-schema.ts";
import { formatIsoDate } from "./app/lib/format.ts";
import { imageSize, renderMarkdown } from "./app/server/content-render.server.ts";

/** `exam-pages` → `examPagesContent`, the module's name; its type is `ExamPagesContent`. */
const moduleOf = (name: string) => `${name.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase())}Content`;
const typeOf = (module: string) => `${module.charAt(0).toUpperCase()}${module.slice(1)}`;

/** Each file's resolved words by the name of its module (`examPagesContent`), for namedExports. */
const resolved = new Map<string, object>();

function pageCopy<const Name extends PageContentName>(name: Name) {
  const filePath = `content/pages/${name}.yml`;
  return defineSingleton({
    name,
    typeName: typeOf(moduleOf(name)),
    filePath,
    // Page copy: its sentences are written once and may use `{price:…}`, `{fact:…}` (docs/content-authoring.md).
    parser: defineParser((source: string) => parseYaml(source, true)),
    schema: readableSchema(pageContentSchemas[name]),
    // The library types a generic singleton's document loosely; its schema has given it this shape.
    transform: ({ _meta, ...content }) => {
      resolved.set(moduleOf(name), content);
      return content as PageContent[Name];
    },
  });
}

/** Every file of content/pages/, each typed as its own singleton (a mapped union, not one merged type). */
const pageCopies = (Object.keys(pageContentSchemas) as PageContentName[]).map(pageCopy) as {
  [Name in PageContentName]: ReturnType<typeof pageCopy<Name>>;
}[PageContentName][];

/**
 * A file of content/pages/es/: the fields spanishFields names, each whole, checked by the English file's schema (the
 * English file lends it the fields the Spanish pages do not show). Its module (`#content/navigationEs`) exports only
 * the Spanish fields, so a Spanish page cannot show an English sentence by mistake.
 */
function spanishCopy<const Name extends PageContentName>(name: Name, fields: readonly string[] | "all") {
  const english = parseYaml(readFileSync(`content/pages/${name}.yml`, "utf8"), true);
  const held = fields === "all" ? Object.keys(english) : fields;
  const module = moduleOf(`${name}-es`);
  return defineSingleton({
    name: `${name}-es`,
    typeName: typeOf(module),
    filePath: `content/pages/es/${name}.yml`,
    parser: defineParser((source: string) => {
      const spanish = parseYaml(source, true);
      if (notYaml in spanish) return spanish;
      const missing = held.find((field) => !(field in spanish));
      const extra = Object.keys(spanish).find((field) => !held.includes(field));
      const problem =
        (missing && {
          path: [missing],
          message: "is missing: a Spanish page shows it (app/catalog/spanish-content.ts)",
        }) ||
        (extra && { path: [extra], message: `is not shown in Spanish: the file holds ${held.join(", ")}` });
      return problem ? { [notYaml]: problem } : { ...english, ...spanish };
    }),
    schema: readableSchema(pageContentSchemas[name]),
    transform: ({ _meta, ...content }) => {
      const all: Record<string, unknown> = content;
      const words = Object.fromEntries(held.map((field) => [field, all[field]]));
      resolved.set(module, words);
      return words as Partial<PageContent[Name]>;
    },
  });
}

const spanishCopies = Object.entries(spanishFields).map(([name, fields]) =>
  spanishCopy(name as PageContentName, fields ?? "all"),
);

/** Exam facts with their sources (decision 055): `import { changes } from "#content/facts"`. */
const facts = defineSingleton({
  name: "facts",
  typeName: "FactsContent",
  filePath: "content/facts.yml",
  parser: defineParser((source: string) => parseYaml(source)),
  schema: readableSchema(factsFile),
  transform: ({ _meta, ...document }) => {
    const content = resolveFacts("content/facts.yml", document);
    resolved.set("factsContent", content);
    return content;
  },
});

const frontMatterBlock = /^---\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)/;

/** Front-matter and body; the body keeps the front-matter's lines blank, so an error names the file's line. */
const markdownFile = defineParser({
  hasContent: true,
  parse(source: string) {
    const match = frontMatterBlock.exec(source);
    if (!match) return { [notYaml]: "there is no front-matter (a block between two --- lines at the top)" };
    const lines = match[0].split("\n").length - 1;
    return { ...parseYaml(match[1] ?? ""), content: "\n".repeat(lines) + source.slice(match[0].length) };
  },
});

type Markdown = { content: string; _meta: { filePath: string; path: string } };

/** Renders a Markdown file: its slug (the file's name), its path for messages, its HTML and h2s. */
async function rendered<Document extends Markdown>({ _meta, ...document }: Document, folder: string) {
  const file = `content/${folder}/${_meta.filePath}`;
  if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(_meta.path)) {
    throw new Error(`${file}: the file name must be a slug: lower-case words joined by hyphens, ending in .md`);
  }
  return { ...document, slug: _meta.path, file, ...(await renderMarkdown(file, document.content)) };
}

/** A page's file of `folder`, rendered; a second file for the same page (`page:` in the front-matter) is refused. */
async function renderedPage<Document extends Markdown & { page: string }>(
  document: Document,
  { collection }: CollectionContext<Markdown & { page: string }>,
  folder: string,
) {
  const first = (await collection.documents()).find((other) => other.page === document.page);
  if (first && first._meta.filePath !== document._meta.filePath) {
    throw new Error(
      `content/${folder}/${document._meta.filePath}: front-matter field "page": "${document.page}" is also in content/${folder}/${first._meta.filePath}`,
    );
  }
  return rendered(document, folder);
}

/** The Markdown files of `content/{folder}/`. */
const markdown = (folder: string) => ({ directory: `content/${folder}`, include: "*.md", parser: markdownFile });

const articles = defineCollection({
  name: "articles",
  ...markdown("blog"),
  schema: readableSchema(articleFrontMatter),
  async transform(article, { collection }) {
    const { translationOf, lang } = article;
    const original = (await collection.documents()).find((other) => other._meta.path === translationOf);
    if (translationOf && (!original || original.lang === lang)) {
      throw new Error(
        `content/blog/${article._meta.filePath}: front-matter field "translationOf": ${original ? `"${translationOf}" is in the same language` : `no article "${translationOf}"`}`,
      );
    }
    return rendered(article, "blog");
  },
});

/**
 * A file's module exports each top-level key (`import { home } from "#content/faqs"`), so a bundle keeps only what it
 * uses: with one default export the application pages' shared chunk grew from 42 KB to 90 KB (decision 040).
 */
const namedExports: WriterHook = async ({ fileType, filePath, content }) => {
  // index.js: each page-copy file's module as a namespace (`pagesContent[id]` on the server).
  if (fileType === "javascript") {
    const modules = [...content.matchAll(/^import (\w+) from "(.+)";$/gm)];
    // A folder of Markdown stays one default export: an array (`allArticles`).
    const line = (module: string, from: string) =>
      resolved.has(module)
        ? `export * as ${module} from "${from}";`
        : `export { default as ${module} } from "${from}";`;
    return { content: modules.map(([, module = "", from = ""]) => line(module, from)).join("\n") };
  }
  const name = path.basename(filePath, ".js");
  const data = fileType === "data" ? resolved.get(name) : undefined;
  if (!data) return { content };
  // A Spanish module has its English file's types (content/pages/es/, spanishCopy).
  const typeName = typeOf(name.replace(/EsContent$/, "Content"));
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

const guides = defineCollection({
  name: "guides",
  ...markdown("guides"),
  schema: readableSchema(guideFrontMatter),
  transform: (guide) => rendered(guide, "guides"),
});

const resources = defineCollection({
  name: "resources",
  ...markdown("resources"),
  schema: readableSchema(resourceFrontMatter),
  transform: (page, context) => renderedPage(page, context, "resources"),
});

const legal = defineCollection({
  name: "legalPages",
  ...markdown("legal"),
  schema: readableSchema(legalFrontMatter),
  transform: (page, context) => renderedPage(page, context, "legal"),
});

const templates = defineCollection({
  name: "templates",
  ...markdown("templates"),
  schema: readableSchema(templateFrontMatter),
  transform: (template) => rendered(template, "templates"),
});

/** An event as the page shows it: its picture's size read from the file, its date written out. */
const events = defineCollection({
  name: "eventItems",
  ...markdown("events"),
  schema: readableSchema(eventFrontMatter),
  transform({ _meta, content, attendees, ...event }) {
    const file = `content/events/${_meta.filePath}`;
    let size: ReturnType<typeof imageSize> = null;
    try {
      size = imageSize(readFileSync(path.join("public", event.image)), ".svg");
    } catch {
      throw new Error(`${file}: front-matter field "image": ${event.image} not found in public/`);
    }
    if (!size) throw new Error(`${file}: front-matter field "image": cannot read the size of ${event.image}`);
    return {
      ...event,
      id: _meta.path,
      dateLabel: formatIsoDate(event.date),
      description: content.trim(),
      image: { src: event.image, ...size },
      attendees: attendees ?? null,
    };
  },
});

export default defineConfig({
  hooks: { writer: [namedExports] },
  content: [...pageCopies, ...spanishCopies, facts, articles, guides, resources, legal, templates, events],
});
