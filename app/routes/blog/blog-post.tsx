import { articleLabels, examLabel, languageNames } from "#app/catalog/content/content-labels";
import { examById } from "#app/catalog/exams";
import { ArticleCta } from "#app/components/content/article-cta";
import { ArticleHeader } from "#app/components/content/article-header";
import { ArticleLanguageLinks } from "#app/components/content/article-language-links";
import { MoreArticles } from "#app/components/content/article-list";
import { Prose } from "#app/components/content/prose";
import { examLandingPath } from "#app/lib/content-paths";
import { getArticle } from "#app/server/content.server";
import { notFound } from "#app/server/not-found.server";
import { blogPostingJsonLd } from "#app/server/seo/json-ld.server";
import { buildMeta, hreflangLinks, jsonLd } from "#app/server/seo/meta.server";
import type { Route } from "./+types/blog-post";

export async function loader({ params, request }: Route.LoaderArgs) {
  const page = await getArticle(params.slug);
  if (!page) throw notFound(request);
  const { article } = page;
  const versions = article.translation
    ? [
        { lang: article.lang, path: article.path },
        { lang: article.translation.lang, path: article.translation.path },
      ]
    : [];
  const meta = buildMeta(article, {
    type: "article",
    extra: [
      { property: "article:published_time", content: article.date },
      ...(article.updated ? [{ property: "article:modified_time", content: article.updated }] : []),
      ...hreflangLinks(versions),
      jsonLd(blogPostingJsonLd(article)),
    ],
  });
  return { ...page, lang: article.lang, meta, versions };
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

export default function BlogPostPage({ loaderData: { article, related, versions } }: Route.ComponentProps) {
  const labels = articleLabels[article.lang];
  const examId = article.exams.find((exam) => exam !== "ielts");
  const exam = examId ? examById(examId) : null;
  return (
    <article>
      <ArticleHeader
        title={article.title}
        description={article.description}
        badges={article.exams.map(examLabel)}
        author={article.author}
        published={{ iso: article.date, label: article.dateLabel }}
        updated={article.updated && article.updatedLabel ? { iso: article.updated, label: article.updatedLabel } : null}
        readingTime={labels.readingTime(article.readingMinutes)}
        labels={labels}
        back={{ to: "/blog", label: labels.allArticles }}
      />
      <div className="mx-auto max-w-3xl px-4 pb-16">
        {versions.length > 0 ? (
          <div className="mb-2 border-b border-line pb-4">
            <ArticleLanguageLinks
              heading={labels.translation}
              current={article.lang}
              versions={versions.map((version) => ({ ...version, name: languageNames[version.lang] }))}
            />
          </div>
        ) : null}
        <Prose html={article.html} />
        {exam ? (
          <div className="mt-12">
            <ArticleCta text={labels.ctaText} label={labels.examCta(exam.name)} to={examLandingPath(exam)} />
          </div>
        ) : null}
      </div>
      <MoreArticles id="related" heading={labels.related} articles={related} labelLang={article.lang} />
    </article>
  );
}
