import "#tests/support/public-env";
import { expect, test } from "@playwright/test";
import { examCards, examSelectionCopy } from "#app/catalog/exam-selection";
import { examChooser } from "#app/catalog/exams";
import { whyChooseFeatures } from "#app/catalog/features";
import { pages } from "#app/catalog/pages.server";
import { examMenu as examMenuCopy } from "#content/navigation";
import { gotoHydrated } from "#tests/support/hydration";
import { clickBelowTheFold, examMenu } from "#tests/support/page-checks";

/** Where each exam card leads (docs/product.md, "Exam selection"). */
const cardTargets = {
  toefl: pages.toefl.path,
  cps: pages.highschoolentrance.path,
  shsat: pages.shsat.path,
  hspt: pages.pricing.path,
  gre: pages.pricing.path,
} as const;

test("the exam selection page shows five exam cards with features, each leading where docs/product.md says", async ({
  page,
}) => {
  await gotoHydrated(page, pages.exams.path);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(pages.exams.heading);
  const section = page.getByRole("region", { name: examSelectionCopy.cardsHeading });
  const cards = section.getByRole("article");
  await expect(cards).toHaveCount(5);
  expect(examCards.map((card) => card.id)).toEqual(["toefl", "cps", "shsat", "hspt", "gre"]);
  for (const [index, card] of examCards.entries()) {
    const article = cards.nth(index);
    await expect(article.getByRole("heading", { level: 3 })).toHaveText(card.title);
    for (const feature of card.features) await expect(article.getByText(feature)).toBeVisible();
    const cta = article.getByRole("link", { name: card.cta });
    await expect(cta).toHaveAttribute("href", cardTargets[card.id as keyof typeof cardTargets]);
  }
});

test("an exam card's call to action opens that exam's page", async ({ page }) => {
  await gotoHydrated(page, pages.exams.path);
  const toefl = examCards.find((card) => card.id === "toefl");
  if (!toefl) throw new Error("no TOEFL card");
  await page.getByRole("link", { name: toefl.cta }).click();
  await expect(page).toHaveURL(pages.toefl.path);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(pages.toefl.heading);
});

test("the Why Choose section lists its reasons", async ({ page }) => {
  await gotoHydrated(page, pages.exams.path);
  const section = page.getByRole("region", { name: examSelectionCopy.whyChoose.heading });
  for (const feature of whyChooseFeatures) {
    await expect(section.getByRole("heading", { name: feature.title })).toBeVisible();
  }
});

test("the trial block starts a free trial for each exam in a new tab, and offers Contact Us", async ({ page }) => {
  await gotoHydrated(page, pages.exams.path);
  const block = page.getByRole("region", { name: examSelectionCopy.trial.heading });
  const trials = block.getByRole("link", { name: new RegExp(examSelectionCopy.trial.label) });
  await expect(trials).toHaveCount(examCards.length);
  for (const [index, card] of examCards.entries()) {
    const link = trials.nth(index);
    await expect(link).toHaveAttribute("target", "_blank");
    const url = new URL((await link.getAttribute("href")) ?? "");
    expect(url.pathname).toBe("/signup");
    expect(url.searchParams.get("trial")).toBe("true");
    expect(url.searchParams.get("test")).toBe(card.id);
  }
  await clickBelowTheFold(block.getByRole("link", { name: examSelectionCopy.trial.contact.label }));
  await expect(page).toHaveURL(pages.contact.path);
});

test("the header's exam menu works from the keyboard and lists GMAT as coming soon, not choosable", async ({
  page,
}) => {
  // A popover: the browser opens and closes it, no script needed.
  await page.goto(pages.home.path);
  const { toggle, menu } = await examMenu(page, examMenuCopy.label);
  await expect(menu).toBeHidden();
  await toggle.focus();
  await page.keyboard.press("Enter");
  await expect(menu).toBeVisible();
  for (const exam of examChooser) {
    if (exam.available) {
      await expect(menu.getByRole("link", { name: exam.title })).toHaveAttribute("href", exam.url ?? "");
    } else {
      await expect(menu.getByRole("link", { name: new RegExp(exam.title) })).toHaveCount(0);
      const item = menu.getByText(exam.title, { exact: true });
      await expect(item).toBeVisible();
      await expect(menu.locator('[aria-disabled="true"]')).toContainText(examMenuCopy.comingSoon);
    }
  }
  // Below its button, not over it.
  const [buttonBox, menuBox] = [await toggle.boundingBox(), await menu.boundingBox()];
  expect(menuBox?.y ?? 0).toBeGreaterThanOrEqual((buttonBox?.y ?? 0) + (buttonBox?.height ?? 0));
  await page.keyboard.press("Escape");
  await expect(menu).toBeHidden();
  await expect(toggle).toBeFocused();

  await page.keyboard.press("Enter");
  await page.keyboard.press("Tab");
  const first = examChooser[0];
  await expect(menu.getByRole("link", { name: first.title })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(first.url ?? "");
  await expect(menu).toBeHidden();
  await expect(menu.getByRole("link", { name: first.title, includeHidden: true })).toHaveAttribute(
    "aria-current",
    "page",
  );
});

test("a click outside closes the exam menu", async ({ page }) => {
  await page.goto(pages.exams.path);
  const { toggle, menu } = await examMenu(page, examMenuCopy.label);
  await toggle.click();
  await expect(menu).toBeVisible();
  const viewport = page.viewportSize();
  await page.mouse.click((viewport?.width ?? 0) - 10, (viewport?.height ?? 0) - 10);
  await expect(menu).toBeHidden();
});

test("the phone menu lists the exams too, GMAT as coming soon @phone-only", async ({ page }) => {
  await page.goto(pages.exams.path);
  await page.getByRole("button", { name: "Menu" }).click();
  const nav = page.getByRole("navigation", { name: "Mobile" });
  // On an exam page the exams start open, the current page marked.
  await expect(nav.getByRole("link", { name: examMenuCopy.allExams.label })).toHaveAttribute("aria-current", "page");
  await nav.locator("summary", { hasText: examMenuCopy.label }).click();
  await expect(nav.getByRole("link", { name: examMenuCopy.allExams.label })).toBeHidden();
  await nav.locator("summary", { hasText: examMenuCopy.label }).click();
  const cps = examChooser.find((exam) => exam.id === "cps");
  await expect(nav.getByRole("link", { name: cps?.title })).toHaveAttribute("href", cps?.url ?? "");
  await expect(nav.getByRole("link", { name: /GMAT/ })).toHaveCount(0);
  await expect(nav.locator('[aria-disabled="true"]')).toContainText(examMenuCopy.comingSoon);
  await nav.getByRole("link", { name: cps?.title }).click();
  await expect(page).toHaveURL(cps?.url ?? "");
  await expect(page.getByRole("navigation", { name: "Mobile" })).toBeHidden();
});
