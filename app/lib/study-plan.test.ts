import ICAL from "ical.js";
import { expect, test } from "vitest";
import { cpsHsat } from "#app/catalog/exams";
import { maxDaysAhead, startWeeksByExam, studyPlannerCopy } from "#app/catalog/study-planner";
import { planSteps } from "#content/studyPlanner";
import { planSteps as planStepsEs } from "#content/studyPlannerEs";
import {
  buildPlan,
  dayNumber,
  evaluatePlan,
  isoOfDay,
  localIsoDate,
  planCalendar,
  planFieldsFromQuery,
  planFileName,
  planQuery,
  weekSteps,
} from "./study-plan";

const today = "2026-11-22";

function day(isoDate: string): number {
  const number = dayNumber(isoDate);
  if (number === null) throw new Error(`not a date: ${isoDate}`);
  return number;
}

test("a CPS test 20 weeks away starts 12 weeks ahead, with a week-by-week outline to test day", () => {
  const plan = buildPlan("cps", "2027-04-11", today);
  expect(plan.daysLeft).toBe(140);
  expect(plan.weeksLeft).toBe(20);
  expect(plan.startDate).toBe("2027-01-17");
  expect(day(plan.testDate) - day(plan.startDate)).toBe(cpsHsat.startWeeksAhead.max * 7);
  expect(plan.startsNow).toBe(false);
  expect(plan.weeks).toHaveLength(12);
  expect(plan.weeks[0]).toMatchObject({
    number: 1,
    start: "2027-01-17",
    end: "2027-01-23",
    steps: ["diagnostic", "plan"],
  });
  expect(plan.weeks.at(-1)).toMatchObject({ number: 12, end: "2027-04-10", steps: ["testDayPrep"] });
  expect(plan.milestones.at(-1)).toEqual({ id: "test-day", date: "2027-04-11", step: "testDay" });
});

test("a test 5 weeks away starts today and says it is shorter than suggested", () => {
  const plan = buildPlan("cps", "2026-12-27", today);
  expect(plan.startsNow).toBe(true);
  expect(plan.startDate).toBe(today);
  expect(plan.short).toBe(true);
  expect(plan.weeks).toHaveLength(5);
  expect(plan.weeks.map((week) => week.steps)).toEqual(weekSteps(5));
});

test("every week of a plan has a step, the first is the diagnostic and the last is test-day prep", () => {
  for (let count = 1; count <= 16; count += 1) {
    const steps = weekSteps(count);
    expect(steps).toHaveLength(count);
    expect(steps[0]).toContain("diagnostic");
    expect(steps.at(-1)).toContain("testDayPrep");
    expect(steps.flat()).toEqual(expect.arrayContaining(count >= 3 ? ["practice"] : []));
  }
});

test("each exam has its own start range from the catalog", () => {
  expect(startWeeksByExam.cps).toMatchObject(cpsHsat.startWeeksAhead);
  const shsat = buildPlan("shsat", "2027-11-01", today);
  expect(day(shsat.testDate) - day(shsat.startDate)).toBe(startWeeksByExam.shsat.max * 7);
});

test.each([
  ["2026-11-21", studyPlannerCopy.en.errors.datePast],
  [today, studyPlannerCopy.en.errors.datePast],
  [isoOfDay(day(today) + maxDaysAhead + 1), studyPlannerCopy.en.errors.dateTooFar],
  ["2027-02-30", studyPlannerCopy.en.errors.dateInvalid],
  ["next week", studyPlannerCopy.en.errors.dateInvalid],
  ["", studyPlannerCopy.en.errors.dateMissing],
])("a test date of %j is refused with a message", (date, message) => {
  expect(evaluatePlan({ exam: "cps", date }, today, "en")).toMatchObject({
    kind: "invalid",
    errors: { date: message },
  });
});

test("tomorrow and exactly a year ahead are accepted; an unknown exam is not", () => {
  expect(evaluatePlan({ exam: "toefl", date: "2026-11-23" }, today, "en").kind).toBe("valid");
  expect(evaluatePlan({ exam: "gre", date: isoOfDay(day(today) + maxDaysAhead) }, today, "en").kind).toBe("valid");
  expect(evaluatePlan({ exam: "gmat", date: "2027-01-10" }, today, "en")).toMatchObject({
    errors: { exam: studyPlannerCopy.en.errors.examInvalid },
  });
  expect(evaluatePlan({ exam: "", date: "" }, today, "en").kind).toBe("empty");
});

test("the clock decides what is past: the same date is fine one day and refused the next", () => {
  expect(evaluatePlan({ exam: "cps", date: "2026-12-01" }, "2026-11-30", "en").kind).toBe("valid");
  expect(evaluatePlan({ exam: "cps", date: "2026-12-01" }, "2026-12-01", "en").kind).toBe("invalid");
});

test("the browser's today is its local calendar date, whatever the UTC date", () => {
  expect(localIsoDate(new Date(2026, 10, 22, 23, 59))).toBe("2026-11-22");
  expect(localIsoDate(new Date(2026, 10, 22, 0, 1))).toBe("2026-11-22");
});

test("the query string carries the exam and date there and back", () => {
  const fields = { exam: "cps", date: "2027-01-10" };
  expect(planQuery(fields)).toBe("exam=cps&date=2027-01-10");
  expect(planFieldsFromQuery(new URLSearchParams(planQuery(fields)))).toEqual(fields);
});

test("the calendar, read back by ical.js, has the test day and each milestone on its calendar date", async () => {
  const plan = buildPlan("cps", "2027-04-11", today);
  const file = await planCalendar(plan, new Date("2026-11-22T23:30:00-06:00"), "en");
  const calendar = new ICAL.Component(ICAL.parse(file));
  const events = calendar.getAllSubcomponents("vevent").map((vevent) => new ICAL.Event(vevent));
  expect(events.map((event) => event.startDate.toString())).toEqual(plan.milestones.map((milestone) => milestone.date));
  expect(events.every((event) => event.startDate.isDate && event.startDate.zone?.tzid === "floating")).toBe(true);
  const testDay = events.at(-1);
  expect(testDay?.summary).toBe("CPS HSAT test day");
  expect(testDay?.startDate.toString()).toBe("2027-04-11");
  expect(testDay?.endDate.toString()).toBe("2027-04-12");
  expect(new Set(events.map((event) => event.uid)).size).toBe(events.length);
  expect(String(calendar.getFirstSubcomponent("vevent")?.getFirstPropertyValue("dtstamp"))).toBe(
    "2026-11-23T05:30:00Z",
  );
  expect(calendar.getFirstPropertyValue("prodid")).toBe("-//Examwise Labs//Examwise study planner//EN");
  expect(events.find((event) => event.summary === "CPS HSAT: Track progress")?.description).toBe(
    planSteps.progress.text,
  );
  // CRLF line endings, and no line longer than 75 octets (RFC 5545, 3.1).
  expect(file.endsWith("\r\n")).toBe(true);
  expect(file.replaceAll("\r\n", "")).not.toMatch(/[\r\n]/);
  for (const line of file.split("\r\n")) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
});

test("from the Spanish page the messages are in Spanish", () => {
  expect(evaluatePlan({ exam: "gmat", date: "2026-11-21" }, today, "es")).toMatchObject({
    kind: "invalid",
    errors: {
      exam: "Elija uno de los exámenes de la lista.",
      date: "Esa fecha ya pasó o es hoy: elija una fecha de examen a partir de mañana.",
    },
  });
  expect(evaluatePlan({ exam: "cps", date: isoOfDay(day(today) + maxDaysAhead + 1) }, today, "es")).toMatchObject({
    errors: { date: `Esa fecha está a más de un año: elija una fecha dentro de los próximos ${maxDaysAhead} días.` },
  });
});

test("the Spanish calendar has the same milestones with Spanish titles, and a Spanish name", async () => {
  const plan = buildPlan("cps", "2027-04-11", today);
  const english = await planCalendar(plan, new Date("2026-11-22T12:00:00Z"), "en");
  const file = await planCalendar(plan, new Date("2026-11-22T12:00:00Z"), "es");
  const calendar = new ICAL.Component(ICAL.parse(file));
  const events = calendar.getAllSubcomponents("vevent").map((vevent) => new ICAL.Event(vevent));
  const englishEvents = new ICAL.Component(ICAL.parse(english))
    .getAllSubcomponents("vevent")
    .map((vevent) => new ICAL.Event(vevent));
  expect(events.map((event) => event.startDate.toString())).toEqual(plan.milestones.map((milestone) => milestone.date));
  // The same events: importing the plan again in the other language replaces it.
  expect(events.map((event) => event.uid)).toEqual(englishEvents.map((event) => event.uid));
  expect(events.at(-1)?.summary).toBe("CPS HSAT: día del examen");
  expect(events.find((event) => event.summary === `CPS HSAT: ${planStepsEs.progress.title}`)?.description).toBe(
    planStepsEs.progress.text,
  );
  expect(calendar.getFirstPropertyValue("x-wr-calname")).toBe("Plan de estudio de Examwise para el CPS HSAT");
  expect(calendar.getFirstPropertyValue("prodid")).toBe("-//Examwise Labs//Examwise study planner//ES");
  for (const line of file.split("\r\n")) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
  expect(planFileName(plan, "es")).toBe("examwise-cps-plan-de-estudio-2027-04-11.ics");
  expect(planFileName(plan, "en")).toBe("examwise-cps-study-plan-2027-04-11.ics");
});
