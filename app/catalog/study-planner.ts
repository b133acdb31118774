// The study planner (/study-planner): when to start for each exam, and its words with blanks filled in.

import { fillIn } from "#app/lib/fill-in";
import { type planSteps, studyPlanner } from "#content/studyPlanner";
import { cpsHsat, type ExamId, examById } from "./exams";

const { basisCps, basisOurs: ourSuggestion, errors, ...labels } = studyPlanner;

/** Weeks ahead to start, and where the range comes from: CPS HSAT's is the brief's, the others our defaults. */
export const startWeeksByExam = {
  cps: { ...cpsHsat.startWeeksAhead, basis: basisCps },
  shsat: { min: 12, max: 16, basis: ourSuggestion },
  hspt: { min: 8, max: 12, basis: ourSuggestion },
  toefl: { min: 6, max: 10, basis: ourSuggestion },
  gre: { min: 8, max: 12, basis: ourSuggestion },
  act: { min: 8, max: 12, basis: ourSuggestion },
} as const satisfies Record<ExamId, { min: number; max: number; basis: string }>;

export const plannerExams = (["cps", "shsat", "hspt", "toefl", "gre", "act"] as const).map((id) => ({
  id,
  name: examById(id).name,
}));

/** The calendar file's address; it answers the page's own query (`?exam=…&date=…`). */
export const studyPlannerCalendarPath = "/study-planner.ics";

/** The furthest test date the planner accepts, in days from today. */
export const maxDaysAhead = 365;

/** The path a plan is built from: the six steps of our exam pages, the last test day itself. */
export type PlanStepId = keyof typeof planSteps;

export const studyPlannerCopy = {
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
  errors: { ...errors, dateTooFar: fillIn(errors.dateTooFar, { days: maxDaysAhead }) },
} as const;
