/*
 * Issue 32: every Spanish page (spanishPageIds, at /es + its English address; docs/decisions/066-spanish-pages.md),
 * and the Spanish not-found page under /es:
 * - pre-rendered with lang="es" and one h1, the hreflang pairs (en, es, x-default) on both versions;
 * - no axe violation at 1280 and 390 px;
 * - the language link of the header and the footer goes to the other version, and back;
 * - an English page with a Spanish version offers it in a small note to a browser that prefers Spanish, and only
 *   then; no redirect, no layout shift at either width, and closed it stays closed;
 * - no stray English (tests/support/stray-english.ts).
 * What the HTML shows is read without a browser; the rest takes one test per pair of pages, each page visited once
 * per language the browser prefers and every check made in that visit, both widths included
 * (docs/decisions/068-spanish-tests-in-fewer-visits.md).
 */
import "#tests/support/public-env";
import { expect, type Page, test } from "@playwright/test";
import { siteUrl } from "#app/catalog/links";
import { spanishPath } from "#app/lib/lang";
import { type PageId, pagePath, spanishPageIds } from "#app/routes.ts";
import { language as englishLanguage } from "#content/navigation";
import { languageOffer, language as spanishLanguage } from "#content/navigationEs";
import { gotoHydrated, waitForHydration } from "#tests/support/hydration";
import { axeViolations, expectNoAxeViolationsAtBothWidths } from "#tests/support/page-checks";
import { gotoWithPageScript } from "#tests/support/page-script";
import { type PageText, pageTexts, strayEnglish } from "#tests/support/stray-english";

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

const phone = { width: 390, height: 844 };
const desktop = { width: 1280, height: 800 };

/** A pair of pages takes six loads and four axe runs: up to 110 s at a load of 30 on two cores, against 30 s by default. */
const visitsTimeout = 180_000;

for (const version of [...spanishPages, notFound]) {
  test(`${version.path} is pre-rendered in Spanish, with one h1${version.status === 200 ? ", and names its English version" : ""}`, async ({
    request,
  }) => {
    const response = await request.get(version.path);
    expect(response.status()).toBe(version.status);
    const html = await response.text();
    expect(html).toMatch(/<html lang="es"/);
    expect(html.match(/<h1[\s>]/g) ?? []).toHaveLength(1);
    if (version.status !== 200) return;
    // Its structured data says it is in Spanish, and names its English version.
    const webPages = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)]
      .map(([, json]) => JSON.parse(json ?? "null"))
      .filter((data) => data?.["@type"] === "WebPage");
    expect(webPages).toEqual([
      expect.objectContaining({
        inLanguage: "es",
        translationOfWork: expect.objectContaining({ url: siteUrl(version.english), inLanguage: "en" }),
      }),
    ]);
    // Both versions name each other and the English page as x-default, in their pre-rendered HTML.
    const pairs = [
      ["en", siteUrl(version.english)],
      ["es", siteUrl(version.path)],
      ["x-default", siteUrl(version.english)],
    ].sort();
    expect(hreflangPairs(html).sort(), version.path).toEqual(pairs);
    const englishHtml = await (await request.get(version.english)).text();
    expect(hreflangPairs(englishHtml).sort(), version.english).toEqual(pairs);
  });
}

/**
 * The Spanish page, open in `page`: in Spanish, free of stray English (against `english`, the English version's
 * texts), without axe violations at 1280 and 390 px; its language link, in the header and the footer, goes to `to`,
 * and followed it opens that page in English.
 */
async function expectSpanishPage(page: Page, english: readonly PageText[], to: string) {
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  expect(strayEnglish(await pageTexts(page), english)).toEqual([]);
  for (const area of [page.getByRole("banner"), page.getByRole("contentinfo")]) {
    const link = area.getByRole("link", { name: englishLanguage.name, exact: true });
    await expect(link).toHaveAttribute("href", to);
    await expect(link).toHaveAttribute("hreflang", "en");
    await expect(link).toHaveAttribute("lang", "en");
  }
  await expectNoAxeViolationsAtBothWidths(page);
  // At 390 px the header's links are in the phone menu; the link is followed where it is in sight.
  await page.setViewportSize(desktop);
  await page.getByRole("banner").getByRole("link", { name: englishLanguage.name, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${to === "/" ? "/" : to}$`));
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
}

test(`${notFound.path}: in Spanish, free of stray English, no axe violations, its language link goes to the English home page`, async ({
  page,
}) => {
  test.setTimeout(visitsTimeout);
  await gotoWithPageScript(page, notFound.english);
  const english = await pageTexts(page, "en");
  await gotoHydrated(page, notFound.path);
  // The not-found page has no English twin: its link goes to the English home page.
  await expectSpanishPage(page, english, "/");
});

for (const version of spanishPages) {
  test.describe(`${version.english} and ${version.path}`, () => {
    // The browser of `page` prefers Spanish; the one that prefers English is opened in the test.
    test.use({ locale: "es-US" });

    test("link to each other; the Spanish page is free of stray English and passes axe; the English one offers it only to a browser that prefers Spanish", async ({
      page,
      browser,
    }) => {
      test.setTimeout(visitsTimeout);
      // A browser that prefers English: the English page's language link goes to the Spanish page, and no note offers it.
      const inEnglish = await browser.newContext({ locale: "en-US" });
      const englishPage = await inEnglish.newPage();
      await gotoWithPageScript(englishPage, version.english);
      for (const area of [englishPage.getByRole("banner"), englishPage.getByRole("contentinfo")]) {
        const link = area.getByRole("link", { name: spanishLanguage.name, exact: true });
        await expect(link).toHaveAttribute("href", version.path);
        await expect(link).toHaveAttribute("hreflang", "es");
        await expect(link).toHaveAttribute("lang", "es");
      }
      await expect(englishPage.getByText(languageOffer.text)).toBeHidden();
      const english = await pageTexts(englishPage, "en");
      await inEnglish.close();

      // A browser that prefers Spanish is offered the Spanish page in a note, not sent there: at 1280 px, then at 390.
      const response = await page.goto(version.english);
      expect(new URL(response?.url() ?? "").pathname).toBe(version.english);
      const note = page.getByRole("region", { name: spanishLanguage.name });
      for (const width of [desktop, phone]) {
        if (width === phone) {
          await page.setViewportSize(phone);
          await page.reload();
        }
        await waitForHydration(page);
        await expect(note, `${width.width} px`).toBeVisible();
        await expect(note).toHaveAttribute("lang", "es");
        await expect(note.getByRole("link", { name: languageOffer.link })).toHaveAttribute("href", version.path);
        expect(await layoutShift(page), `${width.width} px`).toBeLessThan(0.01);
        expect(await axeViolations(page), `${width.width} px`).toEqual([]);
      }
      // Closed (at 390 px), it stays closed on the next visit.
      await note.getByRole("button", { name: languageOffer.close }).click();
      await expect(note).toBeHidden();
      await page.reload();
      await waitForHydration(page);
      await expect(note).toBeHidden();

      // The Spanish page offers nothing to this browser: it has no note at all (closing one only hides it).
      await page.setViewportSize(desktop);
      await gotoHydrated(page, version.path);
      await expect(page.locator("[data-language-offer]")).toHaveCount(0);
      await expectSpanishPage(page, english, version.english);
    });
  });
}
