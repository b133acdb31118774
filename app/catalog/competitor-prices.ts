// What the alternatives cost; apart from comparisons.ts so copy-refs.ts can read them without YAML.
import { formatPrice } from "../lib/format.ts";

function range(low: number, high: number): string {
  return `${formatPrice(low)}–${formatPrice(high)}`;
}

/** Each price with its label in English (`{competitor:tutoring}`) and in Spanish (`{competitor:tutoring-es}`). */
export const competitorPrices = {
  tutoring: { low: 150, high: 300, label: `${range(150, 300)} per hour`, spanishLabel: `${range(150, 300)} por hora` },
  books: { low: 30, high: 50, label: `${range(30, 50)} per book`, spanishLabel: `${range(30, 50)} por libro` },
} as const;
