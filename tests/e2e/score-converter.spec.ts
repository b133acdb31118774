// The TOEFL score converter (/toefl/score-converter): a shared address shows its result with
// JavaScript off, the forms work with the keyboard, bad input is a message (400) with the typed
// value kept, the page cites ETS with the day it was checked, and axe finds nothing at both widths.
import "#tests/support/public-env";
import { expect, test } from "@playwright/test";
import { pages } from "#app/catalog/pages.server";
import { etsScoreScaleGuide, toeflScaleProvenance } from "#app/catalog/toefl-score-scale";
import { formatIsoDate } from "#app/lib/format";
import { expectNoAxeViolationsAtBothWidths } from "#tests/support/page-checks";

const path = pages.toeflScoreConverter.path;

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("?total=100 shows band 5 and its range, computed by the server @phone", async ({ page }) => {
    const response = await page.goto(`${path}?total=100`);
    expect(response?.status()).toBe(200);
    const output = page.locator("output").first();
    await expect(output).toContainText("A total of 100 is band 5 (CEFR C1)");
    await expect(output).toContainText("95–106");
    await expect(page.getByLabel("Total score (0–120)")).toHaveValue("100");
  });

  test("a band gives its range and ETS's comparable total; four sections give the overall band", async ({ page }) => {
    await page.goto(`${path}?band=4.5`);
    await expect(page.locator("output")).toContainText("Band 4.5 (CEFR B2) covers totals of 86–94");
    await expect(page.locator("output")).toContainText("comparable total for it is 90");

    await page.goto(`${path}?reading=27&listening=22&writing=24&speaking=25`);
    await expect(page.locator("output").filter({ hasText: "Overall band" })).toContainText("Overall band 5 (CEFR C1)");
  });

  test("the university example reads 100 with Speaking 25 as band 5 and speaking band 5", async ({ page }) => {
    await page.goto(path);
    await page.getByRole("link", { name: "See this example converted" }).click();
    await expect(page).toHaveURL(/total=100&speaking=25/);
    await expect(page.locator("output").filter({ hasText: "Speaking 25" })).toContainText("band 5");
  });

  for (const [typed, message] of [
    ["abc", "Type a whole number"],
    ["130", "A total runs from 0 to 120."],
  ] as const) {
    test(`total=${typed} is a message with the typed value kept, answered 400`, async ({ page }) => {
      const response = await page.goto(`${path}?total=${typed}`);
      expect(response?.status()).toBe(400);
      const field = page.getByLabel("Total score (0–120)");
      await expect(field).toHaveValue(typed);
      await expect(field).toHaveAttribute("aria-invalid", "true");
      await expect(field).toHaveAccessibleDescription(new RegExp(message.replace(/[.()]/g, "\\$&")));
      await expect(page.locator("output")).toHaveCount(0);
    });
  }

  test("the page cites ETS's table and the day it was checked", async ({ page }) => {
    await page.goto(path);
    await expect(page.getByText(formatIsoDate(toeflScaleProvenance.checkedOn)).first()).toBeVisible();
    await expect(page.locator(`a[href="${etsScoreScaleGuide.url}"]`).first()).toBeVisible();
    await expect(page.getByRole("table", { name: /TOEFL iBT total scores/ }).getByRole("row")).toHaveCount(12);
  });
});

test("the form works with the keyboard alone", async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto(path);
  const total = page.getByLabel("Total score (0–120)");
  await total.focus();
  await page.keyboard.type("86");
  // Total, then the four sections, then the button.
  for (let index = 0; index < 5; index += 1) await page.keyboard.press("Tab");
  await expect(page.getByRole("button", { name: "Convert to bands" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/total=86/);
  await expect(page.locator("output").first()).toContainText("band 4.5");
});

// The page without a query is checked with every page (every-page.spec.ts).
for (const query of ["?total=100&speaking=25&band=5", "?total=abc"]) {
  test(`axe finds nothing at 1280 and 390 px on ${path}${query}`, async ({ page }) => {
    test.setTimeout(90_000);
    await page.goto(`${path}${query}`);
    await expectNoAxeViolationsAtBothWidths(page);
  });
}
