// The events page's labels, and the split into upcoming and past by the request's date.

import { fillIn } from "#app/lib/fill-in";
import { text } from "#content/events";

export const eventText = {
  ...text,
  spotsLeft: (spots: number) => fillIn(text.spotsLeft, { spots }),
  attendees: (count: number) => fillIn(text.attendees, { count }),
} as const;

/** An event as the page shows it (content-collections.ts: its picture's size read, its date written out). */
export type { EventItem } from "#content-collections";

/** Upcoming (on or after `today`) soonest first, past most recent first. */
export function splitEvents<Event extends { date: string }>(
  events: readonly Event[],
  today: string,
): { upcoming: Event[]; past: Event[] } {
  const upcoming = events.filter((event) => event.date >= today).sort((a, b) => a.date.localeCompare(b.date));
  const past = events.filter((event) => event.date < today).sort((a, b) => b.date.localeCompare(a.date));
  return { upcoming, past };
}
