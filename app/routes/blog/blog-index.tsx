import { Rss } from "lucide-react";
import { redirect } from "react-router";
import { blogLabels } from "#app/catalog/content/content-labels";
import { pages } from "#app/catalog/pages.server";
import { ArticleList } from "#app/components/content/article-list";
import {
  BlogFilters,
  filterArticles,
  filterOptions,
  filterSearch,
  readFilter,
} from "#app/components/content/blog-filters";
import { IntroPage } from "#app/components/sections/page-intro";
import { rssPath } from "#app/lib/content-paths";
import { listArticles } from "#app/server/content.server";
import { pageData } from "#app/server/seo/meta.server";
import type { Route } from "./+types/blog-index";

/** With ?exam= or ?tag= the server renders the filtered list per request; the canonical stays /blog. */
export function loader({ request }: Route.LoaderArgs) {
  const articles = listArticles();
  const page = pages.blog;
  const params = new URL(request.url).searchParams;
  const filter = readFilter(params);
  // An exam or topic the blog does not have: the list without it, instead of rendering the whole list per request.
  if ((params.has("exam") && !filter.exam) || (params.has("tag") && !filter.tag)) {
    throw redirect(`${page.path}${filterSearch(filter)}`, 302);
  }
  return {
    ...pageData(page, {
      extra: [{ tagName: "link", rel: "alternate", type: "application/rss+xml", title: page.title, href: rssPath }],
    }),
    filter,
    options: filterOptions(articles),
    shown: filterArticles(articles, filter),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

export default function BlogIndexPage({ loaderData: { page, filter, options, shown } }: Route.ComponentProps) {
  return (
    <IntroPage page={page} className="mx-auto max-w-6xl px-4 pb-16">
      <BlogFilters path={page.path} exams={options.exams} tags={options.tags} filter={filter} />
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
    </IntroPage>
  );
}
