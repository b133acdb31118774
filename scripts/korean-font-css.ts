// Writes app/styles/fonts-ko.css with the Noto Sans KR slices our Korean copy
// needs. Run after adding Korean text: `npx tsx scripts/korean-font-css.ts`.
import { writeFileSync } from "node:fs";
import path from "node:path";
import {
  fontsourceSlices,
  koreanCharacters,
  koreanFontCss,
  koreanFontCssPath,
  projectRoot,
  slicesFor,
} from "./lib/korean-font.ts";

const slices = slicesFor(koreanCharacters(projectRoot), fontsourceSlices(projectRoot));
writeFileSync(path.join(projectRoot, koreanFontCssPath), koreanFontCss(slices));
console.log(`${koreanFontCssPath}: ${slices.length} of Noto Sans KR's slices`);
