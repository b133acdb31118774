/*
 * Issue 9: the page paints before its JavaScript starts, then hydrates; the
 * web font never holds up or moves a page (docs/decisions/019-boot-after-first-paint.md).
 */
import "#tests/support/public-env";
import { expect, type Page, test } from "@playwright/test";
import { mainNavigation } from "#app/catalog/navigation";
import { pages } from "#app/catalog/pages";
import { interFontLoad } from "#app/lib/web-font";
import { waitForHydration as hydrated } from "#tests/support/hydration";

const bodyFont = (page: Page) => page.evaluate(() => getComputedStyle(document.body).fontFamily);

for (const path of [pages.home.path, pages.pricing.path, pages.blog.path]) {
  test(`${path}: no script is requested before the first contentful paint, and the page hydrates @phone`, async ({
    page,
  }) => {
    const html = await (await page.request.get(path)).text();
    expect(html).not.toContain('rel="modulepreload"');
    await page.goto(path);
    await hydrated(page);
    const timing = await page.evaluate(() => ({
      paint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Number.NaN,
      scripts: performance
        .getEntriesByType("resource")
        .filter((entry) => /\/assets\/.+\.js$/.test(entry.name))
        .map((entry) => entry.startTime),
    }));
    expect(timing.scripts.length).toBeGreaterThan(0);
    for (const start of timing.scripts) expect(start).toBeGreaterThanOrEqual(timing.paint);
  });
}

test("the first page keeps the metric-matched fallback; the next page uses Inter, fetched after the first paint", async ({
  page,
}) => {
  await page.goto(pages.home.path);
  await hydrated(page);
  expect(await bodyFont(page)).toMatch(/^"Inter Fallback"/);
  await page.waitForFunction((font) => document.fonts.check(font), interFontLoad);
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
