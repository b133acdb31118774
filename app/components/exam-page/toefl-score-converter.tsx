// The TOEFL score converter: two GET forms the server answers, results in <output>; no hydration (decision 048).
import type { ReactNode } from "react";
import { whatChangedAttribute } from "#app/catalog/exam-page/exam-changes";
import { type ToeflSection, toeflBands, toeflScaleProvenance, toeflSections } from "#app/catalog/toefl-score-scale";
import { SourceLink } from "#app/components/sections/source-link";
import { Button } from "#app/components/ui/button";
import { FormField, fieldClass } from "#app/components/ui/form-field";
import { fillIn } from "#app/lib/fill-in";
import { formatIsoDate } from "#app/lib/format";
import { type ConverterOutcome, cefrOf, formatBand, rangeOf } from "#app/lib/toefl-score";
import { errors, example, fromBand, fromOld, result, sections, tables } from "#content/toeflScoreConverter";
import { FactTable } from "./fact-table";

const id = "toefl-converter";

/** The worked example's address: the requirement it converts (content/pages/toefl-score-converter.yml). */
const exampleQuery = new URLSearchParams({ total: String(example.total), speaking: String(example.speaking) });

/** Each section sets the old 0–120 scale beside the bands, so each is a what-changed note (decisions 020, 048). */
const whatChangedNote = { [whatChangedAttribute]: "" };
const fieldId = (field: string) => `${id}-${field}`;

const panelClass = "grid gap-5 rounded-card border border-line bg-surface p-6 shadow-card sm:p-8";

/** A section headed by its h2, `${id}-${name}`; each but the tables is a what-changed note. */
function Panel({
  name,
  heading,
  className,
  note = true,
  children,
}: {
  name: string;
  heading: string;
  className?: string;
  note?: boolean;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={fieldId(name)} {...(note ? whatChangedNote : {})} className={className}>
      <h2 id={fieldId(name)} className="text-2xl font-bold text-ink">
        {heading}
      </h2>
      {children}
    </section>
  );
}

function ScoreField({
  name,
  label,
  value,
  error,
}: {
  name: string;
  label: string;
  value: string;
  error: string | undefined;
}) {
  return (
    <FormField id={fieldId(name)} label={label} error={error}>
      {(control) => (
        <input
          {...control}
          name={name}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          defaultValue={value}
          maxLength={12}
          className={`${fieldClass} max-w-32`}
        />
      )}
    </FormField>
  );
}

const rangeText = ({ low, high }: { low: number; high: number }) => (low === high ? `${low}` : `${low}–${high}`);

/** A result line: the reading's band and CEFR level, and `values`, put into `sentence`. */
function line(
  key: string,
  htmlFor: string,
  sentence: string,
  reading: { band: number; cefr: string },
  values: Readonly<Record<string, string | number>>,
) {
  const text = fillIn(sentence, { ...values, band: formatBand(reading.band), cefr: reading.cefr });
  return { key, for: htmlFor, text };
}

function Result({ outcome, action }: { outcome: ConverterOutcome; action: string }) {
  const { result: converted, errors: fieldErrors, empty } = outcome;
  const { total, overall, band: bandResult } = converted;
  const lines = [
    total && line("total", fieldId("total"), result.totalLine, total, { score: total.score, ...total.range }),
    ...toeflSections.map((section) => {
      const reading = converted.sections[section];
      const values = { section: sections[section], score: reading?.score ?? 0 };
      return reading && line(section, fieldId(section), result.sectionLine, reading, values);
    }),
    overall && line("overall", toeflSections.map(fieldId).join(" "), result.overallLine, overall, overall),
    bandResult &&
      line("band", fieldId("band"), result.bandLine, bandResult, {
        ...bandResult.range,
        comparable: bandResult.comparable,
      }),
  ].filter((entry) => entry !== undefined);
  const hasErrors = Object.keys(fieldErrors).length > 0;
  const query = new URLSearchParams(
    Object.entries(outcome.fields).filter(([, value]) => value.trim() !== ""),
  ).toString();

  return (
    <Panel
      name="result"
      heading={result.heading}
      className="rounded-card border border-line bg-canvas p-6 sm:p-8 lg:col-span-2"
    >
      <div className="mt-4 grid gap-3">
        {empty ? <p className="text-muted">{result.empty}</p> : null}
        {hasErrors ? <p className="font-medium text-danger-700">{result.invalid}</p> : null}
        {lines.map((line) => (
          <p key={line.key}>
            <output htmlFor={line.for} className="text-lg font-semibold text-ink">
              {line.text}
            </output>
          </p>
        ))}
        {bandResult ? (
          <div className="max-w-md overflow-x-auto">
            <table className="w-full text-left text-sm">
              <caption className="mb-2 text-left font-semibold text-ink">
                {fillIn(result.bandSectionsCaption, { band: formatBand(bandResult.band) })}
              </caption>
              <thead>
                <tr className="text-muted">
                  <th scope="col" className="py-2 pr-3 font-medium">
                    {result.sectionColumn}
                  </th>
                  <th scope="col" className="py-2 pr-3 font-medium">
                    {result.rangeColumn}
                  </th>
                </tr>
              </thead>
              <tbody>
                {toeflSections.map((section) => (
                  <tr key={section} className="border-t border-line">
                    <th scope="row" className="py-2 pr-3 font-medium text-ink">
                      {sections[section]}
                    </th>
                    <td className="py-2 pr-3 tabular-nums">{rangeText(bandResult.sections[section])}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : null}
        {lines.length > 0 ? (
          <p className="text-sm">
            <a href={`${action}?${query}`} className="underline underline-offset-2">
              {result.share}
            </a>
          </p>
        ) : null}
      </div>
    </Panel>
  );
}

/** The forms and the result, with the worked example under them. */
export function ToeflScoreConverter({ action, outcome }: { action: string; outcome: ConverterOutcome }) {
  const { fields } = outcome;
  const errorOf = (field: keyof typeof fields) => {
    const error = outcome.errors[field];
    return error ? errors[error] : undefined;
  };
  return (
    <div className="grid gap-8 lg:grid-cols-2 lg:items-start">
      <Panel name="old" heading={fromOld.heading} className={panelClass}>
        <p className="text-muted">{fromOld.intro}</p>
        <form method="get" action={action} noValidate className="grid gap-5">
          <ScoreField name="total" label={fromOld.totalLabel} value={fields.total} error={errorOf("total")} />
          <fieldset className="grid gap-4 sm:grid-cols-2" aria-describedby={`${id}-sections-hint`}>
            <legend className="mb-2 font-semibold text-ink">{fromOld.sectionsLegend}</legend>
            {toeflSections.map((section: ToeflSection) => (
              <ScoreField
                key={section}
                name={section}
                label={sections[section]}
                value={fields[section]}
                error={errorOf(section)}
              />
            ))}
            <p id={`${id}-sections-hint`} className="text-sm text-muted sm:col-span-2">
              {fromOld.sectionsHint}
            </p>
          </fieldset>
          <Button type="submit" className="justify-self-start">
            {fromOld.submit}
          </Button>
        </form>
      </Panel>
      <Panel name="band-heading" heading={fromBand.heading} className={panelClass}>
        <p className="text-muted">{fromBand.intro}</p>
        <form method="get" action={action} noValidate className="grid gap-5">
          <FormField id={fieldId("band")} label={fromBand.bandLabel} error={errorOf("band")}>
            {(control) => (
              <select
                {...control}
                name="band"
                defaultValue={toeflBands.some((band) => String(band) === fields.band.trim()) ? fields.band.trim() : ""}
                className={`${fieldClass} max-w-48`}
              >
                <option value="">{fromBand.bandPlaceholder}</option>
                {toeflBands.map((band) => (
                  <option key={band} value={String(band)}>
                    {formatBand(band)} ({cefrOf(band)})
                  </option>
                ))}
              </select>
            )}
          </FormField>
          <Button type="submit" className="justify-self-start">
            {fromBand.submit}
          </Button>
        </form>
      </Panel>
      <Result outcome={outcome} action={action} />
      <Panel name="example" heading={example.heading} className="lg:col-span-2">
        <p className="mt-3 max-w-3xl text-muted">{example.text}</p>
        <p className="mt-3">
          <a href={`${action}?${exampleQuery}`} className="font-medium underline underline-offset-2">
            {example.link}
          </a>
        </p>
      </Panel>
    </div>
  );
}

/** ETS's tables under the converter, with the source, the day they were checked and how we got them. */
export function ToeflScaleTables() {
  const checked = toeflScaleProvenance.checkedOn;
  return (
    <Panel name="tables" heading={tables.heading} note={false}>
      <FactTable
        heading={tables.totalCaption}
        caption={tables.totalCaption}
        columns={[tables.bandColumn, tables.totalColumn, tables.cefrColumn]}
        rows={toeflBands.map((band) => [formatBand(band), rangeText(rangeOf("total", band)), cefrOf(band)])}
        notes={[tables.overallRule, tables.comparableRule]}
        source={toeflScaleProvenance.source}
        checkedOn={checked}
        whatChanged
      />
      <FactTable
        heading={tables.sectionsCaption}
        caption={tables.sectionsCaption}
        columns={[tables.bandColumn, ...toeflSections.map((section) => sections[section])]}
        rows={toeflBands.map((band) => [
          formatBand(band),
          ...toeflSections.map((section) => rangeText(rangeOf(section, band))),
        ])}
        notes={[tables.howObtained]}
        source={toeflScaleProvenance.source}
        checkedOn={checked}
        whatChanged
      />
      <p className="mt-4 text-sm text-muted">
        {fillIn(tables.checked, { date: formatIsoDate(checked) })} <SourceLink source={toeflScaleProvenance.source} />
      </p>
      <p className="mt-2 text-sm">
        <a href="/exams/changes" className="underline underline-offset-2">
          {tables.related}
        </a>
      </p>
    </Panel>
  );
}
