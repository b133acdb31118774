import { expect, test } from "vitest";
import { articlePath, examLandingPath, guidePath, isArticlePath, rssPath } from "./content-paths";

test("articles and guides are recognised by their address; lists, hubs and the feed are not", () => {
  expect(isArticlePath(articlePath("some-article"))).toBe(true);
  expect(isArticlePath(guidePath("toefl"))).toBe(true);
  expect(isArticlePath(`${articlePath("some-article")}/`)).toBe(true);
  for (const path of ["/blog", "/study-guides", "/blog/english-resources", rssPath, "/blog/a/b"]) {
    expect(isArticlePath(path), path).toBe(false);
  }
});

test("an article sends readers to an exam's landing page, or to its exam page when the landing is pricing", () => {
  expect(examLandingPath({ route: "/toefl", examPage: "/exams/toefl" })).toBe("/toefl");
  expect(examLandingPath({ route: "/pricing", examPage: "/exams/gre" })).toBe("/exams/gre");
});
