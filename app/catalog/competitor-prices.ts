// What the alternatives cost (docs/product.md, "Competitor prices"), as shown in comparison tables. Apart
// from comparisons.ts so that page copy can refer to them ({competitor:tutoring},
// app/catalog/copy-refs.ts) from the Vite config, which cannot load YAML.
import { formatPrice } from "../lib/format.ts";

function range(low: number, high: number): string {
  return `${formatPrice(low)}–${formatPrice(high)}`;
}

export const competitorPrices = {
  tutoring: { low: 150, high: 300, label: `${range(150, 300)} per hour` },
  books: { low: 30, high: 50, label: `${range(30, 50)} per book` },
} as const;
