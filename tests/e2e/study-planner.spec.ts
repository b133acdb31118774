// The study planner: a plan as soon as the exam and date are chosen, the same
// plan from the server without JavaScript, the calendar file read back by a
// real iCalendar parser, and the refusals of past and far-off dates.
import "#tests/support/public-env";
import { readFile } from "node:fs/promises";
import { expect, type Page, test } from "@playwright/test";
import ICAL from "ical.js";
import { pageIn, pages } from "#app/catalog/pages.server";
import { maxDaysAhead, studyPlannerCalendarPath, studyPlannerCopy } from "#app/catalog/study-planner";
import { formatDateIn } from "#app/lib/format-date";
import { buildPlan, dayNumber, isoOfDay, planQuery } from "#app/lib/study-plan";
import { todayIso } from "#app/server/events.server";
import { footer as footerColumns } from "#content/navigation";
import { planSteps as spanishSteps } from "#content/studyPlannerEs";
import { expectNoAxeViolations, expectNoHorizontalScroll, jsonLdOfType, recorded } from "#tests/support/page-checks";

const copy = studyPlannerCopy.en;
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

async function choose(page: Page, exam: string, date: string, words = copy) {
  await page.getByLabel(words.exam, { exact: true }).selectOption(exam);
  await page.getByLabel(words.date, { exact: true }).fill(date);
}

const plan = (page: Page, words = copy) => page.getByRole("region", { name: words.resultHeading });

/** The events' titles of a calendar file. */
const eventTitles = (file: string): string[] =>
  new ICAL.Component(ICAL.parse(file)).getAllSubcomponents("vevent").map((vevent) => new ICAL.Event(vevent).summary);

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

test.describe("in Spanish", () => {
  const spanish = studyPlannerCopy.es;
  const spanishPath = pageIn("es", "studyPlanner").path;
  const shared = `${spanishPath}?${planQuery({ exam: "cps", date: testDate })}`;
  const spanishTitles = expected.milestones.map((milestone) =>
    milestone.step === "testDay" ? "CPS HSAT: día del examen" : `CPS HSAT: ${spanishSteps[milestone.step].title}`,
  );

  test("with JavaScript the plan is in Spanish, with Spanish dates, and the calendar file too", async ({ page }) => {
    await page.goto(spanishPath, { waitUntil: "networkidle" });
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    await expect(plan(page, spanish)).toContainText(spanish.emptyResult);
    await choose(page, "cps", testDate, spanish);
    await expect(page.getByTestId("weeks-left")).toHaveText(spanish.weeksLeft(expected.weeksLeft, expected.daysLeft));
    await expect(plan(page, spanish)).toContainText(spanish.until(formatDateIn("es", testDate)));
    const firstWeek = plan(page, spanish).getByRole("listitem").first();
    await expect(firstWeek).toContainText(`${spanish.week(1)} · `);
    await expect(firstWeek).toContainText(spanishSteps.diagnostic.title);
    await expect(page).toHaveURL(shared);

    const download = page.waitForEvent("download");
    await page.getByRole("link", { name: spanish.addToCalendar }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`examwise-cps-plan-de-estudio-${testDate}.ics`);
    const text = await readFile((await file.path()) ?? "", "utf8");
    expect(milestoneDates(text)).toEqual(expected.milestones.map((milestone) => milestone.date));
    expect(eventTitles(text)).toEqual(spanishTitles);
  });

  test("a shared Spanish address shows the same plan in Spanish, from the server and after hydration", async ({
    page,
    request,
  }) => {
    const html = await (await request.get(shared)).text();
    expect(html).toContain('<html lang="es"');
    expect(html).toContain(`data-testid="weeks-left">${spanish.weeksLeft(expected.weeksLeft, expected.daysLeft)}<`);
    expect(html).toContain(formatDateIn("es", testDate));

    const problems: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") problems.push(message.text());
    });
    await page.goto(shared, { waitUntil: "networkidle" });
    await expect(page.getByTestId("weeks-left")).toHaveText(spanish.weeksLeft(expected.weeksLeft, expected.daysLeft));
    await expect(page.getByLabel(spanish.exam, { exact: true })).toHaveValue("cps");
    await expect(page.getByLabel(spanish.date, { exact: true })).toHaveValue(testDate);
    expect(problems).toEqual([]);
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("the Spanish form is answered on the Spanish page, and its calendar link serves a Spanish file", async ({
      page,
      request,
    }) => {
      await page.goto(spanishPath);
      await choose(page, "cps", testDate, spanish);
      await page.getByRole("button", { name: spanish.submit }).click();
      await expect(page).toHaveURL(shared);
      await expect(page.locator("html")).toHaveAttribute("lang", "es");
      await expect(page.getByTestId("weeks-left")).toHaveText(spanish.weeksLeft(expected.weeksLeft, expected.daysLeft));

      const link = page.getByRole("link", { name: spanish.addToCalendar });
      expect(await link.getAttribute("href")).toBe(`${studyPlannerCalendarPath}?exam=cps&date=${testDate}&lang=es`);
      const response = await request.get((await link.getAttribute("href")) ?? "");
      expect(response.status()).toBe(200);
      expect(response.headers()["content-disposition"]).toContain(`examwise-cps-plan-de-estudio-${testDate}.ics`);
      const body = await response.text();
      expect(milestoneDates(body)).toEqual(expected.milestones.map((milestone) => milestone.date));
      expect(eventTitles(body)).toEqual(spanishTitles);
    });

    test("a past date is refused in Spanish next to the field, the chosen date kept", async ({ page }) => {
      await page.goto(spanishPath);
      await choose(page, "cps", daysFromToday(-3), spanish);
      await page.getByRole("button", { name: spanish.submit }).click();
      const field = page.getByLabel(spanish.date, { exact: true });
      await expect(field).toHaveValue(daysFromToday(-3));
      await expect(field).toHaveAttribute("aria-invalid", "true");
      await expect(page.getByText(spanish.errors.datePast)).toBeVisible();
      await expect(page.getByTestId("weeks-left")).toHaveCount(0);
    });
  });

  test("the calendar address answers in Spanish when asked, and in English for a language it does not know", async ({
    request,
  }) => {
    const past = `${studyPlannerCalendarPath}?exam=cps&date=${daysFromToday(-1)}`;
    const refused = await request.get(`${past}&lang=es`);
    expect(refused.status()).toBe(400);
    expect(await refused.text()).toBe(`${spanish.errors.datePast}\nCree un plan en ${spanishPath}\n`);
    const unknown = await request.get(`${past}&lang=fr`);
    expect(await unknown.text()).toContain(copy.errors.datePast);
  });

  test("the Spanish planner with a plan, and with a refused date, passes the WCAG 2.2 AA checks @phone", async ({
    page,
  }) => {
    await expectNoAxeViolations(page, shared);
    await expectNoAxeViolations(page, `${spanishPath}?${planQuery({ exam: "cps", date: daysFromToday(-3) })}`);
  });

  test("the Spanish planner with a plan fits a 390 px phone screen @phone-only", async ({ page }) => {
    await expectNoHorizontalScroll(page, shared);
  });
});

// Empty, it is checked with every page (every-page.spec.ts).
test("the planner with a plan passes the WCAG 2.2 AA checks", async ({ page }) => {
  await expectNoAxeViolations(page, `${path}?${planQuery({ exam: "cps", date: testDate })}`);
});

test("the planner with a plan fits a 390 px phone screen @phone-only", async ({ page }) => {
  await expectNoHorizontalScroll(page, `${path}?${planQuery({ exam: "cps", date: testDate })}`);
});
