/*
 * Sections fade in as they scroll into view with CSS only (app.css): nothing
 * waits for a script, what is on screen is never left transparent, and with
 * reduced motion nothing moves.
 */
import "#tests/support/public-env";
import { expect, type Locator, type Page, test } from "@playwright/test";
import { pages } from "#app/catalog/pages.server";
import * as homeCopy from "#content/home";

function faqSection(page: Page): Locator {
  return page.getByRole("region", { name: homeCopy.faq.heading });
}

const opacity = (section: Locator) => section.evaluate((element) => getComputedStyle(element).opacity);

test.describe("with JavaScript disabled", () => {
  test.use({ javaScriptEnabled: false });

  test("a section below the fold fades in once scrolled to, and is then fully opaque", async ({ page }) => {
    await page.goto(pages.home.path);
    const faq = faqSection(page);
    expect(await opacity(faq)).toBe("0");
    await faq.getByRole("heading", { name: homeCopy.faq.heading }).scrollIntoViewIfNeeded();
    await expect.poll(() => opacity(faq)).toBe("1");
    await expect(faq.getByRole("heading", { name: homeCopy.faq.heading })).toBeVisible();
  });
});

test.describe("with reduced motion", () => {
  test.use({ reducedMotion: "reduce" });

  test("sections neither fade nor move", async ({ page }) => {
    await page.goto(pages.home.path);
    const faq = faqSection(page);
    expect(await opacity(faq)).toBe("1");
    expect(await faq.evaluate((element) => element.getAnimations().length)).toBe(0);
  });
});
