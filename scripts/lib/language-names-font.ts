import { readFileSync } from "node:fs";
import path from "node:path";
import subsetFont from "subset-font";
import { languageNames } from "../../app/catalog/content/content-vocabulary.ts";
import { projectRoot } from "./server.ts";

export const languageNameFontPath = path.join("app", "styles", "fonts", "language-names-devanagari.woff2");

const sourceFont = path.join(
  "node_modules",
  "@fontsource-variable",
  "noto-sans-devanagari",
  "files",
  "noto-sans-devanagari-devanagari-wght-normal.woff2",
);

/** The variable (100–900) Devanagari font holding only the letters of the Hindi language name. */
export async function languageNamesDevanagariFont(): Promise<Buffer> {
  const source = readFileSync(path.join(projectRoot, sourceFont));
  return subsetFont(source, languageNames.hi, { targetFormat: "woff2" });
}
