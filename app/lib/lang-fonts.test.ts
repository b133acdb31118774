import { expect, test } from "vitest";
import { langFontLinks, languageNameFontLinks } from "./lang-fonts";

function stylesheets(links: ReturnType<typeof langFontLinks>) {
  return links.filter((link) => "rel" in link && link.rel === "stylesheet");
}

test("pages in Latin scripts load no extra fonts", () => {
  expect(langFontLinks("en", "es", undefined)).toEqual([]);
});

test("Korean and Hindi text each bring one stylesheet, once however often they are asked for", () => {
  expect(stylesheets(langFontLinks("ko", "en", "ko"))).toHaveLength(1);
  expect(stylesheets(langFontLinks("hi", "ko"))).toHaveLength(2);
  expect(langFontLinks("hi").some((link) => "rel" in link && link.rel === "preload")).toBe(true);
});

test("language names have their own small stylesheet", () => {
  expect(stylesheets(languageNameFontLinks)).toHaveLength(1);
});
