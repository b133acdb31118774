import { existsSync, readFileSync } from "node:fs";
import { expect, test } from "vitest";
import {
  fixturePath,
  pricesOf,
  readSectionNine,
  sectionNine,
  sharedSpecPath,
  specCpsPlans,
  specPriceTable,
} from "#tests/support/spec";
import {
  allCatalogPrices,
  cpsPlans,
  cpsPlansIn,
  defaultDuration,
  heroPrice,
  type Plan,
  planFor,
  plans,
  plansFor,
  plansIn,
} from "./plans";

test("the committed copy of the brief's prices matches the team's copy, when there is one", () => {
  const fixture = pricesOf(readFileSync(fixturePath, "utf8"));
  expect(fixture).toContain("| TOEFL |");
  // A lone clone has no shared/ beside it; CI and developer machines do.
  if (existsSync(sharedSpecPath)) expect(fixture).toBe(pricesOf(sectionNine(readFileSync(sharedSpecPath, "utf8"))));
});

// docs/product.md, "Price table".
test("the brief's price table has fifteen prices and the catalog has a plan for each", () => {
  const table = specPriceTable();
  expect(table).toHaveLength(15);
  for (const row of table) {
    const plan = planFor(row.test, row.duration);
    expect({ test: plan.test, duration: plan.duration, price: plan.price, originalPrice: plan.originalPrice }).toEqual({
      test: row.test,
      duration: row.duration,
      price: row.price,
      originalPrice: row.originalPrice,
    });
    expect(plan.discount).toBe(row.discount);
  }
  expect(plans).toHaveLength(table.length);
});

test("no plan is marked popular in the multi-exam view", () => {
  expect(plans.filter((plan) => plan.popular)).toEqual([]);
});

test("each duration shows one plan per exam, 6-Month by default", () => {
  expect(defaultDuration).toBe("6-Month");
  for (const duration of ["7-Day", "1-Month", "6-Month"] as const) {
    expect(plansFor(duration).map((plan) => plan.test)).toEqual(["TOEFL", "CPS", "HSPT", "GRE", "SHSAT"]);
  }
});

test("plan icons follow the duration and price ids are unique", () => {
  expect(new Set(plansFor("7-Day").map((plan) => plan.icon))).toEqual(new Set(["timer"]));
  expect(new Set(plansFor("1-Month").map((plan) => plan.icon))).toEqual(new Set(["chart"]));
  expect(new Set(plansFor("6-Month").map((plan) => plan.icon))).toEqual(new Set(["zap"]));
  const ids = [...plans, ...cpsPlans].map((plan) => plan.priceId);
  expect(new Set(ids).size).toBe(ids.length - cpsPlans.length);
});

// docs/product.md, "CPS HSAT plans".
test("the CPS page has the brief's three plans, the last marked most popular, with no strike-through price", () => {
  expect(cpsPlans.map(({ title, price }) => ({ title, price }))).toEqual(specCpsPlans());
  expect(cpsPlans.map((plan) => plan.popular)).toEqual([false, false, true]);
  for (const plan of cpsPlans) {
    expect(plan.originalPrice).toBe(plan.price);
    expect(plan.discount).toBeNull();
    expect(plan.period).toBe("");
  }
});

test("a hero's one-time price is the exam's 6-Month price; ACT is from $70", () => {
  expect(heroPrice("cps")).toEqual({ amount: planFor("CPS", "6-Month").price, label: "one-time" });
  expect(heroPrice("shsat").amount).toBe(planFor("SHSAT", "6-Month").price);
  expect(heroPrice("toefl").amount).toBe(planFor("TOEFL", "6-Month").price);
  expect(heroPrice("act")).toEqual({ amount: 70, label: "from" });
  expect(readSectionNine()).toContain("ACT starts at $70");
});

// docs/product.md, "Prices outside the plan cards".
test("the catalog's price list holds every table price and nothing the brief calls inconsistent", () => {
  const amounts = allCatalogPrices();
  for (const row of specPriceTable()) expect(amounts).toContain(row.price);
  // The brief flags 45 (TOEFL hero), 199 (HSPT structured data) as inconsistent with the table
  // (docs/product.md, "Prices outside the plan cards").
  expect(amounts).not.toContain(45);
  expect(amounts).not.toContain(199);
});

// The Spanish pages (/es, /es/pricing, /es/highschoolentrance/pricing): the same plans, in Spanish.
const facts = ({ test, duration, price, originalPrice, priceId, popular, icon }: Plan) => ({
  test,
  duration,
  price,
  originalPrice,
  priceId,
  popular,
  icon,
});

test("the Spanish plans are the English plans at the same prices, with their words in Spanish", () => {
  expect(plansIn("en")).toBe(plans);
  expect(cpsPlansIn("en")).toBe(cpsPlans);
  for (const [spanish, english] of [
    [plansIn("es"), plans],
    [cpsPlansIn("es"), cpsPlans],
  ] as const) {
    expect(spanish.map(facts)).toEqual(english.map(facts));
    spanish.forEach((plan, index) => {
      const englishPlan = english[index];
      expect(plan.title).not.toBe(englishPlan?.title);
      expect(plan.description).not.toBe(englishPlan?.description);
      expect(plan.cta).not.toBe(englishPlan?.cta);
      if (plan.period) expect(plan.period).not.toBe(englishPlan?.period);
    });
  }
});

test("a Spanish plan's discount keeps the English plan's percentage, in Spanish words", () => {
  const discounted = plansIn("es").filter((plan) => plan.discount);
  expect(discounted.length).toBe(plans.filter((plan) => plan.discount).length);
  for (const plan of discounted) {
    const english = planFor(plan.test, plan.duration).discount ?? "";
    expect(plan.discount).toContain(english.replace(" off", ""));
    expect(plan.discount).not.toMatch(/off/);
  }
});
