// The language of a page (docs/decisions/066-spanish-pages.md): English, or Spanish under /es for the pages of
// spanishPageIds. The root gives it to every component; a component takes a content file's words in it.
import { createContext, useContext } from "react";
import { type PageId, pagePath, spanishPageIds } from "#app/routes.ts";

export const langs = ["en", "es"] as const;
export type Lang = (typeof langs)[number];

export const LangContext = createContext<Lang>("en");

/** The language of the page being rendered. */
export const useLang = (): Lang => useContext(LangContext);

/** A content file's words in the page's language: `const { main } = useWords({ en, es })`. */
export function useWords<Words>(byLang: Readonly<Record<Lang, Words>>): Words {
  return byLang[useLang()];
}

/** The language of a route, from its path pattern ("es/pricing", "/es"). */
export const langOfPattern = (pattern: string): Lang => (/^\/?es(\/|$)/.test(pattern) ? "es" : "en");

/** A page's Spanish address ("/es", "/es/pricing"). */
export const spanishPath = (id: PageId): string => (id === "home" ? "/es" : `/es${pagePath(id)}`);

/** English addresses with a Spanish counterpart, and back. */
const spanishByEnglish = new Map<string, string>(spanishPageIds.map((id: PageId) => [pagePath(id), spanishPath(id)]));
const englishBySpanish = new Map<string, string>([...spanishByEnglish].map(([en, es]) => [es, en]));

/**
 * Where a link of a page in `lang` goes: in Spanish, to the Spanish counterpart of an English address when there is
 * one (a fragment or query string is kept); anywhere else as written.
 */
export function pathIn(lang: Lang, href: string): string {
  if (lang === "en") return href;
  const [, path = href, rest = ""] = /^([^?#]*)(.*)$/.exec(href) ?? [];
  const counterpart = spanishByEnglish.get(path);
  return counterpart ? counterpart + rest : href;
}

/** The other language's version of the page at `pathname`, if it has one (the header's language link). */
export function counterpartOf(pathname: string): { lang: Lang; path: string } | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/$/, "") : pathname;
  const english = englishBySpanish.get(path);
  if (english) return { lang: "en", path: english };
  const spanish = spanishByEnglish.get(path);
  return spanish ? { lang: "es", path: spanish } : undefined;
}

/**
 * A link's attributes on a page in `lang`: the Spanish counterpart's address (pathIn), and `hrefLang="en"` where a
 * Spanish page links to a page of the site that is only in English.
 */
export function linkProps(lang: Lang, href: string): { href: string; hrefLang?: Lang } {
  const path = pathIn(lang, href);
  return lang === "es" && path === href && href.startsWith("/") ? { href, hrefLang: "en" } : { href: path };
}
