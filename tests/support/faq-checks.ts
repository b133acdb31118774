// The FAQ accordions are <details name> groups: a question is a heading inside
// the <summary> a visitor clicks; its answer shows when its item is open.
import { expect, type Locator, type Page } from "@playwright/test";
import type { FaqItem } from "#app/catalog/page-content-schema";
import { clickBelowTheFold, recorded } from "./page-checks";

/** The FAQ item (its <details>) that asks this question. */
function faqItem(scope: Page | Locator, question: string): Locator {
  // A filter's inner locator is relative to each <details>, so it starts from the page.
  const page = "goto" in scope ? scope : scope.page();
  return scope.locator("details").filter({ has: page.getByRole("heading", { name: question, exact: true }) });
}

/** What a visitor clicks, tabs to and presses Enter or Space on to open or close a question. */
export function faqQuestion(scope: Page | Locator, question: string): Locator {
  return faqItem(scope, question).locator("summary");
}

/** The question's answer shows, or does not. */
export async function expectAnswer(scope: Page | Locator, item: FaqItem, shown: boolean) {
  const answer = faqItem(scope, item.question).getByText(item.answer);
  if (shown) await expect(answer).toBeVisible();
  else await expect(answer).toBeHidden();
}

/**
 * The FAQ rule on exam pages (docs/product.md, "FAQ accordions"): every item starts closed, one is open at a time, the
 * open one closes on click, and the page script records faq_expand once per item.
 */
export async function expectExamPageFaq(page: Page, items: readonly FaqItem[], pagePath: string) {
  const [first, second] = items;
  if (!first || !second) throw new Error("an FAQ needs two items for this check");
  await page.locator('html[data-page-script="ready"]').waitFor({ state: "attached" });
  for (const item of items) await expectAnswer(page, item, false);
  await clickBelowTheFold(faqQuestion(page, first.question));
  await expectAnswer(page, first, true);
  await clickBelowTheFold(faqQuestion(page, second.question));
  await expectAnswer(page, second, true);
  await expectAnswer(page, first, false);
  await clickBelowTheFold(faqQuestion(page, second.question));
  await expectAnswer(page, second, false);
  await clickBelowTheFold(faqQuestion(page, first.question));
  await expectAnswer(page, first, true);
  expect(await recorded(page, "faq_expand")).toEqual([
    { event: "faq_expand", question: first.question, page: pagePath },
    { event: "faq_expand", question: second.question, page: pagePath },
  ]);
}
