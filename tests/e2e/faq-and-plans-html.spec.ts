/*
 * Issue 20, "HTML first": the FAQ accordion (<details name>) and the pricing
 * duration toggle (a radio group driving CSS) work with JavaScript off, as on
 * every page that does not hydrate; with it on, the page script reports each
 * question's first opening.
 */
import "#tests/support/public-env";
import { expect, test } from "@playwright/test";
import { pages } from "#app/catalog/pages.server";
import { durations, plansFor } from "#app/catalog/plans";
import { formatPrice } from "#app/lib/format";
import { home as homeFaqs } from "#content/faqs";
import * as homeCopy from "#content/home";
import { plans as pricingCopy } from "#content/pricing";
import { expectAnswer, faqQuestion } from "#tests/support/faq-checks";
import { recorded } from "#tests/support/page-checks";

test.describe("with JavaScript disabled", () => {
  test.use({ javaScriptEnabled: false });

  test("the home FAQ opens one question at a time and closes the open one on click", async ({ page }) => {
    await page.goto(pages.home.path);
    const faq = page.getByRole("region", { name: homeCopy.faq.heading });
    const [first, second] = homeFaqs;
    if (!first || !second) throw new Error("the home FAQ has at least two questions");
    await expectAnswer(faq, first, true);
    await expectAnswer(faq, second, false);
    await faqQuestion(faq, second.question).click();
    await expectAnswer(faq, second, true);
    await expectAnswer(faq, first, false);
    await faqQuestion(faq, second.question).click();
    await expectAnswer(faq, second, false);
    await expectAnswer(faq, first, false);
  });

  test("the pricing toggle starts on 6-Month and shows only the chosen duration's plans", async ({ page }) => {
    await page.goto(pages.pricing.path);
    const toggle = page.getByRole("group", { name: pricingCopy.durationLabel });
    await expect(toggle.getByRole("radio", { name: "6-Month" })).toBeChecked();
    for (const duration of [...durations].reverse()) {
      await toggle.getByText(duration, { exact: true }).click();
      await expect(toggle.getByRole("radio", { name: duration })).toBeChecked();
      const shown = plansFor(duration);
      await expect(page.getByRole("article")).toHaveCount(shown.length);
      for (const plan of shown) {
        const card = page.getByRole("article").filter({ has: page.getByRole("heading", { name: plan.title }) });
        await expect(card.getByText(formatPrice(plan.price), { exact: true })).toBeVisible();
      }
    }
  });
});

test("the home FAQ reports each question's first opening once", async ({ page }) => {
  await page.goto(pages.home.path);
  await page.locator('html[data-page-script="ready"]').waitFor({ state: "attached" });
  const faq = page.getByRole("region", { name: homeCopy.faq.heading });
  const [first, second] = homeFaqs;
  if (!first || !second) throw new Error("the home FAQ has at least two questions");
  // The first question is open in the HTML: closing and reopening it is its first opening by the visitor.
  await faqQuestion(faq, second.question).click();
  await faqQuestion(faq, second.question).click();
  await faqQuestion(faq, first.question).click();
  await faqQuestion(faq, second.question).click();
  await expectAnswer(faq, second, true);
  expect(await recorded(page, "faq_expand")).toEqual([
    { event: "faq_expand", question: second.question, page: pages.home.path },
    { event: "faq_expand", question: first.question, page: pages.home.path },
  ]);
});
