// Terms, privacy, WhatsApp opt-in and the accessibility statement: numbered sections, the date, and a
// table of contents whose links reach their sections.
import "#tests/support/public-env";
import { expect, test } from "@playwright/test";
import { brand } from "#app/catalog/brand";
import { formatLegalDate } from "#app/catalog/legal";
import { pages } from "#app/catalog/pages.server";
import { footer as footerColumns, legalPage as legalLabels } from "#content/navigation";

for (const [id, sections] of [
  ["terms", 20],
  ["privacy", 15],
] as const) {
  test(`${pages[id].path} has ${sections} numbered sections, the legal date and a contents list linking to each`, async ({
    page,
  }) => {
    await page.goto(pages[id].path);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(pages[id].heading);
    await expect(page.getByText(formatLegalDate(brand.legalUpdated))).toBeVisible();
    const headings = page.locator("main h2").filter({ hasText: /^\d+\. / });
    await expect(headings).toHaveCount(sections);
    const numbers = (await headings.allTextContents()).map((text) => Number.parseInt(text, 10));
    expect(numbers).toEqual(Array.from({ length: sections }, (_, index) => index + 1));

    const contents = page.getByRole("navigation", { name: legalLabels.contents }).getByRole("link");
    await expect(contents).toHaveCount(sections);
    const last = contents.last();
    const target = (await last.getAttribute("href")) ?? "";
    await last.click();
    await expect(page).toHaveURL(new RegExp(`${target}$`));
    await expect(page.locator(`[id="${target.slice(1)}"]`)).toBeInViewport();
  });
}

test("the terms state the age rule, the refund proof, the arbitration opt-out and the governing law", async ({
  page,
}) => {
  await page.goto(pages.terms.path);
  const main = page.getByRole("main");
  await expect(main).toContainText("18 or older");
  await expect(main).toContainText("verifiable proof");
  await expect(main).toContainText("30 calendar days");
  await expect(main).toContainText("Delaware");
  await expect(main).toContainText("Illinois");
});

test("the WhatsApp page explains how to stop and keeps the number private", async ({ page }) => {
  await page.goto(pages.whatsappOptIn.path);
  const main = page.getByRole("main");
  await expect(main).toContainText("STOP");
  await expect(main).toContainText(brand.supportEmail);
  await expect(main).toContainText("never share");
});

test("the footer's Legal column leads to the accessibility statement, which points to the contact page", async ({
  page,
}) => {
  await page.goto(pages.home.path);
  const legal = footerColumns.legal;
  const footer = page.getByRole("contentinfo");
  await expect(footer.getByRole("heading", { name: legal.title })).toBeVisible();
  await footer.getByRole("link", { name: "Accessibility", exact: true }).click();
  await expect(page).toHaveURL(pages.accessibility.path);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(pages.accessibility.heading);
  const main = page.getByRole("main");
  await expect(main.locator("h2").filter({ hasText: /^\d+\. / })).toHaveCount(4);
  await expect(main).toContainText("WCAG 2.2");
  await expect(main).toContainText("AA");
  await main.getByRole("link", { name: "contact page" }).click();
  await expect(page).toHaveURL(pages.contact.path);
});
