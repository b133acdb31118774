// The one place page meta tags are built: React Router replaces `meta` between routes instead of merging, so every
// route calls buildMeta() in its loader, on the server (decision 018).
import type { MetaDescriptor } from "react-router";
import { brand } from "#app/catalog/brand";
import { siteUrl } from "#app/catalog/links";
import type { PageInfo } from "#app/catalog/pages.server";
import { socialFamilyFor, socialImagePath, socialImageSize } from "#app/catalog/social-cards";
import { counterpartOf, type Lang } from "#app/lib/lang";
import { cards as socialCards } from "#content/socialCards";
import {
  breadcrumbJsonLd,
  breadcrumbTrail,
  isNestedPath,
  webApplicationJsonLd,
  webPageJsonLd,
  withLanguage,
} from "./json-ld.server";

const ogLocales: Record<string, string> = { en: "en_US", es: "es_ES", hi: "hi_IN", ko: "ko_KR" };

export function pageTitle(title: string): string {
  return title.includes(brand.name) ? title : `${title} | ${brand.name}`;
}

/** The social card of the page's family: Open Graph and Twitter image tags. */
function socialImageMeta(path: string): MetaDescriptor[] {
  const family = socialFamilyFor(path);
  const image = siteUrl(socialImagePath(family));
  const alt = `${brand.name}: ${socialCards[family].headline}`;
  return [
    { property: "og:image", content: image },
    { property: "og:image:type", content: "image/png" },
    { property: "og:image:width", content: String(socialImageSize.width) },
    { property: "og:image:height", content: String(socialImageSize.height) },
    { property: "og:image:alt", content: alt },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:image", content: image },
    { name: "twitter:image:alt", content: alt },
  ];
}

export type MetaOptions = { type?: "website" | "article"; extra?: MetaDescriptor[] };

/** Title, description, canonical, Open Graph and Twitter tags, and a BreadcrumbList for a nested address. */
export function buildMeta(
  page: Pick<PageInfo, "path" | "title" | "description" | "canonicalPath" | "lang"> & { heading?: string },
  { type = "website", extra = [] }: MetaOptions = {},
): MetaDescriptor[] {
  const title = pageTitle(page.title);
  const canonicalPath = page.canonicalPath ?? page.path;
  const url = siteUrl(canonicalPath);
  // A page in English and Spanish names both versions (docs/decisions/066-spanish-pages.md).
  const lang = page.lang ?? "en";
  const other = counterpartOf(page.path);
  const alternates = other ? hreflangLinks([{ lang, path: page.path }, other]) : [];
  // Its structured data says its language; a page in both languages names the other one too.
  const webPage = other
    ? [
        jsonLd(
          webPageJsonLd({
            url,
            name: title,
            lang: lang as Lang,
            other: { lang: other.lang, url: siteUrl(other.path) },
          }),
        ),
      ]
    : [];
  const structured = extra.map((tag) => {
    const data = "script:ld+json" in tag ? tag["script:ld+json"] : undefined;
    return data && typeof data === "object" ? jsonLd(withLanguage(data as Record<string, unknown>, lang)) : tag;
  });
  const breadcrumbs = isNestedPath(canonicalPath)
    ? [jsonLd(breadcrumbJsonLd(breadcrumbTrail(canonicalPath, page.heading ?? page.title)))]
    : [];
  return [
    { title },
    { name: "description", content: page.description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:title", content: title },
    { property: "og:description", content: page.description },
    { property: "og:url", content: url },
    { property: "og:type", content: type },
    { property: "og:site_name", content: brand.name },
    { property: "og:locale", content: ogLocales[page.lang ?? "en"] ?? "en_US" },
    ...socialImageMeta(canonicalPath),
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: page.description },
    ...alternates,
    ...webPage,
    ...structured,
    ...breadcrumbs,
  ];
}

/** What a catalog page's loader sends: the page's entry and its meta tags. */
export function pageData<const Page extends PageInfo>(page: Page, options?: MetaOptions) {
  return { page, lang: page.lang ?? "en", meta: buildMeta(page, options) };
}

/** `pageData` for a tool page (points calculator, study planner): its tags plus its WebApplication JSON-LD. */
export function toolPageData<const Page extends PageInfo & { heading: string }>(page: Page) {
  const app = webApplicationJsonLd({ name: page.heading, description: page.description, url: siteUrl(page.path) });
  return pageData(page, { extra: [jsonLd(app)] });
}

/** A JSON-LD block as a meta descriptor, so it is rendered in the pre-rendered head. */
export const jsonLd = (data: Record<string, unknown>): MetaDescriptor => ({ "script:ld+json": data });

/** hreflang links for a page in several languages: every version, itself included; the English one is x-default. */
export function hreflangLinks(versions: readonly { lang: string; path: string }[]): MetaDescriptor[] {
  const links: MetaDescriptor[] = versions.map((version) => ({
    tagName: "link",
    rel: "alternate",
    hrefLang: version.lang,
    href: siteUrl(version.path),
  }));
  const fallback = versions.find((version) => version.lang === "en");
  if (fallback) links.push({ tagName: "link", rel: "alternate", hrefLang: "x-default", href: siteUrl(fallback.path) });
  return links;
}
