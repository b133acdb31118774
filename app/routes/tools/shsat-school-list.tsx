import { data } from "react-router";
import { examChanges } from "#app/catalog/exam-page/exam-changes";
import { cutoffYears, shsatCutoffs, shsatCutoffTableIn, shsatSchools } from "#app/catalog/exam-page/shsat-cutoffs";
import { siteUrl } from "#app/catalog/links";
import { pages } from "#app/catalog/pages.server";
import { FactTable } from "#app/components/exam-page/fact-table";
import {
  AdaptiveWarning,
  CutoffSources,
  OfferRules,
  ShsatSchoolList,
} from "#app/components/exam-page/shsat-school-list";
import { IntroPage } from "#app/components/sections/page-intro";
import { evaluateList, listFieldsFromQuery } from "#app/lib/shsat-school-list";
import { toolPageData } from "#app/server/seo/meta.server";
import { shsat, shsatOfferRules } from "#content/facts";
import { cutoffs } from "#content/shsatSchoolList";
import type { Route } from "./+types/shsat-school-list";

/** The adaptive test's what-changed entry: the warning's sources and checked date. */
function adaptiveChange() {
  const change = examChanges.find((each) => each.id === "shsat-2026-adaptive");
  if (!change) throw new Error("content/facts.yml: the change shsat-2026-adaptive is missing");
  return change;
}
const adaptive = adaptiveChange();

/** With a query (?choice1=…&score=…) the server renders it per request (decision 014); bad input answers 400. */
export function loader({ request }: Route.LoaderArgs) {
  const fields = listFieldsFromQuery(new URL(request.url).searchParams, shsatSchools.length);
  const outcome = evaluateList(fields, { schools: shsatSchools, years: cutoffYears, maxScore: shsat.maxScore });
  const page = pages.shsatSchoolList;
  const shareUrl = outcome.result ? siteUrl(`${page.path}?${outcome.result.query}`) : "";
  const body = { ...toolPageData(page), outcome, shareUrl };
  return outcome.kind === "invalid" ? data(body, { status: 400 }) : body;
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

/** Not an application: an HTML form the server answers (docs/decisions/022-html-first.md). */
export default function ShsatSchoolListPage({ loaderData: { page, outcome, shareUrl } }: Route.ComponentProps) {
  const cutoffSource = { source: shsatCutoffs.source, checkedOn: shsatCutoffs.checkedOn };
  // The /shsat table, under this page's heading, with the source's caveat and no link back to this page.
  const { link: _self, ...table } = shsatCutoffTableIn("en");
  return (
    <IntroPage page={page} className="mx-auto grid max-w-6xl gap-12 px-4 pb-16">
      {/* The city's page and the news report that confirms it; every page seen is on /exams/changes. */}
      <AdaptiveWarning
        sources={[adaptive.source, ...(adaptive.alsoSeen ?? []).slice(0, 1)]}
        checkedOn={adaptive.checkedOn}
      />
      <ShsatSchoolList
        action={page.path}
        outcome={outcome}
        schools={shsatSchools}
        years={cutoffYears}
        maxScore={shsat.maxScore}
        cutoffSource={cutoffSource}
        shareUrl={shareUrl}
      />
      <OfferRules offerRules={shsatOfferRules} />
      <div>
        <FactTable
          {...table}
          level="h2"
          heading={cutoffs.heading}
          intro={cutoffs.intro}
          notes={[...table.notes, shsatCutoffs.caveat ?? ""].filter(Boolean)}
        />
        <CutoffSources provenance={shsatCutoffs} />
      </div>
    </IntroPage>
  );
}
