/*
 * Issue 9: every page of the site passes axe's WCAG 2.2 AA rules, on a 1280 px
 * desktop and on a 390 px phone (the @phone tag runs each test in both
 * projects). Nothing is excluded from the scan.
 */
import "#tests/support/public-env";
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";
import { homeCopy } from "#app/catalog/home";
import { pages } from "#app/catalog/pages.server";
import { sitePaths } from "#app/routes-prerender";
import { waitForHydration } from "#tests/support/hydration";

const wcagTags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/** Axe's findings, one line per rule: id, what it asks and the selectors of the failing elements. */
async function axeViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).withTags(wcagTags).analyze();
  return violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help} -> ${violation.nodes
        .map((node) => node.target.join(" "))
        .join(" | ")}`,
  );
}

/**
 * Opens the page and waits until its scripts have run (and React has hydrated
 * an application page), so axe sees the page as a visitor does.
 */
async function openHydrated(page: Page, path: string) {
  const response = await page.goto(path);
  expect(response?.status()).toBe(200);
  await waitForHydration(page);
}

test.describe("every page with reduced motion", () => {
  // Sections below the fold fade in on scroll unless the visitor asks for less
  // motion; with reduced motion every section is in its final state at once.
  test.use({ reducedMotion: "reduce" });

  for (const path of sitePaths) {
    test(`${path} has no axe WCAG 2.2 AA violations @phone`, async ({ page }) => {
      await openHydrated(page, path);
      expect(await axeViolations(page)).toEqual([]);
    });
  }
});

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
