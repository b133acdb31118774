// Reads page copy: refuses a sentence written twice in a file (written once, it is repeated with a YAML alias),
// resolves what a schema cannot see (`{price:toefl-6m}`, `{fact:trial-days}`); errors name the file and field
// (decisions 040 and 056).
import type { StandardSchemaV1 } from "@standard-schema/spec";
import { type Document, isAlias, isMap, isScalar, isSeq, parseDocument } from "yaml";
import type { z } from "zod";
import { type CopyRefKind, copyRefs } from "../copy-refs.ts";
import { comparisonTables, type PageContentName, type pageContentSchemas } from "../page-content-schema.ts";
import { copyRefPattern, strayBrace } from "./braces.ts";
import { resolveConsent } from "./consent.ts";
import { resolveExamPages } from "./exam-pages.ts";
import { byKey, type Fail } from "./fields.ts";
import { resolveNavigation } from "./navigation.ts";
import { resolvePages } from "./pages.ts";

type Path = readonly (string | number)[];

const describePath = (at: Path) => at.map(String).join(".");

/** zod's issue, said for a person editing the file; a union names the fields of the branch closest to what was written. */
function explain(issue: z.core.$ZodIssue): { path: Path; message: string }[] {
  const path = issue.path.filter((key): key is string | number => typeof key !== "symbol");
  if (issue.code === "invalid_union") {
    const closest = [...issue.errors].sort((a, b) => a.length - b.length)[0] ?? [];
    return closest.flatMap((inner) => explain({ ...inner, path: [...path, ...inner.path] }));
  }
  if (issue.code === "unrecognized_keys") {
    return issue.keys.map((key) => ({ path: [...path, key], message: "is not a field of this entry (a typo?)" }));
  }
  if (issue.code === "invalid_type" && /received undefined$/.test(issue.message))
    return [{ path, message: "is missing" }];
  if (issue.code === "invalid_type") {
    return [{ path, message: `has the wrong type: ${issue.message.replace(/^Invalid input: /, "")}` }];
  }
  return [{ path, message: issue.message }];
}

/** Where parseYaml leaves a problem of the file for the schema check to report (the library drops parser errors). */
export const notYaml = "~notYaml";

type Problem = { path?: Path; message: string };

/** Every node of a document in the order it is written, with its path. */
function* nodes(node: unknown, at: Path = []): Generator<{ at: Path; node: unknown }> {
  yield { at, node };
  if (isSeq(node)) for (const [index, item] of node.items.entries()) yield* nodes(item, [...at, index]);
  if (isMap(node)) {
    for (const { key, value } of node.items) yield* nodes(value, [...at, String(isScalar(key) ? key.value : key)]);
  }
}

/** Words for people, not ids or short labels: four words or more. */
const isSentence = (text: string) => text.split(/\s+/).length >= 4;

/**
 * An alias (`*tutor`) with no anchor (`&tutor`) before it, or, in page copy, a sentence written twice: a
 * sentence is written once and repeated as an alias (decision 056).
 */
function aliasOrRepeat(document: Document, once: boolean): Problem | undefined {
  const anchors = new Set<string>();
  const seen = new Map<string, Path>();
  for (const { at, node } of nodes(document.contents)) {
    if (isAlias(node) && !anchors.has(node.source)) {
      return { path: at, message: `refers to *${node.source}, but no &${node.source} is written before it` };
    }
    if ((isScalar(node) || isMap(node) || isSeq(node)) && node.anchor) {
      if (anchors.has(node.anchor)) return { path: at, message: `names the anchor &${node.anchor} a second time` };
      anchors.add(node.anchor);
    }
    if (!once || !isScalar(node) || typeof node.value !== "string") continue;
    const earlier = seen.get(node.value);
    if (earlier && isSentence(node.value)) {
      return {
        path: at,
        message: `repeats the text of "${describePath(earlier)}": write it once and refer to it (&name, then *name)`,
      };
    }
    seen.set(node.value, at);
  }
  return undefined;
}

/** A file's YAML (`<<:` merges a mapping), or its problem for readableSchema; `once` refuses a sentence written twice. */
export function parseYaml(source: string, once = false): Record<string, unknown> {
  const document = parseDocument(source, { merge: true });
  const [error] = document.errors;
  const problem = error
    ? { path: [], message: `is not valid YAML: ${error.message.split("\n")[0] ?? ""}` }
    : aliasOrRepeat(document, once);
  if (problem) return { [notYaml]: problem };
  const data: unknown = document.toJS() ?? {};
  if (typeof data === "object" && data !== null && !Array.isArray(data))
    return Object.fromEntries(Object.entries(data));
  return { [notYaml]: { path: [], message: "is not valid YAML: the file must be fields, one `name: value` per line" } };
}

/** A schema as content-collections checks it, with issues worded for the file's editor (`- home,3,answer: is missing`). */
export function readableSchema<Schema extends z.ZodType>(
  schema: Schema,
): StandardSchemaV1<z.input<Schema>, z.output<Schema>> {
  return {
    "~standard": {
      version: 1,
      vendor: "examwise",
      validate(value) {
        if (value && typeof value === "object" && notYaml in value) return { issues: [value[notYaml] as Problem] };
        const result = schema.safeParse(value);
        return result.success ? { value: result.data } : { issues: result.error.issues.flatMap(explain) };
      },
    },
  };
}

const isRefKind = (kind: string): kind is CopyRefKind => Object.hasOwn(copyRefs, kind);

/** Replaces `{price:…}`, `{competitor:…}` and `{fact:…}`; any other braces left are an error (braces.ts). */
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

type Data<Name extends PageContentName> = z.output<(typeof pageContentSchemas)[Name]>;

/** A comparison cell that is one of these is a mark; any other text is shown as written. */
const marks = ["yes", "no", "partial"] as const;

/** The files whose data changes once checked; what a resolver returns is the type of the file's generated module. */
const resolvers = {
  comparisons: (data) => ({
    ...data,
    ...byKey(comparisonTables, (table) => ({
      ...data[table],
      rows: data[table].rows.map(({ feature, cells }) => ({
        feature,
        cells: cells.map((cell) => marks.find((mark) => mark === cell) ?? { text: cell }),
      })),
    })),
  }),
  pages: resolvePages,
  "exam-pages": resolveExamPages,
  consent: resolveConsent,
  navigation: resolveNavigation,
} satisfies { [Name in PageContentName]?: (data: Data<Name>, fail: Fail) => unknown };

/** What a file's module exports once its references are resolved. */
export type PageContent = {
  [Name in PageContentName]: Name extends keyof typeof resolvers ? ReturnType<(typeof resolvers)[Name]> : Data<Name>;
};

/** A validated document with its references resolved; `file` names it in errors. */
export function resolvePageCopy<Name extends PageContentName>(
  name: Name,
  file: string,
  document: object,
): PageContent[Name] {
  const fail = (at: Path, message: string): never => {
    throw new Error(`${file}:\n- ${at.join(",")}: ${message}`);
  };
  const data = Object.fromEntries(Object.entries(document).filter(([key]) => key !== "_meta"));
  const withRefs = mapStrings(data, [], (text, at) => resolveRefs(text, (message) => fail(at, message)));
  const resolve = Object.hasOwn(resolvers, name) ? resolvers[name as keyof typeof resolvers] : undefined;
  return (resolve ? resolve(withRefs as never, fail) : withRefs) as PageContent[Name];
}
