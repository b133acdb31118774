// The study planner: a GET form the server answers without JavaScript, updated as the visitor chooses; the calendar
// file is a link to the server's .ics, built in the browser instead when JavaScript runs.
import { type MouseEvent, useEffect, useState } from "react";
import { feedOf, feedPath, webcalUrl } from "#app/catalog/calendar-feeds";
import { siteUrl } from "#app/catalog/links";
import { plannerExams, studyPlannerCalendarHref, studyPlannerCopy } from "#app/catalog/study-planner";
import { Button } from "#app/components/ui/button";
import { FormField, fieldClass } from "#app/components/ui/form-field";
import { ToolPanels, useToolFields } from "#app/components/ui/tool-panels";
import { track } from "#app/lib/analytics";
import { cn } from "#app/lib/cn";
import { formatDateIn, formatShortDateIn } from "#app/lib/format-date";
import { type Lang, useLang, useWords } from "#app/lib/lang";
import {
  evaluatePlan,
  localIsoDate,
  type PlanFields,
  planCalendar,
  planFileName,
  planQuery,
  type StudyPlan,
} from "#app/lib/study-plan";
import { planSteps as planStepsEn } from "#content/studyPlanner";
import { planSteps as planStepsEs } from "#content/studyPlannerEs";

type StudyPlannerProps = {
  /** The page's path: where the form is sent without JavaScript. */
  action: string;
  initialFields: PlanFields;
  /** The server's today, so the first render matches its HTML; the browser's own date replaces it. */
  serverToday: string;
  /** The deadline calendars' page, linked beside an exam's feed. */
  calendarPath: string;
};

export function StudyPlanner({ action, initialFields, serverToday, calendarPath }: StudyPlannerProps) {
  const lang = useLang();
  const copy = useWords(studyPlannerCopy);
  const [today, setToday] = useState(serverToday);
  useEffect(() => setToday(localIsoDate(new Date())), []);
  const tool = useToolFields({
    action,
    initialFields,
    evaluate: (fields: PlanFields) => evaluatePlan(fields, today, lang),
    query: planQuery,
    onFirstValid: (valid) => valid.kind === "valid" && track("study_plan_create", { exam: valid.plan.exam }),
  });
  const { id, fields, outcome, update, shown } = tool;
  const errors = outcome.kind === "invalid" ? outcome.errors : {};
  const set = (key: keyof PlanFields, value: string) => update((current) => ({ ...current, [key]: value }));

  return (
    <ToolPanels
      tool={tool}
      copy={copy}
      className="lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]"
      result={
        outcome.kind === "valid" ? (
          <PlanView
            plan={outcome.plan}
            lang={lang}
            calendarHref={studyPlannerCalendarHref(planQuery(fields), lang)}
            calendarPath={calendarPath}
          />
        ) : null
      }
    >
      <FormField id={`${id}-exam`} label={copy.exam} error={shown(errors.exam, fields.exam)}>
        {(control) => (
          <select
            {...control}
            name="exam"
            value={fields.exam}
            onChange={(event) => set("exam", event.target.value)}
            className={fieldClass}
          >
            <option value="">{copy.examPlaceholder}</option>
            {plannerExams.map((exam) => (
              <option key={exam.id} value={exam.id}>
                {exam.name}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField id={`${id}-date`} label={copy.date} hint={copy.dateHint} error={shown(errors.date, fields.date)}>
        {(control) => (
          <input
            {...control}
            name="date"
            type="date"
            value={fields.date}
            onChange={(event) => set("date", event.target.value)}
            className={`${fieldClass} max-w-56`}
          />
        )}
      </FormField>
    </ToolPanels>
  );
}

type PlanViewProps = { plan: StudyPlan; lang: Lang; calendarHref: string; calendarPath: string };

function PlanView({ plan, lang, calendarHref, calendarPath }: PlanViewProps) {
  const copy = useWords(studyPlannerCopy);
  const planSteps = useWords({ en: planStepsEn, es: planStepsEs });
  const formatDate = (isoDate: string) => formatDateIn(lang, isoDate);
  const formatShortDate = (isoDate: string) => formatShortDateIn(lang, isoDate);
  const fileName = planFileName(plan, lang);
  // Built here from the plan on screen (the browser's today), by the function the server uses for the link.
  const download = async (event: MouseEvent<HTMLAnchorElement>) => {
    track("study_plan_download", { exam: plan.exam });
    event.preventDefault();
    const file = new Blob([await planCalendar(plan, new Date(), lang)], { type: "text/calendar;charset=utf-8" });
    const link = Object.assign(document.createElement("a"), {
      href: URL.createObjectURL(file),
      download: fileName,
    });
    link.click();
    setTimeout(() => URL.revokeObjectURL(link.href), 1_000);
  };

  return (
    <>
      <dl className="grid gap-4 sm:grid-cols-2">
        {[
          ["weeks-left", copy.until(formatDate(plan.testDate)), copy.weeksLeft(plan.weeksLeft, plan.daysLeft)],
          ["start-date", copy.startOn, plan.startsNow ? copy.startNow : formatDate(plan.startDate)],
        ].map(([testId, term, value], index) => (
          <div key={testId} className="rounded-card border border-line bg-surface p-4">
            <dt className="text-sm text-muted">{term}</dt>
            <dd
              className={cn("text-3xl font-bold", index === 0 ? "text-primary-700" : "text-ink")}
              data-testid={testId}
            >
              {value}
            </dd>
          </div>
        ))}
      </dl>
      <p className="mt-4 text-muted">
        {copy.suggestion(plan.examName, plan.startWeeks)}{" "}
        <span className="text-sm">
          ({copy.basis}: {copy[plan.startWeeks.basis]}.)
        </span>
      </p>
      {plan.short ? <p className="mt-2 font-medium text-ink">{copy.short(plan.startWeeks.min)}</p> : null}

      <h3 className="mt-8 text-xl font-semibold text-ink">{copy.outlineHeading}</h3>
      <ol className="mt-4 grid gap-3">
        {plan.weeks.map((week) => (
          <li key={week.number} className="rounded-card border border-line bg-surface p-4">
            <p className="text-sm text-muted">
              <span className="font-semibold text-ink">{copy.week(week.number)}</span> · {formatShortDate(week.start)} –{" "}
              {formatShortDate(week.end)}
            </p>
            <ul className="mt-2 grid gap-1">
              {week.steps.map((step) => (
                <li key={step}>
                  <span className="font-medium text-ink">{planSteps[step].title}:</span>{" "}
                  <span className="text-muted">{planSteps[step].text}</span>
                </li>
              ))}
            </ul>
          </li>
        ))}
        <li className="rounded-card border border-primary-700 bg-primary-50 p-4">
          <p className="text-sm text-muted">
            <span className="font-semibold text-ink">{planSteps.testDay.title}</span> · {formatDate(plan.testDate)}
          </p>
          <p className="mt-2 text-muted">{planSteps.testDay.text}</p>
        </li>
      </ol>

      <div className="mt-8 grid gap-2">
        <Button asChild className="justify-self-start">
          <a href={calendarHref} download={fileName} onClick={download}>
            {copy.addToCalendar}
          </a>
        </Button>
        <p className="text-sm text-muted">{copy.calendarHint}</p>
      </div>
      <FeedOffer exam={plan.exam} examName={plan.examName} calendarPath={calendarPath} />
    </>
  );
}

/** The exam's deadline calendar to subscribe to, beside the plan's one-off file; nothing for an exam without one. */
function FeedOffer({ exam, examName, calendarPath }: { exam: string; examName: string; calendarPath: string }) {
  const copy = useWords(studyPlannerCopy);
  const lang = useLang();
  const feed = feedOf(exam);
  if (!feed) return null;
  return (
    <div className="mt-6 grid gap-2" data-testid="plan-feed">
      <Button asChild variant="secondary" className="justify-self-start">
        <a href={webcalUrl(siteUrl(feedPath(feed)))}>{copy.subscribeFeed(examName)}</a>
      </Button>
      <p className="text-sm text-muted">
        {copy.feedHint}{" "}
        <a href={calendarPath} hrefLang={lang === "en" ? undefined : "en"} className="underline underline-offset-2">
          {copy.feedHowTo}
        </a>
      </p>
    </div>
  );
}
