import { Rss } from "lucide-react";
import type { ShouldRevalidateFunctionArgs } from "react-router";
import { blogLabels } from "#app/catalog/content-labels";
import { pages } from "#app/catalog/pages";
import { ArticleList } from "#app/components/sections/article-list";
import { BlogFilters, filterArticles, filterOptions, useArticleFilter } from "#app/components/sections/blog-filters";
import { PageIntro } from "#app/components/sections/page-intro";
import { rssPath } from "#app/lib/content-paths";
import { pageData } from "#app/lib/meta";
import { listArticles } from "#app/server/content.server";
import type { Route } from "./+types/blog-index";

export function loader() {
  const articles = listArticles();
  const page = pages.blog;
  return {
    ...pageData(page, {
      extra: [{ tagName: "link", rel: "alternate", type: "application/rss+xml", title: page.title, href: rssPath }],
    }),
    articles,
  };
}

// Filtering happens in the browser on data it already has: a new query string needs no new data.
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate;
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

export default function BlogIndexPage({ loaderData }: Route.ComponentProps) {
  const { page, articles } = loaderData;
  const filter = useArticleFilter();
  const shown = filterArticles(articles, filter);
  const options = filterOptions(articles);
  return (
    <>
      <PageIntro page={page} />
      <div className="mx-auto max-w-6xl px-4 pb-16">
        <BlogFilters exams={options.exams} tags={options.tags} filter={filter} />
        <div className="mt-8 flex flex-wrap items-center justify-between gap-3">
          <p role="status" className="text-sm font-medium text-muted">
            {blogLabels.showing(shown.length)}
          </p>
          <a
            href={rssPath}
            className="inline-flex items-center gap-1 text-sm font-medium text-primary-700 hover:underline"
          >
            <Rss aria-hidden="true" className="size-4" />
            {blogLabels.rssFeed}
          </a>
        </div>
        <div className="mt-4">
          {shown.length > 0 ? (
            <ArticleList articles={shown} />
          ) : (
            <p className="rounded-card border border-line bg-canvas p-8 text-center text-muted">
              {blogLabels.noMatch}{" "}
              <a href={page.path} className="font-medium text-primary-700 underline">
                {blogLabels.clearFilters}
              </a>
            </p>
          )}
        </div>
      </div>
    </>
  );
}
