import { pages } from "#app/catalog/pages";
import { PageIntro } from "#app/components/sections/page-intro";
import { buildMeta } from "#app/lib/meta";

export const meta = () => buildMeta(pages.allToeflResources);

export default function AllToeflResourcesPage() {
  return <PageIntro page={pages.allToeflResources} />;
}
