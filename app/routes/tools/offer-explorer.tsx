import { data } from "react-router";
import { pages } from "#app/catalog/pages.server";
import { OfferExplorer } from "#app/components/sections/offer-explorer";
import { IntroPage } from "#app/components/sections/page-intro";
import { evaluateExplorer, explorerFieldsFromQuery } from "#app/lib/offer-explorer";
import { toolPageData } from "#app/server/seo/meta.server";
import type { Route } from "./+types/offer-explorer";

/** With a query (?points=712.5&tier=3&choice1=…) the server renders it per request (decision 014); a field it cannot read answers 400. */
export function loader({ request }: Route.LoaderArgs) {
  const outcome = evaluateExplorer(explorerFieldsFromQuery(new URL(request.url).searchParams));
  const body = { ...toolPageData(pages.offerExplorer), outcome };
  return Object.keys(outcome.errors).length > 0 ? data(body, { status: 400 }) : body;
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

/** Not an application: an HTML form the server answers (docs/decisions/022-html-first.md). */
export default function OfferExplorerPage({ loaderData: { page, outcome } }: Route.ComponentProps) {
  return (
    <IntroPage page={page} className="mx-auto grid max-w-6xl gap-16 px-4 pb-16">
      <OfferExplorer action={page.path} outcome={outcome} />
    </IntroPage>
  );
}
