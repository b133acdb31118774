// Blanks in page copy (app/catalog/content-schemas/braces.ts): a sentence the
// page completes as it is drawn must keep each of its blanks, and a blank where
// the field has none is a typo. The cases break the real content-labels.yml.
import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "vitest";
import { articleLabels, blogLabels } from "#app/catalog/content/content-labels";
import { checkPageCopy } from "#tests/support/content-pages-check";

const contentPagesDir = path.resolve(import.meta.dirname, "../../../content/pages");

const file = "content/pages/content-labels.yml";
const original = readFileSync(path.join(contentPagesDir, "content-labels.yml"), "utf8");

/** Checks the file with the line `from` replaced by `to`. */
function broken(from: string, to: string) {
  const lines = original.split("\n");
  const index = lines.indexOf(from);
  expect(index, `content-labels.yml has the line ${from}`).toBeGreaterThanOrEqual(0);
  lines[index] = to;
  return { parse: () => checkPageCopy("content-labels", lines.join("\n")) };
}

test("the real sentences are completed as the page is drawn", () => {
  expect(articleLabels.en.readingTime(5)).toMatch(/^5 \D/);
  expect(articleLabels.ko.readingTime(5)).toMatch(/^5\D/);
  expect(blogLabels.showing(3)).toMatch(/\b3\b/);
  expect(blogLabels.showing(1)).toBe(blogLabels.showingOne);
  expect(articleLabels.en.examCta("TOEFL")).toContain("TOEFL");
});

test("a sentence that lost its blank names the blank it needs", () => {
  const { parse } = broken('    readingTime: "{minutes} min read"', "    readingTime: a short read");
  expect(parse).toThrow(`${file}:\n- article,en,readingTime: must say where {minutes} goes`);
});

test("a misspelt blank is an error that lists the field's blanks", () => {
  const { parse } = broken("  showingMany: Showing {count} articles", "  showingMany: Showing {cuont} articles");
  expect(parse).toThrow(`${file}:\n- blog,showingMany: `);
  expect(parse).toThrow("has a brace that is not a reference or one of its blanks ({count})");
});

test("a blank in a field that has none is a brace that is not a reference", () => {
  const { parse } = broken(
    "  noMatch: No articles match these filters yet.",
    "  noMatch: No {count} articles match these filters yet.",
  );
  expect(parse).toThrow(`${file}:\n- blog,noMatch: has a brace that is not a reference`);
});
