import { afterEach, beforeEach, expect, test, vi } from "vitest";
import { startLanguageOffer } from "./language-offer";

// The note as the server draws it (app/components/layout/language-link.tsx): hidden.
const note = `<main id="main" tabindex="-1"></main>
  <section hidden data-language-offer lang="es" aria-label="Español">
    <p>Esta página también está en español. <a href="/es/pricing" data-language-choice="es">Leer en español</a></p>
    <button type="button" data-language-offer-close><span>Cerrar</span></button>
  </section>`;

function browserLanguages(languages: string[]) {
  vi.spyOn(navigator, "languages", "get").mockReturnValue(languages);
}

const offer = () => document.querySelector<HTMLElement>("[data-language-offer]");

beforeEach(() => {
  document.body.innerHTML = note;
  localStorage.clear();
});
afterEach(() => vi.restoreAllMocks());

test("a browser that prefers Spanish is offered the Spanish page", () => {
  browserLanguages(["es-US", "en-US"]);
  startLanguageOffer(document);
  expect(offer()?.hidden).toBe(false);
});

test("a browser that prefers English, or knows neither, is not", () => {
  for (const languages of [["en-US", "es"], ["fr-FR"], []]) {
    document.body.innerHTML = note;
    browserLanguages(languages);
    startLanguageOffer(document);
    expect(offer()?.hidden, languages.join()).toBe(true);
  }
});

test("closed, the note does not come back on the next page, and the focus goes to the page", () => {
  browserLanguages(["es"]);
  startLanguageOffer(document);
  const close = document.querySelector<HTMLButtonElement>("[data-language-offer-close]");
  close?.focus();
  close?.click();
  expect(offer()?.hidden).toBe(true);
  expect(document.activeElement?.id).toBe("main");
  document.body.innerHTML = note;
  startLanguageOffer(document);
  expect(offer()?.hidden).toBe(true);
});

test("a visitor who chose a language with a language link is not offered the other again", () => {
  browserLanguages(["es"]);
  document.body.insertAdjacentHTML("beforeend", `<a href="/pricing" data-language-choice="en">English</a>`);
  startLanguageOffer(document);
  document.querySelector<HTMLAnchorElement>("a[data-language-choice=en]")?.addEventListener("click", (event) => {
    event.preventDefault();
  });
  document.querySelector<HTMLAnchorElement>("a[data-language-choice=en]")?.click();
  document.body.innerHTML = note;
  startLanguageOffer(document);
  expect(offer()?.hidden).toBe(true);
});
