import { useLocation } from "react-router";
import { pages } from "#app/catalog/pages";
import { PageIntro } from "#app/components/sections/page-intro";
import { buildMeta } from "#app/lib/meta";
import { isCpsPath } from "#app/lib/paths";
import type { Route } from "./+types/contact";

const pageFor = (pathname: string) => (isCpsPath(pathname) ? pages.contactCps : pages.contact);

export const meta: Route.MetaFunction = ({ location }) => buildMeta(pageFor(location.pathname));

export default function ContactPage() {
  const { pathname } = useLocation();
  return <PageIntro page={pageFor(pathname)} />;
}
