// Writes app/styles/fonts-ko.css with the Noto Sans KR slices our Korean copy
// needs. Run after adding Korean text: `npx tsx scripts/korean-font-css.ts`.
import { execFileSync } from "node:child_process";
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
const file = path.join(projectRoot, koreanFontCssPath);
writeFileSync(file, koreanFontCss(slices));
// Formatted as the linter wants it, so a regenerated file only differs where the slices do.
execFileSync(path.join(projectRoot, "node_modules", ".bin", "biome"), ["format", "--write", file], { stdio: "ignore" });
console.log(`${koreanFontCssPath}: ${slices.length} of Noto Sans KR's slices`);
