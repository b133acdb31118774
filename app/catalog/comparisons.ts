// Comparison tables shown by the ComparisonTable section. Their words are in
// content/pages/comparisons.yml, one table per page (the landing pages' modules
// export theirs); competitors' prices (docs/product.md, "Competitor prices") are in
// competitor-prices.ts, as labels a price test can recognise, so they are never
// mistaken for our own prices.
import { competitorPrices } from "./competitor-prices";
import { liabilityCap } from "./legal";

/** A cell: a plain yes, no or partly, or a short text. */
export type ComparisonCell = "yes" | "no" | "partial" | { text: string };

type ComparisonOption = {
  label: string;
  /** Our own column, drawn with emphasis. */
  highlight?: boolean;
};

type ComparisonRow = {
  feature: string;
  /** One cell per option, in the options' order. */
  cells: readonly ComparisonCell[];
};

export type ComparisonTableData = {
  /** Names the table for assistive technology; also shown above it. */
  caption: string;
  options: readonly ComparisonOption[];
  rows: readonly ComparisonRow[];
};

/**
 * Every labelled dollar amount that is not one of our prices (competitors' prices and the
 * Terms' liability cap), for the test that checks every price a page shows (decision 009).
 */
export function competitorPriceLabels(): string[] {
  return [...Object.values(competitorPrices).map((price) => price.label), liabilityCap.label];
}
