// Issue 19: words are written once. A sentence two pages share is one entry
// that both refer to, so rewording it cannot leave the other page behind. This
// reads every string of app/ (the catalog, components, routes, lib, server and
// vite folders) as written in the source, and every text of the page-copy
// files content/pages/*.yml (a shared entry is written once, however often it
// is shown).
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { expect, test } from "vitest";
import { isScalar, LineCounter, parseDocument, visit } from "yaml";
import { homeTestimonials } from "./testimonials";

const appDir = path.resolve(import.meta.dirname, "..");
const folders = ["catalog", "components", "routes", "lib", "server", "vite"];
const contentPagesDir = path.resolve(appDir, "../content/pages");

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

/** A class name or path: lowercase, with a hyphen, colon or slash (`text-ink`, `sm:p-6`, `/blog`). */
const codeWord = /^[a-z0-9.%![\]]*[-:/][a-z0-9.%![\]:/-]*$/;

/** Words for people: several words, most of them not class names or paths. */
function isCopy(text: string): boolean {
  const words = text.split(" ");
  const codeLike = words.filter((word) => codeWord.test(word));
  return text.length >= 30 && words.length >= 4 && codeLike.length * 2 < words.length;
}

function copyIn(file: string): { text: string; at: string }[] {
  const source = ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest, true);
  const found: { text: string; at: string }[] = [];
  const visit = (node: ts.Node) => {
    if (
      ts.isStringLiteral(node) ||
      ts.isNoSubstitutionTemplateLiteral(node) ||
      ts.isTemplateHead(node) ||
      ts.isTemplateMiddle(node) ||
      ts.isTemplateTail(node) ||
      ts.isJsxText(node)
    ) {
      const text = node.text.replace(/\s+/g, " ").trim();
      if (isCopy(text)) {
        const { line } = source.getLineAndCharacterOfPosition(node.getStart());
        found.push({ text, at: `${path.relative(appDir, file)}:${line + 1}` });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

function copyInContentFile(file: string): { text: string; at: string }[] {
  const lines = new LineCounter();
  const document = parseDocument(readFileSync(file, "utf8"), { lineCounter: lines });
  const found: { text: string; at: string }[] = [];
  visit(document, {
    Pair(_, pair) {
      if (!isScalar(pair.value) || typeof pair.value.value !== "string") return;
      const text = pair.value.value.replace(/\s+/g, " ").trim();
      const start = pair.value.range?.[0] ?? 0;
      if (isCopy(text)) found.push({ text, at: `${path.relative(appDir, file)}:${lines.linePos(start).line}` });
    },
  });
  return found;
}

const contentFiles = () =>
  readdirSync(contentPagesDir)
    .filter((name) => name.endsWith(".yml"))
    .map((name) => path.join(contentPagesDir, name));

// Parses every source file: seconds on a busy machine, more than the default 5 s.
test("no sentence of app/ or of the page-copy files is written twice", { timeout: 30_000 }, () => {
  const places = new Map<string, string[]>();
  for (const file of folders.flatMap((folder) => sourceFiles(path.join(appDir, folder)))) {
    for (const { text, at } of copyIn(file)) places.set(text, [...(places.get(text) ?? []), at]);
  }
  for (const file of contentFiles()) {
    for (const { text, at } of copyInContentFile(file)) places.set(text, [...(places.get(text) ?? []), at]);
  }
  expect(places.size).toBeGreaterThan(500);
  const repeated = [...places].filter(([, at]) => at.length > 1).map(([text, at]) => `${text} (${at.join(", ")})`);
  expect(repeated).toEqual([]);
});

test("the page-copy files are read, every entry with its line", () => {
  const found = contentFiles().flatMap(copyInContentFile);
  expect(found.map(({ text }) => text)).toContain(homeTestimonials[0]?.quote);
  expect(found.every(({ at }) => /^\.\.\/content\/pages\/[a-z-]+\.yml:\d+$/.test(at))).toBe(true);
});
