// Web fonts for scripts Inter does not cover (Devanagari, Hangul), linked only
// by pages that show such text. A route's `links` cannot see its loader data,
// and one route module serves pages in several languages, so these go out
// through `meta`, which React Router renders into the pre-rendered <head> too
// (docs/decisions/005-fonts-per-language.md).
import type { MetaDescriptor } from "react-router";
import hindiFonts from "#app/styles/fonts-hi.css?url";
import koreanFonts from "#app/styles/fonts-ko.css?url";
import languageNameFonts from "#app/styles/fonts-language-names.css?url";

const fontLinks: Partial<Record<string, MetaDescriptor[]>> = {
  hi: [{ tagName: "link", rel: "stylesheet", href: hindiFonts }],
  ko: [{ tagName: "link", rel: "stylesheet", href: koreanFonts }],
};

/** The font stylesheets for text in these languages (each once); none for Latin scripts. */
export function langFontLinks(...langs: readonly (string | undefined)[]): MetaDescriptor[] {
  return [...new Set(langs)].flatMap((lang) => (lang && fontLinks[lang]) || []);
}

/** For links that name languages in their own script ("हिन्दी", "한국어") on pages in other scripts. */
export const languageNameFontLinks: MetaDescriptor[] = [
  { tagName: "link", rel: "stylesheet", href: languageNameFonts },
];
