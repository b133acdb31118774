// The site's web fonts never hold up a page or move it. A page paints in
// "Inter Fallback" (Arial, Helvetica or Liberation Sans sized to Inter's
// metrics, see app.css) and the device's own fonts for Hangul and Devanagari.
// The boot script fetches the web fonts the page declares after that first
// paint (app/server/boot-runtime.js), and the site switches to them at the next
// navigation, when the page changes anyway. This is what `font-display:
// optional` does, without the fonts on the first paint's critical path
// (docs/decisions/019-boot-after-first-paint.md). Without JavaScript, a
// <noscript> style uses them at once.
import { useEffect, useRef } from "react";
import { useLocation } from "react-router";
import hindiFaces from "#app/styles/fonts-hi.css?url";
import koreanFaces from "#app/styles/fonts-ko.css?url";
import languageNameFaces from "#app/styles/fonts-language-names.css?url";

/**
 * Stylesheets holding only @font-face rules for Hangul, Devanagari and the
 * language names: no page needs them for its first paint, so the boot adds
 * them after it (Inter's faces are in app.css).
 */
export const webFontStylesheets: readonly string[] = [koreanFaces, hindiFaces, languageNameFaces];

/** A web font the boot fetches after the first paint, for the letters of the page that it draws. */
export type WebFont = {
  /** CSS font shorthand for `document.fonts.load`. */
  font: string;
  /** A Unicode regular expression (source) matching the letters this font draws; the boot loads it only for those. */
  letters: string;
  /** True for the language names' font, which draws only `[data-language-name]` text. */
  names?: boolean;
};

const hangul = "\\p{Script=Hangul}";
const devanagari = "\\p{Script=Devanagari}";

/**
 * Inter for Latin text; Noto Sans KR and Noto Sans Devanagari for Korean and
 * Hindi text; and for the names "한국어" and "हिन्दी" on pages in other
 * scripts, a cut of those fonts holding just their letters (app.css declares
 * every face; one loads only for the letters a page shows).
 */
export const webFonts: readonly WebFont[] = [
  { font: '1em "Inter Variable"', letters: "[^\\p{Script=Hangul}\\p{Script=Devanagari}]" },
  { font: '1em "Noto Sans KR Variable"', letters: hangul },
  { font: '1em "Noto Sans Devanagari Variable"', letters: devanagari },
  { font: '1em "Examwise Language Names"', letters: `[${hangul}${devanagari}]`, names: true },
];

/** Inter's shorthand: the site switches once Inter has loaded. */
export const interFontLoad = '1em "Inter Variable"';

/**
 * The style that switches the page to the web fonts: app.css reads `--font-web`
 * first in its font stack, and `--font-names` for language names (which must
 * not pull the whole Devanagari font into a page in English).
 */
export const webFontStyle =
  ':root{--font-web:"Inter Variable","Noto Sans KR Variable","Noto Sans Devanagari Variable";' +
  '--font-names:"Inter Variable","Examwise Language Names"}';

const webFontStyleId = "web-font";

function switchToWebFonts(): void {
  if (document.getElementById(webFontStyleId) || !document.fonts.check(interFontLoad)) return;
  const style = document.createElement("style");
  style.id = webFontStyleId;
  style.textContent = webFontStyle;
  document.head.append(style);
}

/** Switches to the web fonts, once Inter has loaded, when the visitor moves to another page. */
export function useWebFontOnNavigation(): void {
  const { pathname } = useLocation();
  const firstPath = useRef(pathname);
  useEffect(() => {
    if (pathname !== firstPath.current) switchToWebFonts();
  }, [pathname]);
}
