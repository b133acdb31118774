/*
 * Issue 20, "HTML first": the FAQ accordion (<details name>) and the pricing
 * duration toggle (a radio group driving CSS) work with JavaScript off, as on
 * every page that does not hydrate; with it on, the page script reports each
 * question's first opening.
 */
import "#tests/support/public-env";
import { expect, test } from "@playwright/test";
import { pageIn, pages } from "#app/catalog/pages.server";
import { durations, plansFor } from "#app/catalog/plans";
import { formatPrice } from "#app/lib/format";
import { home as homeFaqs } from "#content/faqs";
import { home as homeFaqsEs } from "#content/faqsEs";
import * as homeCopy from "#content/home";
import { faq as faqEs } from "#content/homeEs";
import { plans as pricingCopy } from "#content/pricing";
import { plans as pricingCopyEs } from "#content/pricingEs";
import { expectAnswer, faqQuestion } from "#tests/support/faq-checks";
import { recorded } from "#tests/support/page-checks";

/** The home page in each language (issue 32: the Spanish FAQ and plan toggle behave as the English ones). */
const homes = [
  { lang: "English", path: pages.home.path, faqHeading: homeCopy.faq.heading, faqs: homeFaqs },
  { lang: "Spanish", path: pageIn("es", "home").path, faqHeading: faqEs.heading, faqs: homeFaqsEs },
];

/** The pricing page in each language; a toggle's radios are in the order of `durations`. */
const pricingPages = [
  { lang: "English", path: pages.pricing.path, durationLabel: pricingCopy.durationLabel },
  { lang: "Spanish", path: pageIn("es", "pricing").path, durationLabel: pricingCopyEs.durationLabel },
];

test.describe("with JavaScript disabled", () => {
  test.use({ javaScriptEnabled: false });

  for (const home of homes) {
    test(`the ${home.lang} home FAQ opens one question at a time and closes the open one on click`, async ({
      page,
    }) => {
      await page.goto(home.path);
      const faq = page.getByRole("region", { name: home.faqHeading });
      const [first, second] = home.faqs;
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
  }

  for (const pricing of pricingPages) {
    test(`the ${pricing.lang} pricing toggle starts on 6-Month and shows only the chosen duration's plans`, async ({
      page,
    }) => {
      await page.goto(pricing.path);
      const toggle = page.getByRole("group", { name: pricing.durationLabel });
      // Each duration's radio, by its place: its label is in the page's language.
      const radio = (duration: (typeof durations)[number]) =>
        toggle.getByRole("radio").nth(durations.indexOf(duration));
      await expect(radio("6-Month")).toBeChecked();
      for (const duration of [...durations].reverse()) {
        // The radio is drawn by its label, which the visitor clicks.
        await toggle.locator("label").nth(durations.indexOf(duration)).click();
        await expect(radio(duration)).toBeChecked();
        const shown = plansFor(duration);
        await expect(page.getByRole("article")).toHaveCount(shown.length);
        for (const plan of shown) {
          const card = page.getByRole("article").filter({ hasText: formatPrice(plan.price) });
          await expect(card.first()).toBeVisible();
        }
      }
    });
  }
});

for (const home of homes) {
  test(`the ${home.lang} home FAQ reports each question's first opening once`, async ({ page }) => {
    await page.goto(home.path);
    await page.locator('html[data-page-script="ready"]').waitFor({ state: "attached" });
    const faq = page.getByRole("region", { name: home.faqHeading });
    const [first, second] = home.faqs;
    if (!first || !second) throw new Error("the home FAQ has at least two questions");
    // The first question is open in the HTML: closing and reopening it is its first opening by the visitor.
    await faqQuestion(faq, second.question).click();
    await faqQuestion(faq, second.question).click();
    await faqQuestion(faq, first.question).click();
    await faqQuestion(faq, second.question).click();
    await expectAnswer(faq, second, true);
    expect(await recorded(page, "faq_expand")).toEqual([
      { event: "faq_expand", question: second.question, page: home.path },
      { event: "faq_expand", question: first.question, page: home.path },
    ]);
  });
}
