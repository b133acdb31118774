import type { MetaDescriptor } from "react-router";
import { expect, test } from "vitest";
import { siteUrl } from "#app/catalog/links";
import { pageIn, pages } from "#app/catalog/pages.server";
import { spanishPath } from "#app/lib/lang";
import { publicEnv } from "#app/lib/public-env";
import { spanishPageIds } from "#app/routes.ts";
import { cards as socialCards } from "#content/socialCards";
import { breadcrumbJsonLd } from "./json-ld.server";
import { buildMeta, hreflangLinks, jsonLd, pageData, pageTitle } from "./meta.server";

function find(meta: ReturnType<typeof buildMeta>, key: string, value: string) {
  return meta.find((tag) => key in tag && (tag as Record<string, unknown>)[key] === value);
}

test("titles get the brand once", () => {
  expect(pageTitle("Privacy Policy")).toBe("Privacy Policy | Examwise");
  expect(pageTitle(pages.home.title)).toBe(pages.home.title);
});

test("a page's meta has its title, description, canonical and Open Graph tags", () => {
  const meta = buildMeta(pages.terms);
  expect(meta).toContainEqual({ title: `${pages.terms.title} | Examwise` });
  expect(find(meta, "name", "description")).toEqual({ name: "description", content: pages.terms.description });
  expect(find(meta, "rel", "canonical")).toMatchObject({ href: `${publicEnv.SITE_URL}/terms` });
  expect(find(meta, "property", "og:url")).toMatchObject({ content: `${publicEnv.SITE_URL}/terms` });
  expect(find(meta, "property", "og:title")).toMatchObject({ content: `${pages.terms.title} | Examwise` });
});

test("a page with another canonical address declares it", () => {
  const meta = buildMeta({
    ...pages.englishResources,
    path: "/blog/english-resources",
    canonicalPath: "/blogs/english-resources",
  });
  expect(find(meta, "rel", "canonical")).toMatchObject({ href: `${publicEnv.SITE_URL}/blogs/english-resources` });
});

test("a page in Korean says so to social networks", () => {
  expect(find(buildMeta(pages.resourcesKorean), "property", "og:locale")).toMatchObject({ content: "ko_KR" });
});

test("a page in several languages lists every version, itself included, and a default", () => {
  const versions = [
    { lang: "en", path: pages.resourcesEnglish.path },
    { lang: "ko", path: pages.resourcesKorean.path },
  ];
  expect(hreflangLinks(versions)).toEqual([
    { tagName: "link", rel: "alternate", hrefLang: "en", href: `${publicEnv.SITE_URL}/resources-english` },
    { tagName: "link", rel: "alternate", hrefLang: "ko", href: `${publicEnv.SITE_URL}/resources-korean` },
    { tagName: "link", rel: "alternate", hrefLang: "x-default", href: `${publicEnv.SITE_URL}/resources-english` },
  ]);
});

test("without a version in the default language there is no x-default", () => {
  const links = hreflangLinks([{ lang: "ko", path: pages.resourcesKorean.path }]);
  expect(links.map((link) => find([link], "hrefLang", "x-default"))).toEqual([undefined]);
});

test("a page's social card is its family's 1200×630 image, for Open Graph and Twitter", () => {
  const meta = buildMeta(pages.examGre);
  const image = `${publicEnv.SITE_URL}/social/exams.png`;
  expect(find(meta, "property", "og:image")).toMatchObject({ content: image });
  expect(find(meta, "property", "og:image:width")).toMatchObject({ content: "1200" });
  expect(find(meta, "property", "og:image:height")).toMatchObject({ content: "630" });
  expect(find(meta, "property", "og:image:alt")).toMatchObject({ content: `Examwise: ${socialCards.exams.headline}` });
  expect(find(meta, "name", "twitter:card")).toMatchObject({ content: "summary_large_image" });
  expect(find(meta, "name", "twitter:image")).toMatchObject({ content: image });
});

test("a nested page carries its breadcrumb trail; a top-level page none", () => {
  const breadcrumbs = (meta: MetaDescriptor[]) =>
    meta.filter((tag) => "script:ld+json" in tag && Object(tag["script:ld+json"])["@type"] === "BreadcrumbList");
  const [crumbs] = breadcrumbs(buildMeta(pages.examGre));
  expect(crumbs).toEqual(
    jsonLd(
      breadcrumbJsonLd([
        { name: "Home", path: "/" },
        { name: "Exams", path: "/exams" },
        { name: pages.examGre.heading, path: pages.examGre.path },
      ]),
    ),
  );
  expect(breadcrumbs(buildMeta(pages.pricing))).toEqual([]);
});

test("a second address gets the trail of its canonical page", () => {
  const meta = buildMeta({
    ...pages.englishResources,
    path: "/blog/english-resources",
    canonicalPath: pages.englishResources.path,
  });
  expect(JSON.stringify(meta.find((tag) => "script:ld+json" in tag))).toContain(
    `${publicEnv.SITE_URL}/blogs/english-resources`,
  );
});

test("a page's loader data is its catalog entry and its meta tags", () => {
  const extra = [jsonLd({ "@type": "Thing" })];
  expect(pageData(pages.terms, { extra })).toEqual({
    page: pages.terms,
    lang: "en",
    meta: buildMeta(pages.terms, { extra }),
  });
});

test("a page in English and Spanish says its language in its structured data, and names the other version", () => {
  const webPage = (meta: MetaDescriptor[]) =>
    meta.map((tag) => Object(tag)["script:ld+json"]).find((data) => data?.["@type"] === "WebPage");
  for (const id of spanishPageIds) {
    expect(webPage(buildMeta(pages[id]))).toMatchObject({
      inLanguage: "en",
      workTranslation: { url: siteUrl(spanishPath(id)), inLanguage: "es" },
    });
    expect(webPage(buildMeta(pageIn("es", id)))).toMatchObject({
      inLanguage: "es",
      translationOfWork: { url: siteUrl(pages[id].path), inLanguage: "en" },
    });
  }
  // A page only in English has none.
  expect(webPage(buildMeta(pages.terms))).toBeUndefined();
  // Creative works the page describes say its language.
  const [faq] = buildMeta({ ...pages.terms, lang: "es" }, { extra: [jsonLd({ "@type": "FAQPage" })] })
    .map((tag) => Object(tag)["script:ld+json"])
    .filter((data) => data?.["@type"] === "FAQPage");
  expect(faq).toMatchObject({ inLanguage: "es" });
});
