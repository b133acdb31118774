// The one small script every page loads after its first paint: what HTML cannot do by itself (decision 022).
import { startAnalytics } from "./analytics";
import { recordLanding } from "./attribution";
import { startCarousels } from "./carousel";
import { startConsent } from "./consent";
import { startLanguageOffer } from "./language-offer";
import { logNotFound } from "./not-found";
import { startWebFonts } from "./web-fonts";

// The inline loader that added this script carries what it needs to know (app/lib/page-script-loader.ts).
const loader = document.querySelector<HTMLScriptElement>("script[data-page-script-url]");
startAnalytics(document);
recordLanding(document);
logNotFound(document);
startConsent(document, loader?.dataset.gaId, loader?.dataset.consentWords);
startCarousels(document);
startLanguageOffer(document);
startWebFonts(document, loader?.dataset.fontStylesheets);
// Tests and tools wait for this rather than for a time.
document.documentElement.dataset.pageScript = "ready";
