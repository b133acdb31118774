// Findability of every page, read from the served HTML (no browser page, so
// the whole site takes seconds): its JSON-LD parses, has the types its page
// family needs, is valid enough for schema.org (required properties, absolute
// addresses), and every price in it is the catalog's; its social card tags
// point at a generated image that is served.
import "#tests/support/public-env";
import { type APIRequestContext, expect, test } from "@playwright/test";
import { examTemplatePages } from "#app/catalog/exam-page/exam-pages";
import { pages } from "#app/catalog/pages.server";
import { cpsPlansIn, type Plan, plansIn } from "#app/catalog/plans";
import { socialFamilyFor, socialImagePath, socialImageSize } from "#app/catalog/social-cards";
import { isArticlePath } from "#app/lib/content-paths";
import { langOfPattern, langs, pathIn } from "#app/lib/lang";
import { sitePaths } from "#app/routes-prerender";
import { isNestedPath, schemaPrice } from "#app/server/seo/json-ld.server";
import { cards as socialCards } from "#content/socialCards";
import { decodeEntities } from "#tests/support/superseded";

type Node = Record<string, unknown>;

// The plans in both languages: a Spanish page names its offers in Spanish.
const catalogPlans: readonly Plan[] = langs.flatMap((lang) => [...plansIn(lang), ...cpsPlansIn(lang)]);

/** Pages that show plan cards, so list their plans as Products with Offers. */
const productPages = new Set<string>([
  pages.pricing.path,
  pages.pricingCps.path,
  pages.toefl.path,
  pages.shsat.path,
  pages.highschoolentrance.path,
  ...Object.values(examTemplatePages)
    .filter((examPage) => examPage.plans.length > 0)
    .map((examPage) => pages[examPage.pageId].path),
]);

/** The types a page must carry, by page family (FAQPage and BreadcrumbList are checked from the page itself). */
function expectedTypes(path: string): string[] {
  const types: string[] = [];
  if (path === pages.home.path) types.push("Organization", "WebSite", "EducationalApplication", "AggregateOffer");
  if (productPages.has(path)) types.push("Product", "Offer");
  if (path === pages.events.path) types.push("Event");
  if (isArticlePath(path) && path.startsWith("/blog/")) types.push("BlogPosting");
  if (isArticlePath(path) && path.startsWith("/study-guides/")) types.push("Article");
  return types;
}

/** Properties schema.org (and search engines' rich results) need, per type. */
const requiredProperties: Record<string, readonly string[]> = {
  Organization: ["name"],
  WebSite: ["name", "url"],
  EducationalApplication: ["name", "url", "applicationCategory", "offers"],
  AggregateOffer: ["lowPrice", "highPrice", "priceCurrency", "offerCount"],
  Product: ["name", "offers"],
  Offer: ["price", "priceCurrency", "sku", "name"],
  FAQPage: ["mainEntity"],
  Question: ["name", "acceptedAnswer"],
  Answer: ["text"],
  BlogPosting: ["headline", "datePublished", "author", "publisher", "image", "url"],
  Article: ["headline", "author", "publisher", "image", "url"],
  Event: ["name", "startDate", "location", "eventStatus", "eventAttendanceMode"],
  VirtualLocation: ["url"],
  Place: ["name", "address"],
  BreadcrumbList: ["itemListElement"],
  ListItem: ["position", "name", "item"],
};

/** Properties that hold an address; each must be absolute. */
const addressProperties = new Set(["url", "item", "@id", "logo", "image", "sameAs"]);
const priceProperties = new Set(["price", "lowPrice", "highPrice"]);

/** Every object with an @type, however deeply nested (graphs, offers, list items). */
function typedNodes(value: unknown, found: Node[] = []): Node[] {
  if (Array.isArray(value)) for (const item of value) typedNodes(item, found);
  else if (value && typeof value === "object") {
    const node = value as Node;
    if (typeof node["@type"] === "string") found.push(node);
    for (const child of Object.values(node)) typedNodes(child, found);
  }
  return found;
}

/** Problems with one node: missing properties, relative addresses, prices not from the catalog. */
function problemsOf(node: Node): string[] {
  const type = String(node["@type"]);
  const problems: string[] = [];
  for (const property of requiredProperties[type] ?? []) {
    const value = node[property];
    if (value === undefined || value === "" || (Array.isArray(value) && value.length === 0)) {
      problems.push(`${type} has no ${property}`);
    }
  }
  for (const [property, value] of Object.entries(node)) {
    if (addressProperties.has(property)) {
      for (const address of [value].flat()) {
        if (typeof address === "string" && !/^https?:\/\/[^/]+/.test(address)) {
          problems.push(`${type}.${property} is not an absolute URL: ${address}`);
        }
      }
    }
    if (priceProperties.has(property) && type !== "Offer" && type !== "AggregateOffer") {
      problems.push(`${type} states a ${property} outside an offer`);
    }
  }
  if (type === "Offer") {
    const named = catalogPlans.filter((plan) => plan.priceId === node.sku && plan.title === node.name);
    if (named.length === 0) problems.push(`Offer "${node.name}" (${node.sku}) is not a catalog plan`);
    else if (!named.some((plan) => schemaPrice(plan.price) === node.price)) {
      problems.push(`Offer "${node.name}" costs ${node.price}, the catalog says ${schemaPrice(named[0]?.price ?? 0)}`);
    }
    if (node.priceCurrency !== "USD") problems.push(`Offer "${node.name}" is in ${node.priceCurrency}`);
  }
  if (type === "AggregateOffer") {
    const prices = catalogPlans.map((plan) => plan.price);
    if (node.lowPrice !== schemaPrice(Math.min(...prices)))
      problems.push(`lowPrice ${node.lowPrice} is not the lowest`);
    if (node.highPrice !== schemaPrice(Math.max(...prices))) {
      problems.push(`highPrice ${node.highPrice} is not the highest`);
    }
  }
  return problems;
}

type PageHead = { html: string; blocks: unknown[]; canonical: string; meta: Map<string, string> };

async function readPage(request: APIRequestContext, path: string): Promise<PageHead> {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  const html = await response.text();
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (match, index) => {
      try {
        return JSON.parse(match[1] ?? "") as unknown;
      } catch (error) {
        throw new Error(`${path}: JSON-LD block ${index + 1} does not parse: ${(error as Error).message}`);
      }
    },
  );
  const meta = new Map<string, string>();
  for (const [, key, content] of html.matchAll(/<meta (?:property|name)="([^"]+)" content="([^"]*)"\s*\/?>/g)) {
    if (key && content !== undefined) meta.set(key, decodeEntities(content));
  }
  const canonical = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1] ?? "";
  return { html, blocks, canonical, meta };
}

for (const path of sitePaths) {
  test(`${path} has valid JSON-LD of its page family, catalog prices and a social card`, async ({ request }) => {
    const { html, blocks, canonical, meta } = await readPage(request, path);
    for (const block of blocks) expect((block as Node)["@context"], path).toBe("https://schema.org");

    const nodes = typedNodes(blocks);
    const types = new Set(nodes.map((node) => String(node["@type"])));
    for (const type of expectedTypes(path)) expect([...types], `${path} should have ${type}`).toContain(type);
    expect(nodes.flatMap(problemsOf), path).toEqual([]);

    // An FAQ on the page, and only then, is described as an FAQPage with the same questions.
    const faq = nodes.find((node) => node["@type"] === "FAQPage");
    expect(Boolean(faq), `${path}: FAQ section and FAQPage go together`).toBe(html.includes('id="faq"'));
    const text = decodeEntities(html);
    for (const question of typedNodes(faq?.mainEntity).filter((node) => node["@type"] === "Question")) {
      expect(text, `${path} shows the question`).toContain(String(question.name));
    }

    // A nested page has a trail from home to its own canonical address.
    const crumbs = nodes.find((node) => node["@type"] === "BreadcrumbList");
    expect(Boolean(crumbs), `${path}: BreadcrumbList on nested pages only`).toBe(
      isNestedPath(new URL(canonical).pathname),
    );
    if (crumbs) {
      const items = crumbs.itemListElement as Node[];
      expect(items.map((item) => item.position)).toEqual(items.map((_, index) => index + 1));
      // A Spanish page's trail starts at the Spanish home page, where there is one.
      const lang = langOfPattern(new URL(canonical).pathname);
      expect(new URL(String(items[0]?.item)).pathname).toBe(pathIn(lang, pages.home.path));
      expect(items.at(-1)?.item).toBe(canonical);
    }

    // Events are the ones the page lists.
    for (const event of nodes.filter((node) => node["@type"] === "Event")) {
      expect(text, `${path} lists the event`).toContain(String(event.name));
    }

    const family = socialFamilyFor(path);
    expect(new URL(meta.get("og:image") ?? "").pathname).toBe(socialImagePath(family));
    expect(meta.get("og:image:width")).toBe(String(socialImageSize.width));
    expect(meta.get("og:image:height")).toBe(String(socialImageSize.height));
    expect(meta.get("og:image:alt")).toContain(socialCards[family].headline);
    expect(meta.get("twitter:card")).toBe("summary_large_image");
    expect(meta.get("twitter:image")).toBe(meta.get("og:image"));
  });
}

test("every social card is a 1200×630 PNG served with a cache header", async ({ request }) => {
  const families = [...new Set(sitePaths.map(socialFamilyFor))];
  for (const family of families) {
    const response = await request.get(socialImagePath(family));
    expect(response.status(), family).toBe(200);
    expect(response.headers()["content-type"]).toBe("image/png");
    expect(response.headers()["cache-control"]).toMatch(/max-age=[1-9]/);
    const png = await response.body();
    // The IHDR chunk: width and height as big-endian integers after the 8-byte signature and chunk header.
    expect([png.readUInt32BE(16), png.readUInt32BE(20)], family).toEqual([
      socialImageSize.width,
      socialImageSize.height,
    ]);
  }
});
