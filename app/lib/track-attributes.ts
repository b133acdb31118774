// What an element reports, written into its HTML: the page script reads these attributes and sends the events, so a
// page needs no React to report a click, an opened question or a view (docs/analytics.md).
import type { EventName, EventPayload } from "./analytics-events";

/** One event of the catalog with its payload. */
export type TrackedEvent = { [Name in EventName]: [Name, EventPayload<Name>] }[EventName];

/** The attribute the page script reads on a click, and the ones it reads on a <details> that opens. */
export const trackAttribute = {
  click: "data-track-click",
  firstOpen: "data-track-open",
  view: "data-page-view",
} as const;

/** Sends these events, in this order, when the element (or anything inside it) is clicked. */
export function trackClick(...events: TrackedEvent[]): { "data-track-click": string } {
  return { [trackAttribute.click]: JSON.stringify(events) };
}

/** Sends these events the first time this <details> opens on a page view. */
export function trackFirstOpen(...events: TrackedEvent[]): { "data-track-open": string } {
  return { [trackAttribute.firstOpen]: JSON.stringify(events) };
}

/** The views a page reports once it has loaded, with the campaign read from its address. */
export type PageView = "landing" | "pricing";

/** Reports a landing or pricing view of `page` (the page's own path) once the page has loaded. */
export function trackPageView(view: PageView, page: string): { "data-page-view": PageView; "data-page": string } {
  return { [trackAttribute.view]: view, "data-page": page };
}

/** The events an attribute written by trackClick or trackFirstOpen declares. */
export const readTrackedEvents = (value: string | null): TrackedEvent[] => JSON.parse(value ?? "[]");
