// Comparison tables; competitors' prices are labelled (competitor-prices.ts) so they are never taken for ours.
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

/** Every labelled dollar amount that is not our price, for the test of every price a page shows (decision 009). */
export function competitorPriceLabels(): string[] {
  return [...Object.values(competitorPrices).map((price) => price.label), liabilityCap.label];
}
