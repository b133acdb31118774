// The free-templates page through its states (docs/product.md, "Template search"), the per-type cache, the
// search filter, the API and every template's own page.
import "#tests/support/public-env";
import { expect, type Page, test } from "@playwright/test";
import { pages } from "#app/catalog/pages.server";
import { templateText } from "#app/catalog/templates/template-text";
import { defaultTestType, type TestType, testTypes } from "#app/catalog/templates/templates";
import { templatePath } from "#app/lib/content-paths";
import { allTemplates } from "#content-collections";
import { gotoHydrated } from "#tests/support/hydration";
import { expectNewTab } from "#tests/support/page-checks";

const namesOf = (test: TestType) => allTemplates.filter((entry) => entry.test === test).map((entry) => entry.name);
const emptyTest = testTypes.find((test) => namesOf(test).length === 0) ?? "SAT";

/** Opens the page and waits until React has hydrated the test-type buttons. */
async function openTemplates(page: Page) {
  await gotoHydrated(page, pages.freeTemplates.path);
}

function testButton(page: Page, test: string) {
  return page.getByRole("button", { name: test, exact: true });
}

function rowNames(page: Page) {
  return page.getByRole("table").getByRole("rowheader").allTextContents();
}

function countApiRequests(page: Page): { count: number } {
  const counter = { count: 0 };
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === "/api/templates") counter.count += 1;
  });
  return counter;
}

test("the HTML holds the nine test types and the TOEFL templates, so the page works before JavaScript", async ({
  request,
}) => {
  const html = await (await request.get(pages.freeTemplates.path)).text();
  for (const name of namesOf(defaultTestType)) expect(html).toContain(name.replace(/'/g, "&#x27;"));
  for (const column of Object.values(templateText.columns)) expect(html).toContain(column);
  expect(testTypes).toHaveLength(9);
});

test("TOEFL is chosen first and its templates are listed with links opening their pages in a new tab", async ({
  page,
}) => {
  await openTemplates(page);
  const group = page.getByRole("group", { name: templateText.testTypesLabel });
  await expect(group.getByRole("button", { pressed: true })).toHaveText(defaultTestType);
  await expect(group.getByRole("button", { pressed: false })).toHaveCount(testTypes.length - 1);
  expect(await rowNames(page)).toEqual(namesOf(defaultTestType));
  const links = page.getByRole("table").getByRole("link");
  await expect(links).toHaveCount(namesOf(defaultTestType).length);
  await expectNewTab(links.first());
  const firstSlug = allTemplates.find((entry) => entry.test === defaultTestType)?.slug ?? "";
  await expect(links.first()).toHaveAttribute("href", templatePath(firstSlug));
});

test("changing the test type shows loading, then its templates; switching back makes no second request", async ({
  page,
}) => {
  await openTemplates(page);
  const requests = countApiRequests(page);
  let release = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route("**/api/templates?*", async (route) => {
    await gate;
    await route.continue();
  });

  await testButton(page, "IELTS").click();
  await expect(page.getByRole("status")).toHaveText(templateText.loading);
  release();
  await expect(page.getByRole("status")).toHaveCount(0);
  expect(await rowNames(page)).toEqual(namesOf("IELTS"));
  await expect(testButton(page, "IELTS")).toHaveAttribute("aria-pressed", "true");

  await testButton(page, defaultTestType).click();
  expect(await rowNames(page)).toEqual(namesOf(defaultTestType));
  await testButton(page, "IELTS").click();
  expect(await rowNames(page)).toEqual(namesOf("IELTS"));
  expect(requests.count).toBe(1);
});

test("when the provider fails, the error card shows and the list is emptied", async ({ page }) => {
  await openTemplates(page);
  await page.route("**/api/templates?*", (route) => route.fulfill({ status: 502, json: { error: "down" } }));
  await testButton(page, "GRE").click();
  await expect(page.getByRole("alert")).toHaveText(templateText.loadFailed);
  await expect(page.getByRole("table")).toHaveCount(0);
});

test("a test type without templates shows the coming-soon message", async ({ page }) => {
  await openTemplates(page);
  await testButton(page, emptyTest).click();
  await expect(page.getByText(templateText.comingSoon(emptyTest))).toBeVisible();
  await expect(page.getByRole("table")).toHaveCount(0);
});

test("the search filters by name, description or who it is for, ignoring case, and an empty search restores the list", async ({
  page,
}) => {
  await openTemplates(page);
  const entries = allTemplates.filter((entry) => entry.test === defaultTestType);
  const [first, second] = entries;
  if (!first || !second) throw new Error("need two TOEFL templates");
  const search = page.getByRole("searchbox", { name: templateText.searchLabel });

  await search.fill(first.name.toUpperCase());
  expect(await rowNames(page)).toEqual([first.name]);
  await search.fill(second.perfectFor.toLowerCase());
  expect(await rowNames(page)).toEqual([second.name]);
  await search.fill(first.description.slice(0, 30));
  expect(await rowNames(page)).toContain(first.name);
  await search.fill("");
  expect(await rowNames(page)).toEqual(namesOf(defaultTestType));
});

test("every template link opens a page that answers 200 and shows the template", async ({ request }) => {
  for (const entry of allTemplates) {
    const response = await request.get(templatePath(entry.slug));
    expect(response.status(), entry.slug).toBe(200);
    expect(await response.text()).toContain("<h1");
  }
});

test("the API answers at most 50 templates of a test type and 400 with a JSON error for an unknown one", async ({
  request,
}) => {
  const ok = await request.get("/api/templates?test=CPS%20HSAT");
  expect(ok.status()).toBe(200);
  const { hits } = await ok.json();
  expect(hits.map((hit: { name: string }) => hit.name)).toEqual(namesOf("CPS HSAT"));
  const bad = await request.get("/api/templates?test=MCAT");
  expect(bad.status()).toBe(400);
  expect(await bad.json()).toHaveProperty("error");
});
