// Reads page copy: refuses a sentence written twice in a file (written once, it is repeated with a YAML alias),
// resolves what a schema cannot see (`{price:toefl-6m}`, `{fact:trial-days}`); errors name the file and field
// (decisions 040 and 056).
import type { StandardSchemaV1 } from "@standard-schema/spec";
import { type Document, isAlias, isMap, isScalar, isSeq, parseDocument } from "yaml";
import type { z } from "zod";
import { copyRefs } from "../copy-refs.ts";
import type { PageContentName, pageContentSchemas } from "../page-content-schema.ts";
import { copyRefPattern, strayBrace } from "./braces.ts";

type Path = readonly (string | number)[];

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
        message: `repeats the text of "${earlier.join(".")}": write it once and refer to it (&name, then *name)`,
      };
    }
    seen.set(node.value, at);
  }
  return undefined;
}

/**
 * A file's YAML (`<<:` merges a mapping), or its problem for readableSchema. Page copy refuses a sentence written twice
 * and has its references resolved before its schema sees it.
 */
export function parseYaml(source: string, pageCopy = false): Record<string, unknown> {
  const document = parseDocument(source, { merge: true });
  const [error] = document.errors;
  const problem = error
    ? { path: [], message: `is not valid YAML: ${error.message.split("\n")[0] ?? ""}` }
    : aliasOrRepeat(document, pageCopy);
  if (problem) return { [notYaml]: problem };
  const data: unknown = document.toJS() ?? {};
  if (typeof data === "object" && data !== null && !Array.isArray(data)) {
    if (!pageCopy) return Object.fromEntries(Object.entries(data));
    try {
      return Object.fromEntries(Object.entries(data).map(([key, value]) => [key, withRefs(value, [key])]));
    } catch (problem) {
      return { [notYaml]: problem };
    }
  }
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

const refTables: Readonly<Record<string, Readonly<Record<string, string>>>> = copyRefs;

/** Replaces `{price:…}`, `{competitor:…}` and `{fact:…}`; any other braces left are an error (braces.ts). */
function resolveRefs(value: string, at: Path): string {
  function fail(message: string): never {
    throw { path: at, message } satisfies Problem;
  }
  const resolved = value.replace(copyRefPattern, (_, kind: string, refId: string) => {
    const table =
      (Object.hasOwn(copyRefs, kind) && refTables[kind]) ||
      fail(`refers to {${kind}:${refId}}, but only {price:…}, {competitor:…} and {fact:…} exist`);
    return table[refId] ?? fail(`refers to an unknown ${kind} "${refId}" (known: ${Object.keys(table).join(", ")})`);
  });
  if (/[{}]/.test(resolved.replace(/\{[a-z]+(?:-[a-z]+)*\}/g, ""))) fail(strayBrace);
  return resolved;
}

/** The value with every string resolved (resolveRefs). */
function withRefs(value: unknown, at: Path): unknown {
  if (typeof value === "string") return resolveRefs(value, at);
  if (Array.isArray(value)) return value.map((item, index) => withRefs(item, [...at, index]));
  if (value && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, withRefs(item, [...at, key])]));
  }
  return value;
}

/** What a file's module exports: its data as its schema gives it. */
export type PageContent = { [Name in PageContentName]: z.output<(typeof pageContentSchemas)[Name]> };
