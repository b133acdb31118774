// Every content file states the exam formats of today: a figure a format change
// replaced appears only inside a what-changed note (issue 16).
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "vitest";
import { markdownFactText, supersededFigures, visibleFactText } from "#tests/support/superseded";

const contentDir = path.resolve(import.meta.dirname, "../../../content");

function markdownFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return markdownFiles(full);
    return entry.name.endsWith(".md") ? [full] : [];
  });
}

test.each(markdownFiles(contentDir).map((file) => [path.relative(contentDir, file), file]))(
  "content/%s states no superseded exam figure outside a what-changed note",
  (_name, file) => {
    expect(supersededFigures(markdownFactText(readFileSync(file, "utf8")))).toEqual([]);
  },
);

test("the finder sees old figures in text, tables and the 0–120 scale alone, and not inside notes", () => {
  expect(supersededFigures("The SHSAT has 57 math questions.").map((found) => found.change)).toEqual([
    "shsat-2026-adaptive",
  ]);
  expect(supersededFigures("| English | 75 | 45 | 36 seconds |")).not.toEqual([]);
  expect(supersededFigures("Scores run from 0–120.")).not.toEqual([]);
  expect(supersededFigures("A band from 1–6, shown beside a 0–120 total.")).toEqual([]);
  expect(
    supersededFigures(markdownFactText("> **What changed:** the SHSAT had 57 + 57 questions.\n\nNow 50.")),
  ).toEqual([]);
  expect(
    supersededFigures(visibleFactText('<main><aside data-what-changed=""><p>Before: 114 questions</p></aside></main>')),
  ).toEqual([]);
  expect(supersededFigures(visibleFactText("<main><p>Before: 114 questions</p></main>"))).not.toEqual([]);
});

// The walk over every pre-rendered page runs in e2e/exam-facts.spec.ts, after the build.
