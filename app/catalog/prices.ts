// The only place a price is written (docs/product.md, "Pricing"); no page copy, so the content build reads it.
export type Duration = "7-Day" | "1-Month" | "6-Month";
export const planTests = ["TOEFL", "CPS", "HSPT", "GRE", "SHSAT"] as const;
export type PlanTest = (typeof planTests)[number];

export const durations = ["7-Day", "1-Month", "6-Month"] as const satisfies readonly Duration[];

/** The price table (docs/product.md, "Price table"): [price, original price] per duration. */
export const priceTable = {
  TOEFL: { "7-Day": [15, 30], "1-Month": [50, 100], "6-Month": [100, 150] },
  CPS: { "7-Day": [75, 75], "1-Month": [150, 150], "6-Month": [249, 249] },
  HSPT: { "7-Day": [75, 75], "1-Month": [150, 150], "6-Month": [249, 249] },
  GRE: { "7-Day": [25, 25], "1-Month": [50, 50], "6-Month": [159, 159] },
  SHSAT: { "7-Day": [25, 25], "1-Month": [50, 50], "6-Month": [159, 159] },
} as const satisfies Record<PlanTest, Record<Duration, readonly [number, number]>>;

/** A plan's period after its price ("$25 for 7 days"), and the CPS pricing page's plan names. */
export const periods: Record<Duration, string> = {
  "7-Day": "for 7 days",
  "1-Month": "for 1 month",
  "6-Month": "for 6 months",
};
export const cpsPlanTitles: Record<Duration, string> = {
  "7-Day": "7-Day Cram",
  "1-Month": "1-Month All Access",
  "6-Month": "6-Month All Access",
};
