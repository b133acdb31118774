// The note offering the Spanish page to a visitor whose browser prefers Spanish (docs/decisions/066-spanish-pages.md):
// the server draws it hidden on an English page with a Spanish version; shown here, never a redirect. Closing it, or
// choosing a language with a language link, is remembered in this browser.

const dismissedKey = "examwise-language-offer";

function remember(): void {
  try {
    localStorage.setItem(dismissedKey, "1");
  } catch {
    // Storage refused (private mode): the note comes back on the next page.
  }
}

/** Spanish comes before English among the browser's languages ("es-US, en" yes; "en-US, es" no). */
const prefersSpanish = (languages: readonly string[]): boolean =>
  languages
    .find((language) => /^(en|es)\b/i.test(language))
    ?.toLowerCase()
    .startsWith("es") ?? false;

export function startLanguageOffer(document: Document): void {
  document.addEventListener("click", (event) => {
    if (event.target instanceof Element && event.target.closest("[data-language-choice]")) remember();
  });
  const offer = document.querySelector<HTMLElement>("[data-language-offer]");
  if (!offer || !prefersSpanish(navigator.languages ?? [navigator.language])) return;
  try {
    if (localStorage.getItem(dismissedKey)) return;
  } catch {
    // No storage: offer it.
  }
  offer.hidden = false;
  offer.querySelector("[data-language-offer-close]")?.addEventListener("click", () => {
    // The focus was on the close button: it goes to the page's main content.
    const hadFocus = offer.contains(document.activeElement);
    offer.hidden = true;
    remember();
    if (hadFocus) document.getElementById("main")?.focus();
  });
}
