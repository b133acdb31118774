import { pages } from "#app/catalog/pages";
import { PageIntro } from "#app/components/sections/page-intro";
import { buildMeta } from "#app/lib/meta";

export const meta = () => buildMeta(pages.forTutors);

export default function ForTutorsPage() {
  return <PageIntro page={pages.forTutors} />;
}
