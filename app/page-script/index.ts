// The one small script every page loads after its first paint: what HTML cannot do by itself (decision 022).
import { afterFirstPaint } from "./after-first-paint";
import { startAnalytics } from "./analytics";
import { recordLanding } from "./attribution";
import { startCarousels } from "./carousel";
import { startConsent } from "./consent";
import { logNotFound } from "./not-found";
import { startWebFonts } from "./web-fonts";

const script = document.currentScript instanceof HTMLScriptElement ? document.currentScript : null;
// Listeners and a note of the landing: nothing here reads or changes the page before it paints.
startAnalytics(document);
recordLanding(document);
logNotFound(document);
afterFirstPaint(() => {
  startConsent(document, script?.dataset.gaId);
  startCarousels(document);
  startWebFonts(document, script);
  // Tests and tools wait for this rather than for a time.
  document.documentElement.dataset.pageScript = "ready";
});
