import { pages } from "#app/catalog/pages";
import { ArticleList } from "#app/components/sections/article-list";
import { PageIntro } from "#app/components/sections/page-intro";
import { buildMeta } from "#app/lib/meta";
import { listArticles } from "#app/server/content.server";
import type { Route } from "./+types/highschoolentrance-blog";

export function loader() {
  return { articles: listArticles().filter((article) => article.exams.includes("cps")) };
}

export const meta = () => buildMeta(pages.highschoolentranceBlog);

export default function CpsBlogPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageIntro page={pages.highschoolentranceBlog} />
      <div className="mx-auto max-w-6xl px-4 pb-16">
        <ArticleList articles={loaderData.articles} />
      </div>
    </>
  );
}
