import { expect, test } from "vitest";
import { compareVisibleText, pagePath, visibleText } from "./visible-text";

function page(body: string, head = ""): Document {
  return new DOMParser().parseFromString(`<html><head>${head}</head><body>${body}</body></html>`, "text/html");
}

test("the visible text is the title, the description and the body's blocks, one line each", () => {
  const document = page(
    "<h1>Exam  prep</h1><p>Start <strong>today</strong>.</p><img alt='A cap' src='/x.svg'><script>var a = 1</script>",
    "<title>Home</title><meta name='description' content='The description'>",
  );
  expect(visibleText(document)).toEqual([
    "title: Home",
    "description: The description",
    "Exam prep",
    "Start today.",
    "[image: A cap]",
  ]);
});

test("hidden elements, styles, templates and icons are not read", () => {
  const document = page(
    "<p hidden>Secret</p><style>p{}</style><template><p>Later</p></template><svg><title>Icon</title></svg><p>Seen</p>",
  );
  expect(visibleText(document)).toEqual(["Seen"]);
});

test("a changed line is shown removed and added, other pages are not listed", () => {
  const baseline = { "/": ["a", "b", "c"], "/about": ["x"] };
  expect(compareVisibleText(baseline, { "/": ["a", "B", "c"], "/about": ["x"] })).toEqual([
    { page: "/", lines: ["@@ line 2", "- b", "+ B"] },
  ]);
  expect(compareVisibleText(baseline, baseline)).toEqual([]);
});

test("a page missing from the build or from the baseline is a difference", () => {
  expect(compareVisibleText({ "/": ["a"] }, { "/new": ["a"] }).map(({ page }) => page)).toEqual(["/", "/new"]);
});

test("a pre-rendered file's page path", () => {
  expect(pagePath("index.html")).toBe("/");
  expect(pagePath("study-guides/toefl/index.html")).toBe("/study-guides/toefl");
});
