// The legal pages: one module over content/legal/, the route says which.
import { formatLegalDate } from "#app/catalog/legal";
import { pages } from "#app/catalog/pages.server";
import { LegalDocument } from "#app/components/content/legal-document";
import { legalPageIds } from "#app/lib/content-schema";
import { pageAt } from "#app/routes.ts";
import { getLegalPage } from "#app/server/content.server";
import { pageData } from "#app/server/seo/meta.server";
import { legalPage as legalLabels } from "#content/navigation";
import type { Route } from "./+types/legal";

export async function loader({ pattern }: Route.LoaderArgs) {
  const id = pageAt(pattern, legalPageIds);
  return { ...(await getLegalPage(id)), ...pageData(pages[id]) };
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

export default function LegalPage({ loaderData: { page, html, headings, updated } }: Route.ComponentProps) {
  return (
    <LegalDocument
      page={page}
      html={html}
      headings={headings}
      updated={{ iso: updated, label: formatLegalDate(updated) }}
      labels={legalLabels}
    />
  );
}
