import { articleLabels, examLabel } from "#app/catalog/content/content-labels";
import { examById } from "#app/catalog/exams";
import { pages } from "#app/catalog/pages.server";
import { ArticleCta } from "#app/components/content/article-cta";
import { ArticleExamFacts } from "#app/components/content/article-exam-facts";
import { ArticleHeader } from "#app/components/content/article-header";
import { MoreArticles } from "#app/components/content/article-list";
import { ArticleToc } from "#app/components/content/article-toc";
import { Prose } from "#app/components/content/prose";
import { examLandingPath } from "#app/lib/content-paths";
import { getGuide, listArticles } from "#app/server/content.server";
import { notFound } from "#app/server/not-found.server";
import { guideJsonLd } from "#app/server/seo/json-ld.server";
import { buildMeta, jsonLd } from "#app/server/seo/meta.server";
import { guide as guideLabels } from "#content/contentLabels";
import type { Route } from "./+types/study-guide";

export async function loader({ params, request }: Route.LoaderArgs) {
  const guide = await getGuide(params.slug);
  if (!guide) throw notFound(request);
  const articles = listArticles().filter((article) => article.exams.includes(guide.exam) && article.lang === "en");
  return {
    guide,
    articles: articles.slice(0, 3),
    /** The link back to the list, named by the list's heading. */
    back: { to: pages.studyGuides.path, label: pages.studyGuides.heading },
    meta: buildMeta(guide, { type: "article", extra: [jsonLd(guideJsonLd(guide))] }),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

export default function StudyGuidePage({ loaderData: { guide, articles, back } }: Route.ComponentProps) {
  const exam = examById(guide.exam);
  const labels = articleLabels.en;
  return (
    <article>
      <ArticleHeader
        title={guide.title}
        description={guide.description}
        badges={[examLabel(guide.exam)]}
        author={guide.author}
        updated={{ iso: guide.updated, label: guide.updatedLabel }}
        readingTime={labels.readingTime(guide.readingMinutes)}
        labels={labels}
        back={back}
        width="wide"
      />
      <div className="mx-auto grid max-w-6xl gap-10 px-4 pb-16 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="min-w-0 lg:order-1">
          <Prose html={guide.html} />
          <div className="mt-12">
            <ArticleCta text={labels.ctaText} label={labels.examCta(exam.name)} to={examLandingPath(exam)} />
          </div>
        </div>
        <div className="space-y-6 lg:order-2 lg:pt-5">
          <ArticleExamFacts exam={exam} />
          <ArticleToc headings={guide.headings} label={labels.onThisPage} />
        </div>
      </div>
      <MoreArticles id="guide-articles" heading={guideLabels.moreArticles} articles={articles} />
    </article>
  );
}
