// Walks every page of the site and fails on any price it shows (text, meta
// tags, JSON-LD offers) that the catalog does not hold, so the contradictions
// listed in SPEC §9 cannot come back.
import "#tests/support/public-env";
import { expect, test } from "@playwright/test";
import { competitorPriceLabels } from "#app/catalog/comparisons";
import { allCatalogPrices } from "#app/catalog/plans";
import { sitePaths } from "#app/routes-prerender";

const catalogPrices = new Set(allCatalogPrices());
const dollarAmount = /\$\s?(\d[\d,]*(?:\.\d+)?)/g;
const priceKeys = new Set(["price", "lowPrice", "highPrice"]);

/** Every dollar amount in a text, once competitors' labelled prices are taken out. */
function amountsIn(text: string): number[] {
  let rest = text;
  for (const label of competitorPriceLabels()) rest = rest.split(label).join(" ");
  return [...rest.matchAll(dollarAmount)].map((match) => Number((match[1] ?? "").replace(/,/g, "")));
}

/** Every price, lowPrice and highPrice anywhere in a JSON-LD document. */
function offerPrices(value: unknown): number[] {
  if (Array.isArray(value)) return value.flatMap(offerPrices);
  if (typeof value !== "object" || value === null) return [];
  return Object.entries(value).flatMap(([key, inner]) =>
    priceKeys.has(key) && (typeof inner === "string" || typeof inner === "number")
      ? [Number(inner)]
      : offerPrices(inner),
  );
}

test("the walker recognises prices in text and JSON-LD, and lets only labelled competitor prices through", () => {
  expect(amountsIn("Only $249.00 or $1,200, was $30")).toEqual([249, 1200, 30]);
  const [tutoring] = competitorPriceLabels();
  expect(amountsIn(`Tutoring costs ${tutoring}`)).toEqual([]);
  expect(amountsIn("Tutoring costs $300")).toEqual([300]);
  expect(offerPrices({ offers: [{ price: "45.00" }, { lowPrice: 15, highPrice: "249.00" }] })).toEqual([45, 15, 249]);
});

for (const path of sitePaths) {
  test(`${path} shows only prices from the catalog`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    const { text, meta, jsonLd } = await page.evaluate(() => {
      // Every text node, hidden answers and panels included, one apart from the next.
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT, {
        acceptNode: (node) =>
          node.parentElement?.closest("script, style, noscript") ? NodeFilter.FILTER_REJECT : NodeFilter.FILTER_ACCEPT,
      });
      const texts = [document.title];
      for (let node = walker.nextNode(); node; node = walker.nextNode()) texts.push(node.textContent ?? "");
      return {
        text: texts.join(" "),
        meta: [...document.querySelectorAll("meta[content]")].map((tag) => tag.getAttribute("content") ?? ""),
        jsonLd: [...document.querySelectorAll('script[type="application/ld+json"]')].map(
          (script) => script.textContent ?? "",
        ),
      };
    });
    const shown = [
      ...amountsIn(text),
      ...meta.flatMap(amountsIn),
      ...jsonLd.flatMap((block) => offerPrices(JSON.parse(block))),
    ];
    expect(shown.filter((amount) => !catalogPrices.has(amount))).toEqual([]);
  });
}
