// "Which version will I take?": a GET form the server answers from the dated changes; the answer may show a
// replaced format, so it is a what-changed note (decision 020).
import { type WhichVersionOutcome, whatChangedAttribute, whatChangedCopy } from "#app/catalog/exam-page/exam-changes";
import { exams } from "#app/catalog/exams";
import { effectiveLabel } from "#app/catalog/fact-sources";
import { SourceLink } from "#app/components/sections/source-link";
import { Button } from "#app/components/ui/button";
import { FormField, fieldClass } from "#app/components/ui/form-field";
import { fillIn } from "#app/lib/fill-in";
import { formatIsoDate } from "#app/lib/format";

const id = "which-version";
const copy = whatChangedCopy.whichVersion;

function Answer({ outcome }: { outcome: Extract<WhichVersionOutcome, { kind: "answer" }> }) {
  const exam = exams.find((candidate) => candidate.id === outcome.exam);
  if (!exam) return null;
  const { answer } = outcome;
  const values = { exam: exam.name, date: formatIsoDate(outcome.date) };
  const sections = exam.sections.map((section) => `${section.name}: ${section.questions}, ${section.minutes}`);
  // A change in force shows the format after it; one still to come, the format before it.
  const [lead, format, source] =
    answer.kind === "noChange"
      ? [fillIn(copy.noChange, values), `${sections.join("; ")}. ${exam.totalTime}.`, exam.format.source]
      : [
          fillIn(copy[answer.kind], { ...values, since: effectiveLabel(answer.change) }),
          answer.kind === "current" ? answer.change.after : answer.change.before,
          answer.change.source,
        ];
  return (
    <div {...{ [whatChangedAttribute]: "" }} className="grid gap-3">
      <output htmlFor={`${id}-exam ${id}-date`} className="grid gap-2">
        <span className="font-semibold text-ink">{lead}</span>
        <span>{format}</span>
      </output>
      {outcome.announcements.map((announcement) => (
        <p key={announcement.id} className="text-muted">
          {announcement.title}. {copy.announced}{" "}
          <SourceLink source={announcement.source}>{announcement.source.title}</SourceLink>
        </p>
      ))}
      <p className="text-sm">
        {copy.sourceLabel}: <SourceLink source={source} />
      </p>
    </div>
  );
}

export function WhichVersion({ action, outcome }: { action: string; outcome: WhichVersionOutcome }) {
  const errors = outcome.kind === "invalid" ? outcome.errors : {};
  const examError = errors.exam ? copy.errors[errors.exam] : undefined;
  const dateError = errors.date ? copy.errors[errors.date] : undefined;
  return (
    <section
      id={id}
      aria-labelledby={`${id}-heading`}
      className="mb-12 grid gap-5 rounded-card border border-line bg-surface p-5 shadow-card sm:p-6"
    >
      <h2 id={`${id}-heading`} className="text-2xl font-semibold text-ink">
        {copy.heading}
      </h2>
      <p className="text-muted">{copy.intro}</p>
      <form method="get" action={`${action}#${id}`} noValidate className="grid gap-5 sm:grid-cols-2 sm:items-start">
        <FormField id={`${id}-exam`} label={copy.examLabel} error={examError}>
          {(control) => (
            <select
              {...control}
              name="exam"
              defaultValue={exams.some((exam) => exam.id === outcome.fields.exam) ? outcome.fields.exam : ""}
              className={fieldClass}
            >
              <option value="">{copy.examPlaceholder}</option>
              {exams.map((exam) => (
                <option key={exam.id} value={exam.id}>
                  {exam.name}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField id={`${id}-date`} label={copy.dateLabel} hint={copy.dateHint} error={dateError}>
          {(control) => (
            <input {...control} name="date" type="date" defaultValue={outcome.fields.date} className={fieldClass} />
          )}
        </FormField>
        <Button type="submit" className="justify-self-start sm:col-span-2">
          {copy.submit}
        </Button>
      </form>
      <section aria-labelledby={`${id}-result`} className="rounded-card border border-line bg-canvas p-5">
        <h3 id={`${id}-result`} className="text-lg font-semibold text-ink">
          {copy.resultHeading}
        </h3>
        <div className="mt-3">
          {outcome.kind === "answer" ? <Answer outcome={outcome} /> : <p className="text-muted">{copy.empty}</p>}
        </div>
      </section>
    </section>
  );
}
