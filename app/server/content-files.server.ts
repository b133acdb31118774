// Reads a collection of Markdown files under content/ and validates each
// file's front-matter with a zod schema. A bad file stops the build with an
// error naming the file and the field (docs/content-authoring.md).
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { parse as parseYaml } from "yaml";
import type { z } from "zod";

/** content/ of the project: every command (build, server, tests) runs from the project root. */
export const contentRoot = path.resolve(process.cwd(), "content");

export class ContentError extends Error {
  readonly file: string;
  constructor(file: string, message: string) {
    super(`${file}: ${message}`);
    this.name = "ContentError";
    this.file = file;
  }
}

/** The error for a page whose body should be a file of `folder` with `page: {page}` in its front-matter. */
export const missingPageFile = (folder: string, page: string) =>
  new ContentError(folder, `no file has front-matter "page: ${page}"`);

export type ContentFile<Data> = {
  /** The file name without `.md`: the last segment of the page's address. */
  slug: string;
  /** Path from the project root, for error messages. */
  file: string;
  data: Data;
  /** The Markdown after the front-matter. */
  body: string;
  /** Lines before the body, so errors in the body can name the line of the file. */
  bodyLineOffset: number;
};

const frontMatterBlock = /^---\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)/;
const slugPattern = /^[a-z0-9]+(-[a-z0-9]+)*$/;

function describeIssue(issue: z.core.$ZodIssue): string {
  const field = issue.path.map(String).join(".");
  return field ? `front-matter field "${field}" ${issue.message}` : `front-matter ${issue.message}`;
}

/** Splits and validates one file; `file` only names it in errors. */
export function parseContentFile<Schema extends z.ZodType>(
  file: string,
  source: string,
  schema: Schema,
): ContentFile<z.output<Schema>> {
  const slug = path.basename(file, ".md");
  if (!slugPattern.test(slug)) {
    throw new ContentError(file, "the file name must be a slug: lower-case words joined by hyphens, ending in .md");
  }
  const match = frontMatterBlock.exec(source);
  if (!match) throw new ContentError(file, "has no front-matter (a block between two --- lines at the top)");
  let raw: unknown;
  try {
    raw = parseYaml(match[1] ?? "");
  } catch (error) {
    throw new ContentError(file, `front-matter is not valid YAML: ${error instanceof Error ? error.message : error}`);
  }
  const result = schema.safeParse(raw ?? {});
  if (!result.success) throw new ContentError(file, result.error.issues.map(describeIssue).join("; "));
  const body = source.slice(match[0].length);
  if (body.trim() === "") throw new ContentError(file, "has no text after the front-matter");
  const bodyLineOffset = match[0].split("\n").length - 1;
  return { slug, file, data: result.data, body, bodyLineOffset };
}

/**
 * Every `.md` file of `content/{collection}/`, validated with `schema`, sorted by
 * slug. Read on every call (a few small files): dev sees edits on reload.
 */
export function readCollection<Schema extends z.ZodType>(
  collection: string,
  schema: Schema,
  { root = contentRoot }: { root?: string } = {},
): ContentFile<z.output<Schema>>[] {
  const directory = path.join(root, collection);
  return readdirSync(directory)
    .filter((name) => name.endsWith(".md"))
    .sort()
    .map((name) => {
      const absolute = path.join(directory, name);
      const file = path.relative(process.cwd(), absolute) || absolute;
      return parseContentFile(file, readFileSync(absolute, "utf8"), schema);
    });
}

/** Words in a Markdown text: runs of letters or digits, which also counts Korean words (eojeol). */
export function countWords(markdown: string): number {
  const text = markdown
    .replace(/\]\([^)]*\)/g, "]") // link targets are not read
    .replace(/[#>*_`|[\]-]/g, " ");
  return text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

/** Minutes at an unhurried 200 words a minute, never less than one. */
export function readingMinutes(wordCount: number): number {
  return Math.max(1, Math.round(wordCount / 200));
}
