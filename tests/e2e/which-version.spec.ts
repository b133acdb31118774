// "Which version will I take?" on /exams/changes: a GET form the server answers from the dated
// changes, with JavaScript off and with the keyboard; a wrong field is a message (400).
import "#tests/support/public-env";
import { expect, test } from "@playwright/test";
import { pages } from "#app/catalog/pages.server";
import { expectNoAxeViolationsAtBothWidths } from "#tests/support/page-checks";

const path = pages.examChanges.path;

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a TOEFL in March 2024 is the July 2023 format; in March 2026 the band format", async ({ page }) => {
    await page.goto(`${path}?exam=toefl&date=2024-03-14`);
    const answer = page.locator("output");
    await expect(answer).toContainText("in force since 26 July 2023");
    await expect(answer).toContainText("Reading 20 questions in 35 minutes");

    await page.goto(`${path}?exam=toefl&date=2026-03-14`);
    await expect(page.locator("output")).toContainText("in force since 21 January 2026");
  });

  test("a date before the first recorded change gets the format it replaced", async ({ page }) => {
    await page.goto(`${path}?exam=gre&date=2023-01-10`);
    await expect(page.locator("output")).toContainText("from before 22 September 2023");
    await expect(page.locator("output")).toContainText("Analyze an Argument");
  });

  test("a CPS test after June 2026 carries the announced replacement", async ({ page }) => {
    await page.goto(`${path}?exam=cps&date=2026-10-20`);
    await expect(page.getByText("CPS is replacing the High School Admissions Test.")).toBeVisible();
  });

  test("a missing exam or an impossible date is a message, answered 400", async ({ page }) => {
    const response = await page.goto(`${path}?exam=&date=2026-02-30`);
    expect(response?.status()).toBe(400);
    await expect(page.getByLabel("Exam", { exact: true })).toHaveAccessibleDescription(/Choose an exam/);
    await expect(page.locator("#which-version-date")).toHaveAttribute("aria-invalid", "true");
    await expect(page.locator("output")).toHaveCount(0);
  });
});

test("the form works with the keyboard", async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto(path);
  await page.getByLabel("Exam", { exact: true }).focus();
  // Typing on a closed select picks the option that starts with the letters.
  await page.keyboard.type("NYC");
  await expect(page.getByLabel("Exam", { exact: true })).toHaveValue("shsat");
  await page.keyboard.press("Tab");
  // The date field's month, day and year, in the browser's en-US order.
  await page.keyboard.type("11012026");
  await expect(page.locator("#which-version-date")).toHaveValue("2026-11-01");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/exam=shsat&date=2026-11-01/);
  await expect(page.locator("output")).toContainText("50 ELA and 50 math questions");
});

for (const query of ["?exam=act&date=2025-01-01", "?exam=hspt&date=abc"]) {
  test(`axe finds nothing at 1280 and 390 px on ${path}${query}`, async ({ page }) => {
    test.setTimeout(90_000);
    await page.goto(`${path}${query}`);
    await expectNoAxeViolationsAtBothWidths(page);
  });
}
