// Every content file states the exam formats of today: a figure a format change
// replaced appears only inside a what-changed note (issue 16).
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { markdownFactText, supersededFigures, visibleFactText } from "#tests/support/superseded";

import { examChanges, formatOnDate, whichVersionFromQuery } from "./exam-changes";

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

describe("which version is in force on a test date", () => {
  test("a date on or after a change gets the format the change brought in, the day before gets the earlier one", () => {
    for (const change of examChanges) {
      const answer = formatOnDate(change.exam, change.effectiveFrom);
      expect(answer.kind).toBe("current");
      if (answer.kind === "current") expect(answer.change.id).toBe(change.id);
      const dayBefore = new Date(Date.parse(`${change.effectiveFrom}T00:00:00Z`) - 86_400_000)
        .toISOString()
        .slice(0, 10);
      const earlier = formatOnDate(change.exam, dayBefore);
      expect(earlier.kind === "earlier" || (earlier.kind === "current" && earlier.change.id !== change.id)).toBe(true);
    }
  });

  test("the TOEFL of March 2024 is the shorter format of July 2023, and of March 2026 the band format", () => {
    const spring2024 = formatOnDate("toefl", "2024-03-14");
    expect(spring2024.kind === "current" && spring2024.change.effectiveFrom).toBe("2023-07-26");
    const spring2026 = formatOnDate("toefl", "2026-03-14");
    expect(spring2026.kind === "current" && spring2026.change.effectiveFrom).toBe("2026-01-21");
  });

  test("an exam with no recorded change answers with its page's format", () => {
    expect(formatOnDate("hspt", "2026-12-01")).toEqual({ kind: "noChange" });
  });

  test("the address is read, and a wrong exam or date is a message, not an answer", () => {
    const read = (query: string) => whichVersionFromQuery(new URLSearchParams(query));
    expect(read("").kind).toBe("empty");
    expect(read("exam=cps&date=2026-10-20")).toMatchObject({ kind: "answer", exam: "cps" });
    expect(read("exam=cps&date=2026-10-20").kind === "answer" && read("exam=cps&date=2026-10-20")).toMatchObject({
      announcements: [{ id: "cps-2026-new-test" }],
    });
    expect(read("exam=ielts&date=2026-10-20")).toMatchObject({ kind: "invalid", errors: { exam: "examMissing" } });
    expect(read("exam=gre&date=2026-02-30")).toMatchObject({ kind: "invalid", errors: { date: "dateInvalid" } });
    expect(read("exam=gre")).toMatchObject({ kind: "invalid", errors: { date: "dateMissing" } });
  });
});
