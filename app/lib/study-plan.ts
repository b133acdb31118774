// A study plan from an exam and a test date, and its calendar file. Dates are "YYYY-MM-DD" counted in whole days,
// so no time zone moves them; "today" is passed in.
import { brand } from "#app/catalog/brand";
import type { ExamId } from "#app/catalog/exams";
import {
  maxDaysAhead,
  type PlanStepId,
  plannerExams,
  type StartWeeks,
  startWeeksByExam,
  studyPlannerCopy,
} from "#app/catalog/study-planner";
import { planSteps } from "#content/studyPlanner";
import { buildCalendar } from "./ics";

export type PlanFields = { exam: string; date: string };
type PlanErrors = Partial<Record<keyof PlanFields, string>>;

type PlanWeek = { number: number; start: string; end: string; steps: readonly PlanStepId[] };
type Milestone = { id: string; date: string; step: PlanStepId };

export type StudyPlan = {
  exam: ExamId;
  examName: string;
  testDate: string;
  daysLeft: number;
  weeksLeft: number;
  startWeeks: StartWeeks;
  startDate: string;
  /** The suggested start has passed (or is today): start now. */
  startsNow: boolean;
  /** Fewer days left than the shortest suggested plan. */
  short: boolean;
  weeks: readonly PlanWeek[];
  milestones: readonly Milestone[];
};

export type PlanOutcome =
  | { kind: "empty"; fields: PlanFields }
  | { kind: "invalid"; fields: PlanFields; errors: PlanErrors }
  | { kind: "valid"; fields: PlanFields; plan: StudyPlan };

const dayMs = 86_400_000;
export const isoPattern = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Days since 1970-01-01 of a real calendar date, or null. */
export function dayNumber(isoDate: string): number | null {
  const match = isoPattern.exec(isoDate);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const time = Date.UTC(year, month - 1, day);
  const check = new Date(time);
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) return null;
  return time / dayMs;
}

export function isoOfDay(day: number): string {
  return new Date(day * dayMs).toISOString().slice(0, 10);
}

/** The calendar date of a moment where the clock is (the browser's local date). */
export function localIsoDate(now: Date): string {
  const pad = (value: number) => String(value).padStart(2, "0");
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

function isPlannerExam(id: string): id is ExamId {
  return plannerExams.some((exam) => exam.id === id);
}

/** Which steps each week of a plan of `count` weeks is about. */
export function weekSteps(count: number): PlanStepId[][] {
  if (count <= 1) return [["diagnostic", "plan", "testDayPrep"]];
  const prepWeeks = count >= 6 ? 2 : 1;
  return Array.from({ length: count }, (_, index) => {
    if (index === 0) return ["diagnostic", "plan"];
    if (index >= count - prepWeeks) return ["testDayPrep"];
    return index % 2 === 0 ? ["practice", "progress"] : ["practice"];
  });
}

export function buildPlan(exam: ExamId, testDate: string, today: string): StudyPlan {
  const test = dayNumber(testDate) ?? 0;
  const now = dayNumber(today) ?? 0;
  const startWeeks = startWeeksByExam[exam];
  const daysLeft = test - now;
  const suggested = test - startWeeks.max * 7;
  const start = Math.max(suggested, now);
  const count = Math.max(1, Math.ceil((test - start) / 7));
  const weeks = weekSteps(count).map((steps, index) => ({
    number: index + 1,
    start: isoOfDay(start + index * 7),
    end: isoOfDay(Math.min(start + index * 7 + 6, test - 1)),
    steps,
  }));

  const milestones: Milestone[] = [{ id: "diagnostic", date: isoOfDay(start), step: "diagnostic" }];
  if (start + 1 < test) milestones.push({ id: "plan", date: isoOfDay(start + 1), step: "plan" });
  for (const week of weeks) {
    if (week.steps.includes("progress"))
      milestones.push({ id: `progress-${week.number}`, date: week.start, step: "progress" });
  }
  const firstPrep = weeks.find((week) => week.steps[0] === "testDayPrep" && week.number > 1);
  if (firstPrep) milestones.push({ id: "test-day-prep", date: firstPrep.start, step: "testDayPrep" });
  milestones.push({ id: "test-day", date: testDate, step: "testDay" });

  return {
    exam,
    examName: plannerExams.find((candidate) => candidate.id === exam)?.name ?? exam,
    testDate,
    daysLeft,
    weeksLeft: Math.floor(daysLeft / 7),
    startWeeks,
    startDate: isoOfDay(start),
    startsNow: suggested <= now,
    short: daysLeft < startWeeks.min * 7,
    weeks,
    milestones,
  };
}

const { errors: messages } = studyPlannerCopy;

/** Checks both fields against `today`; a plan only when both are valid. */
export function evaluatePlan(fields: PlanFields, today: string): PlanOutcome {
  const exam = fields.exam.trim();
  const date = fields.date.trim();
  if (exam === "" && date === "") return { kind: "empty", fields };
  const errors: PlanErrors = {};
  if (exam === "") errors.exam = messages.examMissing;
  else if (!isPlannerExam(exam)) errors.exam = messages.examInvalid;
  const test = dayNumber(date);
  const now = dayNumber(today) ?? 0;
  if (date === "") errors.date = messages.dateMissing;
  else if (test === null) errors.date = messages.dateInvalid;
  else if (test <= now) errors.date = messages.datePast;
  else if (test - now > maxDaysAhead) errors.date = messages.dateTooFar;
  if (errors.exam || errors.date || !isPlannerExam(exam)) return { kind: "invalid", fields, errors };
  return { kind: "valid", fields, plan: buildPlan(exam, date, today) };
}

export function planFieldsFromQuery(params: URLSearchParams): PlanFields {
  return { exam: (params.get("exam") ?? "").slice(0, 20), date: (params.get("date") ?? "").slice(0, 20) };
}

export function planQuery(fields: PlanFields): string {
  const params = new URLSearchParams();
  if (fields.exam.trim()) params.set("exam", fields.exam.trim());
  if (fields.date.trim()) params.set("date", fields.date.trim());
  return params.toString();
}

/** The plan's calendar: the test day and every milestone as all-day events. */
export function planCalendar(plan: StudyPlan, stamp: Date): string {
  const domain = brand.supportEmail.split("@")[1] ?? "examwise.example";
  return buildCalendar({
    productId: `-//${brand.company}//${brand.name} study planner//EN`,
    name: studyPlannerCopy.calendarName(plan.examName),
    stamp,
    events: plan.milestones.map((milestone) => {
      const step = planSteps[milestone.step];
      return {
        uid: `${plan.exam}-${plan.testDate}-${milestone.id}@${domain}`,
        date: milestone.date,
        summary: milestone.step === "testDay" ? `${plan.examName} test day` : `${plan.examName}: ${step.title}`,
        description: step.text,
      };
    }),
  });
}

export function planFileName(plan: StudyPlan): string {
  return `${brand.name.toLowerCase()}-${plan.exam}-study-plan-${plan.testDate}.ics`;
}
