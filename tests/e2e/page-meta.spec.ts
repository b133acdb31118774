// Page meta is built on the server (docs/decisions/018-page-meta-on-the-server.md):
// loaders send each page its tags, for the first load and for client-side
// navigation, and no script the browser can load carries the pages' words or
// the JSON-LD builders.
import "#tests/support/public-env";
import { expect, test } from "@playwright/test";
import { siteUrl } from "#app/catalog/links";
import { pages } from "#app/catalog/pages.server";
import { pageTitle } from "#app/server/seo/meta.server";
import { main as mainNavigation } from "#content/navigation";

test("a header link opens the page with its own title, description, canonical and structured data", async ({
  page,
}) => {
  const pricing = mainNavigation.find((link) => link.href === pages.pricing.path);
  if (!pricing) throw new Error("the header links to the pricing page");
  await page.goto(pages.home.path);

  await page.getByRole("banner").getByRole("link", { name: pricing.label, exact: true }).first().click();
  await expect(page).toHaveURL(pages.pricing.path);
  await expect(page).toHaveTitle(pageTitle(pages.pricing.title));
  await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", pages.pricing.description);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", siteUrl(pages.pricing.path));
  const types = await page.locator('script[type="application/ld+json"]').evaluateAll((scripts) =>
    scripts.map((script) => {
      const data = JSON.parse(script.textContent ?? "{}");
      return data["@graph"]?.[0]?.["@type"] ?? data["@type"];
    }),
  );
  // Once the page is in Spanish too, a WebPage node names both versions (docs/decisions/066-spanish-pages.md).
  expect(types.filter((type) => type !== "WebPage")).toEqual(["Product"]);
});

test("no script holds a page's description or intro, or builds JSON-LD", async ({ request }) => {
  // An application page hydrates, so it loads React Router's manifest of every route's scripts.
  const html = await (await request.get(pages.contact.path)).text();
  const manifest = /\/assets\/manifest-[^"]+\.js/.exec(html)?.[0];
  if (!manifest) throw new Error("the contact page loads the route manifest");
  // Every script of every route, as the manifest lists them.
  const scripts = [...new Set((await (await request.get(manifest)).text()).match(/\/assets\/[^"]+\.js/g))];
  expect(scripts.length).toBeGreaterThan(10);
  // The not-found page's words ship on purpose: the root error boundary shows them.
  const words = Object.values(pages)
    .filter((info) => info.path !== pages.notFound.path)
    .flatMap((info) => [info.description, info.intro]);
  for (const script of scripts) {
    const code = await (await request.get(script)).text();
    expect(
      words.filter((text) => code.includes(text)),
      script,
    ).toEqual([]);
    expect(code, script).not.toContain("schema.org");
  }
});
