// The analytics consent banner (issue 17, docs/decisions/027-analytics-consent.md),
// on the second build playwright.config.ts makes with GA_MEASUREMENT_ID set: nothing
// from Google before a yes, one gtag.js after it, none after a no or with Global
// Privacy Control, none on the inbox and the newsletter's token pages whatever
// the answer, and the footer's "Cookie settings" reopens the question.
import AxeBuilder from "@axe-core/playwright";
import { type BrowserContext, expect, type Page, test } from "@playwright/test";
import { consentCookie, cookiePolicyHref } from "#app/catalog/cookie-consent";
import { pages } from "#app/catalog/pages.server";
import { consentDefaults } from "#app/lib/analytics";
import { cookieBanner as copy } from "#content/consent";
import { cookieBanner as spanishCopy } from "#content/consentEs";
import { consentMeasurementId } from "#tests/support/consent";
import { waitForHydration } from "#tests/support/hydration";
import { waitForPageScript } from "#tests/support/page-script";

/** Every request to a Google host; gtag.js itself is answered here with a stub, so no test reaches Google. */
async function watchGoogle(context: BrowserContext): Promise<string[]> {
  const requests: string[] = [];
  context.on("request", (request) => {
    if (/google/.test(new URL(request.url()).hostname)) requests.push(request.url());
  });
  await context.route(/^https:\/\/[^/]*google/, (route) =>
    route.fulfill({ contentType: "text/javascript", body: "window.gtagLoaded = (window.gtagLoaded || 0) + 1;" }),
  );
  return requests;
}

async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitForPageScript(page);
}

const banner = (page: Page) => page.getByRole("region", { name: copy.title });

/** Says yes on the home page's banner; gtag.js loads once. What Google was asked for, from then on. */
async function acceptOnHome(page: Page, context: BrowserContext) {
  const google = await watchGoogle(context);
  await open(page, pages.home.path);
  await banner(page).getByRole("button", { name: copy.accept }).click();
  await expect.poll(() => google.length).toBe(1);
  return google;
}
const gpcBanner = (page: Page) => page.getByRole("region", { name: copy.gpcTitle });

async function consentCookieOf(context: BrowserContext) {
  return (await context.cookies()).find((cookie) => cookie.name === consentCookie.name);
}

/** The Consent Mode calls queued for gtag.js, in order: ["default" | "update", settings]. */
function consentCalls(page: Page): Promise<[string, Record<string, string>][]> {
  return page.evaluate(() =>
    (window.dataLayer ?? [])
      .map((entry) => Array.from(entry as ArrayLike<unknown>))
      .filter((args) => args[0] === "consent")
      .map((args) => [args[1], args[2]] as [string, Record<string, string>]),
  );
}

test("nothing from Google loads before the visitor allows analytics; after a yes gtag.js loads once per page", async ({
  page,
  context,
}) => {
  const google = await watchGoogle(context);
  await open(page, pages.home.path);
  await expect(banner(page)).toBeVisible();
  await expect(banner(page)).toContainText(copy.text);
  await expect(banner(page).getByRole("link", { name: copy.policyLink })).toHaveAttribute("href", cookiePolicyHref);
  expect(google).toEqual([]);
  expect(await consentCalls(page)).toEqual([["default", consentDefaults]]);

  await banner(page).getByRole("button", { name: copy.accept }).click();
  await expect(banner(page)).toHaveCount(0);
  await expect.poll(() => google).toEqual([`https://www.googletagmanager.com/gtag/js?id=${consentMeasurementId}`]);
  expect(await consentCalls(page)).toEqual([
    ["default", consentDefaults],
    ["update", { analytics_storage: "granted" }],
  ]);
  const cookie = await consentCookieOf(context);
  expect(cookie?.value).toBe("granted");
  const days = ((cookie?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
  expect(days).toBeGreaterThan(consentCookie.maxAgeDays - 1);
  expect(days).toBeLessThanOrEqual(consentCookie.maxAgeDays);

  // The next page remembers the answer: no question, gtag.js at once.
  await open(page, pages.pricing.path);
  await expect.poll(() => google.length).toBe(2);
  await expect(banner(page)).toHaveCount(0);
});

test("after a yes, the inbox and the newsletter's token pages still load nothing from Google and send no Referer", async ({
  page,
  context,
}) => {
  const google = await acceptOnHome(page, context);
  for (const path of [
    "/admin/sign-in/verify?token=a-token-from-a-mail",
    "/newsletter/confirm?token=a-token-from-a-mail",
    "/newsletter/unsubscribe?id=00000000-0000-4000-8000-000000000000&sig=a-signature",
  ]) {
    const answer = await page.goto(path);
    expect(answer?.headers()["referrer-policy"]).toBe("no-referrer");
    await waitForPageScript(page);
    await expect(banner(page)).toHaveCount(0);
    expect([path, await page.evaluate(() => typeof window.gtag)]).toEqual([path, "undefined"]);
  }
  expect(google).toHaveLength(1);
});

test("after a no, nothing from Google loads on this page or the next, and the banner does not ask again", async ({
  page,
  context,
}) => {
  const google = await watchGoogle(context);
  await open(page, pages.pricing.path);
  await banner(page).getByRole("button", { name: copy.refuse }).click();
  await expect(banner(page)).toHaveCount(0);
  expect((await consentCookieOf(context))?.value).toBe("denied");
  await open(page, pages.home.path);
  await expect(banner(page)).toHaveCount(0);
  // The page script has started on both pages and settled the question: still nothing from Google.
  expect(google).toEqual([]);
});

test("Global Privacy Control counts as a no: no banner, nothing from Google, and the settings link says why", async ({
  browser,
}) => {
  const context = await browser.newContext({ extraHTTPHeaders: { "Sec-GPC": "1" } });
  await context.addInitScript(() =>
    Object.defineProperty(Navigator.prototype, "globalPrivacyControl", { get: () => true, configurable: true }),
  );
  const google = await watchGoogle(context);
  const page = await context.newPage();
  await open(page, pages.home.path);
  await expect(banner(page)).toHaveCount(0);
  const settings = page.getByRole("link", { name: copy.footerLink });
  await settings.click();
  await expect(gpcBanner(page)).toContainText(copy.gpcText);
  await expect(gpcBanner(page).getByRole("button", { name: copy.accept })).toHaveCount(0);
  await gpcBanner(page).getByRole("button", { name: copy.close }).click();
  await expect(gpcBanner(page)).toHaveCount(0);
  await expect(settings).toBeFocused();
  expect(google).toEqual([]);
  expect(await consentCookieOf(context)).toBeUndefined();
  await context.close();
});

test("Cookie settings reopens the question with the keyboard; taking a yes back stops Google and removes its cookies", async ({
  page,
  context,
}) => {
  await acceptOnHome(page, context);
  const { hostname } = new URL(page.url());
  await context.addCookies([{ name: "_ga", value: "GA1.1.1.1", domain: hostname, path: "/" }]);

  const settings = page.getByRole("link", { name: copy.footerLink });
  await settings.focus();
  await page.keyboard.press("Enter");
  await expect(banner(page)).toBeVisible();
  await expect(banner(page).getByRole("heading", { name: copy.title })).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(banner(page)).toHaveCount(0);
  await expect(settings).toBeFocused();

  await page.keyboard.press("Enter");
  await page.keyboard.press("Tab"); // the policy link
  await page.keyboard.press("Tab");
  await expect(banner(page).getByRole("button", { name: copy.accept })).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(banner(page).getByRole("button", { name: copy.refuse })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(banner(page)).toHaveCount(0);
  await expect(settings).toBeFocused();
  expect((await consentCookieOf(context))?.value).toBe("denied");
  expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain("_ga");
  expect((await consentCalls(page)).at(-1)).toEqual(["update", { analytics_storage: "denied" }]);
});

test("the banner comes right after the skip link for the keyboard, passes axe, and an application page still hydrates under it", async ({
  page,
}) => {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  await page.goto(pages.contact.path);
  await waitForHydration(page);
  await expect(banner(page)).toBeVisible();
  await page.keyboard.press("Tab"); // the skip link
  await page.keyboard.press("Tab");
  await expect(banner(page).getByRole("link", { name: copy.policyLink })).toBeFocused();
  const { violations } = await new AxeBuilder({ page }).include("[data-consent-banner]").analyze();
  expect(violations).toEqual([]);
  expect(errors).toEqual([]);
});

test("without JavaScript there is no banner and Cookie settings leads to the policy's section on analytics", async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const google = await watchGoogle(context);
  const page = await context.newPage();
  await page.goto(pages.home.path);
  await expect(banner(page)).toHaveCount(0);
  await page.getByRole("link", { name: copy.footerLink }).click();
  await expect(page).toHaveURL(cookiePolicyHref);
  const sectionId = new URL(cookiePolicyHref, page.url()).hash.slice(1);
  await expect(page.getByRole("heading", { level: 2 }).and(page.locator(`[id="${sectionId}"]`))).toBeInViewport();
  expect(google).toEqual([]);
  await context.close();
});

test("a Spanish page asks in Spanish, and the answer holds on the English pages too", async ({ page, context }) => {
  const google = await watchGoogle(context);
  // Any address under /es is a Spanish page (the not-found page at least; docs/decisions/066-spanish-pages.md).
  await open(page, "/es/pagina-que-no-existe");
  const spanish = page.getByRole("region", { name: spanishCopy.title });
  await expect(spanish).toBeVisible();
  await expect(spanish.getByRole("link", { name: spanishCopy.policyLink })).toHaveAttribute("href", cookiePolicyHref);
  await expect(page.getByRole("contentinfo").getByRole("link", { name: spanishCopy.footerLink })).toBeVisible();
  await spanish.getByRole("button", { name: spanishCopy.accept }).click();
  await expect.poll(() => google.length).toBe(1);
  await open(page, pages.home.path);
  await expect(banner(page)).toHaveCount(0);
});
