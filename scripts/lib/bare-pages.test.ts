import { expect, test } from "vitest";
import { withoutScripts } from "./bare-pages.ts";

test("removes every script the browser runs: classic, module, inline and external", () => {
  const html = [
    "<head><script>window.a = 1;</script>",
    '<script type="module" async="">import "/assets/entry.js";</script>',
    '<script src="/assets/x.js" defer></script>',
    "<script type='text/javascript'>b()</script>",
    '<SCRIPT TYPE="Module">c()</SCRIPT ></head>',
  ].join("");
  expect(withoutScripts(html)).toBe("<head></head>");
});

test("keeps structured data and other non-executable scripts byte for byte", () => {
  const jsonLd = '<script type="application/ld+json">{"@type":"WebSite","name":"<b>"}</script>';
  const template = '<script type="text/template"><p>x</p></script>';
  expect(withoutScripts(`<head>${jsonLd}${template}<script>run()</script></head>`)).toBe(
    `<head>${jsonLd}${template}</head>`,
  );
});

test("removes modulepreload links and keeps stylesheets, preloads and everything else", () => {
  const kept =
    '<link rel="stylesheet" href="/a.css"/><link rel="preload" as="font" href="/f.woff2"/>' +
    '<noscript><link rel="stylesheet" href="/b.css"></noscript><p data-type="module">text</p>';
  const html = `<head><link rel="modulepreload" href="/assets/a.js"/><link href="/b.js" rel=modulepreload>${kept}</head>`;
  expect(withoutScripts(html)).toBe(`<head>${kept}</head>`);
});
