// The one inline script of every page: it adds the page script
// (app/page-script/) once the page has painted its first content, so that
// script's request never competes with the document and the stylesheet for
// the first paint (docs/decisions/022-html-first.md). A
// constant, so a pre-rendered page's CSP hash of it is computed at build.

/** Attributes of the loader's own <script> element that it passes on to the page script. */
export const pageScriptAttributes = {
  url: "data-page-script-url",
  fontStylesheets: "data-font-stylesheets",
  /** GA_MEASUREMENT_ID, only when it is set: the page script then asks for consent (app/page-script/consent.ts). */
  gaId: "data-ga-id",
} as const;

/**
 * Waits for the `first-contentful-paint` entry (buffered: a paint before this
 * ran counts); where the Paint Timing API is missing, for the load event.
 * Copies the font stylesheets' addresses and the analytics id onto the added
 * script, which reads them from `document.currentScript`.
 */
export const pageScriptLoader = `(function (loader) {
  var started = false;
  function start() {
    if (started) return;
    started = true;
    var script = document.createElement("script");
    script.src = loader.getAttribute("${pageScriptAttributes.url}");
    ["${pageScriptAttributes.fontStylesheets}", "${pageScriptAttributes.gaId}"].forEach(function (name) {
      if (loader.hasAttribute(name)) script.setAttribute(name, loader.getAttribute(name));
    });
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
