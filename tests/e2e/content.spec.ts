// The blog, study guides, resources pages, feed and sitemap, as a visitor and a crawler see them.
import "#tests/support/public-env";
import { type Browser, expect, type Page, test } from "@playwright/test";
import { XMLParser } from "fast-xml-parser";
import { articleLabels, blogLabels, examLabel, tagLabels } from "#app/catalog/content/content-labels";
import { pages } from "#app/catalog/pages.server";
import {
  articlePath,
  guidePath,
  resourceLanguagePages,
  robotsPath,
  rssPath,
  sitemapPath,
} from "#app/lib/content-paths";
import { webFontsCachedKey } from "#app/lib/web-font-faces";
import { aliasPaths, sitePaths } from "#app/routes-prerender";
import { countWords, readingMinutes } from "#app/server/content.server";
import { pageTitle } from "#app/server/seo/meta.server";
import { guide as guideLabels } from "#content/contentLabels";
import { allArticles, allGuides } from "#content-collections";

const articles = allArticles
  .map((entry) => ({ ...entry, path: articlePath(entry.slug), words: countWords(entry.content) }))
  .sort((a, b) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug));
const guides = allGuides.map((entry) => ({ ...entry, path: guidePath(entry.slug) })).sort((a, b) => a.order - b.order);
const titles = (list: readonly { title: string }[]) => list.map((item) => item.title);

function first<T>(list: readonly T[], what: string): T {
  const [item] = list;
  if (item === undefined) throw new Error(`no ${what}`);
  return item;
}

const english = first(
  articles.filter((article) => article.lang === "en"),
  "English article",
);
const korean = articles.filter((article) => article.lang === "ko");

/** A page as a visitor without JavaScript gets it: only the pre-rendered HTML. */
async function withoutJs(browser: Browser, run: (page: Page) => Promise<void>) {
  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    await run(await context.newPage());
  } finally {
    await context.close();
  }
}

/** The top of an article: its h1 and byline. */
function articleHeader(page: Page) {
  return page.locator("header", { has: page.getByRole("heading", { level: 1 }) });
}

function cardTitles(page: Page) {
  return page.getByRole("main").getByRole("heading", { level: 2 });
}

const xml = new XMLParser({ ignoreAttributes: false, isArray: (name) => ["item", "url"].includes(name) });

test("the blog index is pre-rendered with every article, newest first", async ({ browser }) => {
  await withoutJs(browser, async (page) => {
    const response = await page.goto(pages.blog.path);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(pages.blog.heading);
    await expect(cardTitles(page)).toHaveText(titles(articles));
    await expect(page.getByRole("status")).toHaveText(blogLabels.showing(articles.length));
  });
});

test("an article is pre-rendered with its author, date, reading time and BlogPosting data", async ({ browser }) => {
  await withoutJs(browser, async (page) => {
    expect((await page.goto(english.path))?.status()).toBe(200);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(english.title);
    await expect(articleHeader(page)).toContainText(`${articleLabels.en.byline} ${english.author}`);
    await expect(page.locator(`time[datetime="${english.date}"]`).first()).toBeVisible();
    await expect(articleHeader(page)).toContainText(articleLabels.en.readingTime(readingMinutes(english.words)));
    await expect(page.getByRole("heading", { level: 2, name: articleLabels.en.related })).toBeVisible();

    const data = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((scripts) => scripts.map((script) => JSON.parse(script.textContent ?? "{}")));
    expect(data).toContainEqual(
      expect.objectContaining({
        "@type": "BlogPosting",
        headline: english.title,
        datePublished: english.date,
        author: expect.objectContaining({ name: english.author }),
      }),
    );
  });
});

test("the Korean articles are pre-rendered in Korean, with the Korean labels", async ({ browser }) => {
  expect(korean.length).toBeGreaterThanOrEqual(2);
  await withoutJs(browser, async (page) => {
    for (const article of korean) {
      expect((await page.goto(article.path))?.status()).toBe(200);
      await expect(page.locator("html")).toHaveAttribute("lang", "ko");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(article.title);
      await expect(articleHeader(page)).toContainText(articleLabels.ko.readingTime(readingMinutes(article.words)));
      await expect(page.getByRole("link", { name: articleLabels.ko.allArticles })).toHaveAttribute(
        "href",
        pages.blog.path,
      );
    }
  });
});

test("a translated article links to its other language, both ways", async ({ browser }) => {
  const translated = first(
    korean.filter((article) => article.translationOf),
    "translated article",
  );
  const original = articlePath(translated.translationOf ?? "");
  await withoutJs(browser, async (page) => {
    for (const [from, to, lang] of [
      [translated.path, original, "en"],
      [original, translated.path, "ko"],
    ] as const) {
      await page.goto(from);
      await expect(page.locator(`link[rel="alternate"][hreflang="${lang}"]`)).toHaveAttribute(
        "href",
        new RegExp(`${to}$`),
      );
      await expect(page.locator(`main a[hreflang="${lang}"]`)).toHaveAttribute("href", to);
    }
  });
});

test("filters by exam and by tag narrow the list and can be combined", async ({ page }) => {
  await page.goto(pages.blog.path);
  const examFilter = page.getByRole("navigation", { name: blogLabels.filterByExam });
  const tagFilter = page.getByRole("navigation", { name: blogLabels.filterByTag });

  await examFilter.getByRole("link", { name: examLabel("toefl"), exact: true }).click();
  await expect(page).toHaveURL(`${pages.blog.path}?exam=toefl`);
  const toefl = articles.filter((article) => article.exams.includes("toefl"));
  await expect(cardTitles(page)).toHaveText(titles(toefl));

  await tagFilter.getByRole("link", { name: tagLabels.writing, exact: true }).click();
  await expect(page).toHaveURL(`${pages.blog.path}?exam=toefl&tag=writing`);
  const toeflWriting = toefl.filter((article) => article.tags.includes("writing"));
  await expect(cardTitles(page)).toHaveText(titles(toeflWriting));
  await expect(page.getByRole("status")).toHaveText(blogLabels.showing(toeflWriting.length));

  await examFilter.getByRole("link", { name: blogLabels.allExams }).click();
  await expect(cardTitles(page)).toHaveText(titles(articles.filter((article) => article.tags.includes("writing"))));
});

test("a filtered address opened directly comes from the server filtered, without errors", async ({ page }) => {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  const response = await page.goto(`${pages.blog.path}?exam=cps`);
  expect(response?.status()).toBe(200);
  await expect(cardTitles(page)).toHaveText(titles(articles.filter((article) => article.exams.includes("cps"))));
  await expect(
    page.getByRole("navigation", { name: blogLabels.filterByExam }).getByRole("link", { name: examLabel("cps") }),
  ).toHaveAttribute("aria-current", "true");
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`${pages.blog.path}$`));
  await expect(page).toHaveTitle(pageTitle(pages.blog.title));
  await expect(page.locator("html")).toHaveAttribute("data-page-script", "ready");
  expect(errors, "no hydration mismatch or other error").toEqual([]);
});

test("without JavaScript, an exam filter shows only that exam's articles and marks itself current", async ({
  browser,
}) => {
  await withoutJs(browser, async (page) => {
    await page.goto(pages.blog.path);
    const examFilter = page.getByRole("navigation", { name: blogLabels.filterByExam });
    await examFilter.getByRole("link", { name: examLabel("gre"), exact: true }).click();
    await expect(page).toHaveURL(`${pages.blog.path}?exam=gre`);
    const gre = articles.filter((article) => article.exams.includes("gre"));
    await expect(cardTitles(page)).toHaveText(titles(gre));
    await expect(page.getByRole("status")).toHaveText(blogLabels.showing(gre.length));
    await expect(examFilter.getByRole("link", { name: examLabel("gre"), exact: true })).toHaveAttribute(
      "aria-current",
      "true",
    );
    await expect(examFilter.getByRole("link", { name: blogLabels.allExams })).not.toHaveAttribute("aria-current");

    await examFilter.getByRole("link", { name: blogLabels.allExams }).click();
    await expect(page).toHaveURL(pages.blog.path);
    await expect(cardTitles(page)).toHaveText(titles(articles));
  });
});

test("an unknown exam or tag in the address is ignored: the whole list, 'All' current", async ({ browser }) => {
  await withoutJs(browser, async (page) => {
    expect((await page.goto(`${pages.blog.path}?exam=gmat&tag=cooking`))?.status()).toBe(200);
    await expect(cardTitles(page)).toHaveText(titles(articles));
    await expect(
      page.getByRole("navigation", { name: blogLabels.filterByExam }).getByRole("link", { name: blogLabels.allExams }),
    ).toHaveAttribute("aria-current", "true");
  });
});

test("the RSS feed parses and lists every article", async ({ request }) => {
  const response = await request.get(rssPath);
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toMatch(/xml/);
  const feed = xml.parse(await response.text());
  const items: { title: unknown; link: string }[] = feed.rss.channel.item;
  expect(items.map((item) => new URL(item.link).pathname)).toEqual(articles.map((article) => article.path));
  expect(items.map((item) => String(item.title))).toEqual(titles(articles));
});

test("the blog index announces its feed", async ({ request }) => {
  const html = await (await request.get(pages.blog.path)).text();
  expect(html).toMatch(new RegExp(`<link rel="alternate" type="application/rss\\+xml"[^>]*href="${rssPath}"`));
});

test("hreflang alternates link the four resources pages both ways", async ({ browser }) => {
  await withoutJs(browser, async (page) => {
    for (const resources of resourceLanguagePages) {
      expect((await page.goto(resources.path))?.status()).toBe(200);
      await expect(page.locator("html")).toHaveAttribute("lang", resources.lang);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(pages[resources.id].heading);
      const alternates = await page
        .locator('link[rel="alternate"][hreflang]')
        .evaluateAll((links) => links.map((link) => [link.getAttribute("hreflang"), link.getAttribute("href")]));
      for (const other of resourceLanguagePages) {
        expect(alternates).toContainEqual([other.lang, expect.stringMatching(new RegExp(`${other.path}$`))]);
        if (other !== resources) {
          await expect(page.locator(`main a[hreflang="${other.lang}"]`)).toHaveAttribute("href", other.path);
        }
      }
      expect(alternates).toContainEqual(["x-default", expect.stringMatching(/\/resources-english$/)]);
    }
  });
});

test.describe("the Hangul and Devanagari web fonts", () => {
  const hangulFiles = /\/noto-sans-kr-[^/]*\.woff2$/;
  const devanagariFiles = /\/noto-sans-devanagari-[^/]*\.woff2$/;

  /**
   * Opens `path` in a new tab (a visit's first page) and collects the font
   * files it fetches. The page script fetches them once the page is idle, one
   * request per idle moment (app/page-script/web-fonts.ts), and marks the page
   * when every request has its answer: wait for that mark, however long the
   * machine takes, then for the last bodies to arrive. A page is sure to fetch
   * some of `sureToFetch`.
   */
  const firstPage = async (browser: Browser, path: string, sureToFetch: RegExp) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const fetched: string[] = [];
    page.on("requestfinished", (request) => fetched.push(new URL(request.url()).pathname));
    await page.goto(path);
    await expect(page.locator("html")).toHaveAttribute("data-web-fonts", "fetched", { timeout: 30_000 });
    await page.waitForLoadState("networkidle");
    expect(fetched.filter((file) => sureToFetch.test(file))).not.toEqual([]);
    const declared = await page.evaluate(() => [...document.fonts].map((face) => face.family).join());
    return { context, page, fetched, declared };
  };

  test("a page in Korean fetches the Hangul files it draws for the next page, without declaring them", async ({
    browser,
  }) => {
    const { context, fetched, declared } = await firstPage(browser, pages.resourcesKorean.path, hangulFiles);
    // Declaring the faces would restyle the page it is on; the files wait in the cache.
    expect(declared).not.toContain("Noto Sans KR");
    expect(fetched.filter((file) => devanagariFiles.test(file))).toEqual([]);
    await context.close();
  });

  test("a page in Hindi fetches the Devanagari files, a page in English neither font's", async ({ browser }) => {
    const hindi = await firstPage(browser, pages.resourcesHindi.path, devanagariFiles);
    expect(hindi.declared).not.toContain("Noto Sans Devanagari");
    await hindi.context.close();
    const english = await firstPage(browser, pages.studyGuides.path, /\/inter-[^/]*\.woff2$/);
    expect(english.fetched.filter((file) => hangulFiles.test(file) || devanagariFiles.test(file))).toEqual([]);
    await english.context.close();
  });

  test("the next page in Korean draws with Noto Sans KR, its files from the cache", async ({ browser }) => {
    const { context, page } = await firstPage(browser, pages.resourcesKorean.path, hangulFiles);
    await page.waitForFunction((key) => sessionStorage.getItem(key) === "1", webFontsCachedKey);
    await page.goto(pages.resourcesKorean.path);
    await expect
      .poll(
        () =>
          page.evaluate(() =>
            [...document.fonts].some((face) => face.family.includes("Noto Sans KR") && face.status === "loaded"),
          ),
        { timeout: 30_000 },
      )
      .toBe(true);
    const downloaded = await page.evaluate(
      (pattern) =>
        performance
          .getEntriesByType("resource")
          .filter((entry) => new RegExp(pattern).test(new URL(entry.name).pathname))
          .map((entry) => ({ file: entry.name, bytes: (entry as PerformanceResourceTiming).transferSize })),
      hangulFiles.source,
    );
    expect(downloaded.length).toBeGreaterThan(0);
    expect(downloaded.filter((entry) => entry.bytes > 0)).toEqual([]);
    await context.close();
  });
});

test("the CPS blog lists the CPS HSAT articles, and only them", async ({ page }) => {
  await page.goto(pages.highschoolentranceBlog.path);
  await expect(cardTitles(page)).toHaveText(titles(articles.filter((article) => article.exams.includes("cps"))));
});

test("the TOEFL hub lists every TOEFL article and the TOEFL study guide", async ({ page }) => {
  await page.goto(pages.allToeflResources.path);
  const headings = await page.getByRole("main").getByRole("heading", { level: 3 }).allTextContents();
  for (const article of articles.filter((item) => item.exams.includes("toefl")))
    expect(headings).toContain(article.title);
  expect(headings).toContain(
    first(
      guides.filter((guide) => guide.exam === "toefl"),
      "TOEFL guide",
    ).title,
  );
});

test("both English-resources addresses show one page, canonical at /blogs/english-resources", async ({ request }) => {
  for (const path of [pages.englishResources.path, ...Object.keys(aliasPaths)]) {
    const html = await (await request.get(path)).text();
    expect(html).toMatch(new RegExp(`<link rel="canonical" href="[^"]*${pages.englishResources.path}"`));
  }
});

test("the study guides page lists a guide per exam, and a guide shows the exam's format", async ({ page }) => {
  await page.goto(pages.studyGuides.path);
  await expect(cardTitles(page)).toHaveText(titles(guides));
  const guide = first(guides, "guide");
  await cardTitles(page).getByRole("link", { name: guide.title }).click();
  await expect(page).toHaveURL(guide.path);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(guide.title);
  await expect(page.getByRole("heading", { level: 2, name: guideLabels.atAGlance })).toBeVisible();
});

test("the sitemap lists every public page and article; robots.txt points to it", async ({ request }) => {
  const sitemap = await request.get(sitemapPath);
  expect(sitemap.status()).toBe(200);
  const urls: { loc: string }[] = xml.parse(await sitemap.text()).urlset.url;
  const listed = urls.map((url) => new URL(url.loc).pathname);
  expect(listed).toEqual(sitePaths.filter((path) => !Object.hasOwn(aliasPaths, path)));
  for (const article of articles) expect(listed).toContain(article.path);

  const robots = await request.get(robotsPath);
  expect(robots.status()).toBe(200);
  expect(await robots.text()).toMatch(new RegExp(`^Sitemap: \\S+${sitemapPath}$`, "m"));
});
