// Served at /blogs/english-resources and /blog/english-resources; both declare the first canonical.
import { languageNames } from "#app/catalog/content/content-labels";
import { pages } from "#app/catalog/pages.server";
import { ArticleGroup, HubPage } from "#app/components/content/article-group";
import { ArticleGuideList } from "#app/components/content/article-guide-list";
import { ArticleLanguageLinks } from "#app/components/content/article-language-links";
import { ArticleList } from "#app/components/content/article-list";
import { resourceLanguagePages } from "#app/lib/content-paths";
import { getResourcePage, listArticles, listGuides } from "#app/server/content.server";
import { pageData } from "#app/server/seo/meta.server";
import { hub as hubLabels } from "#content/contentLabels";
import type { Route } from "./+types/english-resources";

export async function loader() {
  const articles = listArticles().filter((article) =>
    article.exams.some((exam) => exam === "toefl" || exam === "ielts"),
  );
  return {
    ...pageData(pages.englishResources),
    body: await getResourcePage("englishResources"),
    articles,
    guides: listGuides().filter((guide) => guide.exam === "toefl"),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

export default function EnglishResourcesPage({ loaderData: { page, body, articles, guides } }: Route.ComponentProps) {
  return (
    <HubPage page={page} html={body.html}>
      <ArticleGroup id="reading-list" title={hubLabels.readingList}>
        <ArticleList articles={articles} headingLevel={3} />
      </ArticleGroup>
      <ArticleGroup id="toefl-guide" title={hubLabels.toeflStudyGuide}>
        <ArticleGuideList guides={guides} headingLevel={3} />
      </ArticleGroup>
      <ArticleGroup id="languages" title={hubLabels.languagePages}>
        <ArticleLanguageLinks
          heading={hubLabels.languagePages}
          showHeading={false}
          current=""
          versions={resourceLanguagePages.map((version) => ({
            lang: version.lang,
            path: version.path,
            name: languageNames[version.lang],
          }))}
        />
      </ArticleGroup>
    </HubPage>
  );
}
