// What a visitor sees of the HTTP edge (docs/decisions/021-the-error-contract.md):
// a revalidated page keeps working, and a broken address gets a readable page.
import { expect, test } from "@playwright/test";
import { badRequest as badRequestPage } from "#content/pages";
import { waitForHydration } from "#tests/support/hydration";

test("a page revalidated with a 304 keeps its script hashes and hydrates again", async ({ page }) => {
  const blocked: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) blocked.push(message.text());
  });
  await page.goto("/contact");
  await waitForHydration(page);

  // What the server answered on the wire, as Chromium's network layer saw it
  // (Playwright reports the cached page's 200 after a revalidation).
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  const pageRequests = new Set<string>();
  const wireStatuses: number[] = [];
  cdp.on("Network.requestWillBeSent", ({ requestId, request }) => {
    if (new URL(request.url).pathname === "/contact") pageRequests.add(requestId);
  });
  cdp.on("Network.responseReceivedExtraInfo", ({ requestId, statusCode }) => {
    if (pageRequests.has(requestId)) wireStatuses.push(statusCode);
  });
  await page.reload();
  expect(wireStatuses).toEqual([304]);
  await waitForHydration(page);
  expect(blocked).toEqual([]);
});

test("a broken address gets the bad-request page, in the site's words", async ({ page }) => {
  const response = await page.goto("/%E0%A4%A");
  expect(response?.status()).toBe(400);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(badRequestPage.heading);
  await page.getByRole("link", { name: badRequestPage.home }).click();
  await expect(page).toHaveURL("/");
});

test("an address with a doubled slash moves to the one canonical page", async ({ page }) => {
  // Browsers resolve dot segments themselves; a doubled slash they send as typed.
  await page.goto("/highschoolentrance/pricing".replace(/\/(?=[^/]+$)/, "//"));
  await expect(page).toHaveURL("/highschoolentrance/pricing");
});
