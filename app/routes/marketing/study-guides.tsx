import { pages } from "#app/catalog/pages.server";
import { ArticleGuideList } from "#app/components/content/article-guide-list";
import { PageIntro } from "#app/components/sections/page-intro";
import { listGuides } from "#app/server/content.server";
import { pageData } from "#app/server/seo/meta.server";
import type { Route } from "./+types/study-guides";

export function loader() {
  return { ...pageData(pages.studyGuides), guides: listGuides() };
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

export default function StudyGuidesPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageIntro page={loaderData.page} />
      <div className="mx-auto max-w-6xl px-4 pb-16">
        <ArticleGuideList guides={loaderData.guides} />
      </div>
    </>
  );
}
