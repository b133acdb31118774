// @vitest-environment node
import sharp from "sharp";
import { expect, test, vi } from "vitest";
import { brand } from "#app/catalog/brand";
import { socialFamilies, socialImageSize, socialLogoPath } from "#app/catalog/social-cards";
import { cards as socialCards } from "#content/socialCards";
import { cardColours, renderSocialImage, socialCardSvg, socialImages, wrapWords } from "./social-images";

const colours = {
  background: "#111111",
  backgroundEnd: "#222222",
  text: "#ffffff",
  soft: "#eeeeee",
  accent: "#ffcc00",
};

test("the card's colours are the design tokens", () => {
  const css =
    "--color-primary-700: #1d4ed8;\n--color-primary-900: #1e3a8a;\n--color-surface: #ffffff;\n--color-primary-100: #dbeafe;\n--color-accent-400: #fbbf24;";
  expect(cardColours(css)).toEqual({
    background: "#1d4ed8",
    backgroundEnd: "#1e3a8a",
    text: "#ffffff",
    soft: "#dbeafe",
    accent: "#fbbf24",
  });
  expect(() => cardColours("--color-surface: #fff;")).toThrow("--color-primary-700");
});

test("headlines wrap into as few, evenly filled lines as fit", () => {
  expect(wrapWords("Exam prep that adapts to you", 22)).toEqual(["Exam prep that", "adapts to you"]);
  expect(wrapWords("Adaptive AI exam prep", 22)).toEqual(["Adaptive AI exam prep"]);
  expect(wrapWords("Extraordinarily-long-single-word here", 10)).toEqual(["Extraordinarily-long-single-word", "here"]);
});

test("every family's headline fits the card in two lines", () => {
  for (const family of socialFamilies) {
    expect(wrapWords(socialCards[family].headline, 22).length, family).toBeLessThanOrEqual(2);
  }
});

test("the card shows the brand and the family's words, escaped for XML", () => {
  const svg = socialCardSvg({ eyebrow: "Q&A", headline: "Tips <and> tricks", text: `"Quoted"` }, colours, "M0 0");
  expect(svg).toContain(`>${brand.name}</text>`);
  expect(svg).toContain("Q&#38;A");
  expect(svg).toContain("Tips &#60;and&#62; tricks");
  expect(svg).toContain("&#34;Quoted&#34;");
  expect(svg).toContain('font-family="sans-serif"');
});

test("a card renders as a 1200×630 PNG", async () => {
  const png = await renderSocialImage("home", colours);
  const info = await sharp(png).metadata();
  expect([info.format, info.width, info.height]).toEqual(["png", socialImageSize.width, socialImageSize.height]);
});

test("the plugin emits every family's card and the logo into the client build only", async () => {
  const plugin = socialImages();
  const emitFile = vi.fn();
  const generateBundle = plugin.generateBundle as unknown as (this: unknown) => Promise<void>;
  await generateBundle.call({ environment: { name: "ssr" }, emitFile });
  expect(emitFile).not.toHaveBeenCalled();
  await generateBundle.call({ environment: { name: "client" }, emitFile });
  expect(emitFile.mock.calls.map(([file]) => file.fileName).sort()).toEqual(
    [...socialFamilies.map((family) => `social/${family}.png`), socialLogoPath.slice(1)].sort(),
  );
  for (const [file] of emitFile.mock.calls) expect(file.type).toBe("asset");
}, 30_000);
