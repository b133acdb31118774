// The free-resources page in four languages, one module; each version links to the others (hreflang).
import { languageNames, resourcesLabels } from "#app/catalog/content/content-labels";
import { pages } from "#app/catalog/pages.server";
import { ArticleLanguageLinks } from "#app/components/content/article-language-links";
import { Prose } from "#app/components/content/prose";
import { PageIntro } from "#app/components/sections/page-intro";
import { resourceLanguagePages } from "#app/lib/content-paths";
import { pageAt } from "#app/routes.ts";
import { getResourcePage } from "#app/server/content.server";
import { hreflangLinks, pageData } from "#app/server/seo/meta.server";
import type { Route } from "./+types/resources";

const versions = resourceLanguagePages.map(({ lang, path }) => ({ lang, path }));

export async function loader({ pattern }: Route.LoaderArgs) {
  const id = pageAt(
    pattern,
    resourceLanguagePages.map((page) => page.id),
  );
  const lang = versions.find((version) => version.path === pages[id].path)?.lang ?? "en";
  return { ...pageData(pages[id], { extra: hreflangLinks(versions) }), lang, body: await getResourcePage(id) };
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

export default function ResourcesPage({ loaderData: { page, body, lang } }: Route.ComponentProps) {
  return (
    <>
      <PageIntro page={page}>
        <div className="mt-8 flex justify-center">
          <ArticleLanguageLinks
            heading={resourcesLabels[lang].otherLanguages}
            current={lang}
            versions={versions.map((version) => ({ ...version, name: languageNames[version.lang] }))}
          />
        </div>
      </PageIntro>
      <div className="mx-auto max-w-3xl px-4 pb-16">
        <Prose html={body.html} />
      </div>
    </>
  );
}
