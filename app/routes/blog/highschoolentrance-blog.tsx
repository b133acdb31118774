import { pages } from "#app/catalog/pages.server";
import { pointsCalculatorLink } from "#app/catalog/points-calculator-link";
import { ArticleList } from "#app/components/content/article-list";
import { CtaLink } from "#app/components/sections/cta-link";
import { PageIntro } from "#app/components/sections/page-intro";
import { listArticles } from "#app/server/content.server";
import { pageData } from "#app/server/seo/meta.server";
import { blogLead } from "#content/pointsCalculator";
import type { Route } from "./+types/highschoolentrance-blog";

export function loader() {
  return {
    ...pageData(pages.highschoolentranceBlog),
    articles: listArticles().filter((article) => article.exams.includes("cps")),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

export default function CpsBlogPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageIntro page={loaderData.page}>
        <p className="mt-4 text-muted">
          {blogLead} <CtaLink appearance="text" action={pointsCalculatorLink.action} section="cps_blog_intro" />
        </p>
      </PageIntro>
      <div className="mx-auto max-w-6xl px-4 pb-16">
        <ArticleList articles={loaderData.articles} />
      </div>
    </>
  );
}
