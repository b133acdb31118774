import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter, Route, Routes } from "react-router";
import { expect, test } from "vitest";
import { blogLabels, examLabel, tagLabels } from "#app/catalog/content-labels";
import { listArticles } from "#app/server/content.server";
import { ArticleList } from "./article-list";
import {
  BlogFilters,
  filterArticles,
  filterOptions,
  filterSearch,
  noFilter,
  readFilter,
  useArticleFilter,
} from "./blog-filters";

const articles = listArticles();

function FilteredBlog() {
  const filter = useArticleFilter();
  const shown = filterArticles(articles, filter);
  const options = filterOptions(articles);
  return (
    <>
      <BlogFilters exams={options.exams} tags={options.tags} filter={filter} />
      <p role="status">{blogLabels.showing(shown.length)}</p>
      <ArticleList articles={shown} />
    </>
  );
}

function renderBlog(url: string) {
  render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path="/blog" element={<FilteredBlog />} />
      </Routes>
    </MemoryRouter>,
  );
}

function cardTitles() {
  return screen.getAllByRole("heading", { level: 2 }).map((heading) => heading.textContent);
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

test("an exam in the address shows only its articles and marks its filter as current", () => {
  renderBlog("/blog?exam=gre");
  const gre = articles.filter((article) => article.exams.includes("gre"));
  expect(cardTitles()).toEqual(gre.map((article) => article.title));
  const exams = screen.getByRole("navigation", { name: blogLabels.filterByExam });
  expect(within(exams).getByRole("link", { name: examLabel("gre") })).toHaveAttribute("aria-current", "true");
  expect(within(exams).getByRole("link", { name: blogLabels.allExams })).not.toHaveAttribute("aria-current");
  expect(screen.getByRole("status")).toHaveTextContent(blogLabels.showing(gre.length));
});

test("choosing a tag narrows the list, and 'All exams' keeps the tag", async () => {
  const user = userEvent.setup();
  renderBlog("/blog?exam=toefl");
  const tags = screen.getByRole("navigation", { name: blogLabels.filterByTag });
  await user.click(within(tags).getByRole("link", { name: tagLabels.writing }));
  expect(cardTitles()).toEqual(
    filterArticles(articles, { exam: "toefl", tag: "writing" }).map((article) => article.title),
  );

  const exams = screen.getByRole("navigation", { name: blogLabels.filterByExam });
  await user.click(within(exams).getByRole("link", { name: blogLabels.allExams }));
  expect(cardTitles()).toEqual(
    filterArticles(articles, { exam: null, tag: "writing" }).map((article) => article.title),
  );
});
