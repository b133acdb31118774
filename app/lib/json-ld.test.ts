import { expect, test } from "vitest";
import { cpsPlans, plans } from "#app/catalog/plans";
import { educationalApplicationJsonLd, productsJsonLd, schemaPrice } from "./json-ld";

test("the EducationalApplication's AggregateOffer spans the lowest and highest plan price", () => {
  const data = educationalApplicationJsonLd({ description: "d", url: "https://x.test/", plans });
  const prices = plans.map((plan) => plan.price);
  expect(data["@type"]).toBe("EducationalApplication");
  expect(data.offers).toEqual({
    "@type": "AggregateOffer",
    priceCurrency: "USD",
    lowPrice: schemaPrice(Math.min(...prices)),
    highPrice: schemaPrice(Math.max(...prices)),
    offerCount: plans.length,
  });
});

test("products list one offer per plan with the plan's own price, grouped by exam", () => {
  const data = productsJsonLd({ plans: cpsPlans, url: "https://x.test/highschoolentrance/pricing" });
  expect(data["@graph"]).toHaveLength(1);
  const offers = data["@graph"][0]?.offers ?? [];
  expect(offers.map((offer) => [offer.name, offer.price])).toEqual(
    cpsPlans.map((plan) => [plan.title, schemaPrice(plan.price)]),
  );
  expect(productsJsonLd({ plans, url: "https://x.test/pricing" })["@graph"]).toHaveLength(5);
});

test("schema prices have two decimals", () => {
  expect(schemaPrice(45)).toBe("45.00");
});
