// Issue 32: the Spanish pages are free of stray English, apart from names and a short allow-list. Read from the page
// as a visitor meets it (its text, menus included, and what a screen reader or a search engine reads: titles,
// labels, alt text), never from the source files. Two checks:
// - English words: a word of the list below, which are common English words and are not Spanish;
// - English sentences: a text of two words or more that the English version of the page shows word for word.
// Text marked as another language (`lang="en"`, the language link to English) is English on purpose and not read;
// on the English page, the reference for the second check, only its English text is read.
import type { Page } from "@playwright/test";
import { brand } from "#app/catalog/brand";
import { shsatCutoffs } from "#app/catalog/exam-page/shsat-cutoffs";
import { cps, home } from "#content/testimonials";

/** Names that stay as they are in Spanish (brief: exams, schools, programmes, the brand), removed before reading. */
const names: readonly string[] = [
  brand.name,
  brand.company,
  brand.supportEmail,
  ...brand.social.map((network) => network.label),
  // The exams' full names, longest first so a short one does not cut a long one.
  "Specialized High Schools Admissions Test",
  "Specialized High School Admissions Test",
  "High School Admissions Test",
  "High School Placement Test",
  "Test of English as a Foreign Language",
  "Selective Enrollment",
  "Global Privacy Control",
  "Google Analytics",
  "TOEFL iBT",
  "CPS HSAT",
  "NYC SHSAT",
  "GoCPS",
  "MySchools",
  "Discovery",
  "WhatsApp",
  // The school districts, and the schools of the SHSAT table.
  "Chicago Public Schools",
  "NYC Public Schools",
  ...[...shsatCutoffs.schools, ...shsatCutoffs.secondary].map(({ school }) => school),
  // The people of the testimonials (a first name and an initial: "Maria L.").
  ...[...home, ...cps].map(({ name }) => name),
  // Websites the SHSAT table names as its secondary sources.
  "Ivy Tutoring & Prep",
  "VEGA AI",
];

/**
 * Common English words that are not Spanish words. Left out on purpose: words Spanish shares or borrows (a, no, me,
 * he, has, plan, blog, email, online, chat, app, web, total, final, social, legal).
 */
const englishWords = new Set(
  `the and of to your you with for is are our we us this that these those from how what when where which who why will
  would can could should it its it's be been being by on in at or an as if not all any more most free start get try
  learn about contact pricing home skip content page pages read sign up down coming soon templates template guides
  guide study planner tutors terms service privacy policy accessibility settings allow thanks thank close something
  went wrong return back prep practice test tests score scores month months day days week weeks year years per now
  new here there than then have was were each every only just also but so yes help see view less best first last
  next students student parents parent school schools grade grades high questions question answers answer results
  calculator points trial exam exams menu main mobile search share follow out off into over after before like them
  they their she his her my do does don't isn't you're we're i'm one two three minutes hours updated company product
  opt-in`.split(/\s+/),
);

export type PageText = { text: string; where: string };

/**
 * Every text of the page in `language` a visitor or a screen reader meets, with where it is: text marked as another
 * language is left out (on an English page, the Spanish language link and offer).
 */
export function pageTexts(page: Page, language: "es" | "en" = "es"): Promise<PageText[]> {
  return page.evaluate((language) => {
    const texts: { text: string; where: string }[] = [];
    const inOtherLanguage = (element: Element) => {
      const lang = element.closest("[lang]")?.getAttribute("lang") ?? "";
      return lang.toLowerCase().split("-")[0] !== language;
    };
    const where = (element: Element) => {
      const landmark = element.closest("header, nav, main, footer, section, [popover]");
      const name = (node: Element | null) =>
        node ? `${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ""}` : "";
      return [name(landmark), name(element)].filter(Boolean).join(" > ");
    };
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      const text = node.textContent?.replace(/\s+/g, " ").trim() ?? "";
      if (!parent || !text || parent.closest("script, style, noscript, template") || inOtherLanguage(parent)) continue;
      texts.push({ text, where: where(parent) });
    }
    for (const element of document.querySelectorAll("[aria-label], [alt], [title], [placeholder]")) {
      if (inOtherLanguage(element)) continue;
      for (const attribute of ["aria-label", "alt", "title", "placeholder"]) {
        const value = element.getAttribute(attribute)?.trim();
        if (value) texts.push({ text: value, where: `${where(element)} [${attribute}]` });
      }
    }
    texts.push({ text: document.title, where: "title" });
    // Not og:image:alt: it describes the social card, an image with English words (app/catalog/social-cards.ts).
    const metas = 'meta[name="description"], meta[property^="og:"]:not([property="og:image:alt"])';
    for (const meta of document.querySelectorAll(metas)) {
      const content = meta.getAttribute("content") ?? "";
      if (!/^https?:|^\d+$|^image\/|^[a-z]{2}_[A-Z]{2}$|^(website|article)$/.test(content)) {
        texts.push({ text: content, where: `meta ${meta.getAttribute("name") ?? meta.getAttribute("property")}` });
      }
    }
    return texts;
  }, language);
}

/** A text with the names, addresses and figures taken out: what is left must be Spanish. */
function withoutNames(text: string): string {
  let rest = text;
  for (const name of names) rest = rest.replaceAll(name, " ");
  return rest.replace(/\S+@\S+|https?:\/\/\S+/g, " ");
}

const wordsOf = (text: string) => withoutNames(text).match(/[\p{L}][\p{L}'’-]*/gu) ?? [];

/**
 * The texts of a Spanish page that are English: with an English word, or shown word for word on the English page
 * (`englishTexts`, when the page has an English version), two words or more once names are taken out.
 */
export function strayEnglish(texts: readonly PageText[], englishTexts: readonly PageText[] = []): string[] {
  const english = new Set(englishTexts.map(({ text }) => text));
  const found = new Set<string>();
  for (const { text, where } of texts) {
    const words = wordsOf(text);
    const word = words.find((candidate) => englishWords.has(candidate.toLowerCase().replace("’", "'")));
    if (word) found.add(`${where}: "${text}" (${word})`);
    else if (words.length >= 2 && english.has(text)) found.add(`${where}: "${text}" (as on the English page)`);
  }
  return [...found];
}
