// The web fonts, kept off every first paint (app/lib/web-font-faces.ts). Once
// the page is idle, this declares the Hangul, Devanagari and language-name
// faces and fetches each web font for the letters of this page it draws; once
// Inter is in the cache, the rest of the visit's pages use the web fonts from
// the start.
import { interFontLoad, type WebFontFaces, webFontStyle, webFonts } from "#app/lib/web-font-faces";
import { afterFirstPaint } from "./after-first-paint";

const cachedKey = "examwise:web-fonts";

function fontsCached(): boolean {
  try {
    return sessionStorage.getItem(cachedKey) === "1";
  } catch {
    return false; // storage refused: the fonts are only fetched, never switched to
  }
}

function rememberFontsCached(): void {
  try {
    sessionStorage.setItem(cachedKey, "1");
  } catch {}
}

function addStylesheet(document: Document, href: string): Promise<unknown> {
  return new Promise((resolve) => {
    const link = document.createElement("link");
    link.rel = "stylesheet";
    link.href = href;
    link.onload = link.onerror = resolve;
    document.head.append(link);
  });
}

function switchToWebFonts(document: Document): void {
  const style = document.createElement("style");
  style.textContent = webFontStyle;
  document.head.append(style);
}

/**
 * Fetches each web font for the letters of this page it draws (the language
 * names' cut for those names only), declaring the Hangul, Devanagari and
 * language-name faces only on a page that draws them: adding @font-face rules
 * restyles the whole page. Once Inter is in, later pages may use it.
 */
async function loadFonts(document: Document, stylesheets: Partial<Record<WebFontFaces, string>>): Promise<void> {
  const names = [...document.querySelectorAll("[data-language-name]")].map((element) => element.textContent ?? "");
  let text = document.querySelector("main")?.textContent ?? "";
  for (const name of names) text = text.replace(name, "");
  const pageLetters = [...new Set(text)];
  const nameLetters = [...new Set(names.join(""))];
  for (const { font, letters, names: forNames, faces } of webFonts) {
    const pattern = new RegExp(letters, "u");
    const drawn = (forNames ? nameLetters : pageLetters).filter((letter) => pattern.test(letter));
    if (drawn.length === 0) continue;
    if (faces) {
      const href = stylesheets[faces];
      if (!href) continue;
      await addStylesheet(document, href);
    }
    document.fonts
      .load(font, drawn.join(""))
      .then(() => {
        if (font === interFontLoad && document.fonts.check(interFontLoad)) rememberFontsCached();
      })
      .catch(() => {});
  }
}

function stylesheetsOf(script: HTMLScriptElement | null): Partial<Record<WebFontFaces, string>> {
  try {
    const parsed: unknown = JSON.parse(script?.dataset.fontStylesheets ?? "{}");
    return typeof parsed === "object" && parsed !== null ? (parsed as Partial<Record<WebFontFaces, string>>) : {};
  } catch {
    return {};
  }
}

function afterLoad(task: () => void): void {
  if (document.readyState === "complete") task();
  else window.addEventListener("load", task, { once: true });
}

function whenIdle(task: () => void): void {
  if ("requestIdleCallback" in window) requestIdleCallback(task, { timeout: 3000 });
  else setTimeout(task, 1000);
}

export function startWebFonts(document: Document, script: HTMLScriptElement | null): void {
  const stylesheets = stylesheetsOf(script);
  if (fontsCached()) {
    switchToWebFonts(document);
    void loadFonts(document, stylesheets);
    return;
  }
  // The fonts are for the next page: fetched once this one has painted, loaded and gone quiet.
  afterFirstPaint(() => afterLoad(() => whenIdle(() => void loadFonts(document, stylesheets))));
}
