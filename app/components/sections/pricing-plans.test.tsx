import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderToString } from "react-dom/server";
import { beforeEach, expect, test } from "vitest";
import {
  cpsPlans,
  cpsPlansIn,
  type Duration,
  durationName,
  durations,
  plans,
  plansFor,
  plansIn,
} from "#app/catalog/plans";
import { planSignupUrl } from "#app/catalog/pricing";
import { formatPrice } from "#app/lib/format";
import { startAnalytics } from "#app/page-script/analytics";
import { plans as pricingCopy } from "#content/pricing";
import { plans as spanishCopy } from "#content/pricingEs";
import { newTab as spanishNewTab } from "#content/sectionsEs";
import { Spanish } from "#tests/support/in-spanish";
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

function radio(duration: Duration) {
  return screen.getByRole("radio", { name: duration });
}

test("the toggle is a named radio group with 6-Month checked first", () => {
  render(<PricingPlans heading="Pricing" plans={plans} groupByDuration analyticsSection="pricing" />);
  const group = screen.getByRole("group", { name: pricingCopy.durationLabel });
  expect(
    within(group)
      .getAllByRole("radio")
      .map((input) => input.getAttribute("value")),
  ).toEqual([...durations]);
  expect(radio("6-Month")).toBeChecked();
  expect(radio("7-Day")).not.toBeChecked();
  expect(radio("1-Month")).not.toBeChecked();
});

test("every duration's plans are in the server HTML, with price, period, description and features", () => {
  const html = renderToString(
    <PricingPlans heading="Pricing" plans={plans} groupByDuration analyticsSection="pricing" />,
  );
  const page = document.createElement("div");
  page.innerHTML = html;
  const cards = [...page.querySelectorAll("article")];
  expect(cards).toHaveLength(plans.length);
  for (const duration of durations) {
    for (const plan of plansFor(duration)) {
      const card = cards.find((element) => within(element).queryByRole("heading", { name: plan.title }));
      if (!card) throw new Error(`no card for ${plan.title}`);
      expect(card).toHaveTextContent(formatPrice(plan.price));
      expect(card).toHaveTextContent(plan.period);
      expect(card).toHaveTextContent(plan.subtitle);
      expect(card).toHaveTextContent(plan.description);
      for (const feature of plan.features) expect(card).toHaveTextContent(feature);
    }
  }
  expect(html.match(/type="radio"[^>]*checked=""/g)).toHaveLength(1);
});

test("the original price is struck through, with the discount, only when there is one", () => {
  render(<PricingPlans heading="Pricing" plans={plansFor("7-Day")} analyticsSection="pricing" />);
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

test("the toggle works from the keyboard as a radio group", async () => {
  const user = userEvent.setup();
  render(<PricingPlans heading="Pricing" plans={plans} groupByDuration analyticsSection="pricing" />);
  await user.tab();
  expect(radio("6-Month")).toHaveFocus();
  await user.keyboard("{ArrowLeft}");
  expect(radio("1-Month")).toBeChecked();
  expect(radio("6-Month")).not.toBeChecked();
  await user.keyboard("{ArrowLeft}");
  expect(radio("7-Day")).toBeChecked();
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
  expect(screen.queryByRole("radio")).not.toBeInTheDocument();
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

test("a plan button declares select_plan, begin_checkout and cta_click, which the page script records", async () => {
  const plan = plansFor("6-Month")[0];
  if (!plan) throw new Error("no plan");
  render(<PricingPlans plans={[plan]} analyticsSection="home_pricing" />);
  startAnalytics(document);
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

// The Spanish pages (/es, /es/pricing): the same toggle and cards, in the page's language.
test("on a Spanish page the toggle names each length in Spanish and switches between the Spanish plans", async () => {
  const user = userEvent.setup();
  const spanish = plansIn("es");
  render(<PricingPlans heading="Precios" plans={spanish} groupByDuration analyticsSection="pricing" />, {
    wrapper: Spanish,
  });
  const group = screen.getByRole("group", { name: spanishCopy.durationLabel });
  const names = durations.map((duration) => durationName("es", duration));
  expect(
    within(group)
      .getAllByRole("radio")
      .map((input) => input.closest("label")?.textContent),
  ).toEqual(names);
  for (const duration of durations) expect(names).not.toContain(duration);
  const spanishRadio = (duration: Duration) => screen.getByRole("radio", { name: durationName("es", duration) });
  expect(spanishRadio("6-Month")).toBeChecked();
  await user.click(spanishRadio("7-Day"));
  expect(spanishRadio("7-Day")).toBeChecked();
  expect(spanishRadio("6-Month")).not.toBeChecked();
  for (const plan of spanish.filter((candidate) => candidate.duration === "7-Day")) {
    const card = screen.getByRole("heading", { name: plan.title }).closest("article") ?? document.body;
    expect(card).toHaveTextContent(plan.period);
    if (plan.discount) expect(within(card).getByText(plan.discount)).toBeVisible();
    expect(within(card).getByRole("link")).toHaveAccessibleName(`${plan.cta} – ${plan.title} ${spanishNewTab}`);
  }
});

test("on a Spanish page the CPS plans show the Spanish badge and footnote", () => {
  const spanish = cpsPlansIn("es");
  render(<PricingPlans plans={spanish} showCents analyticsSection="pricing" footnote={spanishCopy.cpsFootnote} />, {
    wrapper: Spanish,
  });
  expect(shownPlans()).toEqual(spanish.map((plan) => plan.title));
  expect(screen.getAllByText(spanishCopy.popularBadge)).toHaveLength(1);
  expect(screen.queryByText(pricingCopy.popularBadge)).not.toBeInTheDocument();
  expect(screen.getByText(spanishCopy.cpsFootnote)).toBeVisible();
});
