import { pages } from "#app/catalog/pages";
import { ArticleGuideList } from "#app/components/sections/article-guide-list";
import { PageIntro } from "#app/components/sections/page-intro";
import { buildMeta } from "#app/lib/meta";
import { listGuides } from "#app/server/content.server";
import type { Route } from "./+types/study-guides";

export function loader() {
  return { guides: listGuides() };
}

export const meta = () => buildMeta(pages.studyGuides);

export default function StudyGuidesPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageIntro page={pages.studyGuides} />
      <div className="mx-auto max-w-6xl px-4 pb-16">
        <ArticleGuideList guides={loaderData.guides} />
      </div>
    </>
  );
}
