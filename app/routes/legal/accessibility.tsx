import { formatLegalDate, legalLabels } from "#app/catalog/legal";
import { pages } from "#app/catalog/pages.server";
import { LegalDocument } from "#app/components/content/legal-document";
import { getLegalPage } from "#app/server/legal.server";
import { pageData } from "#app/server/seo/meta.server";
import type { Route } from "./+types/accessibility";

export async function loader() {
  return { ...(await getLegalPage("accessibility")), ...pageData(pages.accessibility) };
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

export default function AccessibilityPage({ loaderData }: Route.ComponentProps) {
  return (
    <LegalDocument
      page={loaderData.page}
      html={loaderData.html}
      headings={loaderData.headings}
      updated={{ iso: loaderData.updated, label: formatLegalDate(loaderData.updated) }}
      labels={legalLabels}
    />
  );
}
