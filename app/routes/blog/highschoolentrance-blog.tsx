import { pointsCalculatorCopy, pointsCalculatorLink } from "#app/catalog/cps-points";
import { pages } from "#app/catalog/pages";
import { ArticleList } from "#app/components/sections/article-list";
import { CtaLink } from "#app/components/sections/cta-link";
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
      <PageIntro page={pages.highschoolentranceBlog}>
        <p className="mt-4 text-muted">
          {pointsCalculatorCopy.blogLead}{" "}
          <CtaLink appearance="text" action={pointsCalculatorLink.action} section="cps_blog_intro" />
        </p>
      </PageIntro>
      <div className="mx-auto max-w-6xl px-4 pb-16">
        <ArticleList articles={loaderData.articles} />
      </div>
    </>
  );
}
