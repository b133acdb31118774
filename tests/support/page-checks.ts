// Helpers for the landing, exam and audience page journeys: what a visitor
import AxeBuilder from "@axe-core/playwright";
// sees (headings in order, links), what the page records (window.dataLayer)
// and what it tells search engines (JSON-LD).
import { type BrowserContext, expect, type Locator, type Page } from "@playwright/test";
import type { FaqItem } from "#app/catalog/page-content-schema";

export type DataLayerEvent = { event: string } & Record<string, unknown>;

/**
 * The data layer's entries, each event checked to carry its page's language (`page_language`, the page's
 * `<html lang>`, docs/analytics.md) and returned without it, so a test compares what the event itself says.
 */
export async function dataLayerEntries(page: Page): Promise<Record<string, unknown>[]> {
  const { entries, lang } = await page.evaluate(() => ({
    entries: (window.dataLayer ?? []).filter(
      (entry): entry is Record<string, unknown> => typeof entry === "object" && entry !== null,
    ),
    lang: document.documentElement.lang,
  }));
  return entries.map((entry) => {
    if (!("event" in entry)) return entry;
    const { page_language: language, ...event } = entry;
    expect(language, `the page language of ${String(entry.event)}`).toBe(lang);
    return event;
  });
}

/** The events the page has recorded so far, optionally only one kind (each checked for its page's language). */
export async function recorded(page: Page, name?: string): Promise<DataLayerEvent[]> {
  const events = (await dataLayerEntries(page)).filter(
    (entry): entry is DataLayerEvent => "event" in entry && typeof entry.event === "string",
  );
  return name ? events.filter((entry) => entry.event === name) : events;
}

/** The h2 headings of the main content, in the order a visitor meets them. */
async function mainHeadings(page: Page): Promise<string[]> {
  return (await page.locator("main h2").allTextContents()).map((text) => text.trim());
}

/** The expected headings appear in this order (other headings may sit between them). */
export async function expectSectionsInOrder(page: Page, expected: readonly string[]) {
  const headings = await mainHeadings(page);
  expect(headings.filter((heading) => expected.includes(heading))).toEqual([...expected]);
}

/** Answers every request to another site with an empty page, so new tabs and clicks stay offline. */
export async function stubOtherSites(context: BrowserContext, baseURL: string | undefined) {
  const own = new URL(baseURL ?? "http://127.0.0.1").host;
  await context.route(
    (url) => url.host !== own,
    (route) => route.fulfill({ status: 200, contentType: "text/html", body: "<title>elsewhere</title>" }),
  );
}

/** A link's address as a URL, for its path and query parameters. */
export async function hrefOf(link: Locator): Promise<URL> {
  return new URL((await link.getAttribute("href")) ?? "", "http://localhost");
}

export async function expectNewTab(link: Locator) {
  await expect(link).toHaveAttribute("target", "_blank");
  await expect(link).toHaveAttribute("rel", /noopener/);
}

/** Every JSON-LD document of the page whose @type is `type`. */
export async function jsonLdOfType(page: Page, type: string): Promise<Record<string, unknown>[]> {
  const documents = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) => scripts.map((script) => JSON.parse(script.textContent ?? "null") as unknown));
  return documents.filter(
    (document): document is Record<string, unknown> =>
      typeof document === "object" && document !== null && (document as Record<string, unknown>)["@type"] === type,
  );
}

/** The page's FAQPage JSON-LD lists exactly these questions and answers. */
export async function expectFaqJsonLd(page: Page, items: readonly FaqItem[]) {
  const [faqPage] = await jsonLdOfType(page, "FAQPage");
  expect(faqPage?.mainEntity).toEqual(
    items.map((item) => ({
      "@type": "Question",
      name: item.question,
      acceptedAnswer: { "@type": "Answer", text: item.answer },
    })),
  );
}

/** No horizontal scrolling at a phone's 390 px. */
export async function expectNoHorizontalScroll(page: Page, path: string) {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(path);
  await page.evaluate(() => document.fonts.ready);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
}

/**
 * A "Learn more" anchor scrolls (smoothly, with motion allowed) to its section:
 * the address gets the hash and the section's heading comes into view.
 */
export async function expectLearnMoreScrolls(page: Page, link: Locator, target: Locator) {
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior)).toBe("smooth");
  await expect(target).not.toBeInViewport();
  const before = await page.evaluate(() => window.scrollY);
  await link.click();
  await expect(page).toHaveURL(/#learn-more$/);
  await expect(target).toBeInViewport();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(before);
}

/**
 * Clicks a link or control further down the page. Sections rise a little as
 * they scroll into view, tied to the scroll (app/styles/app.css), so what is in
 * them moves in the frames after a scroll. Playwright's click checks that the
 * target stands still, then scrolls it into view and clicks at once, where it
 * was before that scroll: one trace shows the click 2rem below a link and no
 * navigation (exam-facts.spec.ts, 2026-11-26); an FAQ question did not open
 * the same way. Scrolled first, the click's own check waits until the target
 * stands still where it is drawn.
 */
export async function clickBelowTheFold(target: Locator) {
  await target.scrollIntoViewIfNeeded();
  await target.click();
}

const wcagTags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/**
 * Axe's WCAG 2.2 AA findings on the page as it is now (or only those of `rules`), one line per rule: id, what it
 * asks, the failing elements.
 * In axe's legacy mode: one run inside the page, where the default mode runs each frame apart and joins the
 * results in a second page it opens, which doubles the time of a run; our pages have no frames
 * (docs/decisions/047-npm-test-in-twelve-minutes.md).
 */
export async function axeViolations(page: Page, rules?: readonly string[]): Promise<string[]> {
  // Only violations are read, so axe need not gather the passes and incomplete results (a third faster).
  const builder = new AxeBuilder({ page }).setLegacyMode(true).options({ resultTypes: ["violations"] });
  const { violations } = await (rules ? builder.withRules([...rules]) : builder.withTags(wcagTags)).analyze();
  return violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help} -> ${violation.nodes
        .map((node) => node.target.join(" "))
        .join(" | ")}`,
  );
}

/** The page passes axe's WCAG 2.2 AA checks. */
export async function expectNoAxeViolations(page: Page, path: string) {
  await page.goto(path, { waitUntil: "networkidle" });
  await expectNoAxeViolationsHere(page);
}

/** The page as it is now (after a form post, say) passes axe's WCAG 2.2 AA checks. */
export async function expectNoAxeViolationsHere(page: Page) {
  expect(await axeViolations(page)).toEqual([]);
}

/**
 * The page as it is now passes axe's WCAG 2.2 AA checks at 1280 px, then at 390 px, where it does not scroll
 * sideways. No media query of ours asks for hover or a pointer, so the width is what makes the phone layout
 * (docs/decisions/053-axe-per-template.md).
 */
export async function expectNoAxeViolationsAtBothWidths(page: Page) {
  await page.setViewportSize({ width: 1280, height: 800 });
  expect(await axeViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  expect(await axeViolations(page)).toEqual([]);
}

/** The header's exam menu: its button, and the popover the button opens. */
export async function examMenu(page: Page, label: string) {
  const toggle = page.getByRole("banner").getByRole("button", { name: label });
  return { toggle, menu: page.locator(`#${await toggle.getAttribute("popovertarget")}`) };
}
