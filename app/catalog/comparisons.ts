// Comparison tables; competitors' prices are labelled (competitor-prices.ts) so they are never taken for ours.
import { competitorPrices } from "./competitor-prices";
import { liabilityCap } from "./legal";
import type { ComparisonTable } from "./page-content-schema";

/** A table as comparisons.yml has it: each cell a plain yes, no or partly, or a short text. */
export type ComparisonTableData = ComparisonTable;
export type ComparisonCell = ComparisonTable["rows"][number]["cells"][number];

/** Every labelled dollar amount that is not our price, for the test of every price a page shows (decision 009). */
export function competitorPriceLabels(): string[] {
  const labels = Object.values(competitorPrices).flatMap((price) => [price.label, price.spanishLabel]);
  return [...labels, liabilityCap.label];
}
