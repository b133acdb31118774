import "#tests/support/public-env";
import { expect, type Page, test } from "@playwright/test";
import { pages } from "#app/catalog/pages.server";
import { cpsPlans, type Duration, durations, planFor } from "#app/catalog/plans";
import { formatPrice } from "#app/lib/format";
import { plans as pricingCopy } from "#content/pricing";
import { dataLayerEntries } from "#tests/support/page-checks";
import { specCpsPlans, specPriceTable } from "#tests/support/spec";

const signUpApp = /^https?:\/\/app\.examwise\.example\//;

/** The data layer, each event checked for its page's language and returned without it. */
const dataLayer = dataLayerEntries;

async function eventsNamed(page: Page, name: string) {
  return (await dataLayer(page)).filter((entry) => entry.event === name);
}

/** Waits until the page script has sent the pricing view. */
async function pricingViews(page: Page) {
  await expect.poll(async () => (await eventsNamed(page, "pricing_view")).length).toBe(1);
  return eventsNamed(page, "pricing_view");
}

/** Shown plans only: the other durations' plans are in the HTML but not displayed. */
function planCards(page: Page) {
  return page.getByRole("article").filter({ visible: true });
}

function durationRadio(page: Page, duration: Duration) {
  return page.getByRole("group", { name: pricingCopy.durationLabel }).getByRole("radio", { name: duration });
}

/** Clicks the duration's label in the segmented control, as a visitor does. */
async function chooseDuration(page: Page, duration: Duration) {
  await page.getByRole("group", { name: pricingCopy.durationLabel }).getByText(duration, { exact: true }).click();
  await expect(durationRadio(page, duration)).toBeChecked();
}

// docs/product.md, "Price table".
test("each duration shows the brief's prices, struck-through originals and discounts only where there are any", async ({
  page,
}) => {
  await page.goto(pages.pricing.path);
  await pricingViews(page);
  const table = specPriceTable();
  for (const duration of durations) {
    await chooseDuration(page, duration);
    const rows = table.filter((row) => row.duration === duration);
    await expect(planCards(page)).toHaveCount(rows.length);
    for (const row of rows) {
      const card = planCards(page).filter({
        has: page.getByRole("heading", { name: planFor(row.test, duration).title }),
      });
      await expect(card).toHaveCount(1);
      await expect(card.getByText(formatPrice(row.price), { exact: true })).toBeVisible();
      if (row.discount) {
        await expect(card.locator("s")).toHaveText(
          `${pricingCopy.originalPriceLabel} ${formatPrice(row.originalPrice)}`,
        );
        await expect(card.getByText(row.discount, { exact: true })).toBeVisible();
      } else {
        await expect(card.locator("s")).toHaveCount(0);
        await expect(card.getByText(/% off/)).toHaveCount(0);
      }
    }
  }
});

test("6-Month is selected on load and no plan is marked popular", async ({ page }) => {
  await page.goto(pages.pricing.path);
  await expect(durationRadio(page, "6-Month")).toBeChecked();
  await expect(planCards(page)).toHaveCount(specPriceTable().filter((row) => row.duration === "6-Month").length);
  await expect(page.getByText(pricingCopy.popularBadge)).toHaveCount(0);
});

test("the duration toggle works from the keyboard", async ({ page }) => {
  await page.goto(pages.pricing.path);
  const expectShown = async (duration: Duration) => {
    await expect(durationRadio(page, duration)).toBeChecked();
    await expect(durationRadio(page, duration)).toBeFocused();
    const first = specPriceTable().find((row) => row.duration === duration);
    if (!first) throw new Error(`no ${duration} row`);
    await expect(planCards(page).first()).toContainText(formatPrice(first.price));
  };
  await durationRadio(page, "6-Month").focus();
  await page.keyboard.press("ArrowLeft");
  await expectShown("1-Month");
  await page.keyboard.press("ArrowLeft");
  await expectShown("7-Day");
  // A radio group wraps around: from the first duration, left goes to the last.
  await page.keyboard.press("ArrowLeft");
  await expectShown("6-Month");
  await page.keyboard.press("Tab");
  await expect(durationRadio(page, "6-Month")).not.toBeFocused();
});

test("every plan button opens the sign-up app's new page in a new tab with its exam's code", async ({ page }) => {
  await page.goto(pages.pricing.path);
  await pricingViews(page);
  for (const duration of durations) {
    await chooseDuration(page, duration);
    const rows = specPriceTable().filter((row) => row.duration === duration);
    for (const row of rows) {
      const card = planCards(page).filter({
        has: page.getByRole("heading", { name: planFor(row.test, duration).title }),
      });
      const link = card.getByRole("link");
      await expect(link).toHaveAttribute("target", "_blank");
      const url = new URL((await link.getAttribute("href")) ?? "");
      expect(url.href).toMatch(signUpApp);
      expect(url.pathname).toBe("/signup/new");
      expect(url.searchParams.get("test")).toBe(row.test.toLowerCase());
    }
  }
});

test("the CPS pricing page shows its title, subtitle, exactly its three plans and the footnote", async ({ page }) => {
  await page.goto(pages.pricingCps.path);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(pages.pricingCps.heading);
  await expect(page.getByText(pages.pricingCps.intro)).toBeVisible();
  await expect(page.getByRole("radio")).toHaveCount(0);
  const expected = specCpsPlans();
  await expect(planCards(page)).toHaveCount(expected.length);
  for (const [index, plan] of expected.entries()) {
    const card = planCards(page).nth(index);
    await expect(card.getByRole("heading", { level: 2 })).toHaveText(plan.title);
    await expect(card.getByText(formatPrice(plan.price, { cents: true }), { exact: true })).toBeVisible();
    await expect(card.locator("s")).toHaveCount(0);
    const url = new URL((await card.getByRole("link").getAttribute("href")) ?? "");
    expect(url.searchParams.get("test")).toBe("cps");
    await expect(card.getByRole("link")).toHaveAttribute("target", "_blank");
  }
  const popular = planCards(page).filter({ hasText: pricingCopy.popularBadge });
  await expect(popular).toHaveCount(1);
  await expect(popular.getByRole("heading", { level: 2 })).toHaveText("6-Month All Access");
  await expect(page.getByText(pricingCopy.cpsFootnote)).toBeVisible();
});

test("without UTM parameters the pricing view's source is direct and no campaign is recorded", async ({ page }) => {
  await page.goto(pages.pricing.path);
  expect(await pricingViews(page)).toEqual([{ event: "pricing_view", page: pages.pricing.path, utm_source: "direct" }]);
  expect(await eventsNamed(page, "utm_tracking")).toEqual([]);
});

test("with a full campaign the pricing view and the campaign event carry every UTM value", async ({ page }) => {
  const utm = {
    utm_source: "newsletter",
    utm_medium: "email",
    utm_campaign: "spring-sale",
    utm_term: "toefl prep",
    utm_content: "header-button",
  };
  await page.goto(`${pages.pricing.path}?${new URLSearchParams(utm)}`);
  expect(await pricingViews(page)).toEqual([
    { event: "pricing_view", page: pages.pricing.path, utm_source: utm.utm_source },
  ]);
  expect(await eventsNamed(page, "utm_tracking")).toEqual([
    { event: "utm_tracking", page: pages.pricing.path, ...utm },
  ]);
});

test("with only utm_source the pricing view names it and no campaign is recorded", async ({ page }) => {
  await page.goto(`${pages.pricingCps.path}?utm_source=citycast`);
  expect(await pricingViews(page)).toEqual([
    { event: "pricing_view", page: pages.pricingCps.path, utm_source: "citycast" },
  ]);
  expect(await eventsNamed(page, "utm_tracking")).toEqual([]);
});

test("the CPS pricing page records its campaign without term or content when they are absent", async ({ page }) => {
  const utm = { utm_source: "citycast", utm_medium: "podcast", utm_campaign: "hsat-fall" };
  await page.goto(`${pages.pricingCps.path}?${new URLSearchParams(utm)}`);
  await pricingViews(page);
  expect(await eventsNamed(page, "utm_tracking")).toEqual([
    { event: "utm_tracking", page: pages.pricingCps.path, ...utm },
  ]);
});

test("a plan button records select_plan, begin_checkout and cta_click, and opens the sign-up app", async ({ page }) => {
  await page
    .context()
    .route(signUpApp, (route) => route.fulfill({ contentType: "text/html", body: "<title>Sign up</title>" }));
  await page.goto(pages.pricing.path);
  await page.locator('html[data-page-script="ready"]').waitFor({ state: "attached" });
  await pricingViews(page);
  await chooseDuration(page, "7-Day");
  const plan = planFor("TOEFL", "7-Day");
  const link = planCards(page)
    .filter({ has: page.getByRole("heading", { name: plan.title }) })
    .getByRole("link");
  const href = (await link.getAttribute("href")) ?? "";
  const popupPromise = page.waitForEvent("popup");
  await link.click();
  const popup = await popupPromise;
  expect(popup.url()).toBe(href);
  const payload = { plan_title: plan.title, price_id: plan.priceId, price: plan.price };
  expect((await dataLayer(page)).filter((entry) => entry.event !== "pricing_view")).toEqual([
    { event: "select_plan", ...payload },
    { event: "begin_checkout", ...payload },
    {
      event: "cta_click",
      label: plan.cta,
      section: "pricing",
      url: href,
      plan_title: plan.title,
      source: "pricing_page",
    },
  ]);
});

test("the CPS plans' structured data lists each plan at its catalog price", async ({ page }) => {
  await page.goto(pages.pricingCps.path);
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  const offers = blocks
    .map((text) => JSON.parse(text))
    .flatMap((data) => data["@graph"] ?? [])
    .flatMap((product: { offers?: { name: string; price: string }[] }) => product.offers ?? []);
  expect(offers.map((offer) => [offer.name, Number(offer.price)])).toEqual(
    cpsPlans.map((plan) => [plan.title, plan.price]),
  );
});
