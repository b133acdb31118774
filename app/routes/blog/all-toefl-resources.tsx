import { tagLabels, toeflSectionTags } from "#app/catalog/content/content-labels";
import { pages } from "#app/catalog/pages.server";
import { ArticleGroup, HubPage } from "#app/components/content/article-group";
import { ArticleGuideList } from "#app/components/content/article-guide-list";
import { ArticleList } from "#app/components/content/article-list";
import { getResourcePage, listArticles, listGuides } from "#app/server/content.server";
import { pageData } from "#app/server/seo/meta.server";
import { hub as hubLabels } from "#content/contentLabels";
import type { Route } from "./+types/all-toefl-resources";

export async function loader() {
  const toefl = listArticles().filter((article) => article.exams.includes("toefl"));
  const sections = toeflSectionTags.map((tag) => ({
    tag,
    articles: toefl.filter((article) => article.tags.includes(tag)),
  }));
  const other = toefl.filter((article) => !toeflSectionTags.some((tag) => article.tags.includes(tag)));
  return {
    ...pageData(pages.allToeflResources),
    body: await getResourcePage("allToeflResources"),
    sections,
    other,
    guides: listGuides().filter((guide) => guide.exam === "toefl"),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

export default function AllToeflResourcesPage({ loaderData }: Route.ComponentProps) {
  const { page, body, sections, other, guides } = loaderData;
  return (
    <HubPage page={page} html={body.html}>
      <ArticleGroup id="toefl-guide" title={hubLabels.toeflStudyGuide}>
        <ArticleGuideList guides={guides} headingLevel={3} />
      </ArticleGroup>
      {sections
        .filter((section) => section.articles.length > 0)
        .map((section) => (
          <ArticleGroup key={section.tag} id={`toefl-${section.tag}`} title={tagLabels[section.tag]}>
            <ArticleList articles={section.articles} headingLevel={3} />
          </ArticleGroup>
        ))}
      {other.length > 0 ? (
        <ArticleGroup id="toefl-planning" title={hubLabels.otherToeflArticles}>
          <ArticleList articles={other} headingLevel={3} />
        </ArticleGroup>
      ) : null}
    </HubPage>
  );
}
