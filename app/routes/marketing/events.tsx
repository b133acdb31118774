import { pages } from "#app/catalog/pages";
import { PageIntro } from "#app/components/sections/page-intro";
import { buildMeta } from "#app/lib/meta";

export const meta = () => buildMeta(pages.events);

export default function EventsPage() {
  return <PageIntro page={pages.events} />;
}
