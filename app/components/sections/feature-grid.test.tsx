import { render, screen, within } from "@testing-library/react";
import { expect, test } from "vitest";
import { homeFeatures, homeFeaturesIn } from "#app/catalog/features";
import { Spanish } from "#tests/support/in-spanish";
import { FeatureGrid } from "./feature-grid";

test("shows the heading and one card per feature, titled and described", () => {
  render(<FeatureGrid heading="Everything you need" intro="One plan, every tool." features={homeFeatures} />);
  const section = screen.getByRole("region", { name: "Everything you need" });
  expect(within(section).getByText("One plan, every tool.")).toBeVisible();
  const cards = within(section).getAllByRole("listitem");
  expect(cards).toHaveLength(homeFeatures.length);
  homeFeatures.forEach((feature, index) => {
    const card = cards[index];
    if (!card) throw new Error(`card ${index} missing`);
    expect(within(card).getByRole("heading", { level: 3, name: feature.title })).toBeVisible();
    expect(within(card).getByText(feature.text)).toBeVisible();
  });
});

// docs/product.md, "Promised features".
test("the catalog lists the nine promised features", () => {
  expect(homeFeatures).toHaveLength(9);
});

test("shows what it is given under the cards, inside the same section", () => {
  render(
    <FeatureGrid heading="What you get" features={homeFeatures.slice(0, 3)}>
      <p>Format and scoring</p>
    </FeatureGrid>,
  );
  const section = screen.getByRole("region", { name: "What you get" });
  expect(within(section).getByText("Format and scoring")).toBeVisible();
});

test("the Spanish home page shows the nine promised features in Spanish, with the same icons in the same order", () => {
  const spanish = homeFeaturesIn("es");
  expect(homeFeaturesIn("en")).toBe(homeFeatures);
  expect(spanish.map((feature) => feature.icon)).toEqual(homeFeatures.map((feature) => feature.icon));
  render(<FeatureGrid heading="Todo lo que necesita" features={spanish} />, { wrapper: Spanish });
  const cards = within(screen.getByRole("region", { name: "Todo lo que necesita" })).getAllByRole("listitem");
  spanish.forEach((feature, index) => {
    expect(feature.title).not.toBe(homeFeatures[index]?.title);
    expect(within(cards[index] ?? document.body).getByRole("heading", { name: feature.title })).toBeVisible();
  });
});
