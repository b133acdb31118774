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

/**
 * The web font families, in the order the font stack tries them: Inter for
 * Latin text; Hangul, Devanagari and the two language names for pages that
 * link their faces (app/lib/lang-fonts.ts). A family a page does not declare
 * is skipped.
 */
export const webFontFamilies = [
  "Inter Variable",
  "Noto Sans KR Variable",
  "Noto Sans Devanagari Variable",
  "Examwise Language Names",
] as const;

/** CSS font shorthands for `document.fonts`: one per family. */
export const webFontLoads = webFontFamilies.map((family) => `1em "${family}"`);

/** Inter's shorthand: the site switches once Inter has loaded. */
export const interFontLoad = `1em "${webFontFamilies[0]}"`;

/** The style that switches the page to the web fonts: app.css reads `--font-web` first in its font stack. */
export const webFontStyle = `:root{--font-web:${webFontFamilies.map((family) => `"${family}"`).join(",")}}`;

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
