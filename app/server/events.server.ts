// Events from content/events/, split into upcoming and past by the request's date (the page renders per request).
import { splitEvents } from "#app/catalog/events";
import { allEventItems } from "#content-collections";

/** Today's date in UTC, YYYY-MM-DD. */
export function todayIso(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}

export function listEvents(today: string = todayIso()) {
  return splitEvents(allEventItems, today);
}
