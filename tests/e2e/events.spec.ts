// /events: upcoming and past events split by the date of the request, the
// registration links and the newsletter form.
import "#tests/support/public-env";
import { expect, test } from "@playwright/test";
import { eventText, splitEvents } from "#app/catalog/events";
import { pages } from "#app/catalog/pages.server";
import { todayIso } from "#app/server/events.server";
import { newsletterForm as newsletterFormText } from "#content/messages";
import { allEventItems } from "#content-collections";
import { expectNewTab } from "#tests/support/page-checks";

const { upcoming, past } = splitEvents(allEventItems, todayIso());

test("upcoming events show their details and a Register Now link opening the payment page in a new tab", async ({
  page,
}) => {
  await page.goto(pages.events.path);
  const section = page.getByRole("region", { name: eventText.upcomingHeading });
  const cards = section.getByRole("article");
  await expect(cards).toHaveCount(upcoming.length);
  for (const [index, event] of upcoming.entries()) {
    const card = cards.nth(index);
    await expect(card.getByRole("heading", { level: 3 })).toHaveText(event.title);
    await expect(card).toContainText(event.dateLabel);
    await expect(card).toContainText(event.time);
    await expect(card).toContainText(event.location);
    await expect(card).toContainText(eventText.spotsLeft(event.spots));
    const register = card.getByRole("link", { name: new RegExp(`^${eventText.register}`) });
    await expect(register).toHaveAttribute("href", event.registrationLink);
    await expectNewTab(register);
  }
});

test("past events show their date, description and attendance, and nothing to register for", async ({ page }) => {
  await page.goto(pages.events.path);
  const section = page.getByRole("region", { name: eventText.pastHeading });
  await expect(section.getByRole("heading", { level: 3 })).toHaveText(past.map((event) => event.title));
  for (const event of past) {
    if (event.attendees !== null) await expect(section).toContainText(eventText.attendees(event.attendees));
  }
  await expect(section.getByRole("link", { name: new RegExp(eventText.register) })).toHaveCount(0);
});

test("the content has events on both sides of today", () => {
  expect(upcoming.length).toBeGreaterThan(0);
  expect(past.length).toBeGreaterThan(0);
});

test("the newsletter form on the events page posts to the API and says so", async ({ page }) => {
  await page.goto(pages.events.path, { waitUntil: "networkidle" });
  const email = page.getByRole("textbox", { name: newsletterFormText.email });
  await expect(email).toBeVisible();
  const posted = page.waitForRequest((request) => new URL(request.url()).pathname === "/api/newsletter");
  await email.fill(`events-${Date.now()}@example.com`);
  await page.getByRole("button", { name: newsletterFormText.subscribe }).click();
  expect((await posted).method()).toBe("POST");
});
