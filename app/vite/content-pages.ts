// Page copy as content files (issue 19, docs/decisions/032): each
// content/pages/{name}.yml is validated with its zod schema
// (app/catalog/page-content-schema.ts), its references are resolved
// (`use: tutor`, `{price:toefl-6m}`, `{fact:trial-days}`), and it becomes a
// module with one named export per top-level key, so a page's bundle keeps
// only what it imports. A broken file stops the build naming file and line:
//   content/pages/faqs.yml:12: field "home.2.answer" is missing
import { readFileSync } from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";
import { isMap, isScalar, isSeq, LineCounter, parseDocument } from "yaml";
import type { z } from "zod";
import { copyRefPattern, strayBrace } from "../catalog/content-schemas/braces.ts";
import { resolveConsent } from "../catalog/content-schemas/consent.ts";
import {
  resolveExamFeatures,
  resolveExamPages,
  resolveExamSteps,
  resolveFeatureTitles,
} from "../catalog/content-schemas/exam-pages.ts";
import { resolveMessages } from "../catalog/content-schemas/messages.ts";
import { resolveNavigation } from "../catalog/content-schemas/navigation.ts";
import { resolveNewsletter } from "../catalog/content-schemas/newsletter.ts";
import { resolvePages } from "../catalog/content-schemas/pages.ts";
import { resolveSocialCards } from "../catalog/content-schemas/social-cards.ts";
import { type CopyRefKind, copyRefs } from "../catalog/copy-refs.ts";
import {
  type ComparisonCellContent,
  comparisonTables,
  type PageContent,
  type PageContentName,
  pageContentSchemas,
} from "../catalog/page-content-schema.ts";
import { audienceResolvers } from "./content-pages-audience.ts";

const root = path.resolve(import.meta.dirname, "../..");
export const contentPagesDir = path.join(root, "content/pages");
const contentPageFile = /[\\/]content[\\/]pages[\\/]([a-z0-9-]+)\.yml$/;

export class ContentPageError extends Error {
  constructor(file: string, line: number | undefined, message: string) {
    super(`${file}${line === undefined ? "" : `:${line}`}: ${message}`);
    this.name = "ContentPageError";
  }
}

type Path = readonly (string | number)[];

const describePath = (at: Path) => at.map(String).join(".");

/** The line of the node at `at`, or of its nearest ancestor in the file when the field is missing. */
function lineOf(document: ReturnType<typeof parseDocument>, lines: LineCounter, at: Path): number | undefined {
  for (let length = at.length; length >= 0; length--) {
    const node: unknown = length === 0 ? document.contents : document.getIn(at.slice(0, length), true);
    if (isScalar(node) || isMap(node) || isSeq(node)) {
      const start = node.range?.[0];
      if (start !== undefined) return lines.linePos(start).line;
    }
  }
  return undefined;
}

/** zod's message, said for a person editing the file. */
function explain(issue: z.core.$ZodIssue): { at: Path; message: string }[] {
  const at = issue.path.filter((key): key is string | number => typeof key !== "symbol");
  if (issue.code === "invalid_union") {
    // The shape the entry comes closest to: the branch with the fewest problems.
    const closest = [...issue.errors].sort((a, b) => a.length - b.length)[0] ?? [];
    return closest.flatMap((inner) => explain({ ...inner, path: [...at, ...inner.path] }));
  }
  if (issue.code === "unrecognized_keys") {
    return issue.keys.map((key) => ({ at: [...at, key], message: "is not a field of this entry (a typo?)" }));
  }
  if (issue.code === "invalid_type" && /received undefined$/.test(issue.message))
    return [{ at, message: "is missing" }];
  if (issue.code === "invalid_type")
    return [{ at, message: `has the wrong type: ${issue.message.replace(/^Invalid input: /, "")}` }];
  return [{ at, message: issue.message }];
}

const isRefKind = (kind: string): kind is CopyRefKind => Object.hasOwn(copyRefs, kind);

/**
 * Replaces `{price:…}`, `{competitor:…}` and `{fact:…}` with the catalog's
 * value. Braces of another kind were checked by each field's schema
 * (app/catalog/content-schemas/braces.ts): a word in braces is an exam word or
 * a blank the field has; anything else left in braces is an error.
 */
function resolveRefs(value: string, fail: (message: string) => never): string {
  const resolved = value.replace(copyRefPattern, (_, kind: string, refId: string) => {
    if (!isRefKind(kind)) fail(`refers to {${kind}:${refId}}, but only {price:…}, {competitor:…} and {fact:…} exist`);
    const table: Readonly<Record<string, string>> = copyRefs[kind];
    const found = table[refId];
    if (found === undefined) {
      fail(`refers to an unknown ${kind} "${refId}" (known: ${Object.keys(table).join(", ")})`);
    }
    return found;
  });
  if (/[{}]/.test(resolved.replace(/\{[a-z]+(?:-[a-z]+)*\}/g, ""))) fail(strayBrace);
  return resolved;
}

/** Every string of a value, with its path. */
function* strings(value: unknown, at: Path = []): Generator<{ at: Path; text: string }> {
  if (typeof value === "string") yield { at, text: value };
  else if (Array.isArray(value)) for (const [index, item] of value.entries()) yield* strings(item, [...at, index]);
  else if (value && typeof value === "object") {
    for (const [key, item] of Object.entries(value)) yield* strings(item, [...at, key]);
  }
}

/** Words for people, not ids or short labels: four words or more. */
export const isSentence = (text: string) => text.split(/\s+/).length >= 4;

function mapStrings(value: unknown, at: Path, change: (text: string, at: Path) => string): unknown {
  if (typeof value === "string") return change(value, at);
  if (Array.isArray(value)) return value.map((item, index) => mapStrings(item, [...at, index], change));
  if (value && typeof value === "object") {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, mapStrings(item, [...at, key], change)]),
    );
  }
  return value;
}

type Resolve<Name extends PageContentName> = (
  data: z.output<(typeof pageContentSchemas)[Name]>,
  fail: (at: Path, message: string) => never,
) => PageContent[Name];

const resolvers: { [Name in PageContentName]: Resolve<Name> } = {
  faqs: (data, fail) => {
    const list = (key: "home" | "cps" | "toefl" | "shsat") =>
      data[key].map((entry, index) => {
        if (entry.use !== undefined) {
          return (
            data.shared[entry.use] ?? fail([key, index, "use"], `refers to "${entry.use}", which is not under shared:`)
          );
        }
        const answer = entry.answer ?? fail([key, index, "answer"], "is missing");
        if (entry.sharedQuestion !== undefined) {
          const question =
            data.questions[entry.sharedQuestion] ??
            fail([key, index, "sharedQuestion"], `refers to "${entry.sharedQuestion}", which is not under questions:`);
          return { question, answer };
        }
        return { question: entry.question ?? fail([key, index, "question"], "is missing"), answer };
      });
    return {
      questions: data.questions,
      shared: data.shared,
      home: list("home"),
      cps: list("cps"),
      toefl: list("toefl"),
      shsat: list("shsat"),
    };
  },
  testimonials: (data) => data,
  features: (written, fail) => {
    const data = resolveFeatureTitles(written, fail);
    return {
      common: data.common,
      home: resolveUses(data.home, data.common, ["home"], "common", fail),
      whyChoose: resolveUses(data.whyChoose, data.common, ["whyChoose"], "common", fail),
      ...resolveExamFeatures(data, fail),
    };
  },
  comparisons: (data, fail) => ({
    rowLabels: data.rowLabels,
    ...(Object.fromEntries(
      comparisonTables.map((table) => [
        table,
        {
          ...data[table],
          rows: data[table].rows.map((row, index) => ({
            feature:
              "use" in row
                ? (data.rowLabels[row.use] ??
                  fail([table, "rows", index, "use"], `refers to "${row.use}", which is not under rowLabels:`))
                : row.feature,
            cells: row.cells.map(comparisonCell),
          })),
        },
      ]),
    ) as Record<(typeof comparisonTables)[number], PageContent["comparisons"]["home"]>),
  }),
  steps: (data, fail) => ({
    headings: data.headings,
    shared: data.shared,
    home: resolveUses(data.home, data.shared, ["home"], "shared", fail),
    ...resolveExamSteps(data, fail),
  }),
  pages: resolvePages,
  "exam-pages": resolveExamPages,
  "landing-pages": (data) => data,
  ...audienceResolvers,
  "points-calculator-page": (data) => data,
  "shsat-cutoffs": (data) => data,
  messages: resolveMessages,
  newsletter: resolveNewsletter,
  consent: resolveConsent,
  navigation: resolveNavigation,
  "social-cards": resolveSocialCards,
  "content-labels": (data) => data,
  "what-changed": (data) => data,
  "free-templates": (data) => data,
  pricing: (data) => data,
};

const marks = ["yes", "no", "partial"] as const;

function comparisonCell(cell: string): ComparisonCellContent {
  const mark = marks.find((candidate) => candidate === cell);
  return mark ?? { text: cell };
}

/** A list whose entries may be `use: id` of an entry written under `pool`. */
function resolveUses<Entry extends object>(
  list: readonly (Entry | { use: string })[],
  pool: Readonly<Record<string, Entry>>,
  at: Path,
  poolName: string,
  fail: (at: Path, message: string) => never,
): Entry[] {
  return list.map((entry, index) =>
    "use" in entry
      ? (pool[entry.use] ?? fail([...at, index, "use"], `refers to "${entry.use}", which is not under ${poolName}:`))
      : entry,
  );
}

function isContentPageName(name: string): name is PageContentName {
  return name in pageContentSchemas;
}

/** Validates and resolves one file; `file` names it in errors (a path from the project root). */
export function parseContentPage<Name extends PageContentName>(
  name: Name,
  file: string,
  source: string,
): PageContent[Name];
export function parseContentPage(name: string, file: string, source: string): PageContent[PageContentName];
export function parseContentPage(name: string, file: string, source: string): PageContent[PageContentName] {
  if (!isContentPageName(name)) {
    throw new ContentPageError(
      file,
      undefined,
      `is not a known page-copy file (known: ${Object.keys(pageContentSchemas).join(", ")})`,
    );
  }
  const lines = new LineCounter();
  const document = parseDocument(source, { lineCounter: lines, prettyErrors: false });
  const yamlError = document.errors[0];
  if (yamlError) {
    const line = yamlError.pos[0] === undefined ? undefined : lines.linePos(yamlError.pos[0]).line;
    const hint = /flow/.test(yamlError.message)
      ? " (a text that starts with { or [, or sits in a [ … ] list with a {reference}: put the text in double quotes)"
      : "";
    throw new ContentPageError(file, line, `is not valid YAML: ${yamlError.message.split("\n")[0]}${hint}`);
  }
  const fail = (at: Path, message: string): never => {
    throw new ContentPageError(file, lineOf(document, lines, at), `field "${describePath(at)}" ${message}`);
  };
  const result = pageContentSchemas[name].safeParse(document.toJS() ?? {});
  if (!result.success) {
    const [first] = result.error.issues.flatMap(explain);
    if (first) fail(first.at, first.message);
  }
  // Duplicates are checked in the file as written, before shared entries are copied to where they are used.
  const seen = new Map<string, Path>();
  for (const { at, text } of strings(result.data)) {
    const earlier = seen.get(text);
    if (earlier && isSentence(text)) {
      fail(
        at,
        `repeats the text of "${describePath(earlier)}" (line ${lineOf(document, lines, earlier)}): write it once and refer to it`,
      );
    }
    seen.set(text, at);
  }
  const withRefs = mapStrings(result.data, [], (text, at) => resolveRefs(text, (message) => fail(at, message)));
  const resolve = resolvers[name] as Resolve<PageContentName>;
  return resolve(withRefs as z.output<(typeof pageContentSchemas)[PageContentName]>, fail);
}

/** One file of content/pages by its path, read from disk (the Vite plugin and Node's loader for Playwright). */
export function loadContentPage(absolute: string): PageContent[PageContentName] {
  const name = contentPageFile.exec(absolute)?.[1] ?? "";
  return parseContentPage(name, path.relative(root, absolute), readFileSync(absolute, "utf8"));
}

/**
 * The module a file becomes: one named export per top-level key, for
 * tree-shaking. An entry shown in several places (`use: tutor`) is written
 * once in the module too, as a constant the places share.
 */
export function contentPageModule(content: object): string {
  const uses = new Map<object, number>();
  const count = (value: unknown) => {
    if (!value || typeof value !== "object") return;
    uses.set(value, (uses.get(value) ?? 0) + 1);
    if (uses.get(value) === 1) for (const item of Object.values(value)) count(item);
  };
  for (const value of Object.values(content)) count(value);
  const names = new Map<object, string>();
  const constants: string[] = [];
  const emit = (value: unknown): string => {
    if (!value || typeof value !== "object") return JSON.stringify(value);
    const name = names.get(value);
    if (name) return name;
    const code = Array.isArray(value)
      ? `[${value.map(emit).join(",")}]`
      : `{${Object.entries(value)
          .map(([key, item]) => `${JSON.stringify(key)}:${emit(item)}`)
          .join(",")}}`;
    if ((uses.get(value) ?? 0) < 2) return code;
    const constant = `$entry${names.size}`;
    names.set(value, constant);
    constants.push(`const ${constant} = ${code};`);
    return constant;
  };
  const exports = Object.entries(content).map(([key, value]) => `export const ${key} = ${emit(value)};`);
  return [...constants, ...exports].join("\n");
}

export function contentPages(): Plugin {
  return {
    name: "examwise:content-pages",
    load(id) {
      const file = id.split("?")[0] ?? id;
      if (!contentPageFile.test(file)) return null;
      this.addWatchFile(file);
      return { code: contentPageModule(loadContentPage(file)), map: null };
    },
  };
}
