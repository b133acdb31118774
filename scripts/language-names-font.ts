// Noto Sans Devanagari cut down to the letters of "हिन्दी" as the language switchers show it
// (app/styles/fonts-language-names.css): a few kilobytes instead of 120 KB. After changing
// `languageNames.hi`, write it again: `npx tsx scripts/language-names-font.ts`.
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import subsetFont from "subset-font";
import { languageNames } from "../app/catalog/content/content-vocabulary.ts";
import { projectRoot } from "./lib/server.ts";

export const languageNameFontPath = path.join("app", "styles", "fonts", "language-names-devanagari.woff2");
const sourceFont =
  "node_modules/@fontsource-variable/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-wght-normal.woff2";

/** The variable (100–900) Devanagari font holding only the letters of the Hindi language name. */
export async function languageNamesDevanagariFont(): Promise<Buffer> {
  return subsetFont(readFileSync(path.join(projectRoot, sourceFont)), languageNames.hi, { targetFormat: "woff2" });
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const font = await languageNamesDevanagariFont();
  writeFileSync(path.join(projectRoot, languageNameFontPath), font);
  console.log(`${languageNameFontPath}: ${font.length} bytes`);
}
