// What the pages rely on of the content (the whole-collection checks: content-check.test.ts).
import { expect, test } from "vitest";
import { articleLabels } from "#app/catalog/content/content-labels";
import { examChooser } from "#app/catalog/exams";
import { siteUrl } from "#app/catalog/links";
import { articlePath } from "#app/lib/content-paths";
import { blogPostingJsonLd } from "#app/server/seo/json-ld.server";
import { formatContentDate, getArticle, getGuide, getResourcePage, listArticles, listGuides } from "./content.server";

test("articles cover every exam we write about, including the two Korean articles", () => {
  const articles = listArticles();
  for (const exam of ["toefl", "cps", "shsat", "hspt", "gre", "act", "ielts"] as const) {
    expect(
      articles.some((article) => article.exams.includes(exam)),
      exam,
    ).toBe(true);
  }
  const korean = articles.filter((article) => article.lang === "ko");
  expect(korean.map((article) => article.tags)).toEqual(
    expect.arrayContaining([expect.arrayContaining(["writing", "templates"]), expect.arrayContaining(["test-choice"])]),
  );
});

test("there is a study guide for every exam of the chooser, and for ACT", () => {
  const exams = listGuides().map((guide) => guide.exam);
  for (const choice of examChooser.filter((exam) => exam.available)) expect(exams).toContain(choice.id);
  expect(exams).toContain("act");
});

test("the blog lists articles newest first, with dates written on the server", () => {
  const articles = listArticles();
  const dates = articles.map((article) => article.date);
  expect(dates).toEqual([...dates].sort().reverse());
  expect(articles[0]?.dateLabel).toMatch(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/);
  expect(formatContentDate("2025-04-15", "ko")).toBe("2025년 4월 15일");
});

test("an article page has its HTML, related articles on the same exam, and its translation", async () => {
  const korean = listArticles().find((article) => article.lang === "ko" && article.tags.includes("test-choice"));
  const page = korean ? await getArticle(korean.slug) : null;
  expect(page?.article.html).toContain("<h2");
  expect(page?.article.translation?.lang).toBe("en");
  expect(page?.related.length).toBeGreaterThan(0);
  for (const related of page?.related ?? []) {
    expect(related.slug).not.toBe(korean?.slug);
    expect(related.path).not.toBe(page?.article.translation?.path);
    const sharesExam = related.exams.some((exam) => korean?.exams.includes(exam));
    expect(sharesExam || related.tags.some((tag) => korean?.tags.includes(tag))).toBe(true);
  }

  const original = page?.article.translation
    ? await getArticle(page.article.translation.path.split("/").at(-1) ?? "")
    : null;
  expect(original?.article.translation?.path).toBe(korean?.path);
});

test("an unknown article or guide is null, so the page answers 404", async () => {
  expect(await getArticle("not-an-article")).toBeNull();
  expect(await getGuide("not-a-guide")).toBeNull();
});

test("an article's BlogPosting data matches what the page shows", async () => {
  const [newest] = listArticles();
  const page = newest ? await getArticle(newest.slug) : null;
  if (!page) throw new Error("no article");
  const data = blogPostingJsonLd(page.article);
  expect(data).toMatchObject({
    "@type": "BlogPosting",
    headline: page.article.title,
    datePublished: page.article.date,
    url: siteUrl(articlePath(page.article.slug)),
    author: { "@type": "Organization", name: page.article.author },
  });
  expect(articleLabels.en.readingTime(page.article.readingMinutes)).toMatch(/^\d+ min read$/);
});

test("each language of the resources page has its own text in that language", async () => {
  const korean = await getResourcePage("resourcesKorean");
  const hindi = await getResourcePage("resourcesHindi");
  expect(korean.lang).toBe("ko");
  expect(korean.html).toMatch(/[\uAC00-\uD7A3]/);
  expect(hindi.lang).toBe("hi");
  expect(hindi.html).toMatch(/[\u0900-\u097F]/);
});
