import { pages } from "#app/catalog/pages";
import { PageIntro } from "#app/components/sections/page-intro";
import { buildMeta } from "#app/lib/meta";

export const meta = () => buildMeta(pages.whatsappOptIn);

export default function WhatsAppOptInPage() {
  return <PageIntro page={pages.whatsappOptIn} />;
}
