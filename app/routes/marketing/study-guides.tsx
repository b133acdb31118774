import { pages } from "#app/catalog/pages.server";
import { ArticleGuideList } from "#app/components/content/article-guide-list";
import { IntroPage } from "#app/components/sections/page-intro";
import { listGuides } from "#app/server/content.server";
import { pageData } from "#app/server/seo/meta.server";
import type { Route } from "./+types/study-guides";

export function loader() {
  return { ...pageData(pages.studyGuides), guides: listGuides() };
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

export default function StudyGuidesPage({ loaderData }: Route.ComponentProps) {
  return (
    <IntroPage page={loaderData.page} className="mx-auto max-w-6xl px-4 pb-16">
      <ArticleGuideList guides={loaderData.guides} />
    </IntroPage>
  );
}
