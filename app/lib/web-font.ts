// The stylesheets of the Hangul, Devanagari and language-name faces, which no page needs for its first paint (Inter's
// faces are in app.css): the page script adds one only to a page that draws its letters (app/lib/web-font-faces.ts).
import hindiFaces from "#app/styles/fonts-hi.css?url";
import koreanFaces from "#app/styles/fonts-ko.css?url";
import languageNameFaces from "#app/styles/fonts-language-names.css?url";
import type { WebFontFaces } from "./web-font-faces";

export const webFontStylesheets: Readonly<Record<WebFontFaces, string>> = {
  korean: koreanFaces,
  hindi: hindiFaces,
  languageNames: languageNameFaces,
};
