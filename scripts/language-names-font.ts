// Writes app/styles/fonts/language-names-devanagari.woff2: Noto Sans
// Devanagari cut down to the letters of "हिन्दी" as the language switchers
// show it (app/styles/fonts-language-names.css), a few kilobytes instead of
// the 120 KB file, for devices without a Devanagari font of their own.
// Run after changing `languageNames.hi`: `npx tsx scripts/language-names-font.ts`.
import { writeFileSync } from "node:fs";
import path from "node:path";
import { languageNameFontPath, languageNamesDevanagariFont } from "./lib/language-names-font.ts";
import { projectRoot } from "./lib/server.ts";

const font = await languageNamesDevanagariFont();
writeFileSync(path.join(projectRoot, languageNameFontPath), font);
console.log(`${languageNameFontPath}: ${font.length} bytes`);
