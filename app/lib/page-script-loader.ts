// The one inline script of every page: it adds the page script once the first content has painted (decision 022).
// A constant, so a pre-rendered page's CSP hash of it is computed at build.

/** Attributes of the loader's own <script> element: the page script's address, and what the page script reads. */
export const pageScriptAttributes = {
  url: "data-page-script-url",
  fontStylesheets: "data-font-stylesheets",
  /** GA_MEASUREMENT_ID, only when it is set: the page script then asks for consent (app/page-script/consent.ts). */
  gaId: "data-ga-id",
  /** With it, the consent banner's words in the page's language (JSON of content/pages/consent.yml's cookieBanner). */
  consentWords: "data-consent-words",
} as const;

/** Waits for first-contentful-paint (or the load event), then adds the page script. */
export const pageScriptLoader = `(function (loader) {
  var started = false;
  function start() {
    if (started) return;
    started = true;
    var script = document.createElement("script");
    script.src = loader.getAttribute("${pageScriptAttributes.url}");
    document.head.appendChild(script);
  }
  var types = window.PerformanceObserver && PerformanceObserver.supportedEntryTypes;
  if (!types || types.indexOf("paint") === -1) {
    if (document.readyState === "complete") start();
    else window.addEventListener("load", start);
    return;
  }
  new PerformanceObserver(function (list, observer) {
    if (list.getEntriesByName("first-contentful-paint").length === 0) return;
    observer.disconnect();
    start();
  }).observe({ type: "paint", buffered: true });
})(document.currentScript);`;
