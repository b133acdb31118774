// The TOEFL score converter: two GET forms the server answers, results in <output>; no hydration (decision 048).
import type { ReactNode } from "react";
import { whatChangedAttribute } from "#app/catalog/exam-page/exam-changes";
import { toeflBands, toeflScaleProvenance, toeflSections } from "#app/catalog/toefl-score-scale";
import { SourceLink } from "#app/components/sections/source-link";
import { Button } from "#app/components/ui/button";
import { FormField, fieldClass } from "#app/components/ui/form-field";
import { fillIn } from "#app/lib/fill-in";
import { formatDecimal, formatIsoDate } from "#app/lib/format";
import { type ConverterFields, type ConverterOutcome, cefrOf, rangeOf } from "#app/lib/toefl-score";
import { errors, example, fromBand, fromOld, result, sections, tables } from "#content/toeflScoreConverter";
import { FactTable } from "./fact-table";

const fieldId = (field: string) => `toefl-converter-${field}`;

/** The worked example's address: the requirement it converts (content/pages/toefl-score-converter.yml). */
const exampleQuery = new URLSearchParams({ total: String(example.total), speaking: String(example.speaking) });

const panelClass = "grid gap-5 rounded-card border border-line bg-surface p-6 shadow-card sm:p-8";

/** A section headed by its h2; all but the tables set the old 0–120 scale beside the bands: what-changed notes (020). */
function Panel({
  name,
  heading,
  className,
  children,
}: {
  name: string;
  heading: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={fieldId(name)}
      {...(name === "tables" ? {} : { [whatChangedAttribute]: "" })}
      className={className}
    >
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
  outcome,
}: {
  name: keyof ConverterFields;
  label: string;
  outcome: ConverterOutcome;
}) {
  const error = outcome.errors[name];
  return (
    <FormField id={fieldId(name)} label={label} error={error && errors[error]}>
      {(control) => (
        <input
          {...control}
          name={name}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          defaultValue={outcome.fields[name]}
          maxLength={12}
          className={`${fieldClass} max-w-32`}
        />
      )}
    </FormField>
  );
}

const rangeText = ({ low, high }: { low: number; high: number }) => (low === high ? `${low}` : `${low}–${high}`);

function Result({ outcome, action }: { outcome: ConverterOutcome; action: string }) {
  const { total, overall, band: bandResult, sections: read } = outcome.result;
  /** A result line for the field(s) `htmlFor`: the reading's band and CEFR level, and `values`, put into `sentence`. */
  const line = (
    htmlFor: string,
    sentence: string,
    { band, cefr }: { band: number; cefr: string },
    values: Readonly<Record<string, string | number>>,
  ) => ({ htmlFor, text: fillIn(sentence, { ...values, band: formatDecimal(band), cefr }) });
  const lines = [
    total && line(fieldId("total"), result.totalLine, total, { score: total.score, ...total.range }),
    ...toeflSections.map((section) => {
      const reading = read[section];
      return reading && line(fieldId(section), result.sectionLine, reading, { section: sections[section], ...reading });
    }),
    overall && line(toeflSections.map(fieldId).join(" "), result.overallLine, overall, overall),
    bandResult &&
      line(fieldId("band"), result.bandLine, bandResult, { ...bandResult.range, comparable: bandResult.comparable }),
  ].filter((entry) => entry !== undefined);
  const query = new URLSearchParams(Object.entries(outcome.fields).filter(([, value]) => value.trim() !== ""));

  return (
    <Panel
      name="result"
      heading={result.heading}
      className="rounded-card border border-line bg-canvas p-6 sm:p-8 lg:col-span-2"
    >
      <div className="mt-4 grid gap-3">
        {outcome.empty ? <p className="text-muted">{result.empty}</p> : null}
        {Object.keys(outcome.errors).length > 0 ? (
          <p className="font-medium text-danger-700">{result.invalid}</p>
        ) : null}
        {lines.map((line) => (
          <p key={line.htmlFor}>
            <output htmlFor={line.htmlFor} className="text-lg font-semibold text-ink">
              {line.text}
            </output>
          </p>
        ))}
        {bandResult ? (
          <div className="max-w-md overflow-x-auto">
            <table className="w-full text-left text-sm">
              <caption className="mb-2 text-left font-semibold text-ink">
                {fillIn(result.bandSectionsCaption, { band: formatDecimal(bandResult.band) })}
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
                    <td className="py-2 pr-3 tabular-nums">{rangeText(rangeOf(section, bandResult.band))}</td>
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
  const band = outcome.fields.band.trim();
  return (
    <div className="grid gap-8 lg:grid-cols-2 lg:items-start">
      <Panel name="old" heading={fromOld.heading} className={panelClass}>
        <p className="text-muted">{fromOld.intro}</p>
        <form method="get" action={action} noValidate className="grid gap-5">
          <ScoreField name="total" label={fromOld.totalLabel} outcome={outcome} />
          <fieldset className="grid gap-4 sm:grid-cols-2" aria-describedby={fieldId("sections-hint")}>
            <legend className="mb-2 font-semibold text-ink">{fromOld.sectionsLegend}</legend>
            {toeflSections.map((section) => (
              <ScoreField key={section} name={section} label={sections[section]} outcome={outcome} />
            ))}
            <p id={fieldId("sections-hint")} className="text-sm text-muted sm:col-span-2">
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
          <FormField
            id={fieldId("band")}
            label={fromBand.bandLabel}
            error={outcome.errors.band && errors[outcome.errors.band]}
          >
            {(control) => (
              <select
                {...control}
                name="band"
                defaultValue={toeflBands.some((each) => String(each) === band) ? band : ""}
                className={`${fieldClass} max-w-48`}
              >
                <option value="">{fromBand.bandPlaceholder}</option>
                {toeflBands.map((each) => (
                  <option key={each} value={String(each)}>
                    {formatDecimal(each)} ({cefrOf(each)})
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
  const { source, checkedOn } = toeflScaleProvenance;
  return (
    <Panel name="tables" heading={tables.heading}>
      <FactTable
        heading={tables.totalCaption}
        caption={tables.totalCaption}
        columns={[tables.bandColumn, tables.totalColumn, tables.cefrColumn]}
        rows={toeflBands.map((band) => [formatDecimal(band), rangeText(rangeOf("total", band)), cefrOf(band)])}
        notes={[tables.overallRule, tables.comparableRule]}
        source={source}
        checkedOn={checkedOn}
        whatChanged
      />
      <FactTable
        heading={tables.sectionsCaption}
        caption={tables.sectionsCaption}
        columns={[tables.bandColumn, ...toeflSections.map((section) => sections[section])]}
        rows={toeflBands.map((band) => [
          formatDecimal(band),
          ...toeflSections.map((section) => rangeText(rangeOf(section, band))),
        ])}
        notes={[tables.howObtained]}
        source={source}
        checkedOn={checkedOn}
        whatChanged
      />
      <p className="mt-4 text-sm text-muted">
        {fillIn(tables.checked, { date: formatIsoDate(checkedOn) })} <SourceLink source={source} />
      </p>
      <p className="mt-2 text-sm">
        <a href="/exams/changes" className="underline underline-offset-2">
          {tables.related}
        </a>
      </p>
    </Panel>
  );
}
