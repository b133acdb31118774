// Resolves what a page-copy schema cannot see (`use: tutor`, `{price:toefl-6m}`, `{fact:trial-days}`)
// and refuses a sentence written twice in a file; errors name the file and field (decision 040).
import type { StandardSchemaV1 } from "@standard-schema/spec";
import { parse } from "yaml";
import type { z } from "zod";
import { type CopyRefKind, copyRefs } from "../copy-refs.ts";
import { comparisonTables, type PageContentName, type pageContentSchemas } from "../page-content-schema.ts";
import { audienceResolvers } from "./audience.ts";
import { copyRefPattern, strayBrace } from "./braces.ts";
import { resolveConsent } from "./consent.ts";
import { resolveExamFeatures, resolveExamPages, resolveExamSteps, resolveSharedTitles } from "./exam-pages.ts";
import { byKey, resolveUses } from "./fields.ts";
import { resolveMessages } from "./messages.ts";
import { resolveNavigation } from "./navigation.ts";
import { resolveNewsletter } from "./newsletter.ts";
import { resolvePages } from "./pages.ts";
import { resolveSocialCards } from "./social-cards.ts";

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

/** Where parseYaml leaves the parser's message for the schema check to report. */
export const notYaml = "~notYaml";

/** A file's YAML, or the parser's message for readableSchema (the library drops parser errors at start). */
export function parseYaml(source: string): Record<string, unknown> {
  try {
    const data: unknown = parse(source) ?? {};
    if (typeof data === "object" && data !== null && !Array.isArray(data))
      return Object.fromEntries(Object.entries(data));
    return { [notYaml]: "the file must be fields, one `name: value` per line" };
  } catch (error) {
    return { [notYaml]: error instanceof Error ? (error.message.split("\n")[0] ?? "") : String(error) };
  }
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
        if (value && typeof value === "object" && notYaml in value) {
          return { issues: [{ message: `is not valid YAML: ${String(value[notYaml])}` }] };
        }
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

/** Every string of a value, with its path. */
function* strings(value: unknown, at: Path = []): Generator<{ at: Path; text: string }> {
  if (typeof value === "string") yield { at, text: value };
  else if (Array.isArray(value)) for (const [index, item] of value.entries()) yield* strings(item, [...at, index]);
  else if (value && typeof value === "object") {
    for (const [key, item] of Object.entries(value)) yield* strings(item, [...at, key]);
  }
}

/** Words for people, not ids or short labels: four words or more. */
const isSentence = (text: string) => text.split(/\s+/).length >= 4;

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
type Fail = (at: Path, message: string) => never;

/** A comparison cell that is one of these is a mark; any other text is shown as written. */
const marks = ["yes", "no", "partial"] as const;

/** Each file's resolver; what it returns is the type of the file's generated module. */
const resolvers = {
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
    return { questions: data.questions, shared: data.shared, ...byKey(["home", "cps", "toefl", "shsat"], list) };
  },
  testimonials: (data) => data,
  features: (written, fail) => {
    const data = resolveSharedTitles(written, fail);
    return {
      ...data,
      home: resolveUses(data.home, data.common, ["home"], "common", fail),
      whyChoose: resolveUses(data.whyChoose, data.common, ["whyChoose"], "common", fail),
      ...resolveExamFeatures(data, fail),
    };
  },
  comparisons: (data, fail) => ({
    rowLabels: data.rowLabels,
    ...byKey(comparisonTables, (table) => ({
      ...data[table],
      rows: data[table].rows.map((row, index) => ({
        feature:
          "use" in row
            ? (data.rowLabels[row.use] ??
              fail([table, "rows", index, "use"], `refers to "${row.use}", which is not under rowLabels:`))
            : row.feature,
        cells: row.cells.map((cell) => marks.find((mark) => mark === cell) ?? { text: cell }),
      })),
    })),
  }),
  steps: (written, fail) => {
    const data = resolveSharedTitles(written, fail);
    return {
      ...data,
      home: resolveUses(data.home, data.shared, ["home"], "shared", fail),
      ...resolveExamSteps(data, fail),
    };
  },
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
  "toefl-score-converter": (data) => data,
} satisfies { [Name in PageContentName]: (data: Data<Name>, fail: Fail) => unknown };

/** What a file's module exports once its references are resolved. */
export type PageContent = { [Name in PageContentName]: ReturnType<(typeof resolvers)[Name]> };

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
  // Duplicates are checked in the file as written, before shared entries are copied to where they are used.
  const seen = new Map<string, Path>();
  for (const { at, text } of strings(data)) {
    const earlier = seen.get(text);
    if (earlier && isSentence(text)) {
      fail(at, `repeats the text of "${describePath(earlier)}": write it once and refer to it`);
    }
    seen.set(text, at);
  }
  const withRefs = mapStrings(data, [], (text, at) => resolveRefs(text, (message) => fail(at, message)));
  const resolve = resolvers[name] as (data: unknown, fail: Fail) => PageContent[Name];
  return resolve(withRefs, fail);
}
