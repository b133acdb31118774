import { templatePageTitle } from "#app/catalog/templates/template-text";
import { Prose } from "#app/components/content/prose";
import { TemplateHeader } from "#app/components/templates/template-header";
import { notFound } from "#app/server/not-found.server";
import { buildMeta } from "#app/server/seo/meta.server";
import { getTemplate } from "#app/server/templates.server";
import type { Route } from "./+types/free-template";

export function loader({ params, request }: Route.LoaderArgs) {
  const template = getTemplate(params.slug);
  if (!template) throw notFound(request);
  const meta = buildMeta({
    path: template.link,
    title: templatePageTitle(template),
    heading: template.name,
    description: template.description,
  });
  return { template, meta };
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

export default function FreeTemplatePage({ loaderData: { template } }: Route.ComponentProps) {
  return (
    <article>
      <TemplateHeader template={template} />
      <div className="mx-auto max-w-3xl px-4 pb-16">
        <Prose html={template.html} />
      </div>
    </article>
  );
}
