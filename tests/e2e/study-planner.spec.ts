// The study planner: a plan as soon as the exam and date are chosen, the same
// plan from the server without JavaScript, the calendar file read back by a
// real iCalendar parser, and the refusals of past and far-off dates.
import "#tests/support/public-env";
import { readFile } from "node:fs/promises";
import { expect, type Page, test } from "@playwright/test";
import ICAL from "ical.js";
import { pages } from "#app/catalog/pages.server";
import { studyPlannerCopy as copy, maxDaysAhead, studyPlannerCalendarPath } from "#app/catalog/study-planner";
import { buildPlan, dayNumber, isoOfDay, planQuery } from "#app/lib/study-plan";
import { todayIso } from "#app/server/events.server";
import { footer as footerColumns } from "#content/navigation";
import { expectNoAxeViolations, expectNoHorizontalScroll, jsonLdOfType, recorded } from "#tests/support/page-checks";

const path = pages.studyPlanner.path;
const today = todayIso();
const daysFromToday = (days: number) => isoOfDay((dayNumber(today) ?? 0) + days);
// Far enough from today that the browser's local date and the server's UTC date agree on the plan.
const testDate = daysFromToday(20 * 7 + 3);
const expected = buildPlan("cps", testDate, today);

function milestoneDates(file: string): string[] {
  const calendar = new ICAL.Component(ICAL.parse(file));
  return calendar.getAllSubcomponents("vevent").map((vevent) => {
    const start = new ICAL.Event(vevent).startDate;
    expect(start.isDate).toBe(true);
    return start.toString();
  });
}

async function choose(page: Page, exam: string, date: string) {
  await page.getByLabel(copy.exam, { exact: true }).selectOption(exam);
  await page.getByLabel(copy.date, { exact: true }).fill(date);
}

const plan = (page: Page) => page.getByRole("region", { name: copy.resultHeading });

test("with JavaScript the plan appears at once, and Add to calendar downloads the milestones", async ({ page }) => {
  await page.goto(path, { waitUntil: "networkidle" });
  await expect(plan(page)).toContainText(copy.emptyResult);
  await choose(page, "cps", testDate);
  await expect(page.getByTestId("weeks-left")).toHaveText(copy.weeksLeft(expected.weeksLeft, expected.daysLeft));
  await expect(
    plan(page)
      .getByRole("listitem")
      .filter({ hasText: copy.week(expected.weeks.length) }),
  ).toBeVisible();
  await expect(page).toHaveURL(`${path}?${planQuery({ exam: "cps", date: testDate })}`);
  expect(await recorded(page, "study_plan_create")).toEqual([{ event: "study_plan_create", exam: "cps" }]);

  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: copy.addToCalendar }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`examwise-cps-study-plan-${testDate}.ics`);
  const text = await readFile((await file.path()) ?? "", "utf8");
  expect(milestoneDates(text)).toEqual(expected.milestones.map((milestone) => milestone.date));
  expect(milestoneDates(text).at(-1)).toBe(testDate);
  expect(await recorded(page, "study_plan_download")).toEqual([{ event: "study_plan_download", exam: "cps" }]);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the form is answered by the server, and the calendar link serves the .ics file", async ({ page, request }) => {
    await page.goto(path);
    await choose(page, "shsat", testDate);
    await page.getByRole("button", { name: copy.submit }).click();
    await expect(page).toHaveURL(`${path}?${planQuery({ exam: "shsat", date: testDate })}`);
    const shsat = buildPlan("shsat", testDate, today);
    await expect(page.getByTestId("weeks-left")).toHaveText(copy.weeksLeft(shsat.weeksLeft, shsat.daysLeft));

    const link = page.getByRole("link", { name: copy.addToCalendar });
    expect(await link.getAttribute("href")).toBe(`${studyPlannerCalendarPath}?exam=shsat&date=${testDate}`);
    const response = await request.get((await link.getAttribute("href")) ?? "");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe("text/calendar; charset=utf-8");
    expect(response.headers()["content-disposition"]).toContain(`examwise-shsat-study-plan-${testDate}.ics`);
    const body = await response.text();
    expect(body).toContain("\r\n");
    expect(milestoneDates(body)).toEqual(shsat.milestones.map((milestone) => milestone.date));
  });

  test("a past date and a date more than a year away are refused next to the field", async ({ page }) => {
    for (const [date, message] of [
      [daysFromToday(-3), copy.errors.datePast],
      [daysFromToday(maxDaysAhead + 5), copy.errors.dateTooFar],
    ] as const) {
      await page.goto(path);
      await choose(page, "cps", date);
      await page.getByRole("button", { name: copy.submit }).click();
      const field = page.getByLabel(copy.date, { exact: true });
      await expect(field).toHaveAttribute("aria-invalid", "true");
      await expect(page.getByText(message)).toBeVisible();
      await expect(page.getByTestId("weeks-left")).toHaveCount(0);
    }
  });
});

test("the calendar address refuses a past date with a message, not a file", async ({ request }) => {
  const response = await request.get(`${studyPlannerCalendarPath}?exam=cps&date=${daysFromToday(-1)}`);
  expect(response.status()).toBe(400);
  expect(await response.text()).toContain(copy.errors.datePast);
});

test("with JavaScript a date too far away is flagged as it is chosen", async ({ page }) => {
  await page.goto(path, { waitUntil: "networkidle" });
  await choose(page, "toefl", daysFromToday(maxDaysAhead + 30));
  await expect(page.getByText(copy.errors.dateTooFar)).toBeVisible();
  await expect(page.getByTestId("weeks-left")).toHaveCount(0);
});

test("the planner is a WebApplication in its structured data and is linked from the footer", async ({ page }) => {
  await page.goto(pages.home.path);
  const label = footerColumns.product.links.find((link) => link.href === path)?.label ?? "";
  await page.getByRole("contentinfo").getByRole("link", { name: label, exact: true }).click();
  await expect(page).toHaveURL(path);
  const [app] = await jsonLdOfType(page, "WebApplication");
  expect(app?.name).toBe(pages.studyPlanner.heading);
});

// Empty, it is checked with every page (every-page.spec.ts).
test("the planner with a plan passes the WCAG 2.2 AA checks", async ({ page }) => {
  await expectNoAxeViolations(page, `${path}?${planQuery({ exam: "cps", date: testDate })}`);
});

test("the planner with a plan fits a 390 px phone screen @phone-only", async ({ page }) => {
  await expectNoHorizontalScroll(page, `${path}?${planQuery({ exam: "cps", date: testDate })}`);
});
