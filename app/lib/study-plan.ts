// A study plan from an exam and a test date, and its calendar file. Dates are "YYYY-MM-DD" counted in whole days,
// so no time zone moves them; "today" is passed in (decision 016).
import { brand } from "#app/catalog/brand";
import type { ExamId } from "#app/catalog/exams";
import {
  maxDaysAhead,
  type PlanStepId,
  plannerExams,
  startWeeksByExam,
  studyPlannerCopy,
} from "#app/catalog/study-planner";
import { fillIn } from "#app/lib/fill-in";
import { foldOctets } from "#app/lib/ical-lines";
import type { Lang } from "#app/lib/lang";
import { calendarFile as calendarFileEn, planSteps as planStepsEn } from "#content/studyPlanner";
import { calendarFile as calendarFileEs, planSteps as planStepsEs } from "#content/studyPlannerEs";

export type PlanFields = { exam: string; date: string };
type PlanErrors = Partial<Record<keyof PlanFields, string>>;

export type StudyPlan = ReturnType<typeof buildPlan>;

export type PlanOutcome =
  | { kind: "empty"; fields: PlanFields }
  | { kind: "invalid"; fields: PlanFields; errors: PlanErrors }
  | { kind: "valid"; fields: PlanFields; plan: StudyPlan };

const dayMs = 86_400_000;
export const isoPattern = /^\d{4}-\d{2}-\d{2}$/;

export const isoOfDay = (day: number) => new Date(day * dayMs).toISOString().slice(0, 10);

/** Days since 1970-01-01 of a real calendar date, or null (2027-02-30 is not one). */
export function dayNumber(isoDate: string): number | null {
  const day = isoPattern.test(isoDate) ? Date.parse(isoDate) / dayMs : Number.NaN;
  return Number.isNaN(day) || isoOfDay(day) !== isoDate ? null : day;
}

/** The calendar date of a moment where the clock is (the browser's local date). */
export const localIsoDate = (now: Date) => isoOfDay((now.getTime() - now.getTimezoneOffset() * 60_000) / dayMs);

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

export function buildPlan(exam: ExamId, testDate: string, today: string) {
  const test = dayNumber(testDate) ?? 0;
  const now = dayNumber(today) ?? 0;
  const startWeeks = startWeeksByExam[exam];
  const daysLeft = test - now;
  const suggested = test - startWeeks.max * 7;
  const start = Math.max(suggested, now);
  const weeks = weekSteps(Math.max(1, Math.ceil((test - start) / 7))).map((steps, index) => ({
    number: index + 1,
    start: isoOfDay(start + index * 7),
    end: isoOfDay(Math.min(start + index * 7 + 6, test - 1)),
    steps,
  }));

  const milestones: { id: string; date: string; step: PlanStepId }[] = [
    { id: "diagnostic", date: isoOfDay(start), step: "diagnostic" },
  ];
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
    /** The suggested start has passed (or is today). */
    startsNow: suggested <= now,
    /** Fewer days left than the shortest suggested plan. */
    short: daysLeft < startWeeks.min * 7,
    weeks,
    milestones,
  };
}

/** Checks both fields against `today`; a plan only when both are valid. The messages are in `lang`. */
export function evaluatePlan(fields: PlanFields, today: string, lang: Lang): PlanOutcome {
  const { errors: messages } = studyPlannerCopy[lang];
  const exam = plannerExams.find((candidate) => candidate.id === fields.exam.trim())?.id;
  const date = fields.date.trim();
  if (fields.exam.trim() === "" && date === "") return { kind: "empty", fields };
  const errors: PlanErrors = {};
  if (!exam) errors.exam = fields.exam.trim() === "" ? messages.examMissing : messages.examInvalid;
  const test = dayNumber(date);
  const now = dayNumber(today) ?? 0;
  if (date === "") errors.date = messages.dateMissing;
  else if (test === null) errors.date = messages.dateInvalid;
  else if (test <= now) errors.date = messages.datePast;
  else if (test - now > maxDaysAhead) errors.date = messages.dateTooFar;
  if (!exam || errors.date) return { kind: "invalid", fields, errors };
  return { kind: "valid", fields, plan: buildPlan(exam, date, today) };
}

export function planFieldsFromQuery(params: URLSearchParams): PlanFields {
  return { exam: (params.get("exam") ?? "").slice(0, 20), date: (params.get("date") ?? "").slice(0, 20) };
}

export const planQuery = ({ exam, date }: PlanFields): string =>
  new URLSearchParams(Object.entries({ exam: exam.trim(), date: date.trim() }).filter(([, value]) => value)).toString();

const dateArray = (isoDate: string): [number, number, number] => {
  const [year = 0, month = 0, day = 0] = isoDate.split("-").map(Number);
  return [year, month, day];
};

/** The calendar file's words in each language: its events' steps, and its own. */
const calendarWords = {
  en: { steps: planStepsEn, file: calendarFileEn },
  es: { steps: planStepsEs, file: calendarFileEs },
} as const satisfies Record<Lang, unknown>;

/**
 * The plan's calendar in `lang`, by the `ics` package loaded when asked for (decision 063): all-day milestones.
 * The same event ids in every language, so a calendar app replaces a plan imported again in the other one.
 */
export async function planCalendar(plan: StudyPlan, stamp: Date, lang: Lang): Promise<string> {
  const { createEvents } = await import("ics");
  const { steps, file } = calendarWords[lang];
  const domain = brand.supportEmail.split("@")[1];
  const { error, value } = createEvents(
    plan.milestones.map((milestone) => ({
      uid: `${plan.exam}-${plan.testDate}-${milestone.id}@${domain}`,
      start: dateArray(milestone.date),
      end: dateArray(isoOfDay((dayNumber(milestone.date) ?? 0) + 1)),
      timestamp: stamp.getTime(),
      title:
        milestone.step === "testDay"
          ? fillIn(file.testDay, { exam: plan.examName })
          : `${plan.examName}: ${steps[milestone.step].title}`,
      description: steps[milestone.step].text,
      transp: "TRANSPARENT",
    })),
    {
      // The product's identifier ends with the language of its text (RFC 5545, PRODID).
      productId: `-//${brand.company}//${brand.name} study planner//${lang.toUpperCase()}`,
      method: "PUBLISH",
      calName: studyPlannerCopy[lang].calendarName(plan.examName),
    },
  );
  if (error || !value) throw error ?? new Error("no calendar");
  return foldOctets(value);
}

/** "examwise-cps-study-plan-2027-03-14.ics", its words in `lang`. */
export function planFileName(plan: StudyPlan, lang: Lang): string {
  return fillIn(calendarWords[lang].file.fileName, { exam: plan.exam, date: plan.testDate }).toLowerCase();
}
