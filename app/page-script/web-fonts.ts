// The web fonts, kept off every first paint (app/lib/web-font-faces.ts): on a visit's first page, once idle, their
// files for this page's letters go into the HTTP cache, undeclared; later pages use them from the start.
import { interFontLoad, type WebFontFaces, webFontStyle, webFonts, webFontsCachedKey } from "#app/lib/web-font-faces";

type Stylesheets = Record<WebFontFaces, string>;

function addStylesheet(document: Document, href: string): Promise<unknown> {
  return new Promise((resolve) => {
    const link = document.createElement("link");
    link.rel = "stylesheet";
    link.href = href;
    link.onload = link.onerror = resolve;
    document.head.append(link);
  });
}

/** Each web font that draws some of this page's letters, with those letters. */
function fontsDrawn(document: Document): { font: string; faces?: WebFontFaces; drawn: string[] }[] {
  // The letters of the page's main text, and apart those of its language names (drawn by their own font).
  const names = [...document.querySelectorAll("[data-language-name]")].map((element) => element.textContent ?? "");
  let text = document.querySelector("main")?.textContent ?? "";
  for (const name of names) text = text.replace(name, "");
  const pageLetters = [...new Set(text)];
  const nameLetters = [...new Set(names.join(""))];
  return webFonts.flatMap(({ font, letters, names: forNames, faces }) => {
    const pattern = new RegExp(letters, "u");
    const drawn = (forNames ? nameLetters : pageLetters).filter((letter) => pattern.test(letter));
    return drawn.length === 0 ? [] : [{ font, faces, drawn }];
  });
}

/** Loads each web font for this page's letters, declaring the extra faces only where drawn (declaring restyles). */
async function loadFonts(document: Document, stylesheets: Stylesheets): Promise<void> {
  for (const { font, faces, drawn } of fontsDrawn(document)) {
    if (faces) await addStylesheet(document, stylesheets[faces]);
    document.fonts.load(font, drawn.join("")).catch(() => {});
  }
}

/** A face of a stylesheet: its file, and the code points it draws (`unicode-range`). */
type FaceFile = { url: string; ranges: [number, number][] };

/** `U+0041` or `U+0100-017F` ranges, as fontsource and app/styles write them. */
const parseRanges = (value: string) =>
  value.split(",").map((part): [number, number] => {
    const [from = "", to = from] = part.trim().slice(2).split("-");
    return [Number.parseInt(from, 16), Number.parseInt(to, 16)];
  });

/** The faces of one of our own font stylesheets, read as text: nothing is declared. */
function faceFiles(css: string, base: string): FaceFile[] {
  return [...css.matchAll(/@font-face\s*\{([^}]*)\}/g)].flatMap(([, body = ""]) => {
    const url = /url\(\s*["']?([^"')]+)["']?\s*\)/.exec(body)?.[1];
    if (!url) return [];
    const range = /unicode-range\s*:\s*([^;}]+)/.exec(body)?.[1];
    return [{ url: new URL(url, base).href, ranges: range ? parseRanges(range) : [[0, 0x10ffff]] }];
  });
}

/** Whether a face's `unicode-range` holds one of the (sorted) code points: a binary search per range. */
const draws = (face: FaceFile, codes: readonly number[]) =>
  face.ranges.some(([start, end]) => {
    let low = 0;
    let high = codes.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if ((codes[middle] ?? -1) < start) low = middle + 1;
      else high = middle;
    }
    return low < codes.length && (codes[low] ?? -1) <= end;
  });

/** Into the HTTP cache, at the lowest priority: the next page's @font-face rules find it there. */
const prefetch = (url: string) => fetch(url, { priority: "low" } as RequestInit).catch(() => undefined);

/** The @font-face rules of the page's own stylesheets (app.css) for one family, as text. */
function declaredFaces(document: Document, font: string): FaceFile[] {
  const family = /"([^"]+)"/.exec(font)?.[1] ?? font;
  return [...document.styleSheets].flatMap((sheet) => {
    let rules: CSSRule[];
    try {
      rules = [...sheet.cssRules];
    } catch {
      return []; // another origin's sheet
    }
    return rules
      .filter((rule) => rule instanceof CSSFontFaceRule && rule.style.getPropertyValue("font-family").includes(family))
      .flatMap((rule) => faceFiles(rule.cssText, sheet.href ?? document.baseURI));
  });
}

/** The faces of a stylesheet the page has not loaded, read as text; the stylesheet is then in the cache too. */
async function undeclaredFaces(href: string, document: Document): Promise<FaceFile[]> {
  const response = await prefetch(new URL(href, document.baseURI).href);
  if (!response?.ok) return [];
  const css = await response.text();
  await idle(); // reading the faces is a step of its own
  return faceFiles(css, response.url);
}

/** Resolves in an idle moment (at the latest after 3 s), or after `fallbackMs` without requestIdleCallback. */
const idle = (fallbackMs = 0) =>
  new Promise<void>((resolve) => {
    if ("requestIdleCallback" in window) requestIdleCallback(() => resolve(), { timeout: 3000 });
    else setTimeout(resolve, fallbackMs);
  });

/** Fetches the files of the faces this page draws, each at an idle moment of its own (together they held a phone 100–200 ms). */
async function prefetchFonts(document: Document, stylesheets: Stylesheets): Promise<void> {
  const requested = new Set<string>(); // the language names' cut shares files with the Hangul font
  const every: Promise<unknown>[] = [];
  for (const { font, faces, drawn } of fontsDrawn(document)) {
    await idle();
    const files = faces ? await undeclaredFaces(stylesheets[faces], document) : declaredFaces(document, font);
    await idle();
    const codes = drawn.map((letter) => letter.codePointAt(0) ?? -1).sort((a, b) => a - b);
    const wanted = files.filter((face) => !requested.has(face.url) && draws(face, codes));
    const fetched: Promise<Response | undefined>[] = [];
    for (const face of wanted) {
      await idle();
      requested.add(face.url);
      fetched.push(prefetch(face.url));
    }
    if (font === interFontLoad) {
      void Promise.all(fetched).then((responses) => {
        if (responses.length > 0 && responses.every((response) => response?.ok))
          try {
            sessionStorage.setItem(webFontsCachedKey, "1");
          } catch {}
      });
    }
    every.push(...fetched);
  }
  await Promise.all(every);
}

/** Runs once the page has painted (app/page-script/index.ts); `stylesheets` is the JSON that app/root.tsx wrote. */
export function startWebFonts(document: Document, stylesheetsJson = "{}"): void {
  const stylesheets: Stylesheets = JSON.parse(stylesheetsJson);
  let cached = false;
  try {
    cached = sessionStorage.getItem(webFontsCachedKey) === "1";
  } catch {} // storage refused: the fonts are only fetched, never switched to
  if (cached) {
    const style = document.createElement("style");
    style.textContent = webFontStyle;
    document.head.append(style);
    void loadFonts(document, stylesheets);
    return;
  }
  // For the next page: fetched once this one has loaded and gone quiet; tests wait for data-web-fonts.
  const fetchForNextPage = () =>
    idle(1000)
      .then(() => prefetchFonts(document, stylesheets))
      .finally(() => {
        document.documentElement.dataset.webFonts = "fetched";
      });
  if (document.readyState === "complete") fetchForNextPage();
  else window.addEventListener("load", fetchForNextPage, { once: true });
}
