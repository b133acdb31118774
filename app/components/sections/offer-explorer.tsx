// The CPS offer explorer: a GET form the server answers, the family's numbers, and CPS's selection steps written
// with them, each beside its source. No hydration (docs/decisions/022-html-first.md).
import type { ReactNode } from "react";
import { cpsHsat } from "#app/catalog/exams";
import type { FactSource } from "#app/catalog/fact-sources";
import { SourceLink } from "#app/components/sections/source-link";
import { Button } from "#app/components/ui/button";
import { FormField, fieldClass } from "#app/components/ui/form-field";
import { fillIn } from "#app/lib/fill-in";
import { formatDecimal, formatIsoDate } from "#app/lib/format";
import {
  choiceCount,
  choiceField,
  cutoffsReached,
  type ExplorerOutcome,
  explorerQuery,
  tiers,
} from "#app/lib/offer-explorer";
import { explorerQueryKeys } from "#app/lib/offer-explorer-link";
import { pagePath } from "#app/routes.ts";
import { cpsOffers } from "#content/facts";
import { errors, form, newTest, pastCycles, result, steps, you } from "#content/offerExplorer";

const fieldId = (name: string) => `offer-explorer-${name}`;
const panelClass = "grid gap-6 rounded-card border border-line bg-surface p-6 shadow-card sm:p-8";

/** Each tier's share of a school's seats: the tier seats split equally (70% ÷ 4 = 17.5%). */
const tierShare = `${formatDecimal((cpsHsat.tierSeatShare * 100) / cpsHsat.tiers)}%`;

type Checked = { source: FactSource; alsoSeen?: readonly FactSource[]; checkedOn: string };

/** "Source: <page> (checked November 28, 2026)", and the other pages that say the same. */
function Sources({ checked }: { checked: Checked }) {
  return (
    <p className="text-sm text-muted">
      {steps.sourceLabel} <SourceLink source={checked.source} />
      {(checked.alsoSeen ?? []).map((source) => (
        <span key={source.url}>
          ; <SourceLink source={source} />
        </span>
      ))}{" "}
      ({fillIn(steps.checked, { date: formatIsoDate(checked.checkedOn) })})
    </p>
  );
}

function Section({ name, heading, children }: { name: string; heading: string; children: ReactNode }) {
  return (
    <section aria-labelledby={fieldId(name)} className="grid max-w-3xl gap-4">
      <h2 id={fieldId(name)} className="text-2xl font-bold text-ink">
        {heading}
      </h2>
      {children}
    </section>
  );
}

/** The family's numbers as the steps' sentences say them, or the words standing for them. */
function familyWords({ result: { points, tier, choices } }: ExplorerOutcome) {
  return {
    points: points === undefined ? you.pointsUnknown : fillIn(you.points, { points: formatDecimal(points) }),
    tier: tier === undefined ? you.tierUnknown : fillIn(you.tier, { tier }),
    first: choices[0]?.name ?? you.firstUnknown,
    share: tierShare,
  };
}

function ExplorerForm({ action, outcome }: { action: string; outcome: ExplorerOutcome }) {
  const { fields } = outcome;
  const message = (field: keyof typeof outcome.errors) => {
    const error = outcome.errors[field];
    return error && errors[error];
  };
  return (
    <section aria-labelledby={fieldId("form")} className={panelClass}>
      <h2 id={fieldId("form")} className="text-2xl font-bold text-ink">
        {form.heading}
      </h2>
      <form method="get" action={action} noValidate className="grid gap-6">
        <div className="grid gap-2">
          <FormField id={fieldId("points")} label={form.pointsLabel} hint={form.pointsHint} error={message("points")}>
            {(control) => (
              <input
                {...control}
                name={explorerQueryKeys.points}
                type="text"
                inputMode="decimal"
                autoComplete="off"
                defaultValue={fields.points}
                maxLength={12}
                className={`${fieldClass} max-w-40`}
              />
            )}
          </FormField>
          <p className="text-sm">
            <a href={pagePath("pointsCalculator")} className="underline underline-offset-2">
              {form.calculatorLink}
            </a>
          </p>
        </div>
        <div className="grid gap-2">
          <FormField id={fieldId("tier")} label={form.tierLabel} hint={form.tierHint} error={message("tier")}>
            {(control) => (
              <select
                {...control}
                name={explorerQueryKeys.tier}
                defaultValue={tiers.some((tier) => String(tier) === fields.tier.trim()) ? fields.tier.trim() : ""}
                className={`${fieldClass} max-w-48`}
              >
                <option value="">{form.tierPlaceholder}</option>
                {tiers.map((tier) => (
                  <option key={tier} value={String(tier)}>
                    {fillIn(form.tierOption, { tier })}
                  </option>
                ))}
              </select>
            )}
          </FormField>
          <p className="text-sm">
            <SourceLink source={cpsOffers.tierLookup.source}>{form.tierLink}</SourceLink>
          </p>
        </div>
        <fieldset className="grid gap-4" aria-describedby={fieldId("choices-hint")}>
          <legend className="mb-1 font-semibold text-ink">{form.choicesLegend}</legend>
          <p id={fieldId("choices-hint")} className="text-sm text-muted">
            {form.choicesHint}
          </p>
          {Array.from({ length: choiceCount }, (_, index) => {
            const name = choiceField(index);
            const typed = fields.choices[index]?.trim() ?? "";
            const known = cpsOffers.schools.names.some((school) => school.id === typed);
            return (
              <FormField
                key={name}
                id={fieldId(name)}
                label={fillIn(form.choiceLabel, { number: index + 1 })}
                error={message(name)}
              >
                {(control) => (
                  <select {...control} name={name} defaultValue={known ? typed : ""} className={fieldClass}>
                    <option value="">{form.choicePlaceholder}</option>
                    {cpsOffers.schools.names.map((school) => (
                      <option key={school.id} value={school.id}>
                        {school.name}
                      </option>
                    ))}
                  </select>
                )}
              </FormField>
            );
          })}
        </fieldset>
        <Button type="submit" className="justify-self-start">
          {form.submit}
        </Button>
      </form>
      <Sources checked={cpsOffers.schools} />
    </section>
  );
}

function Numbers({ action, outcome }: { action: string; outcome: ExplorerOutcome }) {
  const { points, tier, choices } = outcome.result;
  const query = explorerQuery(outcome.fields);
  const invalid = Object.keys(outcome.errors).length > 0;
  return (
    <section aria-labelledby={fieldId("result")} className="rounded-card border border-line bg-canvas p-6 sm:p-8">
      <h2 id={fieldId("result")} className="text-2xl font-bold text-ink">
        {result.heading}
      </h2>
      <div className="mt-4 grid gap-4">
        {outcome.empty ? <p className="text-muted">{result.empty}</p> : null}
        {invalid ? <p className="font-medium text-danger-700">{result.invalid}</p> : null}
        {outcome.empty ? null : (
          <dl className="grid gap-3">
            <div>
              <dt className="text-sm text-muted">{result.pointsLabel}</dt>
              <dd className="text-lg font-semibold text-ink" data-testid="explorer-points">
                {points === undefined ? result.noPoints : formatDecimal(points)}
              </dd>
            </div>
            <div>
              <dt className="text-sm text-muted">{result.tierLabel}</dt>
              <dd className="text-lg font-semibold text-ink" data-testid="explorer-tier">
                {tier === undefined ? result.noTier : fillIn(result.tierValue, { tier })}
              </dd>
            </div>
            <div>
              <dt className="text-sm text-muted">{result.choicesLabel}</dt>
              <dd>
                {choices.length === 0 ? (
                  <p className="font-semibold text-ink">{result.noChoices}</p>
                ) : (
                  <ol
                    className="mt-1 grid list-decimal gap-1 pl-5 font-semibold text-ink"
                    data-testid="explorer-choices"
                  >
                    {choices.map((school) => (
                      <li key={school.id}>{school.name}</li>
                    ))}
                  </ol>
                )}
              </dd>
            </div>
          </dl>
        )}
        {query && !invalid ? (
          <p className="text-sm">
            <a href={`${action}?${query}`} className="underline underline-offset-2">
              {result.share}
            </a>
          </p>
        ) : null}
      </div>
    </section>
  );
}

/** CPS's steps, written with the family's numbers. */
function Steps({ outcome }: { outcome: ExplorerOutcome }) {
  const words = familyWords(outcome);
  const items = [steps.rank, steps.tiers, steps.order, steps.ties];
  return (
    <Section name="steps" heading={steps.heading}>
      <p className="text-muted">{steps.intro}</p>
      <ol className="grid gap-5">
        {items.map((step) => (
          <li key={step.title} className="grid gap-1">
            <h3 className="text-lg font-semibold text-ink">{step.title}</h3>
            <p className="text-ink">{fillIn(step.text, words)}</p>
          </li>
        ))}
      </ol>
      <Sources checked={cpsOffers.selection} />
    </Section>
  );
}

/** Past lowest points offered, when CPS's figures for the family's schools are in content/facts.yml; else words. */
function PastCycles({ outcome }: { outcome: ExplorerOutcome }) {
  const { points, tier, choices } = outcome.result;
  const cycles = points === undefined ? [] : cutoffsReached(points, tier, choices, cpsOffers.cutoffs);
  return (
    <Section name="past" heading={pastCycles.heading}>
      {cycles.length === 0 ? (
        <>
          <p className="text-ink" data-testid="explorer-no-cutoffs">
            {cpsOffers.cutoffs.length === 0 ? pastCycles.noFigures : pastCycles.noneForChoices}
          </p>
          <p className="text-muted">{pastCycles.whyNone}</p>
          <Sources checked={cpsOffers.tierLookup} />
        </>
      ) : (
        cycles.map(({ cycle, readings }) => (
          <div key={cycle} className="grid gap-2">
            <h3 className="text-lg font-semibold text-ink">{fillIn(pastCycles.cycleHeading, { cycle })}</h3>
            <ul className="grid list-disc gap-2 pl-5">
              {readings.map(({ school, seats, cutoff, reached }) => (
                <li key={`${school.id}-${seats}`}>
                  {fillIn(seats === "rank" ? pastCycles.rankLine : pastCycles.tierLine, {
                    school: school.name,
                    tier: tier ?? "",
                    cutoff: formatDecimal(cutoff.points),
                    verdict: reached ? pastCycles.reached : pastCycles.notReached,
                  })}{" "}
                  <Sources checked={cutoff} />
                </li>
              ))}
            </ul>
          </div>
        ))
      )}
      <p className="text-ink">{fillIn(pastCycles.meaning, familyWords(outcome))}</p>
      <Sources checked={cpsOffers.selection} />
    </Section>
  );
}

function NewTest() {
  return (
    <Section name="new-test" heading={newTest.heading}>
      <p className="text-ink">{newTest.change}</p>
      <p className="text-ink">{newTest.report}</p>
      <p className="text-ink">{newTest.meaning}</p>
      <Sources checked={cpsOffers.newTest} />
      <p className="text-muted">{newTest.calculatorNote}</p>
    </Section>
  );
}

/** The form and the family's numbers side by side, then the steps, past figures and the test change. */
export function OfferExplorer({ action, outcome }: { action: string; outcome: ExplorerOutcome }) {
  return (
    <div className="grid gap-12">
      <div className="grid gap-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-start">
        <ExplorerForm action={action} outcome={outcome} />
        <Numbers action={action} outcome={outcome} />
      </div>
      <Steps outcome={outcome} />
      <PastCycles outcome={outcome} />
      <NewTest />
    </div>
  );
}
