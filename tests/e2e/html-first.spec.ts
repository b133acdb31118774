/*
 * Issue 20: a page that is not an application ships no React, only the page
 * script; an application page hydrates; inline scripts run under the CSP; the
 * web fonts never hold up a first page (docs/decisions/022-html-first.md).
 */
import "#tests/support/public-env";
import { expect, type Page, test } from "@playwright/test";
import { pages } from "#app/catalog/pages.server";
import { webFontsCachedKey } from "#app/lib/web-font-faces";
import { main as mainNavigation } from "#content/navigation";
import { waitForHydration } from "#tests/support/hydration";

const bodyFont = (page: Page) => page.evaluate(() => getComputedStyle(document.body).fontFamily);

/** Every script the page requested, by path. */
const requestedScripts = (page: Page) =>
  page.evaluate(() =>
    performance
      .getEntriesByType("resource")
      .filter((entry) => (entry as PerformanceResourceTiming).initiatorType === "script" || /\.js$/.test(entry.name))
      .map((entry) => new URL(entry.name).pathname),
  );

/** Records the Content-Security-Policy violations the page reports. */
function cspViolations(page: Page): string[] {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

for (const path of [pages.home.path, pages.pricing.path, pages.blog.path, pages.terms.path]) {
  test(`${path} ships no React: its one script is the page script`, async ({ page }) => {
    const html = await (await page.request.get(path)).text();
    expect(html).not.toContain('type="module"');
    expect(html).not.toContain("modulepreload");
    const violations = cspViolations(page);
    await page.goto(path);
    await waitForHydration(page);
    const scripts = await requestedScripts(page);
    expect(scripts).toHaveLength(1);
    expect(scripts[0]).toMatch(/^\/assets\/page-[\w-]+\.js$/);
    expect(await page.locator("html").getAttribute("data-hydrated")).toBeNull();
    expect(violations).toEqual([]);
  });
}

const applications = [pages.contact.path, `${pages.studyPlanner.path}?exam=toefl`];
for (const path of applications) {
  test(`${path} is an application: React hydrates it, its inline scripts allowed by the policy`, async ({ page }) => {
    const violations = cspViolations(page);
    await page.goto(path);
    await waitForHydration(page);
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
    expect(violations).toEqual([]);
  });
}

test("pages ask the browser to fetch same-origin pages ahead when a link is pointed at", async ({ page }) => {
  await page.goto(pages.home.path);
  const rules = JSON.parse((await page.locator('script[type="speculationrules"]').textContent()) ?? "{}");
  expect(rules.prefetch[0].eagerness).toBe("moderate");
  expect(JSON.stringify(rules)).toContain('"/api/*"');
});

test("the first page keeps the metric-matched fallback; the next page uses Inter, fetched once the first was idle", async ({
  page,
}) => {
  await page.goto(pages.home.path);
  await waitForHydration(page);
  expect(await bodyFont(page)).toMatch(/^"Inter Fallback"/);
  await page.waitForFunction((key) => sessionStorage.getItem(key) === "1", webFontsCachedKey);
  expect(await bodyFont(page)).toMatch(/^"Inter Fallback"/);
  const pricing = mainNavigation.find((item) => item.href === pages.pricing.path);
  if (!pricing) throw new Error("the main navigation has no pricing link");
  await page.getByRole("banner").getByRole("link", { name: pricing.label, exact: true }).first().click();
  await expect(page).toHaveURL(new RegExp(`${pages.pricing.path}$`));
  await expect.poll(() => bodyFont(page)).toMatch(/^"Inter Variable"/);
});

test("without JavaScript the page uses Inter from the start", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(pages.home.path);
  expect(await bodyFont(page)).toMatch(/^"Inter Variable"/);
  await context.close();
});
