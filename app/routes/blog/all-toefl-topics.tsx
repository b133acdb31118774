import { pages } from "#app/catalog/pages";
import { PageIntro } from "#app/components/sections/page-intro";
import { buildMeta } from "#app/lib/meta";

export const meta = () => buildMeta(pages.allToeflTopics);

export default function AllToeflTopicsPage() {
  return <PageIntro page={pages.allToeflTopics} />;
}
