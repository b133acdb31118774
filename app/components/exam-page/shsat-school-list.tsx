// The SHSAT school list helper: a GET form the server answers, the result as a shareable address, how offers work
// and the past cutoffs, each with its source and checked date. No hydration (decision 022).
import type { ReactNode } from "react";
import type { FactSource } from "#app/catalog/fact-sources";
import { SourceLink } from "#app/components/sections/source-link";
import { Button } from "#app/components/ui/button";
import { FormField, fieldClass } from "#app/components/ui/form-field";
import { fillIn } from "#app/lib/fill-in";
import { formatIsoDate } from "#app/lib/format";
import {
  type ChoiceError,
  choiceName,
  type ListOutcome,
  type ListResult,
  type ListSchool,
  type YearOutcome,
} from "#app/lib/shsat-school-list";
import { cutoffs, errors, form, result, rules, warning } from "#content/shsatSchoolList";

const fieldId = (field: string) => `shsat-list-${field}`;

export type Sourced = { source: FactSource; checkedOn: string };
export type OfferRule = Sourced & { id: string; text: string; sourceDate: string };

/** "Source title · checked March 3, 2026": a fact's provenance, in one small line. */
function Provenance({ source, checkedOn, extra }: Sourced & { extra?: string }) {
  return (
    <span className="text-sm text-muted">
      <SourceLink source={source} />
      {extra ? ` (${extra})` : null}
      {" · "}
      <time dateTime={checkedOn}>{fillIn(rules.checked, { date: formatIsoDate(checkedOn) })}</time>
    </span>
  );
}

/** The fall-2026 warning: the adaptive test's sources and the day they were checked. */
export function AdaptiveWarning({ sources, checkedOn }: { sources: readonly FactSource[]; checkedOn: string }) {
  return (
    <section
      aria-labelledby={fieldId("warning")}
      className="rounded-card border-2 border-accent-800 bg-accent-100 p-6 text-ink sm:p-8"
    >
      <h2 id={fieldId("warning")} className="text-xl font-bold">
        {warning.heading}
      </h2>
      <p className="mt-2">{warning.text}</p>
      <ul className="mt-3 grid gap-1">
        {sources.map((source) => (
          <li key={source.url}>
            <Provenance source={source} checkedOn={checkedOn} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function choiceErrorText(error: ChoiceError | undefined): string | undefined {
  if (!error) return undefined;
  return error.kind === "choiceDuplicate"
    ? fillIn(errors.choiceDuplicate, { n: error.duplicateOf })
    : errors[error.kind];
}

function ListForm({
  action,
  outcome,
  schools,
  maxScore,
}: {
  action: string;
  outcome: ListOutcome;
  schools: readonly ListSchool[];
  maxScore: number;
}) {
  const known = new Set(schools.map((school) => school.id));
  const scoreError = outcome.errors.score;
  return (
    <section
      aria-labelledby={fieldId("form")}
      className="grid gap-5 rounded-card border border-line bg-surface p-6 shadow-card sm:p-8"
    >
      <h2 id={fieldId("form")} className="text-2xl font-bold text-ink">
        {form.heading}
      </h2>
      <p className="text-muted">{form.intro}</p>
      <form method="get" action={action} noValidate className="grid gap-6">
        <fieldset className="grid gap-4 md:grid-cols-2 md:items-start">
          <legend className="mb-2 font-semibold text-ink">{form.listLegend}</legend>
          {outcome.fields.choices.map((choice, index) => (
            <FormField
              key={choiceName(index)}
              id={fieldId(choiceName(index))}
              label={fillIn(form.choiceLabel, { n: index + 1 })}
              error={choiceErrorText(outcome.errors.choices[index])}
            >
              {(control) => (
                <select
                  {...control}
                  name={choiceName(index)}
                  defaultValue={known.has(choice) ? choice : ""}
                  className={fieldClass}
                >
                  <option value="">{form.choicePlaceholder}</option>
                  {schools.map((school) => (
                    <option key={school.id} value={school.id}>
                      {school.school}
                    </option>
                  ))}
                </select>
              )}
            </FormField>
          ))}
        </fieldset>
        <FormField
          id={fieldId("score")}
          label={form.scoreLabel}
          hint={fillIn(form.scoreHint, { max: maxScore })}
          error={scoreError && fillIn(errors[scoreError], { max: maxScore })}
        >
          {(control) => (
            <input
              {...control}
              name="score"
              type="text"
              inputMode="numeric"
              autoComplete="off"
              defaultValue={outcome.fields.score}
              maxLength={12}
              className={`${fieldClass} max-w-32`}
            />
          )}
        </FormField>
        <Button type="submit" className="justify-self-start">
          {form.submit}
        </Button>
      </form>
    </section>
  );
}

const statusClass = { met: "text-success-800", notMet: "text-danger-700", noFigure: "text-muted" } as const;

function yearLine(outcome: YearOutcome): string {
  if (outcome.kind === "none") return fillIn(result.yieldedNone, { year: outcome.year });
  const values = { year: outcome.year, school: outcome.school.school, choice: outcome.choice };
  return fillIn(outcome.kind === "school" ? result.yieldedSchool : result.yieldedUnknown, values);
}

function ResultBody({
  listResult,
  years,
  cutoffSource,
  shareUrl,
  sharePath,
}: {
  listResult: ListResult;
  years: readonly number[];
  cutoffSource: Sourced;
  shareUrl: string;
  sharePath: string;
}) {
  return (
    <div className="grid gap-4">
      <p className="text-lg font-semibold text-ink">{fillIn(result.summary, { score: listResult.score })}</p>
      <div className="overflow-x-auto">
        <table className="w-full text-left text-sm">
          <caption className="mb-2 text-left font-semibold text-ink">
            {fillIn(result.caption, { score: listResult.score })}
          </caption>
          <thead>
            <tr className="text-muted">
              <th scope="col" className="py-2 pr-3 font-medium">
                {result.choiceColumn}
              </th>
              <th scope="col" className="py-2 pr-3 font-medium">
                {result.schoolColumn}
              </th>
              {years.map((year) => (
                <th key={year} scope="col" className="py-2 pr-3 font-medium">
                  {year}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {listResult.rows.map((row) => (
              <tr key={row.school.id} className="border-t border-line align-top">
                <td className="py-2 pr-3 tabular-nums">{row.choice}</td>
                <th scope="row" className="py-2 pr-3 font-medium text-ink">
                  {row.school.school}
                </th>
                {row.years.map(({ year, cutoff, status }) => (
                  <td key={year} className={`py-2 pr-3 font-medium ${statusClass[status]}`}>
                    {cutoff === null
                      ? result.noFigure
                      : fillIn(result[status === "met" ? "met" : "notMet"], { cutoff })}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="text-sm text-muted">
        {result.cutoffsSource} <Provenance {...cutoffSource} />
      </p>
      <h3 className="mt-2 text-xl font-semibold text-ink">{result.yieldedHeading}</h3>
      <p className="text-muted">{result.yieldedIntro}</p>
      <ul className="grid gap-1">
        {listResult.yielded.map((outcome) => (
          <li key={outcome.year} className="font-medium text-ink">
            {yearLine(outcome)}
          </li>
        ))}
      </ul>
      <h3 className="mt-2 text-xl font-semibold text-ink">{result.whyHeading}</h3>
      {result.why.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      <p className="text-sm">
        {result.share}{" "}
        <a href={sharePath} className="break-all font-medium underline underline-offset-2">
          {shareUrl}
        </a>
      </p>
    </div>
  );
}

/** The form beside its result: the empty note, the invalid note, or the list against the cutoffs. */
export function ShsatSchoolList(props: {
  action: string;
  outcome: ListOutcome;
  schools: readonly ListSchool[];
  years: readonly number[];
  maxScore: number;
  cutoffSource: Sourced;
  /** The result's address in full, to copy; the link itself stays on this host. */
  shareUrl: string;
}) {
  const { action, outcome } = props;
  const listResult = outcome.result;
  let body: ReactNode;
  if (listResult) {
    body = (
      <ResultBody
        listResult={listResult}
        years={props.years}
        cutoffSource={props.cutoffSource}
        shareUrl={props.shareUrl}
        sharePath={`${action}?${listResult.query}`}
      />
    );
  } else {
    body = (
      <p className={outcome.kind === "invalid" ? "font-medium text-danger-700" : "text-muted"}>
        {outcome.kind === "invalid" ? result.invalid : result.empty}
      </p>
    );
  }
  return (
    <div className="grid gap-8">
      <ListForm action={action} outcome={outcome} schools={props.schools} maxScore={props.maxScore} />
      <section aria-labelledby={fieldId("result")} className="rounded-card border border-line bg-canvas p-6 sm:p-8">
        <h2 id={fieldId("result")} className="text-2xl font-bold text-ink">
          {result.heading}
        </h2>
        <div className="mt-4">{body}</div>
      </section>
    </div>
  );
}

/** How offers work: each rule in our words, with the page that says it and the day we checked it. */
export function OfferRules({ offerRules }: { offerRules: readonly OfferRule[] }) {
  return (
    <section aria-labelledby={fieldId("rules")}>
      <h2 id={fieldId("rules")} className="text-2xl font-bold text-ink">
        {rules.heading}
      </h2>
      <p className="mt-2 max-w-3xl text-muted">{rules.intro}</p>
      <ul className="mt-4 grid max-w-3xl gap-4">
        {offerRules.map((rule) => (
          <li key={rule.id} className="border-l-4 border-primary-100 pl-4">
            <p>{rule.text}</p>
            <Provenance source={rule.source} checkedOn={rule.checkedOn} extra={rule.sourceDate} />
          </li>
        ))}
      </ul>
      <p className="mt-4 max-w-3xl text-sm text-muted">{rules.notFound}</p>
    </section>
  );
}

/** Under the cutoff table: its source by name, and the pages it was compared with. */
export function CutoffSources({ provenance }: { provenance: Sourced & { alsoSeen?: readonly FactSource[] } }) {
  return (
    <div className="mt-3 grid gap-1 text-sm text-muted">
      <p>
        {cutoffs.sourceIntro} <Provenance source={provenance.source} checkedOn={provenance.checkedOn} />
      </p>
      {provenance.alsoSeen?.length ? (
        <p>
          {cutoffs.alsoSeen}{" "}
          {provenance.alsoSeen.map((source, index) => (
            <span key={source.url}>
              {index > 0 ? "; " : null}
              <SourceLink source={source} />
            </span>
          ))}
        </p>
      ) : null}
      <p>
        <a href="/shsat" className="underline underline-offset-2">
          {cutoffs.related}
        </a>
      </p>
    </div>
  );
}
