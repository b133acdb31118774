// The web fonts and the style that switches a page to them: plain data, read
// by the server's render (app/root.tsx) and by the page script
// (app/page-script/web-fonts.ts). A page paints in "Inter Fallback" (Arial,
// Helvetica or Liberation Sans sized to Inter's metrics, see app.css) and the
// device's own fonts for Hangul and Devanagari; the page script fetches the web
// fonts once the page is idle, and the next page uses them from its first
// paint. Without JavaScript, a <noscript> style uses them at once
// (docs/decisions/022-html-first.md).

/** A web font the page script fetches after the first paint, for the letters of the page that it draws. */
export type WebFont = {
  /** CSS font shorthand for `document.fonts.load`. */
  font: string;
  /** A Unicode regular expression (source) matching the letters this font draws; the page script loads it only for those. */
  letters: string;
  /** True for the language names' font, which draws only `[data-language-name]` text. */
  names?: boolean;
  /** The stylesheet of its @font-face rules, added only to a page that draws its letters (Inter's are in app.css). */
  faces?: WebFontFaces;
};

/** The stylesheets of @font-face rules kept out of app.css (app/lib/web-font.ts names their files). */
export type WebFontFaces = "korean" | "hindi" | "languageNames";

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
  { font: '1em "Noto Sans KR Variable"', letters: hangul, faces: "korean" },
  { font: '1em "Noto Sans Devanagari Variable"', letters: devanagari, faces: "hindi" },
  { font: '1em "Examwise Language Names"', letters: `[${hangul}${devanagari}]`, names: true, faces: "languageNames" },
];

/**
 * The visit's note (sessionStorage) that Inter's files are in the HTTP cache:
 * from then on a page uses the web fonts from its first paint.
 */
export const webFontsCachedKey = "examwise:web-fonts";

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
