// The SHSAT school list helper (/shsat/school-list): with JavaScript off the server answers the form, the shared
// link gives the same result, the keyboard reaches every control, bad input is a 400 with the typed values kept,
// the cutoffs and rules cite their sources, and axe finds nothing at both widths.
import "#tests/support/public-env";
import { expect, type Page, test } from "@playwright/test";
import { shsatCutoffs, shsatSchools } from "#app/catalog/exam-page/shsat-cutoffs";
import { pages } from "#app/catalog/pages.server";
import { formatIsoDate } from "#app/lib/format";
import { shsatOfferRules } from "#content/facts";
import { expectNoAxeViolationsAtBothWidths } from "#tests/support/page-checks";

const path = pages.shsatSchoolList.path;

/** Two schools of the source with 2025 figures, the higher cutoff first; a score at the lower one's cutoff. */
const [higher, lower] = [...shsatCutoffs.schools].sort((a, b) => b.cutoffs[2025] - a.cutoffs[2025]);
if (!higher || !lower) throw new Error("content/facts.yml lists fewer than two SHSAT schools");
const score = lower.cutoffs[2025];
const listQuery = `choice1=${higher.id}&choice2=${lower.id}&score=${score}`;

const scoreField = (page: Page) => page.getByRole("textbox", { name: "Practice score" });
const choiceField = (page: Page, choice: number) =>
  page.getByRole("combobox", { name: `Choice ${choice}`, exact: true });
const resultSection = (page: Page) => page.getByRole("region", { name: "Your list against past cutoffs" });
const rowOf = (page: Page, school: string) =>
  resultSection(page)
    .getByRole("row")
    .filter({ has: page.getByRole("rowheader", { name: school, exact: true }) });

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a list and a score show each year's cutoff met or not, and the school reached @phone", async ({ page }) => {
    const response = await page.goto(`${path}?${listQuery}`);
    expect(response?.status()).toBe(200);
    await expect(rowOf(page, higher.school)).toContainText(`Not met (cutoff ${higher.cutoffs[2025]})`);
    await expect(rowOf(page, lower.school)).toContainText(`Met (cutoff ${score})`);
    await expect(resultSection(page).getByText(`2025: ${lower.school} (your choice 2)`)).toBeVisible();
    await expect(choiceField(page, 1)).toHaveValue(higher.id);
    await expect(scoreField(page)).toHaveValue(String(score));
  });

  test("a school with no figure for a year says so in words", async ({ page }) => {
    const missing = shsatSchools.find((school) => school.cutoffs[2023] === undefined);
    if (!missing) throw new Error("every school has a 2023 cutoff: this test has nothing to check");
    await page.goto(`${path}?choice1=${missing.id}&score=600`);
    await expect(rowOf(page, missing.school)).toContainText("Not found (no figure)");
    await expect(resultSection(page).getByText(/^2023: we cannot tell/)).toBeVisible();
  });

  test("the form's answer links to an address that reproduces it", async ({ page, context }) => {
    test.setTimeout(90_000);
    await page.goto(path);
    await choiceField(page, 1).selectOption(higher.id);
    await choiceField(page, 2).selectOption(lower.id);
    await scoreField(page).fill(String(score));
    await page.getByRole("button", { name: "Check my list" }).click();
    const share = resultSection(page).getByRole("link", { name: /school-list\?/ });
    await expect(share).toHaveText(new RegExp(`${listQuery}$`));
    const href = await share.getAttribute("href");
    const shared = await context.newPage();
    await shared.goto(href ?? "");
    await expect(resultSection(shared).getByRole("table")).toHaveText(
      (await resultSection(page).getByRole("table").textContent()) ?? "",
    );
  });

  for (const [query, field, message] of [
    [`choice1=${higher.id}&choice2=${lower.id}&score=900`, "score", "A score runs up to 800."],
    [`choice1=${higher.id}&choice2=${lower.id}&score=5x0`, "score", "Type a whole number"],
    [`choice1=${higher.id}&choice2=${higher.id}&score=${score}`, 2, "already your choice 1"],
    [`choice1=${higher.id}&choice3=${lower.id}&score=${score}`, 2, "The list has no gaps."],
  ] as const) {
    test(`?${query} answers 400 with the message and the typed values kept`, async ({ page }) => {
      const response = await page.goto(`${path}?${query}`);
      expect(response?.status()).toBe(400);
      const control = field === "score" ? scoreField(page) : choiceField(page, field);
      await expect(control).toHaveAttribute("aria-invalid", "true");
      await expect(control).toHaveAccessibleDescription(new RegExp(message.replace(/[.()]/g, "\\$&")));
      await expect(choiceField(page, 1)).toHaveValue(higher.id);
      const typedScore = new URLSearchParams(query).get("score") ?? "";
      await expect(scoreField(page)).toHaveValue(typedScore);
      await expect(resultSection(page)).toContainText("Correct the fields marked in the form.");
      await expect(resultSection(page).getByRole("table")).toHaveCount(0);
    });
  }

  test("the warning, the rules and the cutoffs cite their sources with the day they were checked", async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole("heading", { name: /computer-adaptive/ })).toBeVisible();
    for (const rule of shsatOfferRules) {
      const item = page.getByRole("listitem").filter({ hasText: rule.text });
      await expect(item.getByRole("link", { name: rule.source.title })).toHaveAttribute("href", rule.source.url);
      await expect(item).toContainText(formatIsoDate(rule.checkedOn));
    }
    const sourceLine = page.getByText("Source of the cutoffs:");
    await expect(sourceLine.getByRole("link", { name: shsatCutoffs.source.title })).toBeVisible();
    await expect(sourceLine).toContainText(formatIsoDate(shsatCutoffs.checkedOn));
    await expect(page.getByRole("table", { name: /Lowest SHSAT score/ }).getByRole("row")).toHaveCount(
      shsatSchools.length + 1,
    );
  });
});

test("the keyboard reaches every control and submits the list", async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto(path);
  const controls = [
    ...shsatSchools.map((_, index) => choiceField(page, index + 1)),
    scoreField(page),
    page.getByRole("button", { name: "Check my list" }),
  ];
  await controls[0]?.focus();
  await page.keyboard.press("ArrowDown");
  for (const control of controls.slice(1)) {
    await page.keyboard.press("Tab");
    await expect(control).toBeFocused();
  }
  await page.keyboard.press("Shift+Tab");
  await page.keyboard.type(String(score));
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/choice1=[a-z-]+.*score=\d+/);
  await expect(resultSection(page).getByRole("table")).toBeVisible();
});

// The page without a query is checked with every page (every-page.spec.ts).
for (const query of [`?${listQuery}`, `?choice1=${higher.id}&choice2=${higher.id}&score=900`]) {
  test(`axe finds nothing at 1280 and 390 px on ${path}${query}`, async ({ page }) => {
    test.setTimeout(90_000);
    await page.goto(`${path}${query}`);
    await expectNoAxeViolationsAtBothWidths(page);
  });
}

test("the cutoff table on /shsat leads to the list helper", async ({ page }) => {
  await page.goto(pages.shsat.path);
  await page.getByRole("link", { name: /the SHSAT school list helper/ }).click();
  await expect(page).toHaveURL(new RegExp(`${path}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(pages.shsatSchoolList.heading);
});
