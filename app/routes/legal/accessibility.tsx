import { formatLegalDate, legalLabels } from "#app/catalog/legal";
import { pages } from "#app/catalog/pages";
import { LegalDocument } from "#app/components/sections/legal-document";
import { buildMeta } from "#app/lib/meta";
import { getLegalPage } from "#app/server/legal.server";
import type { Route } from "./+types/accessibility";

export async function loader() {
  return getLegalPage("accessibility");
}

export const meta = () => buildMeta(pages.accessibility);

export default function AccessibilityPage({ loaderData }: Route.ComponentProps) {
  return (
    <LegalDocument
      page={pages.accessibility}
      html={loaderData.html}
      headings={loaderData.headings}
      updated={{ iso: loaderData.updated, label: formatLegalDate(loaderData.updated) }}
      labels={legalLabels}
    />
  );
}
