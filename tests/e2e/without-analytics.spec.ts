// A build without GA_MEASUREMENT_ID (the e2e default) asks nothing and sets
// nothing: no banner, no consent cookie, no request to Google, no settings link.
import "#tests/support/public-env";
import { expect, test } from "@playwright/test";
import { consentCookie } from "#app/catalog/cookie-consent";
import { pages } from "#app/catalog/pages.server";
import { cookieBanner as copy } from "#content/consent";
import { gotoWithPageScript } from "#tests/support/page-script";

test("without an analytics id there is no consent banner, no cookie and no request to Google", async ({
  page,
  context,
}) => {
  const google: string[] = [];
  page.on("request", (request) => {
    if (/google/.test(new URL(request.url()).hostname)) google.push(request.url());
  });
  for (const path of [pages.home.path, pages.pricing.path]) {
    await gotoWithPageScript(page, path);
    await expect(page.getByRole("region", { name: copy.title })).toHaveCount(0);
    await expect(page.getByRole("link", { name: copy.footerLink })).toHaveCount(0);
  }
  expect(await page.evaluate(() => typeof window.gtag)).toBe("undefined");
  expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain(consentCookie.name);
  expect(google).toEqual([]);
});
