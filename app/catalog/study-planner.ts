// The study planner (/study-planner): when to start for each exam, the steps of
// the path a plan is built from, and the page's labels and messages.
import { brand } from "./brand";
import { cpsHsat, type ExamId, examById } from "./exams";

export type StartWeeks = {
  min: number;
  max: number;
  /** Where the range comes from, shown beside the suggestion. */
  basis: string;
};

const ourSuggestion = `${brand.name}'s suggestion for a steady plan, not an official rule`;

/**
 * Weeks ahead to start, per exam. CPS HSAT's range is SPEC §9's; the others
 * are our own planning defaults and the page says so.
 */
export const startWeeksByExam = {
  cps: { ...cpsHsat.startWeeksAhead, basis: "our CPS HSAT guidance" },
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
export const planSteps = {
  diagnostic: {
    title: "Take the diagnostic test",
    text: "A short test shows the starting level in every section.",
  },
  plan: {
    title: "Get your custom plan",
    text: "The plan fits the weeks left and starts with the skills worth the most.",
  },
  practice: {
    title: "Practise",
    text: "Short adaptive sets most days, with every answer explained.",
  },
  progress: {
    title: "Track progress",
    text: "Check the dashboard: practice time, progress by section and the predicted score.",
  },
  testDayPrep: {
    title: "Test-day prep",
    text: "Full timed mock tests, pacing and a calm routine for the day.",
  },
  testDay: {
    title: "Test day",
    text: "Sleep well, arrive early, and trust the practice.",
  },
} as const;
export type PlanStepId = keyof typeof planSteps;

export const studyPlannerCopy = {
  formHeading: "Your exam and test date",
  exam: "Exam",
  examPlaceholder: "Choose an exam",
  date: "Test date",
  dateHint: "The day of the test, from tomorrow up to a year ahead.",
  submit: "Make my plan",
  emptyResult: "Choose an exam and a test date to see the plan.",
  invalidResult: "Correct the marked fields to see the plan.",
  resultHeading: "Your plan",
  weeksLeft: (weeks: number, days: number) =>
    weeks === 0 ? `${days} ${days === 1 ? "day" : "days"} left` : `${weeks} ${weeks === 1 ? "week" : "weeks"} left`,
  until: (date: string) => `Until ${date}`,
  startOn: "Suggested start",
  startNow: "Start today",
  suggestion: (exam: string, weeks: StartWeeks) => `For the ${exam}, start ${weeks.min}–${weeks.max} weeks ahead.`,
  basis: "Source",
  short: (min: number) =>
    `That is less than the ${min} weeks we suggest: the plan keeps the diagnostic and test-day prep and shortens practice.`,
  outlineHeading: "Week by week",
  week: (number: number) => `Week ${number}`,
  addToCalendar: "Add to calendar (.ics)",
  calendarHint:
    "Downloads a calendar file with the test day and each milestone, for Google Calendar, Apple Calendar or Outlook.",
  calendarName: (exam: string) => `${brand.name} ${exam} study plan`,
  errors: {
    examMissing: "Choose the exam.",
    examInvalid: "Choose one of the exams in the list.",
    dateMissing: "Enter the test date.",
    dateInvalid: "Enter a real date, for example 2027-03-14.",
    datePast: "That date has passed or is today: choose a test date from tomorrow on.",
    dateTooFar: `That date is more than a year away: choose a date within the next ${maxDaysAhead} days.`,
  },
} as const;
