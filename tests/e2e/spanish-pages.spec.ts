/*
 * Issue 32: every Spanish page (spanishPageIds, at /es + its English address; docs/decisions/066-spanish-pages.md),
 * and the Spanish not-found page under /es:
 * - pre-rendered with lang="es" and one h1, the hreflang pairs (en, es, x-default) on both versions;
 * - no axe violation at 1280 and 390 px (@phone);
 * - the language link of the header and the footer goes to the other version, and back;
 * - an English page with a Spanish version offers it in a small note to a browser that prefers Spanish, and only
 *   then; no redirect, no layout shift, and closed it stays closed;
 * - no stray English (tests/support/stray-english.ts).
 */
import "#tests/support/public-env";
import { expect, type Page, test } from "@playwright/test";
import { siteUrl } from "#app/catalog/links";
import { spanishPath } from "#app/lib/lang";
import { type PageId, pagePath, spanishPageIds } from "#app/routes.ts";
import { language as englishLanguage } from "#content/navigation";
import { languageOffer, language as spanishLanguage } from "#content/navigationEs";
import { waitForHydration } from "#tests/support/hydration";
import { axeViolations } from "#tests/support/page-checks";
import { gotoWithPageScript } from "#tests/support/page-script";
import { pageTexts, strayEnglish } from "#tests/support/stray-english";

type Version = { path: string; english: string; status: number };

const spanishPages: Version[] = spanishPageIds.map((id: PageId) => ({
  path: spanishPath(id),
  english: pagePath(id),
  status: 200,
}));
/** Any other address under /es: the not-found page, in Spanish; its English twin is the English not-found page. */
const notFound: Version = { path: "/es/pagina-que-no-existe", english: "/page-that-does-not-exist", status: 404 };

/** The page's hreflang links, from its HTML as pre-rendered: [hreflang, href]. */
function hreflangPairs(html: string): string[][] {
  return [...html.matchAll(/<link\b[^>]*>/g)]
    .map(([tag]) => tag)
    .filter((tag) => /\brel="alternate"/.test(tag) && /\bhreflang="/i.test(tag))
    .map((tag) => [/\bhreflang="([^"]*)"/i.exec(tag)?.[1] ?? "", /\bhref="([^"]*)"/.exec(tag)?.[1] ?? ""]);
}

/** The sum of the page's layout shifts so far (the CLS Lighthouse would count, without input). */
function layoutShift(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let sum = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
            if (!entry.hadRecentInput) sum += entry.value;
          }
        }).observe({ type: "layout-shift", buffered: true });
        setTimeout(() => resolve(sum), 200);
      }),
  );
}

for (const version of [...spanishPages, notFound]) {
  test.describe(version.path, () => {
    test("is pre-rendered in Spanish, with one h1", async ({ request }) => {
      const response = await request.get(version.path);
      expect(response.status()).toBe(version.status);
      const html = await response.text();
      expect(html).toMatch(/<html lang="es"/);
      expect(html.match(/<h1[\s>]/g) ?? []).toHaveLength(1);
      // Its structured data says it is in Spanish, and names its English version.
      if (version.status === 200) {
        const webPages = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)]
          .map(([, json]) => JSON.parse(json ?? "null"))
          .filter((data) => data?.["@type"] === "WebPage");
        expect(webPages).toEqual([
          expect.objectContaining({
            inLanguage: "es",
            translationOfWork: expect.objectContaining({ url: siteUrl(version.english), inLanguage: "en" }),
          }),
        ]);
      }
    });

    test("has no axe violations @phone", async ({ page }) => {
      await page.goto(version.path);
      await waitForHydration(page);
      expect(await axeViolations(page)).toEqual([]);
    });

    test("is free of stray English, apart from names", async ({ page }) => {
      await gotoWithPageScript(page, version.english);
      const english = await pageTexts(page);
      await gotoWithPageScript(page, version.path);
      expect(await page.locator("html").getAttribute("lang")).toBe("es");
      expect(strayEnglish(await pageTexts(page), english)).toEqual([]);
    });

    test("its language link, in the header and the footer, goes to the English page", async ({ page }) => {
      await gotoWithPageScript(page, version.path);
      // The not-found page has no English twin: its link goes to the English home page.
      const to = version.status === 200 ? version.english : "/";
      for (const area of [page.getByRole("banner"), page.getByRole("contentinfo")]) {
        const link = area.getByRole("link", { name: englishLanguage.name, exact: true });
        await expect(link).toHaveAttribute("href", to);
        await expect(link).toHaveAttribute("hreflang", "en");
        await expect(link).toHaveAttribute("lang", "en");
      }
      await page.getByRole("banner").getByRole("link", { name: englishLanguage.name, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${to === "/" ? "/" : to}$`));
      await expect(page.locator("html")).toHaveAttribute("lang", "en");
    });
  });
}

for (const version of spanishPages) {
  test.describe(`${version.english} and ${version.path}`, () => {
    test("name each other and the English page as x-default, in their pre-rendered HTML", async ({ request }) => {
      const pairs = [
        ["en", siteUrl(version.english)],
        ["es", siteUrl(version.path)],
        ["x-default", siteUrl(version.english)],
      ];
      for (const path of [version.english, version.path]) {
        const html = await (await request.get(path)).text();
        expect(hreflangPairs(html).sort(), path).toEqual(pairs.sort());
      }
    });

    test("the English page's language link goes to the Spanish page", async ({ page }) => {
      await gotoWithPageScript(page, version.english);
      for (const area of [page.getByRole("banner"), page.getByRole("contentinfo")]) {
        const link = area.getByRole("link", { name: spanishLanguage.name, exact: true });
        await expect(link).toHaveAttribute("href", version.path);
        await expect(link).toHaveAttribute("hreflang", "es");
        await expect(link).toHaveAttribute("lang", "es");
      }
    });

    test("a browser that prefers Spanish is offered the Spanish page in a note, not sent there @phone", async ({
      browser,
    }) => {
      const context = await browser.newContext({ locale: "es-US" });
      const page = await context.newPage();
      const response = await page.goto(version.english);
      expect(new URL(response?.url() ?? "").pathname).toBe(version.english);
      await waitForHydration(page);
      const note = page.getByRole("region", { name: spanishLanguage.name });
      await expect(note).toBeVisible();
      await expect(note).toHaveAttribute("lang", "es");
      await expect(note.getByRole("link", { name: languageOffer.link })).toHaveAttribute("href", version.path);
      expect(await layoutShift(page)).toBeLessThan(0.01);
      expect(await axeViolations(page)).toEqual([]);
      // Closed, it stays closed on the next visit.
      await note.getByRole("button", { name: languageOffer.close }).click();
      await expect(note).toBeHidden();
      await page.reload();
      await waitForHydration(page);
      await expect(note).toBeHidden();
      await context.close();
    });

    test("a browser that prefers English is not offered it, nor is the Spanish page", async ({ browser }) => {
      const context = await browser.newContext({ locale: "en-US" });
      const page = await context.newPage();
      await gotoWithPageScript(page, version.english);
      await expect(page.getByText(languageOffer.text)).toBeHidden();
      await context.close();
      const spanish = await browser.newContext({ locale: "es-US" });
      const onSpanish = await spanish.newPage();
      await gotoWithPageScript(onSpanish, version.path);
      await expect(onSpanish.locator("[data-language-offer]")).toHaveCount(0);
      await spanish.close();
    });
  });
}
