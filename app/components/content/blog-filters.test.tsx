import { render, screen, within } from "@testing-library/react";
import { expect, test } from "vitest";
import { blogLabels, examLabel, tagLabels } from "#app/catalog/content/content-labels";
import { listArticles } from "#app/server/content.server";
import {
  type ArticleFilter,
  BlogFilters,
  filterArticles,
  filterOptions,
  filterSearch,
  noFilter,
  readFilter,
} from "./blog-filters";

const articles = listArticles();

function renderFilters(filter: ArticleFilter) {
  const options = filterOptions(articles);
  render(<BlogFilters path="/blog" exams={options.exams} tags={options.tags} filter={filter} />);
  return {
    exams: screen.getByRole("navigation", { name: blogLabels.filterByExam }),
    tags: screen.getByRole("navigation", { name: blogLabels.filterByTag }),
  };
}

test("a filter is read from the query string, ignoring values that are not exams or tags", () => {
  expect(readFilter(new URLSearchParams("exam=gre&tag=writing"))).toEqual({ exam: "gre", tag: "writing" });
  expect(readFilter(new URLSearchParams("exam=gmat&tag=cooking"))).toEqual(noFilter);
  expect(filterSearch({ exam: "gre", tag: "writing" })).toBe("?exam=gre&tag=writing");
  expect(filterSearch(noFilter)).toBe("");
});

test("filtering keeps the articles with both the exam and the tag, in their order", () => {
  const shown = filterArticles(articles, { exam: "toefl", tag: "writing" });
  expect(shown.length).toBeGreaterThan(0);
  expect(shown).toEqual(
    articles.filter((article) => article.exams.includes("toefl") && article.tags.includes("writing")),
  );
  expect(filterArticles(articles, noFilter)).toEqual(articles);
});

test("the filter offers only exams and tags some article has", () => {
  const options = filterOptions(articles);
  for (const exam of options.exams) expect(articles.some((article) => article.exams.includes(exam))).toBe(true);
  for (const tag of options.tags) expect(articles.some((article) => article.tags.includes(tag))).toBe(true);
});

test("the current exam's link is marked as current, and 'All' is not", () => {
  const { exams, tags } = renderFilters({ exam: "gre", tag: null });
  expect(within(exams).getByRole("link", { name: examLabel("gre") })).toHaveAttribute("aria-current", "true");
  expect(within(exams).getByRole("link", { name: blogLabels.allExams })).not.toHaveAttribute("aria-current");
  expect(within(tags).getByRole("link", { name: blogLabels.allTags })).toHaveAttribute("aria-current", "true");
});

test("the filter links are addresses of the list that keep the other filter", () => {
  const { exams, tags } = renderFilters({ exam: "toefl", tag: "writing" });
  expect(within(exams).getByRole("link", { name: blogLabels.allExams })).toHaveAttribute("href", "/blog?tag=writing");
  expect(within(exams).getByRole("link", { name: examLabel("gre") })).toHaveAttribute(
    "href",
    "/blog?exam=gre&tag=writing",
  );
  expect(within(tags).getByRole("link", { name: blogLabels.allTags })).toHaveAttribute("href", "/blog?exam=toefl");
  expect(within(tags).getByRole("link", { name: tagLabels.writing })).toHaveAttribute(
    "href",
    "/blog?exam=toefl&tag=writing",
  );
});

test("with no filter, 'All' leads to the list's own address", () => {
  const { exams } = renderFilters(noFilter);
  expect(within(exams).getByRole("link", { name: blogLabels.allExams })).toHaveAttribute("href", "/blog");
});
