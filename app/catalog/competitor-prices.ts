// What the alternatives cost; apart from comparisons.ts so copy-refs.ts can read them without YAML.
import { formatPrice } from "../lib/format.ts";

function range(low: number, high: number): string {
  return `${formatPrice(low)}–${formatPrice(high)}`;
}

export const competitorPrices = {
  tutoring: { low: 150, high: 300, label: `${range(150, 300)} per hour` },
  books: { low: 30, high: 50, label: `${range(30, 50)} per book` },
} as const;
