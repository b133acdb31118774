// The site's web font, Inter, never holds up a page or moves it. A page paints
// in "Inter Fallback" (Arial, Helvetica or Liberation Sans sized to Inter's
// metrics, see app.css); the boot script fetches Inter after that first paint
// (app/server/boot-runtime.js), and the site switches to it at the next
// navigation, when the page changes anyway. This is what `font-display:
// optional` does, without the font on the first paint's critical path
// (docs/decisions/019-boot-after-first-paint.md). Without JavaScript, a
// <noscript> style uses Inter at once.
import { useEffect, useRef } from "react";
import { useLocation } from "react-router";

/** A CSS font shorthand naming the web font, for `document.fonts`. */
export const webFontLoad = '1em "Inter Variable"';

/** The style that switches the page to the web font: app.css reads `--font-web` first in its font stacks. */
export const webFontStyle = ':root{--font-web:"Inter Variable"}';

const webFontStyleId = "web-font";

function switchToWebFont(): void {
  if (document.getElementById(webFontStyleId) || !document.fonts.check(webFontLoad)) return;
  const style = document.createElement("style");
  style.id = webFontStyleId;
  style.textContent = webFontStyle;
  document.head.append(style);
}

/** Switches to the web font, once it has loaded, when the visitor moves to another page. */
export function useWebFontOnNavigation(): void {
  const { pathname } = useLocation();
  const firstPath = useRef(pathname);
  useEffect(() => {
    if (pathname !== firstPath.current) switchToWebFont();
  }, [pathname]);
}
