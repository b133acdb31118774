// The deadline calendars (/calendar and /calendar/<exam>.ics): the page works without JavaScript, each calendar
// has a webcal: subscribe link and its file is served as text/calendar with every sourced date, the keyboard
// reaches every link, axe finds nothing at both widths, and the planner offers the CPS calendar beside its file.
import "#tests/support/public-env";
import { expect, test } from "@playwright/test";
import ICAL from "ical.js";
import { feedIds, feedPath } from "#app/catalog/calendar-feeds";
import { pages } from "#app/catalog/pages.server";
import { studyPlannerCopy } from "#app/catalog/study-planner";
import { eventsIn } from "#app/lib/calendar-feed";
import { formatDateIn } from "#app/lib/format-date";
import { dayNumber, isoOfDay } from "#app/lib/study-plan";
import { todayIso } from "#app/server/events.server";
import { dates, feeds } from "#content/calendarPage";
import { calendar } from "#content/facts";
import { expectNoAxeViolationsAtBothWidths } from "#tests/support/page-checks";

const path = pages.calendar.path;

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("each calendar has a webcal: subscribe link and an https download of the same file @phone", async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(pages.calendar.heading);
    for (const feed of feedIds) {
      const subscribe = page.getByRole("link", { name: feeds.subscribe.replace("{name}", feeds.names[feed]) });
      const download = page.getByRole("link", { name: feeds.download.replace("{file}", `${feed}.ics`) });
      const subscribeHref = (await subscribe.getAttribute("href")) ?? "";
      const downloadHref = (await download.getAttribute("href")) ?? "";
      expect(subscribeHref).toMatch(/^webcal:\/\//);
      expect(downloadHref).toMatch(/^https?:\/\//);
      expect(new URL(downloadHref).pathname).toBe(feedPath(feed));
      expect(subscribeHref).toBe(downloadHref.replace(/^https?:/, "webcal:"));
    }
  });

  test("every date shows its source and checked day, and the unpublished ones are said in words", async ({ page }) => {
    await page.goto(path);
    for (const event of calendar.events) {
      const item = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: event.title }) });
      await expect(item.locator(`a[href="${event.source.url}"]`)).toBeVisible();
      await expect(item).toContainText(dates.checked.replace("{date}", formatDateIn("en", event.checkedOn)));
    }
    for (const item of calendar.notPublished) await expect(page.getByText(item.text)).toBeVisible();
    const upcoming = calendar.events.filter((event) => (event.endDate ?? event.date) >= todayIso());
    await expect(page.getByTestId("none-upcoming")).toHaveCount(upcoming.length === 0 ? 1 : 0);
    if (upcoming.length === 0) await expect(page.getByTestId("none-upcoming")).toHaveText(dates.noneUpcoming);
  });

  test("the planner offers the CPS calendar beside the plan's file, and none for the TOEFL", async ({ page }) => {
    const copy = studyPlannerCopy.en;
    const date = isoOfDay((dayNumber(todayIso()) ?? 0) + 60);
    await page.goto(`${pages.studyPlanner.path}?exam=cps&date=${date}`);
    await expect(page.getByRole("link", { name: copy.addToCalendar })).toBeVisible();
    const feed = page.getByRole("link", { name: copy.subscribeFeed("CPS HSAT") });
    expect(await feed.getAttribute("href")).toMatch(/^webcal:\/\/[^/]+\/calendar\/cps\.ics$/);
    await expect(page.getByRole("link", { name: copy.feedHowTo })).toHaveAttribute("href", path);
    await page.goto(`${pages.studyPlanner.path}?exam=toefl&date=${date}`);
    await expect(page.getByRole("link", { name: copy.addToCalendar })).toBeVisible();
    await expect(page.getByTestId("plan-feed")).toHaveCount(0);
  });
});

for (const feed of feedIds) {
  test(`${feedPath(feed)} is served as text/calendar with its events`, async ({ request }) => {
    const response = await request.get(feedPath(feed));
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toMatch(/^text\/calendar; charset=utf-8$/i);
    const vevents = new ICAL.Component(ICAL.parse(await response.text())).getAllSubcomponents("vevent");
    expect(vevents.map((vevent) => String(vevent.getFirstPropertyValue("uid")).split("@")[0]).sort()).toEqual(
      eventsIn(feed, calendar.events)
        .map((event) => event.id)
        .sort(),
    );
  });
}

test("the keyboard reaches every link of the page", async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto(path);
  const links = page.getByRole("main").locator("a[href]");
  const count = await links.count();
  await page.getByRole("heading", { level: 1 }).click();
  for (let press = 0; press < count + 10; press += 1) {
    await page.keyboard.press("Tab");
    // Marks each link of the main content as the focus reaches it.
    await page.evaluate(() => {
      const element = document.activeElement;
      if (element instanceof HTMLAnchorElement && element.closest("main")) element.dataset.reached = "";
    });
  }
  await expect(page.getByRole("main").locator("a[href][data-reached]")).toHaveCount(count);
});

test(`axe finds nothing at 1280 and 390 px on ${path}`, async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto(path);
  await expectNoAxeViolationsAtBothWidths(page);
});
