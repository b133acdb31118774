// The CPS points calculator: a GET form the server answers; with JavaScript it updates as the visitor types.
import { useId } from "react";
import { gradePointsTable, gradeSubjects, letterGrades, pointsQueryKeys, testSections } from "#app/catalog/cps-points";
import { FormField, fieldClass } from "#app/components/ui/form-field";
import { ToolPanels, useToolFields } from "#app/components/ui/tool-panels";
import { track } from "#app/lib/analytics";
import { cn } from "#app/lib/cn";
import {
  evaluatePoints,
  type PointsErrors,
  type PointsFields,
  type PointsResult,
  pointsQuery,
} from "#app/lib/cps-points";
import { formatDecimal } from "#app/lib/format";
import { linkProps, useLang, useWords } from "#app/lib/lang";
import { offerExplorerHref } from "#app/lib/offer-explorer-link";
import {
  calculator as calculatorEn,
  sections as sectionsEn,
  subjects as subjectsEn,
} from "#content/pointsCalculatorPage";
import {
  calculator as calculatorEs,
  sections as sectionsEs,
  subjects as subjectsEs,
} from "#content/pointsCalculatorPageEs";
import { CtaLink } from "./cta-link";

/** The calculator's words in the page's language. */
const useCopy = () => useWords({ en: calculatorEn, es: calculatorEs });

/** The labels of the HSAT sections and the grades' subjects in the page's language. */
function useFieldLabels() {
  const sections = useWords({ en: sectionsEn, es: sectionsEs });
  const subjects = useWords({ en: subjectsEn, es: subjectsEs });
  return { sections, subjects };
}

/** `action`: the page's path; `initialFields`: read from the address by the server. */
export function PointsCalculator({ action, initialFields }: { action: string; initialFields: PointsFields }) {
  const lang = useLang();
  const copy = useCopy();
  const labels = useFieldLabels();
  const tool = useToolFields({
    action,
    initialFields,
    evaluate: (fields: PointsFields) => evaluatePoints(fields, lang),
    query: pointsQuery,
    onFirstValid: () => track("points_calculate", { exam: "cps" }),
  });
  const { id, fields, outcome, update, shown } = tool;
  const errors: PointsErrors = outcome.kind === "invalid" ? outcome.errors : {};

  return (
    <ToolPanels
      tool={tool}
      copy={copy}
      className="lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]"
      resultClassName="lg:sticky lg:top-24"
      result={outcome.kind === "valid" ? <PointsBreakdown result={outcome.result} /> : null}
    >
      <fieldset className="grid gap-4">
        <legend className="mb-2 text-lg font-semibold text-ink">{copy.testLegend}</legend>
        {testSections.map((section) => {
          const value = fields.test[section];
          return (
            <FormField
              key={section}
              id={`${id}-${section}-percentile`}
              label={labels.sections[section].label}
              hint={copy.testHint}
              error={shown(errors[`test.${section}`], value)}
            >
              {(control) => (
                <input
                  {...control}
                  name={pointsQueryKeys.test[section]}
                  type="text"
                  inputMode="numeric"
                  autoComplete="off"
                  value={value}
                  onChange={(event) =>
                    update((current) => ({ ...current, test: { ...current.test, [section]: event.target.value } }))
                  }
                  data-missing={value.trim() === "" ? "true" : undefined}
                  className={`${fieldClass} max-w-40`}
                />
              )}
            </FormField>
          );
        })}
      </fieldset>
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-lg font-semibold text-ink">{copy.gradesLegend}</legend>
        {gradeSubjects.map((subject) => {
          const value = fields.grades[subject];
          return (
            <FormField
              key={subject}
              id={`${id}-${subject}-grade`}
              label={labels.subjects[subject].label}
              error={shown(errors[`grades.${subject}`], value)}
            >
              {(control) => (
                <select
                  {...control}
                  name={pointsQueryKeys.grades[subject]}
                  value={value.trim().toUpperCase()}
                  onChange={(event) =>
                    update((current) => ({
                      ...current,
                      grades: { ...current.grades, [subject]: event.target.value },
                    }))
                  }
                  data-missing={value.trim() === "" ? "true" : undefined}
                  className={fieldClass}
                >
                  <option value="">{copy.gradePlaceholder}</option>
                  {letterGrades.map((grade) => (
                    <option key={grade} value={grade}>
                      {grade}
                    </option>
                  ))}
                </select>
              )}
            </FormField>
          );
        })}
      </fieldset>
    </ToolPanels>
  );
}

function PointsBreakdown({ result }: { result: PointsResult }) {
  const lang = useLang();
  const copy = useCopy();
  const labels = useFieldLabels();
  const rows: { label: string; points: number; totalClass?: string }[] = [
    ...testSections.map((section) => ({ label: labels.sections[section].pointsLabel, points: result.test[section] })),
    ...gradeSubjects.map((subject) => ({
      label: labels.subjects[subject].pointsLabel,
      points: result.grades[subject],
    })),
    { label: copy.testPointsLabel, points: result.testTotal, totalClass: "border-t border-line pt-2" },
    { label: copy.gradePointsLabel, points: result.gradeTotal, totalClass: "" },
  ];
  return (
    <>
      <p className="flex items-baseline gap-3">
        <span className="text-5xl font-bold text-primary-700" data-testid="points-total">
          {formatDecimal(result.total)}
        </span>
        <span className="text-lg text-muted">{copy.totalLabel}</span>
      </p>
      <dl className="mt-6 grid grid-cols-[1fr_auto] gap-x-6 gap-y-2">
        {rows.map((row) => (
          <div key={row.label} className="contents">
            <dt className={row.totalClass === undefined ? "text-muted" : cn("font-semibold text-ink", row.totalClass)}>
              {row.label}
            </dt>
            <dd className={cn("text-right font-semibold tabular-nums text-ink", row.totalClass)}>
              {formatDecimal(row.points)}
            </dd>
          </div>
        ))}
      </dl>
      <p className="mt-6 text-sm text-muted">{copy.shareHint}</p>
      <p className="mt-3">
        <a
          {...linkProps(lang, offerExplorerHref(result.total))}
          className="font-semibold text-primary-700 underline underline-offset-4 hover:text-primary-900"
          data-testid="points-explorer-link"
        >
          {copy.explorerLink}
        </a>
      </p>
    </>
  );
}

/** The rules behind the numbers: the formula, the grade table with its source, and the seat split. */
export function PointsRules() {
  const id = useId();
  const copy = useCopy();
  return (
    <div className="grid gap-12">
      <section aria-labelledby={`${id}-rules`} className="grid gap-6">
        <h2 id={`${id}-rules`} className="text-2xl font-bold text-ink">
          {copy.rulesHeading}
        </h2>
        <ul className="grid list-disc gap-2 pl-5 text-muted">
          <li>{copy.rules.test}</li>
          <li>{copy.rules.grades}</li>
          <li>{copy.rules.total}</li>
        </ul>
        <div className="max-w-md">
          <table className="w-full border-collapse text-left">
            <caption className="mb-2 text-left font-semibold text-ink">{copy.gradeTable.caption}</caption>
            <thead>
              <tr className="border-b border-line">
                <th scope="col" className="py-2 pr-4">
                  {copy.gradeTable.grade}
                </th>
                <th scope="col" className="py-2 text-right">
                  {copy.gradeTable.points}
                </th>
              </tr>
            </thead>
            <tbody>
              {letterGrades.map((grade) => (
                <tr key={grade} className="border-b border-line">
                  <th scope="row" className="py-2 pr-4 font-medium">
                    {grade}
                  </th>
                  <td className="py-2 text-right tabular-nums">{formatDecimal(gradePointsTable.values[grade])}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <p className="mt-3 text-sm text-muted">
            {copy.gradeTable.source}{" "}
            <CtaLink
              appearance="text"
              action={{ label: copy.gradeTable.sourceLink, href: gradePointsTable.sourceHref }}
            />
          </p>
        </div>
      </section>
      <section aria-labelledby={`${id}-seats`} className="grid gap-6">
        <h2 id={`${id}-seats`} className="text-2xl font-bold text-ink">
          {copy.seatsHeading}
        </h2>
        <ul className="grid list-disc gap-2 pl-5 text-muted">
          {copy.seats.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
        <p className="rounded-card border border-line bg-canvas p-4 text-sm text-muted">{copy.disclaimer}</p>
      </section>
    </div>
  );
}
