// The study planner (/study-planner): when to start for each exam, the steps of
// the path a plan is built from, and the page's labels and messages. The words
// are in content/pages/study-planner.yml; those with a number the planner computes stay here.
import { planSteps as steps, studyPlanner } from "#content/pages/study-planner.yml";
import { brand } from "./brand";
import { cpsHsat, type ExamId, examById } from "./exams";

export type StartWeeks = {
  min: number;
  max: number;
  /** Where the range comes from, shown beside the suggestion. */
  basis: string;
};

const { basisCps, basisOurs: ourSuggestion, errors, ...labels } = studyPlanner;

/**
 * Weeks ahead to start, per exam. CPS HSAT's range is SPEC §9's; the others
 * are our own planning defaults and the page says so.
 */
export const startWeeksByExam = {
  cps: { ...cpsHsat.startWeeksAhead, basis: basisCps },
  shsat: { min: 12, max: 16, basis: ourSuggestion },
  hspt: { min: 8, max: 12, basis: ourSuggestion },
  toefl: { min: 6, max: 10, basis: ourSuggestion },
  gre: { min: 8, max: 12, basis: ourSuggestion },
  act: { min: 8, max: 12, basis: ourSuggestion },
} as const satisfies Record<ExamId, StartWeeks>;

export const plannerExams = (["cps", "shsat", "hspt", "toefl", "gre", "act"] as const).map((id) => ({
  id,
  name: examById(id).name,
}));

/** The calendar file's address; it answers the page's own query (`?exam=…&date=…`). */
export const studyPlannerCalendarPath = "/study-planner.ics";

/** The furthest test date the planner accepts, in days from today. */
export const maxDaysAhead = 365;

/** The path a plan is built from (the six steps of our exam pages; the last is test day itself). */
export const planSteps = steps;
export type PlanStepId = keyof typeof planSteps;

export const studyPlannerCopy = {
  ...labels,
  weeksLeft: (weeks: number, days: number) =>
    weeks === 0 ? `${days} ${days === 1 ? "day" : "days"} left` : `${weeks} ${weeks === 1 ? "week" : "weeks"} left`,
  until: (date: string) => `Until ${date}`,
  suggestion: (exam: string, weeks: StartWeeks) => `For the ${exam}, start ${weeks.min}–${weeks.max} weeks ahead.`,
  short: (min: number) =>
    `That is less than the ${min} weeks we suggest: the plan keeps the diagnostic and test-day prep and shortens practice.`,
  week: (number: number) => `Week ${number}`,
  calendarName: (exam: string) => `${brand.name} ${exam} study plan`,
  errors: {
    ...errors,
    dateTooFar: `That date is more than a year away: choose a date within the next ${maxDaysAhead} days.`,
  },
} as const;
