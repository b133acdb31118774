// /exams/changes: every format change, newest first, TOEFL's two scales, and "Which version will I take?".

import { data } from "react-router";
import { examLandings } from "#app/catalog/exam-landing";
import {
  changesByDate,
  examAnnouncements,
  whatChangedCopy,
  whichVersionFromQuery,
} from "#app/catalog/exam-page/exam-changes";
import { examById } from "#app/catalog/exams";
import { effectiveLabel, factsCheckedOn } from "#app/catalog/fact-sources";
import { pages } from "#app/catalog/pages.server";
import { FactTable } from "#app/components/exam-page/fact-table";
import { NowAndBefore } from "#app/components/exam-page/what-changed-note";
import { WhichVersion } from "#app/components/exam-page/which-version";
import { IntroPage } from "#app/components/sections/page-intro";
import { SourceLink } from "#app/components/sections/source-link";
import { examChangesJsonLd } from "#app/server/seo/json-ld.server";
import { jsonLd, pageData } from "#app/server/seo/meta.server";
import type { Route } from "./+types/exam-changes";

/** With a query the server renders it per request (decision 014), answering 400 when a field is wrong. */
export function loader({ request }: Route.LoaderArgs) {
  const page = pages.examChanges;
  const whichVersion = whichVersionFromQuery(new URL(request.url).searchParams);
  const body = { ...pageData(page, { extra: [jsonLd(examChangesJsonLd(page, factsCheckedOn))] }), whichVersion };
  return whichVersion.kind === "invalid" ? data(body, { status: 400 }) : body;
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

export default function ExamChangesPage({ loaderData }: Route.ComponentProps) {
  return (
    <IntroPage page={loaderData.page} className="mx-auto max-w-3xl px-4 pb-16">
      <WhichVersion action={loaderData.page.path} outcome={loaderData.whichVersion} />
      <ol className="space-y-6">
        {changesByDate().map((change) => (
          <li key={change.id}>
            <article
              data-what-changed=""
              aria-labelledby={`${change.id}-title`}
              className="rounded-card border border-line bg-surface p-5 sm:p-6"
            >
              <p className="text-sm font-semibold uppercase tracking-wide text-primary-700">
                {examById(change.exam).name} · <time dateTime={change.effectiveFrom}>{effectiveLabel(change)}</time>
              </p>
              <h2 id={`${change.id}-title`} className="mt-1 text-xl font-semibold text-ink">
                {change.title}
              </h2>
              <NowAndBefore change={change} spacing={["mt-3", "mt-2"]} />
              <p className="mt-3 text-sm">
                {whatChangedCopy.sourceLabel}: <SourceLink source={change.source} />
              </p>
            </article>
          </li>
        ))}
      </ol>
      <h2 className="mt-12 text-2xl font-semibold text-ink">{whatChangedCopy.announcementsHeading}</h2>
      <ul className="mt-4 space-y-6">
        {examAnnouncements.map((announcement) => (
          <li key={announcement.id} className="rounded-card border border-line bg-surface p-5 sm:p-6">
            <p className="text-sm font-semibold uppercase tracking-wide text-primary-700">
              {examById(announcement.exam).name} ·{" "}
              <time dateTime={announcement.effectiveFrom}>{effectiveLabel(announcement)}</time>
            </p>
            <h3 className="mt-1 text-xl font-semibold text-ink">{announcement.title}</h3>
            <p className="mt-3">{announcement.text}</p>
            <p className="mt-3 text-sm">
              {whatChangedCopy.sourceLabel}: <SourceLink source={announcement.source} />
            </p>
          </li>
        ))}
      </ul>
      {/* TOEFL's two scales, as on /toefl. */}
      <FactTable {...examLandings.toefl.factTable} level="h2" />
    </IntroPage>
  );
}
