import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "vitest";
import { articleFrontMatter, guideFrontMatter } from "#app/lib/content-schema";
import { ContentError, countWords, parseContentFile, readCollection, readingMinutes } from "./content-files.server";

const validArticle = `---
title: "A perfectly ordinary article title"
description: "A description long enough to be shown in search results for this article."
date: 2025-03-04
author: Examwise editorial team
exams: [toefl]
tags: [speaking]
---

Some text.
`;

function parseArticle(source: string, file = "content/blog/some-article.md") {
  return parseContentFile(file, source, articleFrontMatter);
}

function errorOf(run: () => unknown): ContentError {
  try {
    run();
  } catch (error) {
    if (error instanceof ContentError) return error;
    throw error;
  }
  throw new Error("expected a ContentError");
}

test("a valid file gives its slug, its validated front-matter with defaults, and its body", () => {
  const entry = parseArticle(validArticle);
  expect(entry.slug).toBe("some-article");
  expect(entry.data).toMatchObject({ date: "2025-03-04", exams: ["toefl"], lang: "en" });
  expect(entry.body.trim()).toBe("Some text.");
  expect(entry.bodyLineOffset).toBe(8);
});

test("a missing field is named together with the file", () => {
  const error = errorOf(() => parseArticle(validArticle.replace("author: Examwise editorial team\n", "")));
  expect(error.message).toMatch(/^content\/blog\/some-article\.md: front-matter field "author"/);
  expect(error.file).toBe("content/blog/some-article.md");
});

test("an impossible date, an unknown tag and an unknown field are each reported", () => {
  for (const date of ["2025-02-30", "2025-13-14"]) {
    expect(errorOf(() => parseArticle(validArticle.replace("2025-03-04", date))).message).toContain(
      'field "date" is not a real date',
    );
  }
  expect(errorOf(() => parseArticle(validArticle.replace("[speaking]", "[speeking]"))).message).toContain(
    'field "tags.0"',
  );
  expect(errorOf(() => parseArticle(validArticle.replace("tags:", "tagz: [x]\ntags:"))).message).toMatch(/tagz/);
});

test("an update earlier than the publication date is refused", () => {
  const error = errorOf(() =>
    parseArticle(validArticle.replace("date: 2025-03-04", "date: 2025-03-04\nupdated: 2025-01-01")),
  );
  expect(error.message).toContain('field "updated" is earlier than date');
});

test("a file without front-matter, with broken YAML or with a bad name is refused", () => {
  expect(errorOf(() => parseArticle("Just text")).message).toContain("has no front-matter");
  expect(errorOf(() => parseArticle("---\ntitle: [unclosed\n---\nText")).message).toContain("not valid YAML");
  expect(errorOf(() => parseArticle(validArticle, "content/blog/Bad Name.md")).message).toContain("must be a slug");
});

test("a collection is read from its folder, and a bad file stops it with the file's path", () => {
  const root = mkdtempSync(path.join(tmpdir(), "content-"));
  mkdirSync(path.join(root, "guides"));
  const guide = (exam: string) =>
    `---\ntitle: "A study guide with a title"\ndescription: "A description that is long enough for search results to show."\nexam: ${exam}\nupdated: 2025-01-01\nauthor: Examwise team\norder: 1\n---\nText\n`;
  writeFileSync(path.join(root, "guides", "b-guide.md"), guide("gre"));
  writeFileSync(path.join(root, "guides", "a-guide.md"), guide("act"));
  writeFileSync(path.join(root, "guides", "notes.txt"), "not content");
  expect(readCollection("guides", guideFrontMatter, { root }).map((entry) => entry.slug)).toEqual([
    "a-guide",
    "b-guide",
  ]);

  writeFileSync(path.join(root, "guides", "c-guide.md"), guide("gmat"));
  const error = errorOf(() => readCollection("guides", guideFrontMatter, { root }));
  expect(error.file).toMatch(/guides\/c-guide\.md$/);
  expect(error.message).toContain('front-matter field "exam"');
});

test("reading time counts words, link targets excluded, and is at least a minute", () => {
  expect(countWords("## A title\n\nOne [two](/three-four) five, six.")).toBe(6);
  expect(countWords("한국어 문장도 단어로 셉니다.")).toBe(4);
  expect(readingMinutes(0)).toBe(1);
  expect(readingMinutes(1000)).toBe(5);
});
