// The CPS points calculator: instant with JavaScript, a server-computed form
// without it, shareable addresses, field messages, and the links that reach it.
import "#tests/support/public-env";
import { expect, type Page, test } from "@playwright/test";
import { gradeSubjects } from "#app/catalog/cps-points";
import { cpsLandingCopy } from "#app/catalog/exam-page/cps-landing";
import { cpsHsat } from "#app/catalog/exams";
import { pageIn, pages } from "#app/catalog/pages.server";
import { pointsCalculatorLink } from "#app/catalog/points-calculator-link";
import { evaluatePoints, type PointsFields, pointsQuery } from "#app/lib/cps-points";
import { formatDecimal } from "#app/lib/format";
import * as pointsCalculatorPromo from "#content/pointsCalculator";
import { calculator as copy, sections, subjects } from "#content/pointsCalculatorPage";
import {
  calculator as spanishCopy,
  sections as spanishSections,
  subjects as spanishSubjects,
} from "#content/pointsCalculatorPageEs";
import { expectNoAxeViolations, expectNoHorizontalScroll, jsonLdOfType, recorded } from "#tests/support/page-checks";

const path = pages.pointsCalculator.path;
const sample: PointsFields = {
  test: { math: "88", reading: "93" },
  grades: { reading: "A", math: "B", science: "A", social: "C" },
};

function expectedTotal(fields: PointsFields): string {
  const outcome = evaluatePoints(fields, "en");
  if (outcome.kind !== "valid") throw new Error("the sample must be valid");
  return formatDecimal(outcome.result.total);
}

/** The fields' labels on the English page, or on the Spanish one. */
const english = { sections, subjects };
const spanish = { sections: spanishSections, subjects: spanishSubjects };

async function fill(page: Page, fields: PointsFields, labels = english) {
  await page.getByLabel(labels.sections.math.label).fill(fields.test.math);
  await page.getByLabel(labels.sections.reading.label).fill(fields.test.reading);
  for (const subject of gradeSubjects) {
    await page.getByLabel(labels.subjects[subject].label, { exact: true }).selectOption(fields.grades[subject]);
  }
}

const result = (page: Page, words = copy) => page.getByRole("region", { name: words.resultHeading });

test("with JavaScript the total appears as the fields are filled, and the address follows", async ({ page }) => {
  await page.goto(path, { waitUntil: "networkidle" });
  await expect(result(page)).toContainText(copy.emptyResult);
  const historyLength = await page.evaluate(() => history.length);
  await fill(page, sample);
  await expect(page.getByTestId("points-total")).toHaveText(expectedTotal(sample));
  await expect(result(page)).toContainText(copy.totalLabel);
  await expect(page).toHaveURL(`${path}?${pointsQuery(sample)}`);
  // The address is replaced, not pushed: Back leaves the calculator instead of undoing keystrokes.
  expect(await page.evaluate(() => history.length)).toBe(historyLength);
  expect(await recorded(page, "points_calculate")).toEqual([{ event: "points_calculate", exam: "cps" }]);
});

test("all A's and the 99th percentile give 900", async ({ page }) => {
  await page.goto(path, { waitUntil: "networkidle" });
  await fill(page, {
    test: { math: "99", reading: "99" },
    grades: { reading: "A", math: "A", science: "A", social: "A" },
  });
  await expect(page.getByTestId("points-total")).toHaveText(String(cpsHsat.totalPoints));
});

test("a shared address shows the same result, computed by the server", async ({ page, request }) => {
  const shared = `${path}?${pointsQuery(sample)}`;
  const response = await request.get(shared);
  expect(response.headers()["cache-control"]).toBe("no-store");
  // Rendered for this request: its inline scripts carry the nonce of this response's policy.
  const nonce = /script-src 'self' 'nonce-([^']+)'/.exec(response.headers()["content-security-policy"] ?? "")?.[1];
  expect(nonce).toBeTruthy();
  const html = await response.text();
  expect(html).toContain(`data-testid="points-total">${expectedTotal(sample)}<`);
  const inlineScripts = [...html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*application\/ld\+json)([^>]*)>/g)];
  expect(inlineScripts.length).toBeGreaterThan(0);
  for (const [, attributes] of inlineScripts) expect(attributes).toContain(`nonce="${nonce}"`);

  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") problems.push(message.text());
  });
  await page.goto(shared, { waitUntil: "networkidle" });
  await expect(page.getByTestId("points-total")).toHaveText(expectedTotal(sample));
  await expect(page.getByLabel(sections.math.label)).toHaveValue(sample.test.math);
  await expect(page.getByLabel("Social Science", { exact: true })).toHaveValue(sample.grades.social);
  expect(problems).toEqual([]);
});

test("the page itself is still sent pre-rendered, also with only campaign parameters", async ({ request }) => {
  const spanishPath = pageIn("es", "pointsCalculator").path;
  for (const address of [path, `${path}?utm_source=newsletter&utm_medium=email`, spanishPath]) {
    const response = await request.get(address);
    expect(response.status()).toBe(200);
    expect(response.headers()["cache-control"], address).toMatch(/s-maxage=300/);
  }
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the form is sent to the server, which answers with the result", async ({ page }) => {
    await page.goto(path);
    await fill(page, sample);
    await page.getByRole("button", { name: copy.submit }).click();
    await expect(page).toHaveURL(`${path}?${pointsQuery(sample)}`);
    await expect(page.getByTestId("points-total")).toHaveText(expectedTotal(sample));
  });

  test("a percentile of 0 or 120 gets a message next to its field and no total", async ({ page }) => {
    await page.goto(path);
    await fill(page, { ...sample, test: { math: "0", reading: "120" } });
    await page.getByRole("button", { name: copy.submit }).click();
    const math = page.getByLabel("HSAT Math percentile");
    await expect(math).toHaveAttribute("aria-invalid", "true");
    await expect(math).toHaveAccessibleDescription(new RegExp(copy.errors.percentileRange.replace(/[.]/g, "\\.")));
    await expect(page.getByLabel("HSAT Reading percentile")).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByTestId("points-total")).toHaveCount(0);
    await expect(result(page)).toContainText(copy.invalidResult);
  });
});

test("a grade that is not A to F, straight from the address, is named on its field", async ({ page }) => {
  await page.goto(`${path}?${pointsQuery({ ...sample, grades: { ...sample.grades, math: "E" } })}`);
  const math = page.getByLabel("Math", { exact: true });
  await expect(math).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByText(copy.errors.gradeInvalid)).toBeVisible();
  await expect(page.getByTestId("points-total")).toHaveCount(0);
});

test("with JavaScript a wrong percentile is flagged as it is typed, and the total goes away", async ({ page }) => {
  await page.goto(`${path}?${pointsQuery(sample)}`, { waitUntil: "networkidle" });
  await expect(page.getByTestId("points-total")).toBeVisible();
  await page.getByLabel("HSAT Reading percentile").fill("120");
  await expect(page.getByText(copy.errors.percentileRange)).toBeVisible();
  await expect(page.getByTestId("points-total")).toHaveCount(0);
});

test("the calculator is described as a WebApplication and shows where the grade table comes from", async ({ page }) => {
  await page.goto(path);
  const [app] = await jsonLdOfType(page, "WebApplication");
  expect(app?.name).toBe(pages.pointsCalculator.heading);
  await expect(page.getByRole("table", { name: copy.gradeTable.caption })).toBeVisible();
  await expect(page.getByText(copy.gradeTable.source)).toBeVisible();
});

test("the CPS landing page, CPS About and the CPS blog link to the calculator", async ({ page }) => {
  for (const [from, scope] of [
    [pages.highschoolentrance.path, cpsLandingCopy.help.heading],
    [pages.aboutCps.path, pointsCalculatorPromo.aboutSection.heading],
    [pages.highschoolentranceBlog.path, undefined],
  ] as const) {
    await page.goto(from);
    const area = scope ? page.getByRole("region", { name: scope }) : page.getByRole("main");
    await expect(area.getByRole("link", { name: pointsCalculatorLink.action.label })).toHaveAttribute("href", path);
  }
});

test.describe("in Spanish", () => {
  const spanishPath = pageIn("es", "pointsCalculator").path;
  const shared = `${spanishPath}?${pointsQuery(sample)}`;

  test("with JavaScript the total and its breakdown are in Spanish, and the address stays Spanish", async ({
    page,
  }) => {
    await page.goto(spanishPath, { waitUntil: "networkidle" });
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    await expect(result(page, spanishCopy)).toContainText(spanishCopy.emptyResult);
    await fill(page, sample, spanish);
    await expect(page.getByTestId("points-total")).toHaveText(expectedTotal(sample));
    await expect(result(page, spanishCopy)).toContainText(spanishCopy.totalLabel);
    await expect(result(page, spanishCopy)).toContainText(spanishSubjects.social.pointsLabel);
    await expect(page).toHaveURL(shared);
  });

  test("a shared Spanish address shows the same result in Spanish, from the server and after hydration", async ({
    page,
    request,
  }) => {
    const html = await (await request.get(shared)).text();
    expect(html).toContain('<html lang="es"');
    expect(html).toContain(`data-testid="points-total">${expectedTotal(sample)}<`);
    expect(html).toContain(spanishCopy.totalLabel);

    const problems: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") problems.push(message.text());
    });
    await page.goto(shared, { waitUntil: "networkidle" });
    await expect(page.getByTestId("points-total")).toHaveText(expectedTotal(sample));
    await expect(page.getByLabel(spanishSections.math.label)).toHaveValue(sample.test.math);
    await expect(page.getByLabel(spanishSubjects.social.label, { exact: true })).toHaveValue(sample.grades.social);
    await expect(page.getByRole("table", { name: spanishCopy.gradeTable.caption })).toBeVisible();
    expect(problems).toEqual([]);
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("the Spanish form is answered on the Spanish page, in Spanish", async ({ page }) => {
      await page.goto(spanishPath);
      await fill(page, sample, spanish);
      await page.getByRole("button", { name: spanishCopy.submit }).click();
      await expect(page).toHaveURL(shared);
      await expect(page.locator("html")).toHaveAttribute("lang", "es");
      await expect(page.getByTestId("points-total")).toHaveText(expectedTotal(sample));
      await expect(result(page, spanishCopy)).toContainText(spanishCopy.totalLabel);
    });

    test("a percentile of 120 is refused in Spanish next to its field, the typed value kept", async ({ page }) => {
      await page.goto(spanishPath);
      await fill(page, { ...sample, test: { math: "120", reading: "93" } }, spanish);
      await page.getByRole("button", { name: spanishCopy.submit }).click();
      const math = page.getByLabel(spanishSections.math.label);
      await expect(math).toHaveValue("120");
      await expect(math).toHaveAttribute("aria-invalid", "true");
      await expect(math).toHaveAccessibleDescription(/El percentil va del 1 al 99\./);
      await expect(page.getByTestId("points-total")).toHaveCount(0);
      await expect(result(page, spanishCopy)).toContainText(spanishCopy.invalidResult);
    });
  });

  test("the Spanish calculator with a result and a refused field passes the WCAG 2.2 AA checks @phone", async ({
    page,
  }) => {
    await expectNoAxeViolations(
      page,
      `${spanishPath}?${pointsQuery({ ...sample, test: { math: "0", reading: "50" } })}`,
    );
    await expectNoAxeViolations(page, shared);
  });

  test("the Spanish calculator with a result fits a 390 px phone screen @phone-only", async ({ page }) => {
    await expectNoHorizontalScroll(page, shared);
  });
});

// Empty, it is checked with every page (every-page.spec.ts).
test("the calculator with a result and a refused field passes the WCAG 2.2 AA checks", async ({ page }) => {
  await expectNoAxeViolations(page, `${path}?${pointsQuery({ ...sample, test: { math: "0", reading: "50" } })}`);
});

test("the calculator with a result fits a 390 px phone screen @phone-only", async ({ page }) => {
  await expectNoHorizontalScroll(page, `${path}?${pointsQuery(sample)}`);
});
