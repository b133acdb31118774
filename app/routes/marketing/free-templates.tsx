import { pages } from "#app/catalog/pages.server";
import { defaultTestType } from "#app/catalog/templates/templates";
import { IntroPage } from "#app/components/sections/page-intro";
import { TemplateSearchPanel } from "#app/components/templates/template-search";
import { hydrates } from "#app/lib/page-kind";
import { pageData } from "#app/server/seo/meta.server";
import { configuredTemplateSearch } from "#app/server/templates.server";
import type { Route } from "./+types/free-templates";

export async function loader() {
  return {
    ...pageData(pages.freeTemplates),
    initial: { test: defaultTestType, hits: await configuredTemplateSearch()(defaultTestType) },
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

export const handle = hydrates;

export default function FreeTemplatesPage({ loaderData }: Route.ComponentProps) {
  return (
    <IntroPage page={loaderData.page} className="mx-auto max-w-6xl px-4 pb-16">
      <TemplateSearchPanel initial={loaderData.initial} />
    </IntroPage>
  );
}
