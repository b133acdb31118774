// Comparison tables shown by the ComparisonTable section, one named export per
// page. Competitors' prices (SPEC §9) live here, as labels a price test can
// recognise, so they are never mistaken for our own prices.
import { formatPrice } from "#app/lib/format";
import { brand } from "./brand";
import { liabilityCap } from "./legal";
import { plans } from "./plans";

/** A cell: a plain yes, no or partly, or a short text. */
export type ComparisonCell = "yes" | "no" | "partial" | { text: string };

export type ComparisonOption = {
  label: string;
  /** Our own column, drawn with emphasis. */
  highlight?: boolean;
};

export type ComparisonRow = {
  feature: string;
  /** One cell per option, in the options' order. */
  cells: readonly ComparisonCell[];
};

/** A row of a four-column table: our column, then three alternatives. */
export function comparisonRow(
  feature: string,
  ...cells: [ComparisonCell, ComparisonCell, ComparisonCell, ComparisonCell]
): ComparisonRow {
  return { feature, cells };
}

/** Row labels the exam pages' tables share. */
export const comparisonFeatures = {
  diagnostic: "Diagnostic test and custom study plan",
  adaptsToChild: "Practice adapts to your child's level",
  anyDevice: "Practice any time, on phone or computer",
} as const;

export type ComparisonTableData = {
  /** Names the table for assistive technology; also shown above it. */
  caption: string;
  options: readonly ComparisonOption[];
  rows: readonly ComparisonRow[];
};

function range(low: number, high: number): string {
  return `${formatPrice(low)}–${formatPrice(high)}`;
}

/** What the alternatives cost (SPEC §9), as shown in comparison tables. */
export const competitorPrices = {
  tutoring: { low: 150, high: 300, label: `${range(150, 300)} per hour` },
  books: { low: 30, high: 50, label: `${range(30, 50)} per book` },
} as const;

/**
 * Every labelled dollar amount that is not one of our prices (competitors' prices and the
 * Terms' liability cap), for the test that checks every price a page shows (decision 009).
 */
export function competitorPriceLabels(): string[] {
  return [...Object.values(competitorPrices).map((price) => price.label), liabilityCap.label];
}

const lowestPrice = Math.min(...plans.map((plan) => plan.price));

/** The home page: the product against tutoring, books and free resources. */
export const homeComparison = {
  caption: `How ${brand.name} compares with other ways to prepare`,
  options: [
    { label: brand.name, highlight: true },
    { label: "Private tutoring" },
    { label: "Prep books" },
    { label: "Free resources" },
  ],
  rows: [
    {
      feature: "Cost",
      cells: [
        { text: `From ${formatPrice(lowestPrice)} for 7 days` },
        { text: competitorPrices.tutoring.label },
        { text: competitorPrices.books.label },
        { text: "Free" },
      ],
    },
    { feature: "Study plan from a diagnostic test", cells: ["yes", "partial", "no", "no"] },
    { feature: "Practice adapts to your level", cells: ["yes", "yes", "no", "no"] },
    { feature: "Unlimited questions and full mock tests", cells: ["yes", "no", "partial", "partial"] },
    { feature: "Instant feedback on speaking and writing", cells: ["yes", "partial", "no", "no"] },
    { feature: "Predicted scores", cells: ["yes", "partial", "no", "no"] },
    { feature: "Available any time, on any device", cells: ["yes", "no", "partial", "yes"] },
    { feature: "Parent progress dashboard", cells: ["yes", "no", "no", "no"] },
  ],
} as const satisfies ComparisonTableData;
