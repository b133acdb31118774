// The CPS offer explorer (/highschoolentrance/offer-explorer): a GET form the server answers with JavaScript off,
// a shared address that reproduces the result, the points calculator's link carrying its points (with and without
// JavaScript), the keyboard, bad input (400, the typed values kept), the sources, and axe at both widths.
import "#tests/support/public-env";
import { expect, type Page, test } from "@playwright/test";
import { pageIn, pages } from "#app/catalog/pages.server";
import { evaluatePoints, type PointsFields, pointsQuery } from "#app/lib/cps-points";
import { fillIn } from "#app/lib/fill-in";
import { formatIsoDate } from "#app/lib/format";
import { cpsOffers } from "#content/facts";
import { errors, form, pastCycles, steps } from "#content/offerExplorer";
import { calculator } from "#content/pointsCalculatorPage";
import { calculator as calculatorEs } from "#content/pointsCalculatorPageEs";
import { expectNoAxeViolationsAtBothWidths, jsonLdOfType } from "#tests/support/page-checks";

const path = pages.offerExplorer.path;
const [payton, lane, young] = ["payton", "lane", "young"].map(
  (id) => cpsOffers.schools.names.find((school) => school.id === id) ?? { id, name: id },
);
const choiceLabel = (number: number) => fillIn(form.choiceLabel, { number });

async function fillForm(page: Page) {
  await page.getByLabel(form.pointsLabel).fill("712.5");
  await page.getByLabel(form.tierLabel).selectOption("3");
  await page.getByLabel(choiceLabel(1)).selectOption(String(lane?.id));
  await page.getByLabel(choiceLabel(2)).selectOption(String(young?.id));
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the form is answered by the server with the family's numbers in CPS's steps @phone", async ({ page }) => {
    test.setTimeout(90_000);
    await page.goto(path);
    await fillForm(page);
    await page.getByRole("button", { name: form.submit }).click();
    // The browser sends every field, the empty places too.
    await expect(page).toHaveURL(
      `${path}?points=712.5&tier=3&choice1=lane&choice2=young&choice3=&choice4=&choice5=&choice6=`,
    );
    await expect(page.getByTestId("explorer-points")).toHaveText("712.5");
    await expect(page.getByTestId("explorer-tier")).toHaveText("Tier 3");
    await expect(page.getByTestId("explorer-choices").getByRole("listitem")).toHaveText([
      String(lane?.name),
      String(young?.name),
    ]);
    const stepsSection = page.getByRole("region", { name: steps.heading });
    await expect(stepsSection).toContainText("your child's 712.5 points compete with every applicant");
    await expect(stepsSection).toContainText("17.5% kept for tier 3, only with other applicants from tier 3");
    await expect(stepsSection).toContainText(`starting with ${lane?.name}`);
    await expect(page.locator('script[type="module"]')).toHaveCount(0);
  });

  test("a shared link reproduces the result", async ({ page }) => {
    const shared = `${path}?points=801&tier=1&choice1=${payton?.id}&choice2=${lane?.id}`;
    const response = await page.goto(shared);
    expect(response?.status()).toBe(200);
    await expect(page.getByTestId("explorer-points")).toHaveText("801");
    await expect(page.getByLabel(form.pointsLabel)).toHaveValue("801");
    await expect(page.getByLabel(form.tierLabel)).toHaveValue("1");
    await expect(page.getByLabel(choiceLabel(1))).toHaveValue(String(payton?.id));
    await expect(page.getByLabel(choiceLabel(2))).toHaveValue(String(lane?.id));
    await expect(page.getByRole("link", { name: /Link to this result/ })).toHaveAttribute("href", shared);
  });

  test("bad input is a 400 with a message on each field and the typed values kept", async ({ page }) => {
    const response = await page.goto(`${path}?points=950&tier=3&choice1=lane&choice2=lane`);
    expect(response?.status()).toBe(400);
    const points = page.getByLabel(form.pointsLabel);
    await expect(points).toHaveValue("950");
    await expect(points).toHaveAttribute("aria-invalid", "true");
    await expect(points).toHaveAccessibleDescription(/Points go from 0 to 900\./);
    await expect(page.getByLabel(form.tierLabel)).toHaveValue("3");
    await expect(page.getByLabel(choiceLabel(1))).toHaveValue("lane");
    const repeated = page.getByLabel(choiceLabel(2));
    await expect(repeated).toHaveAttribute("aria-invalid", "true");
    await expect(repeated).toHaveAccessibleDescription(new RegExp(errors.schoolRepeated.replace(/[.;]/g, "\\$&")));

    const notANumber = await page.goto(`${path}?points=lots`);
    expect(notANumber?.status()).toBe(400);
    await expect(page.getByLabel(form.pointsLabel)).toHaveValue("lots");
  });

  test("the calculator's result links to the explorer with its points, in English and Spanish", async ({ page }) => {
    // Three page loads, one of them the calculator's server render.
    test.setTimeout(90_000);
    const sample: PointsFields = {
      test: { math: "88", reading: "93" },
      grades: { reading: "A", math: "B", science: "A", social: "C" },
    };
    const outcome = evaluatePoints(sample, "en");
    if (outcome.kind !== "valid") throw new Error("the sample must be valid");
    await page.goto(`${pages.pointsCalculator.path}?${pointsQuery(sample)}`);
    await page.getByRole("link", { name: calculator.explorerLink }).click();
    await expect(page).toHaveURL(`${path}?points=${outcome.result.total}`);
    await expect(page.getByLabel(form.pointsLabel)).toHaveValue(String(outcome.result.total));

    await page.goto(`${pageIn("es", "pointsCalculator").path}?${pointsQuery(sample)}`);
    const spanishLink = page.getByRole("link", { name: calculatorEs.explorerLink });
    await expect(spanishLink).toHaveAttribute("href", `${path}?points=${outcome.result.total}`);
    await expect(spanishLink).toHaveAttribute("hreflang", "en");
  });

  test("the page says in words that no past point totals are shown, and cites CPS with the checked day", async ({
    page,
  }) => {
    await page.goto(`${path}?points=700&tier=2&choice1=payton`);
    await expect(page.getByTestId("explorer-no-cutoffs")).toHaveText(pastCycles.noFigures);
    await expect(page.getByRole("region", { name: pastCycles.heading }).getByRole("table")).toHaveCount(0);
    await expect(page.locator(`a[href="${cpsOffers.selection.source.url}"]`).first()).toBeVisible();
    await expect(page.locator(`a[href="${cpsOffers.newTest.source.url}"]`).first()).toBeVisible();
    await expect(page.getByText(formatIsoDate(cpsOffers.selection.checkedOn)).first()).toBeVisible();
    await expect(page.getByRole("region", { name: "The admissions test is changing" })).toContainText(
      "PreACT 9 Secure",
    );
    await expect(page.getByRole("link", { name: form.tierLink })).toHaveAttribute(
      "href",
      cpsOffers.tierLookup.source.url,
    );
  });
});

test("with JavaScript the calculator's result links to the explorer as the points change", async ({ page }) => {
  test.setTimeout(90_000);
  const sample: PointsFields = {
    test: { math: "50", reading: "99" },
    grades: { reading: "A", math: "A", science: "B", social: "A" },
  };
  const outcome = evaluatePoints(sample, "en");
  if (outcome.kind !== "valid") throw new Error("the sample must be valid");
  await page.goto(`${pages.pointsCalculator.path}?${pointsQuery(sample)}`, { waitUntil: "networkidle" });
  await page.locator('html[data-hydrated="true"]').waitFor({ state: "attached" });
  const link = page.getByRole("link", { name: calculator.explorerLink });
  await expect(link).toHaveAttribute("href", `${path}?points=${outcome.result.total}`);
  await page.getByLabel("HSAT Math percentile").fill("99");
  const changed = evaluatePoints({ ...sample, test: { math: "99", reading: "99" } }, "en");
  if (changed.kind !== "valid") throw new Error("the sample must be valid");
  await expect(link).toHaveAttribute("href", `${path}?points=${changed.result.total}`);
  await link.click();
  await expect(page.getByTestId("explorer-points")).toHaveText(String(changed.result.total));
});

test("the keyboard reaches every control, in order, and submits the form", async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto(path);
  const points = page.getByLabel(form.pointsLabel);
  await points.focus();
  await page.keyboard.type("650");
  const order = [
    page.getByRole("link", { name: form.calculatorLink }),
    page.getByLabel(form.tierLabel),
    page.getByRole("link", { name: form.tierLink }),
    ...Array.from({ length: 6 }, (_, index) => page.getByLabel(choiceLabel(index + 1))),
    page.getByRole("button", { name: form.submit }),
  ];
  for (const control of order) {
    await page.keyboard.press("Tab");
    await expect(control).toBeFocused();
  }
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/points=650/);
  await expect(page.getByTestId("explorer-points")).toHaveText("650");
});

test("the explorer is described as a WebApplication", async ({ page }) => {
  await page.goto(path);
  const [app] = await jsonLdOfType(page, "WebApplication");
  expect(app).toMatchObject({ name: pages.offerExplorer.heading });
});

// The page without a query is checked with every page (every-page.spec.ts).
for (const query of ["?points=712.5&tier=3&choice1=lane&choice2=young&choice3=payton", "?points=950&tier=9"]) {
  test(`axe finds nothing at 1280 and 390 px on ${path}${query}`, async ({ page }) => {
    test.setTimeout(90_000);
    await page.goto(`${path}${query}`);
    await expectNoAxeViolationsAtBothWidths(page);
  });
}
