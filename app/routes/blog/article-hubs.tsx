// The article hubs: a page's own text, then its groups of articles, study guides or language pages. Also served at
// /blog/english-resources, which declares the first canonical (docs/product.md, "Second addresses").
import { articleLabels, languageNames, tagLabels, toeflSectionTags } from "#app/catalog/content/content-labels";
import { pages } from "#app/catalog/pages.server";
import { ArticleGuideList } from "#app/components/content/article-guide-list";
import { ArticleLanguageLinks } from "#app/components/content/article-language-links";
import { ArticleList } from "#app/components/content/article-list";
import { ArticleToc } from "#app/components/content/article-toc";
import { Prose } from "#app/components/content/prose";
import { PageIntro } from "#app/components/sections/page-intro";
import { resourceLanguagePages } from "#app/lib/content-paths";
import type { ArticleSummary, GuideSummary } from "#app/lib/content-schema";
import { pageAt } from "#app/routes.ts";
import { aliasPaths } from "#app/routes-prerender";
import { getResourcePage, listArticles, listGuides } from "#app/server/content.server";
import { pageData } from "#app/server/seo/meta.server";
import { hub as hubLabels } from "#content/contentLabels";
import type { Route } from "./+types/article-hubs";

type Group = { id: string; title: string; articles?: ArticleSummary[]; guides?: GuideSummary[]; languages?: true };

type HubId = "englishResources" | "allToeflResources" | "allToeflTopics";

function groupsOf(id: HubId): Group[] {
  const articles = listArticles();
  const toefl = articles.filter((article) => article.exams.includes("toefl"));
  const guides = listGuides().filter((guide) => guide.exam === "toefl");
  const toeflGuide: Group = { id: "toefl-guide", title: hubLabels.toeflStudyGuide, guides };
  if (id === "englishResources") {
    const english = articles.filter((article) => article.exams.some((exam) => exam === "toefl" || exam === "ielts"));
    return [
      { id: "reading-list", title: hubLabels.readingList, articles: english },
      toeflGuide,
      { id: "languages", title: hubLabels.languagePages, languages: true },
    ];
  }
  if (id === "allToeflTopics") {
    const tasks = toefl.filter((article) => article.tags.some((tag) => tag === "speaking" || tag === "writing"));
    return [{ id: "task-articles", title: hubLabels.taskArticles, articles: tasks }];
  }
  const sections = toeflSectionTags.map((tag) => ({
    id: `toefl-${tag}`,
    title: tagLabels[tag],
    articles: toefl.filter((article) => article.tags.includes(tag)),
  }));
  const other = toefl.filter((article) => !toeflSectionTags.some((tag) => article.tags.includes(tag)));
  const planning = { id: "toefl-planning", title: hubLabels.otherToeflArticles, articles: other };
  // A group of articles with none is left out.
  return [toeflGuide, ...sections, planning].filter((group) => group.articles?.length !== 0);
}

export async function loader({ pattern }: Route.LoaderArgs) {
  const path = `/${pattern.replace(/^\//, "")}`;
  const id = pageAt(aliasPaths[path] ?? path, ["englishResources", "allToeflResources", "allToeflTopics"]);
  return { ...pageData(pages[id]), id, body: await getResourcePage(id), groups: groupsOf(id) };
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

const languageVersions = resourceLanguagePages.map(({ lang, path }) => ({ lang, path, name: languageNames[lang] }));

export default function ArticleHubPage({ loaderData: { page, id, body, groups } }: Route.ComponentProps) {
  const toc = id === "allToeflTopics";
  return (
    <>
      <PageIntro page={page} />
      <div className={toc ? "mx-auto max-w-3xl space-y-8 px-4" : "mx-auto max-w-3xl px-4"}>
        {toc ? <ArticleToc headings={body.headings} label={articleLabels.en.onThisPage} /> : null}
        <Prose html={body.html} />
      </div>
      {groups.map((group) => (
        <section key={group.id} aria-labelledby={group.id} className="mx-auto max-w-6xl px-4 py-10">
          <h2 id={group.id} className="text-2xl font-bold tracking-tight text-ink">
            {group.title}
          </h2>
          <div className="mt-6">
            {group.articles ? <ArticleList articles={group.articles} headingLevel={3} /> : null}
            {group.guides ? <ArticleGuideList guides={group.guides} headingLevel={3} /> : null}
            {group.languages ? (
              <ArticleLanguageLinks
                heading={hubLabels.languagePages}
                showHeading={false}
                current=""
                versions={languageVersions}
              />
            ) : null}
          </div>
        </section>
      ))}
      <div className="pb-10" />
    </>
  );
}
