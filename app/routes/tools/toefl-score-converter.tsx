import { data } from "react-router";
import { pages } from "#app/catalog/pages.server";
import { ToeflScaleTables, ToeflScoreConverter } from "#app/components/exam-page/toefl-score-converter";
import { IntroPage } from "#app/components/sections/page-intro";
import { converterFieldsFromQuery, convertScores } from "#app/lib/toefl-score";
import { toolPageData } from "#app/server/seo/meta.server";
import type { Route } from "./+types/toefl-score-converter";

/** With a query (?total=100) the server renders it per request (decision 014); a field it cannot read answers 400. */
export function loader({ request }: Route.LoaderArgs) {
  const outcome = convertScores(converterFieldsFromQuery(new URL(request.url).searchParams));
  const body = { ...toolPageData(pages.toeflScoreConverter), outcome };
  return Object.keys(outcome.errors).length > 0 ? data(body, { status: 400 }) : body;
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

/** Not an application: HTML forms the server answers (docs/decisions/022-html-first.md). */
export default function ToeflScoreConverterPage({ loaderData: { page, outcome } }: Route.ComponentProps) {
  return (
    <IntroPage page={page} className="mx-auto grid max-w-6xl gap-16 px-4 pb-16">
      <ToeflScoreConverter action={page.path} outcome={outcome} />
      <ToeflScaleTables />
    </IntroPage>
  );
}
