// Sends analytics events to window.dataLayer and, when gtag.js is loaded, to Google Analytics.
import type { EventName, EventPayload } from "./analytics-events";
import type { PageView } from "./track-attributes";
import { readUtm } from "./utm";

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: (...args: unknown[]) => void;
  }
}

/** Sends an event with its page's language beside its payload: `page_language`, its `<html lang>` ("en", "es"…),
 * which every page of the site declares (a document that declares none sends none). */
export function track<Name extends EventName>(name: Name, payload: EventPayload<Name>): void {
  if (typeof window === "undefined") return;
  if (import.meta.env.DEV) void checkInDevelopment(name, payload);
  const lang = document.documentElement.lang;
  const sent = lang ? { ...payload, page_language: lang } : payload;
  window.dataLayer ??= [];
  window.dataLayer.push({ event: name, ...sent });
  window.gtag?.("event", name, sent);
}

async function checkInDevelopment(name: EventName, payload: unknown) {
  const { eventSchemas } = await import("./analytics-events");
  const result = eventSchemas[name].safeParse(payload);
  if (!result.success) console.warn(`Analytics event "${name}" does not match its catalog entry`, result.error.issues);
}

/** A landing or pricing view, then the campaign event when the address has all three utm fields. */
export function trackView(view: PageView, page: string, search: string): void {
  const utm = readUtm(search);
  const { utm_source, utm_medium, utm_campaign } = utm;
  if (view === "landing") track("landing_page_view", { page, utm_source, utm_medium, utm_campaign });
  else track("pricing_view", { page, utm_source: utm_source ?? "direct" });
  if (utm_source && utm_medium && utm_campaign)
    track("utm_tracking", { page, ...utm, utm_source, utm_medium, utm_campaign });
}

/** Consent Mode v2 defaults: all refused until the visitor allows analytics; advertising stays refused. */
export const consentDefaults = {
  ad_storage: "denied",
  ad_user_data: "denied",
  ad_personalization: "denied",
  analytics_storage: "denied",
} as const;

/** The inline snippet for GA_MEASUREMENT_ID: `gtag()` with consent refused; gtag.js loads only once allowed. */
export function gtagBootScript(measurementId: string): string {
  return `window.dataLayer=window.dataLayer||[];window.gtag=function(){dataLayer.push(arguments)};gtag('consent','default',${JSON.stringify(consentDefaults)});gtag('js',new Date());gtag('config',${JSON.stringify(measurementId)});`;
}

/** gtag.js for one measurement id. */
export const gtagScriptUrl = (measurementId: string) =>
  `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(measurementId)}`;
