import { articleLabels } from "#app/catalog/content/content-labels";
import { pages } from "#app/catalog/pages.server";
import { ArticleGroup, HubPage } from "#app/components/content/article-group";
import { ArticleList } from "#app/components/content/article-list";
import { ArticleToc } from "#app/components/content/article-toc";
import { getResourcePage, listArticles } from "#app/server/content.server";
import { pageData } from "#app/server/seo/meta.server";
import { hub as hubLabels } from "#content/contentLabels";
import type { Route } from "./+types/all-toefl-topics";

export async function loader() {
  const articles = listArticles().filter(
    (article) => article.exams.includes("toefl") && article.tags.some((tag) => tag === "speaking" || tag === "writing"),
  );
  return {
    ...pageData(pages.allToeflTopics),
    body: await getResourcePage("allToeflTopics"),
    articles,
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

export default function AllToeflTopicsPage({ loaderData: { page, body, articles } }: Route.ComponentProps) {
  return (
    <HubPage
      page={page}
      html={body.html}
      toc={<ArticleToc headings={body.headings} label={articleLabels.en.onThisPage} />}
    >
      <ArticleGroup id="task-articles" title={hubLabels.taskArticles}>
        <ArticleList articles={articles} headingLevel={3} />
      </ArticleGroup>
    </HubPage>
  );
}
