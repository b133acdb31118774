import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "vitest";
import { fontsourceSlices, koreanCharacters, koreanFontCssPath, slicesFor } from "./korean-font-css";
import { projectRoot } from "./lib/server";

test("the Korean stylesheet declares every font slice our Korean text uses", () => {
  const css = readFileSync(path.join(projectRoot, koreanFontCssPath), "utf8");
  const declared = new Set([...css.matchAll(/noto-sans-kr\/files\/([^")]+)/g)].map((match) => match[1]));
  const needed = slicesFor(koreanCharacters(projectRoot), fontsourceSlices(projectRoot)).map((slice) => slice.file);
  const missing = needed.filter((file) => !declared.has(file));
  expect(missing, `run \`npx tsx scripts/korean-font-css.ts\` to add ${missing.join(", ")}`).toEqual([]);
});

test("slices are found for Hangul and refused for characters the font lacks", () => {
  const slices = fontsourceSlices(projectRoot);
  expect(slicesFor(["한".codePointAt(0) ?? 0], slices)).toHaveLength(1);
  expect(() =>
    slicesFor(
      [0x0939],
      slices.filter((slice) => slice.file.includes("-118-")),
    ),
  ).toThrow(/U\+939/);
});
