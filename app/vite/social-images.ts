// Social card images (Open Graph, Twitter), one per page family, drawn from an SVG with sharp: emitted by the client
// build as /social/<family>.png, drawn on request by the dev server (decision 015).
import { readFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import sharp from "sharp";
import type { Plugin } from "vite";
import { brand } from "../catalog/brand.ts";
import {
  type SocialCard,
  type SocialFamily,
  socialFamilies,
  socialImagePath,
  socialImageSize,
  socialLogoPath,
  socialLogoSize,
} from "../catalog/social-cards.ts";

const root = path.resolve(import.meta.dirname, "../..");

// The cards' words, imported when drawn (the config loads this before they are generated), by a file URL so that they
// are no dependency of the config, which would restart the dev server on each change.
async function socialCards(): Promise<Record<SocialFamily, SocialCard>> {
  const generated = path.join(root, ".content-collections/generated/socialCardsContent.js");
  const { cards }: { cards: Record<SocialFamily, SocialCard> } = await import(pathToFileURL(generated).href);
  return cards;
}

export type CardColours = { background: string; backgroundEnd: string; text: string; soft: string; accent: string };

/** The card's colours, read from the design tokens in app/styles/app.css. */
export function cardColours(css: string = readFileSync(path.join(root, "app/styles/app.css"), "utf8")): CardColours {
  const token = (name: string) => {
    const value = new RegExp(`--color-${name}:\\s*(#[0-9a-fA-F]{3,8})\\s*;`).exec(css)?.[1];
    if (!value) throw new Error(`Social images: no --color-${name} token in app/styles/app.css`);
    return value;
  };
  return {
    background: token("primary-700"),
    backgroundEnd: token("primary-900"),
    text: token("surface"),
    soft: token("primary-100"),
    accent: token("accent-400"),
  };
}

/** The graduation-cap path of the favicon, so the card carries the same mark. */
function logoPath(): string {
  const svg = readFileSync(path.join(root, "app/assets/favicon.svg"), "utf8");
  const d = /<path[^>]*\sd="([^"]+)"/.exec(svg)?.[1];
  if (!d) throw new Error("Social images: no <path d> in app/assets/favicon.svg");
  return d;
}

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);

function greedyLines(words: readonly string[], maxChars: number): string[] {
  const lines: string[] = [];
  for (const word of words) {
    const last = lines.at(-1);
    if (last !== undefined && `${last} ${word}`.length <= maxChars) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

/** As few lines of at most `maxChars` as possible (SVG text does not wrap), of similar length; a longer word alone. */
export function wrapWords(text: string, maxChars: number): string[] {
  const words = text.split(/\s+/).filter(Boolean);
  const count = greedyLines(words, maxChars).length;
  for (let width = Math.ceil(text.length / count); width < maxChars; width++) {
    const lines = greedyLines(words, width);
    if (lines.length === count) return lines;
  }
  return greedyLines(words, maxChars);
}

const headlineSize = 68;
/** About 22 characters of bold 68 px DejaVu Sans (a wide sans-serif, common on Linux) fit the 1040 px column. */
const headlineChars = 22;

/** The SVG of one family's card, 1200×630; a generic font family: librsvg picks the build machine's sans-serif. */
export function socialCardSvg(card: SocialCard, colours: CardColours, logo: string = logoPath()): string {
  const { width, height } = socialImageSize;
  const lines = wrapWords(card.headline, headlineChars);
  if (lines.length > 3) throw new Error(`Social images: headline too long for a card: "${card.headline}"`);
  const headlineTop = 330 - ((lines.length - 1) * headlineSize * 1.15) / 2;
  const headline = lines
    .map(
      (line, index) =>
        `<text x="80" y="${Math.round(headlineTop + index * headlineSize * 1.15)}" font-size="${headlineSize}" font-weight="700" fill="${colours.text}">${escapeXml(line)}</text>`,
    )
    .join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="sans-serif">
<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${colours.background}"/><stop offset="1" stop-color="${colours.backgroundEnd}"/></linearGradient></defs>
<rect width="${width}" height="${height}" fill="url(#bg)"/>
<circle cx="1090" cy="90" r="210" fill="${colours.text}" fill-opacity="0.06"/>
<circle cx="1150" cy="560" r="150" fill="${colours.text}" fill-opacity="0.05"/>
<g transform="translate(80 64) scale(2)"><rect width="32" height="32" rx="8" fill="${colours.text}"/><path d="${logo}" fill="${colours.background}"/></g>
<text x="156" y="111" font-size="40" font-weight="700" fill="${colours.text}">${escapeXml(brand.name)}</text>
<text x="80" y="${Math.round(headlineTop - headlineSize - 14)}" font-size="28" font-weight="700" fill="${colours.accent}" letter-spacing="1">${escapeXml(card.eyebrow.toUpperCase())}</text>
${headline}
<text x="80" y="${Math.round(headlineTop + (lines.length - 1) * headlineSize * 1.15 + 64)}" font-size="32" fill="${colours.soft}">${escapeXml(card.text)}</text>
<rect x="80" y="538" width="96" height="8" rx="4" fill="${colours.accent}"/>
<text x="200" y="552" font-size="26" fill="${colours.soft}">${escapeXml(brand.tagline)}</text>
</svg>`;
}

/** One family's card as a PNG (about 80 kB; a palette would halve it but triple the build's time here). */
export async function renderSocialImage(family: SocialFamily, colours: CardColours = cardColours()): Promise<Buffer> {
  return sharp(Buffer.from(socialCardSvg((await socialCards())[family], colours)))
    .png({ compressionLevel: 9 })
    .toBuffer();
}

/** The favicon as a square PNG, for the Organization's logo. */
async function renderLogo(): Promise<Buffer> {
  return sharp(path.join(root, "app/assets/favicon.svg"), { density: 1200 })
    .resize(socialLogoSize, socialLogoSize)
    .png({ compressionLevel: 9 })
    .toBuffer();
}

/** Every generated file by its address. */
function socialFiles(): Map<string, () => Promise<Buffer>> {
  const colours = cardColours();
  return new Map([
    ...socialFamilies.map((family) => [socialImagePath(family), () => renderSocialImage(family, colours)] as const),
    [socialLogoPath, renderLogo],
  ]);
}

/** The Vite plugin: emits every family's PNG into the client build, and draws them for the dev server. */
export function socialImages(): Plugin {
  return {
    name: "examwise:social-images",
    async generateBundle() {
      if (this.environment.name !== "client") return;
      // Drawn side by side: sharp works on libuv's thread pool.
      const files = await Promise.all(
        [...socialFiles()].map(async ([address, render]) => ({ fileName: address.slice(1), source: await render() })),
      );
      for (const file of files) this.emitFile({ type: "asset", ...file });
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        if (!req.url?.startsWith("/social/")) return next();
        const render = socialFiles().get(req.url.split("?")[0] ?? "");
        if (!render) return next();
        render().then(
          (png) => {
            res.setHeader("Content-Type", "image/png");
            res.setHeader("Cache-Control", "no-cache");
            res.end(png);
          },
          (error: unknown) => next(error),
        );
      });
    },
  };
}
