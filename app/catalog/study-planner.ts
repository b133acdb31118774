// The study planner (/study-planner, /es/study-planner): when to start for each exam, and its words in each
// language with blanks filled in.

import { fillIn } from "#app/lib/fill-in";
import type { Lang } from "#app/lib/lang";
import { type planSteps, studyPlanner as studyPlannerEn } from "#content/studyPlanner";
import { studyPlanner as studyPlannerEs } from "#content/studyPlannerEs";
import { cpsHsat, type ExamId, examById } from "./exams";

/** Weeks ahead to start, and where the range comes from (its words: `basisCps`, `basisOurs` of the copy). */
export const startWeeksByExam = {
  cps: { ...cpsHsat.startWeeksAhead, basis: "basisCps" },
  shsat: { min: 12, max: 16, basis: "basisOurs" },
  hspt: { min: 8, max: 12, basis: "basisOurs" },
  toefl: { min: 6, max: 10, basis: "basisOurs" },
  gre: { min: 8, max: 12, basis: "basisOurs" },
  act: { min: 8, max: 12, basis: "basisOurs" },
} as const satisfies Record<ExamId, { min: number; max: number; basis: "basisCps" | "basisOurs" }>;

export const plannerExams = (["cps", "shsat", "hspt", "toefl", "gre", "act"] as const).map((id) => ({
  id,
  name: examById(id).name,
}));

/** The calendar file's address; it answers the page's own query (`?exam=…&date=…`), and `lang` for its words. */
export const studyPlannerCalendarPath = "/study-planner.ics";

/** The furthest test date the planner accepts, in days from today. */
export const maxDaysAhead = 365;

/** The path a plan is built from: the six steps of our exam pages, the last test day itself. */
export type PlanStepId = keyof typeof planSteps;

function plannerCopy(words: typeof studyPlannerEn) {
  const { errors, ...labels } = words;
  return {
    ...labels,
    weeksLeft: (weeks: number, days: number) => {
      if (weeks === 0) return days === 1 ? labels.dayLeft : fillIn(labels.daysLeft, { days });
      return weeks === 1 ? labels.weekLeft : fillIn(labels.weeksLeft, { weeks });
    },
    until: (date: string) => fillIn(labels.until, { date }),
    suggestion: (exam: string, { min, max }: { min: number; max: number }) =>
      fillIn(labels.suggestion, { exam, from: min, to: max }),
    short: (min: number) => fillIn(labels.short, { weeks: min }),
    week: (number: number) => fillIn(labels.week, { number }),
    calendarName: (exam: string) => fillIn(labels.calendarName, { exam }),
    subscribeFeed: (exam: string) => fillIn(labels.subscribeFeed, { exam }),
    errors: { ...errors, dateTooFar: fillIn(errors.dateTooFar, { days: maxDaysAhead }) },
  } as const;
}

/** The planner's words in each language: `useWords(studyPlannerCopy)` in a component. */
export const studyPlannerCopy: Readonly<Record<Lang, ReturnType<typeof plannerCopy>>> = {
  en: plannerCopy(studyPlannerEn),
  es: plannerCopy(studyPlannerEs),
};

/** The calendar file's address for a plan's query, in the page's language (English needs no `lang`). */
export const studyPlannerCalendarHref = (query: string, lang: Lang): string =>
  `${studyPlannerCalendarPath}?${query}${lang === "en" ? "" : `&lang=${lang}`}`;
