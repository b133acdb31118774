/*
 * Issue 17: the links in the newsletter's mails. The unsubscribe page works
 * with JavaScript off (one button, a plain form post) and never hydrates; the
 * confirm page renders its answer on the server, a refused link included.
 */
import "#tests/support/public-env";
import { type APIRequestContext, expect, test } from "@playwright/test";
import { confirmPage, unsubscribePage } from "#app/catalog/newsletter-pages";
import { unsubscribeUrl } from "#app/server/leads-secret.server";
import { expectNoAxeViolationsAtBothWidths } from "#tests/support/page-checks";

const secret = process.env.E2E_LEADS_SECRET ?? "";

/** The page ships no React (html-first.spec.ts checks the same for every other non-application page). */
async function expectNoReact(request: APIRequestContext, path: string) {
  const html = await (await request.get(path)).text();
  expect(html).not.toContain('type="module"');
  expect(html).not.toContain("modulepreload");
}
const subscriberId = "00000000-0000-4000-8000-0000000000e2";

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the unsubscribe link asks with one button, and pressing it unsubscribes", async ({ page }) => {
    const response = await page.goto(unsubscribeUrl("", secret, subscriberId));
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1, name: unsubscribePage.ask.heading })).toBeVisible();
    await expect(page.locator("meta[name=robots]")).toHaveAttribute("content", "noindex");
    await expectNoReact(page.request, unsubscribeUrl("", secret, subscriberId));

    const answer = page.waitForResponse((r) => r.request().method() === "POST");
    await page.getByRole("button", { name: unsubscribePage.ask.button }).click();
    expect((await answer).status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1, name: unsubscribePage.done.heading })).toBeVisible();
  });

  test("a tampered unsubscribe link gets a 400 page that says what to do", async ({ page }) => {
    const response = await page.goto(unsubscribeUrl("", secret, subscriberId).replace("sig=", "sig=A"));
    expect(response?.status()).toBe(400);
    await expect(page.getByRole("heading", { level: 1, name: unsubscribePage.badLink.heading })).toBeVisible();
    await expect(page.getByRole("button", { name: unsubscribePage.ask.button })).toHaveCount(0);
  });

  test("the confirm page renders its answer without JavaScript, and never hydrates", async ({ page }) => {
    const response = await page.goto(`${confirmPage.path}?token=${"A".repeat(43)}`);
    expect(response?.status()).toBe(400);
    await expect(page.getByRole("heading", { level: 1, name: confirmPage.outcomes.invalid.heading })).toBeVisible();
    await expect(page.getByRole("link", { name: confirmPage.signUpAgain })).toHaveAttribute("href", "/events");
    await expectNoReact(page.request, `${confirmPage.path}?token=${"B".repeat(43)}`);
  });
});

// Rendered per request, these pages are outside the sweep of every pre-rendered page (a11y.spec.ts).
// Axe runs in the page, so this one has JavaScript (the pages ship no React either way).
test("the unsubscribe page, before and after its button, and the confirm page pass axe at both widths", async ({
  page,
}) => {
  await page.goto(unsubscribeUrl("", secret, subscriberId));
  await expectNoAxeViolationsAtBothWidths(page);
  await page.getByRole("button", { name: unsubscribePage.ask.button }).click();
  await expect(page.getByRole("heading", { level: 1, name: unsubscribePage.done.heading })).toBeVisible();
  await expectNoAxeViolationsAtBothWidths(page);
  await page.goto(`${confirmPage.path}?token=${"C".repeat(43)}`);
  await expect(page.getByRole("heading", { level: 1, name: confirmPage.outcomes.invalid.heading })).toBeVisible();
  await expectNoAxeViolationsAtBothWidths(page);
});
