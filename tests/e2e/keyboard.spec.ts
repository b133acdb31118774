/*
 * Issue 9: the site works from the keyboard alone. The header's exam menu
 * (exams.spec.ts) and the pricing duration toggle (pricing.spec.ts) have their
 * keyboard journeys next to their other tests; the rest are here, with the
 * check that every focused control shows where the focus is.
 */
import "#tests/support/public-env";
import { expect, type Locator, type Page, test } from "@playwright/test";
import { contactFormText, contactToasts, fieldErrors } from "#app/catalog/forms/messages";
import { pages } from "#app/catalog/pages.server";
import { homeTestimonials, testimonialCarouselCopyIn } from "#app/catalog/testimonials";
import { contentPaths } from "#app/routes-prerender";
import { home as homeFaqs } from "#content/faqs";
import * as homeCopy from "#content/home";
import { examMenu as examMenuCopy, main as mainNavigation, skipLink as skipLinkLabel } from "#content/navigation";
import { expectAnswer, faqQuestion } from "#tests/support/faq-checks";
import { gotoHydrated as open } from "#tests/support/hydration";
import { gotoWithPageScript } from "#tests/support/page-script";

const carouselCopy = testimonialCarouselCopyIn("en");

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Presses Tab until `target` has the focus; fails after `limit` presses. */
async function tabTo(page: Page, target: Locator, limit = 80) {
  for (let presses = 0; presses < limit; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press("Tab");
  }
  await expect(target).toBeFocused();
}

test("the first Tab shows the skip link, and Enter moves the focus to the main content @phone", async ({ page }) => {
  await open(page, pages.home.path);
  await page.keyboard.press("Tab");
  const skip = page.locator('a[href="#main"]');
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await expect(skip).toHaveAccessibleName(skipLinkLabel);
  await page.keyboard.press("Enter");
  await expect(page.locator("main")).toBeFocused();
  // The next Tab starts inside the page, not in the header.
  await page.keyboard.press("Tab");
  expect(await page.evaluate(() => document.querySelector("main")?.contains(document.activeElement))).toBe(true);
});

test("the phone menu opens from the keyboard, Tab walks its links and Escape closes it, back on its button @phone-only", async ({
  page,
}) => {
  // A popover: the browser opens it, puts it next in the Tab order and closes it on Escape.
  await page.goto(pages.home.path);
  const toggle = page.getByRole("banner").getByRole("button", { name: "Menu" });
  await tabTo(page, toggle);
  await page.keyboard.press("Enter");
  const nav = page.locator(`#${await toggle.getAttribute("popovertarget")}`);
  await expect(nav).toBeVisible();

  for (const item of mainNavigation) {
    await page.keyboard.press("Tab");
    const target =
      item.href === pages.exams.path
        ? nav.locator("summary", { hasText: examMenuCopy.label })
        : nav.getByRole("link", { name: item.label, exact: true });
    await expect(target).toBeFocused();
  }
  await page.keyboard.press("Escape");
  await expect(nav).toBeHidden();
  await expect(toggle).toBeFocused();
});

test("an FAQ answer opens with Enter, closes with Space, and Tab moves to the next question", async ({ page }) => {
  await page.goto(pages.home.path);
  const faq = page.getByRole("region", { name: homeCopy.faq.heading });
  const [first, second, third] = homeFaqs;
  if (!first || !second || !third) throw new Error("the home FAQ has at least three questions");

  // Far down the page: the walk from the top is the focus-indicator test's; here the FAQ's own keys.
  await faqQuestion(faq, first.question).focus();
  await page.keyboard.press("Tab");
  await expect(faqQuestion(faq, second.question)).toBeFocused();
  await page.keyboard.press("Enter");
  await expectAnswer(faq, second, true);
  await expectAnswer(faq, first, false);
  await page.keyboard.press("Space");
  await expectAnswer(faq, second, false);

  await page.keyboard.press("Tab");
  await expect(faqQuestion(faq, third.question)).toBeFocused();
  await page.keyboard.press("Shift+Tab");
  await expect(faqQuestion(faq, second.question)).toBeFocused();
});

test("the phone testimonial carousel can be paused and moved with the keyboard @phone-only", async ({ page }) => {
  await gotoWithPageScript(page, pages.home.path);
  const region = page.getByRole("region", { name: homeCopy.testimonials.heading });
  const pause = region.getByRole("button", { name: carouselCopy.pause });
  const dots = region.getByRole("link", { name: /^Show testimonial/ });
  await expect(dots).toHaveCount(homeTestimonials.length);

  // Far down the page: from the pause button on, every move is a key.
  await pause.focus();
  await page.keyboard.press("Enter");
  const play = region.getByRole("button", { name: carouselCopy.play });
  await expect(play).toBeFocused();

  await page.keyboard.press("Tab");
  await expect(dots.nth(0)).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(dots.nth(1)).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(dots.nth(1)).toHaveAttribute("aria-current", "true");
  await page.keyboard.press("Tab");
  await page.keyboard.press("Enter");
  await expect(dots.nth(2)).toHaveAttribute("aria-current", "true");
  await expect(dots.nth(1)).not.toHaveAttribute("aria-current", "true");
  await expect(region.getByRole("listitem", { name: carouselCopy.slide(3, homeTestimonials.length) })).toBeInViewport();

  // Still paused after the focus leaves: it moves only when asked to play again.
  await page.keyboard.press("Shift+Tab");
  await page.keyboard.press("Shift+Tab");
  await page.keyboard.press("Shift+Tab");
  await expect(play).toBeFocused();
  await page.keyboard.press("Space");
  await expect(pause).toBeFocused();
});

test("the contact form is filled and sent with the keyboard alone; an error moves the focus to the first bad field", async ({
  page,
}) => {
  let sent = 0;
  await page.route("**/api/email/sendContact", (route) => {
    sent += 1;
    return route.fulfill({ status: 202, json: { ok: true } });
  });
  await open(page, pages.contact.path);
  const name = page.getByLabel(contactFormText.name, { exact: true });
  const email = page.getByLabel(contactFormText.email, { exact: true });
  const message = page.getByLabel(contactFormText.message, { exact: true });

  await tabTo(page, name);
  await page.keyboard.type("Ada Lovelace");
  await page.keyboard.press("Tab");
  await expect(email).toBeFocused();
  // The browser accepts an address without a dot after the @; our check does not.
  await page.keyboard.type("ada@example");
  await page.keyboard.press("Tab");
  await expect(message).toBeFocused();
  await page.keyboard.type("Which plan fits an 8th grader?");
  await page.keyboard.press("Tab");
  await expect(page.getByRole("button", { name: contactFormText.send })).toBeFocused();
  await page.keyboard.press("Enter");

  await expect(email).toBeFocused();
  await expect(email).toHaveAttribute("aria-invalid", "true");
  await expect(email).toHaveAccessibleDescription(new RegExp(escapeRegExp(fieldErrors.email.invalid)));
  expect(sent).toBe(0);

  await page.keyboard.type(".com");
  await page.keyboard.press("Tab");
  await page.keyboard.press("Tab");
  await page.keyboard.press("Enter");
  await expect(page.getByText(contactToasts.sent.title).first()).toBeVisible();
  expect(sent).toBe(1);
});

/**
 * Records, in the page, what shows the focus on each element that receives it: an outline or a ring
 * (box-shadow). Read with `focusIndicators`.
 */
function recordFocusIndicators(page: Page) {
  return page.evaluate(() => {
    const seen: { element: string; shown: boolean }[] = [];
    (window as unknown as { focusIndicators: typeof seen }).focusIndicators = seen;
    document.addEventListener("focusin", (event) => {
      const element = event.target as Element;
      const style = getComputedStyle(element);
      const outline = style.outlineStyle !== "none" && Number.parseFloat(style.outlineWidth) > 0;
      const ring = style.boxShadow !== "none" && style.boxShadow !== "";
      const label = `${element.tagName.toLowerCase()} "${(element.textContent ?? "").trim().slice(0, 40)}"`;
      seen.push({ element: label, shown: outline || ring });
    });
  });
}

const focusIndicators = (page: Page) =>
  page.evaluate(
    () => (window as unknown as { focusIndicators: { element: string; shown: boolean }[] }).focusIndicators,
  );

const firstArticle = contentPaths.find((path) => path.startsWith(`${pages.blog.path}/`)) ?? pages.blog.path;
const FOCUS_STOPS = 30;

// The phone's header differs (a menu button), the rest of a page does not: the home page at both widths.
for (const [path, tag] of [
  [pages.home.path, " @phone"],
  [pages.pricing.path, ""],
  [firstArticle, ""],
  [pages.contact.path, ""],
] as const) {
  test(`${path}: each of the first ${FOCUS_STOPS} Tab stops shows a visible focus indicator${tag}`, async ({
    page,
  }) => {
    await open(page, path);
    await recordFocusIndicators(page);
    for (let stop = 0; stop < FOCUS_STOPS; stop += 1) await page.keyboard.press("Tab");
    const focused = await focusIndicators(page);
    expect(focused.length).toBeGreaterThanOrEqual(Math.min(FOCUS_STOPS, 10));
    expect(focused.filter((stop) => !stop.shown).map((stop) => stop.element)).toEqual([]);
  });
}
