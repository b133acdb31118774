/*
 * Issue 9: one page of each template passes axe's WCAG 2.2 AA rules with reduced
 * motion at both widths (every-page.spec.ts, decision 053). Here the
 * home page with motion allowed, at both widths (the @phone tag runs the test
 * in both projects): what reduced motion hides, the running phone carousel with
 * its pause button and the sections' fade-in.
 */
import "#tests/support/public-env";
import { expect, type Page, test } from "@playwright/test";
import { pages } from "#app/catalog/pages.server";
import * as homeCopy from "#content/home";
import { waitForHydration } from "#tests/support/hydration";
import { axeViolations } from "#tests/support/page-checks";

/**
 * Opens the page and waits until its scripts have run (and React has hydrated
 * an application page), so axe sees the page as a visitor does.
 */
async function openHydrated(page: Page, path: string) {
  const response = await page.goto(path);
  expect(response?.status()).toBe(200);
  await waitForHydration(page);
}

test("the home page, with motion and scrolled through so every section has faded in, has no axe violations @phone", async ({
  page,
}) => {
  // With motion allowed the phone carousel runs and shows its pause button.
  await openHydrated(page, pages.home.path);
  const sections = page.locator("[data-slot=section]");
  for (const section of await sections.all()) await section.scrollIntoViewIfNeeded();
  await page.getByRole("heading", { name: homeCopy.testimonials.heading }).scrollIntoViewIfNeeded();
  // The sections' fade follows the scroll position (CSS scroll-driven): only time-based animations can finish.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.timeline === document.timeline)
        .map((animation) => animation.finished),
    ),
  );
  // What is on screen is fully opaque: the fade never leaves readable text transparent.
  const inView = await sections.evaluateAll((elements) =>
    elements
      .filter((element) => {
        const box = element.getBoundingClientRect();
        return box.bottom > 0 && box.top < window.innerHeight - 64;
      })
      .map((element) => getComputedStyle(element).opacity),
  );
  expect(inView.length).toBeGreaterThan(0);
  expect(new Set(inView)).toEqual(new Set(["1"]));
  expect(await axeViolations(page)).toEqual([]);
});
