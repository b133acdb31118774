// The web fonts and the style that switches a page to them, read by app/root.tsx and the page script. A page paints in
// "Inter Fallback" and the device's fonts; without JavaScript a <noscript> style uses the web fonts at once (decision 022).

/** The stylesheets of @font-face rules kept out of app.css (app/lib/web-font.ts names their files). */
export type WebFontFaces = "korean" | "hindi" | "languageNames";

/** A web font: its `document.fonts.load` shorthand, the letters it draws (a regular expression's source; with `names`,
 * in `[data-language-name]` text only), and its @font-face stylesheet for a page that draws them. */
type WebFont = { font: string; letters: string; names?: boolean; faces?: WebFontFaces };

const hangul = "\\p{Script=Hangul}";
const devanagari = "\\p{Script=Devanagari}";

/** Inter, Noto Sans KR, Noto Sans Devanagari, and a cut of the last two for the names "한국어" and "हिन्दी". */
export const webFonts: readonly WebFont[] = [
  { font: '1em "Inter Variable"', letters: "[^\\p{Script=Hangul}\\p{Script=Devanagari}]" },
  { font: '1em "Noto Sans KR Variable"', letters: hangul, faces: "korean" },
  { font: '1em "Noto Sans Devanagari Variable"', letters: devanagari, faces: "hindi" },
  { font: '1em "Examwise Language Names"', letters: `[${hangul}${devanagari}]`, names: true, faces: "languageNames" },
];

/** The visit's note (sessionStorage) that Inter's files are cached: pages then use the web fonts from the start. */
export const webFontsCachedKey = "examwise:web-fonts";

/** Inter's shorthand: the site switches once Inter has loaded. */
export const interFontLoad = '1em "Inter Variable"';

/** Switches to the web fonts: app.css reads `--font-web` first, and `--font-names` for language names. */
export const webFontStyle =
  ':root{--font-web:"Inter Variable","Noto Sans KR Variable","Noto Sans Devanagari Variable";' +
  '--font-names:"Inter Variable","Examwise Language Names"}';
