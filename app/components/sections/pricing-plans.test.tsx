import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, expect, test } from "vitest";
import { cpsPlans, type Duration, plans, plansFor } from "#app/catalog/plans";
import { planSignupUrl, pricingCopy } from "#app/catalog/pricing";
import { formatPrice } from "#app/lib/format";
import { PRICING_SOURCE, PricingPlans } from "./pricing-plans";

beforeEach(() => {
  window.dataLayer = [];
});

function planCards() {
  return screen.getAllByRole("article");
}

function shownPlans() {
  return planCards().map((card) => within(card).getByRole("heading").textContent);
}

function tab(duration: Duration) {
  return screen.getByRole("tab", { name: duration });
}

test("6-Month is selected first and only its plans are shown", () => {
  render(<PricingPlans heading="Pricing" plans={plans} groupByDuration analyticsSection="pricing" />);
  expect(screen.getByRole("tablist", { name: pricingCopy.durationLabel })).toBeVisible();
  expect(tab("6-Month")).toHaveAttribute("aria-selected", "true");
  expect(shownPlans()).toEqual(plansFor("6-Month").map((plan) => plan.title));
});

test("each duration shows its plans with price, period, description and features", async () => {
  const user = userEvent.setup();
  render(<PricingPlans heading="Pricing" plans={plans} groupByDuration analyticsSection="pricing" />);
  for (const duration of ["7-Day", "1-Month", "6-Month"] as const) {
    await user.click(tab(duration));
    const cards = planCards();
    const expected = plansFor(duration);
    expect(cards).toHaveLength(expected.length);
    expected.forEach((plan, index) => {
      const card = cards[index] ?? document.body;
      expect(within(card).getByText(formatPrice(plan.price))).toBeVisible();
      expect(within(card).getByText(plan.period)).toBeVisible();
      expect(within(card).getByText(plan.subtitle)).toBeVisible();
      expect(within(card).getByText(plan.description)).toBeVisible();
      for (const feature of plan.features) expect(within(card).getByText(feature)).toBeVisible();
    });
  }
});

test("the original price is struck through, with the discount, only when there is one", async () => {
  const user = userEvent.setup();
  render(<PricingPlans heading="Pricing" plans={plans} groupByDuration analyticsSection="pricing" />);
  await user.click(tab("7-Day"));
  for (const [index, plan] of plansFor("7-Day").entries()) {
    const card = planCards()[index] ?? document.body;
    const struck = card.querySelector("s");
    if (plan.discount) {
      expect(struck).toHaveTextContent(`${pricingCopy.originalPriceLabel} ${formatPrice(plan.originalPrice)}`);
      expect(within(card).getByText(plan.discount)).toBeVisible();
    } else {
      expect(struck).toBeNull();
      expect(within(card).queryByText(/% off/)).not.toBeInTheDocument();
    }
  }
  expect(plansFor("7-Day").filter((plan) => plan.discount).length).toBeGreaterThan(0);
});

test("the toggle works from the keyboard", async () => {
  const user = userEvent.setup();
  render(<PricingPlans heading="Pricing" plans={plans} groupByDuration analyticsSection="pricing" />);
  await user.tab();
  expect(tab("6-Month")).toHaveFocus();
  await user.keyboard("{ArrowLeft}");
  expect(tab("1-Month")).toHaveAttribute("aria-selected", "true");
  expect(shownPlans()).toEqual(plansFor("1-Month").map((plan) => plan.title));
  await user.keyboard("{ArrowLeft}");
  expect(shownPlans()).toEqual(plansFor("7-Day").map((plan) => plan.title));
});

test("no plan is marked popular in the multi-exam view", () => {
  render(<PricingPlans heading="Pricing" plans={plans} groupByDuration analyticsSection="pricing" />);
  expect(screen.queryByText(pricingCopy.popularBadge)).not.toBeInTheDocument();
});

test("plan titles are h3 under the section's heading, h2 without one", () => {
  const { unmount } = render(<PricingPlans heading="Pricing" plans={cpsPlans} analyticsSection="pricing" />);
  expect(screen.getAllByRole("heading", { level: 3 })).toHaveLength(cpsPlans.length);
  unmount();
  render(<PricingPlans plans={cpsPlans} analyticsSection="pricing" />);
  expect(screen.getAllByRole("heading", { level: 2 }).map((heading) => heading.textContent)).toEqual(
    cpsPlans.map((plan) => plan.title),
  );
});

test("a fixed list shows every plan, no toggle, the popular badge and the footnote", () => {
  render(<PricingPlans plans={cpsPlans} showCents analyticsSection="pricing" footnote={pricingCopy.cpsFootnote} />);
  expect(screen.queryByRole("tablist")).not.toBeInTheDocument();
  expect(shownPlans()).toEqual(cpsPlans.map((plan) => plan.title));
  const popular = cpsPlans.findIndex((plan) => plan.popular);
  const cards = planCards();
  expect(within(cards[popular] ?? document.body).getByText(pricingCopy.popularBadge)).toBeVisible();
  expect(screen.getAllByText(pricingCopy.popularBadge)).toHaveLength(1);
  for (const [index, plan] of cpsPlans.entries()) {
    expect(within(cards[index] ?? document.body).getByText(formatPrice(plan.price, { cents: true }))).toBeVisible();
  }
  expect(screen.getByText(pricingCopy.cpsFootnote)).toBeVisible();
});

test("plan buttons open the sign-up app's new page in a new tab with the exam's lowercase code", () => {
  render(<PricingPlans plans={plansFor("6-Month")} analyticsSection="pricing" />);
  for (const [index, plan] of plansFor("6-Month").entries()) {
    const link = within(planCards()[index] ?? document.body).getByRole("link");
    expect(link).toHaveAttribute("target", "_blank");
    const url = new URL(link.getAttribute("href") ?? "");
    expect(url.pathname).toMatch(/\/signup\/new$/);
    expect(url.searchParams.get("test")).toBe(plan.test.toLowerCase());
  }
});

test("a plan button records select_plan, begin_checkout and cta_click", async () => {
  const plan = plansFor("6-Month")[0];
  if (!plan) throw new Error("no plan");
  render(<PricingPlans plans={[plan]} analyticsSection="home_pricing" />);
  const link = screen.getByRole("link");
  link.addEventListener("click", (event) => event.preventDefault());
  await userEvent.click(link);
  const payload = { plan_title: plan.title, price_id: plan.priceId, price: plan.price };
  expect(window.dataLayer).toEqual([
    { event: "select_plan", ...payload },
    { event: "begin_checkout", ...payload },
    {
      event: "cta_click",
      label: plan.cta,
      section: "home_pricing",
      url: planSignupUrl(plan),
      plan_title: plan.title,
      source: PRICING_SOURCE,
    },
  ]);
});
