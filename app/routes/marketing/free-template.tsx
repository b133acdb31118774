import { pages } from "#app/catalog/pages";
import { templatePageTitle, templateText } from "#app/catalog/templates";
import { Prose } from "#app/components/sections/prose";
import { TemplateHeader } from "#app/components/sections/template-header";
import { buildMeta } from "#app/lib/meta";
import { notFound } from "#app/server/not-found.server";
import { getTemplate } from "#app/server/templates.server";
import type { Route } from "./+types/free-template";

export async function loader({ params, request }: Route.LoaderArgs) {
  const template = await getTemplate(params.slug);
  if (!template) throw notFound(request);
  return { template };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData
    ? buildMeta({
        path: loaderData.template.link,
        title: templatePageTitle(loaderData.template),
        heading: loaderData.template.name,
        description: loaderData.template.description,
      })
    : buildMeta(pages.notFound);

export default function FreeTemplatePage({ loaderData }: Route.ComponentProps) {
  const { template } = loaderData;
  return (
    <article>
      <TemplateHeader template={template} text={templateText} back={pages.freeTemplates.path} />
      <div className="mx-auto max-w-3xl px-4 pb-16">
        <Prose html={template.html} />
      </div>
    </article>
  );
}
