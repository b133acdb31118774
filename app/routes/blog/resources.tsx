import { pages } from "#app/catalog/pages";
import { PageIntro } from "#app/components/sections/page-intro";
import { buildMeta } from "#app/lib/meta";
import type { Route } from "./+types/resources";

const resourcePages = [pages.resourcesEnglish, pages.resourcesHindi, pages.resourcesSpanish, pages.resourcesKorean];

export function loader({ request }: Route.LoaderArgs) {
  const { pathname } = new URL(request.url);
  const page = resourcePages.find((candidate) => candidate.path === pathname) ?? pages.resourcesEnglish;
  return { lang: page.lang, page };
}

export const meta: Route.MetaFunction = ({ loaderData }) => buildMeta(loaderData.page);

export default function ResourcesPage({ loaderData }: Route.ComponentProps) {
  return (
    <div lang={loaderData.lang}>
      <PageIntro page={loaderData.page} />
    </div>
  );
}
