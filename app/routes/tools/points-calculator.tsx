import { pageIn } from "#app/catalog/pages.server";
import { IntroPage } from "#app/components/sections/page-intro";
import { PointsCalculator, PointsRules } from "#app/components/sections/points-calculator";
import { pointsFieldsFromQuery } from "#app/lib/cps-points";
import { langOfPattern } from "#app/lib/lang";
import { hydrates } from "#app/lib/page-kind";
import { toolPageData } from "#app/server/seo/meta.server";
import type { Route } from "./+types/points-calculator";

/**
 * With a query the server renders it per request, so a shared address shows its result without JavaScript. In
 * English, or in Spanish under /es (the form then stays on the Spanish page).
 */
export function loader({ request, pattern }: Route.LoaderArgs) {
  return {
    ...toolPageData(pageIn(langOfPattern(pattern), "pointsCalculator")),
    fields: pointsFieldsFromQuery(new URL(request.url).searchParams),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

export const handle = hydrates;

export default function PointsCalculatorPage({ loaderData: { page, fields } }: Route.ComponentProps) {
  return (
    <IntroPage page={page} className="mx-auto grid max-w-6xl gap-16 px-4 pb-16">
      <PointsCalculator action={page.path} initialFields={fields} />
      <PointsRules />
    </IntroPage>
  );
}
