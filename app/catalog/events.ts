// The events page's labels, and the split into upcoming and past by the request's date.

import { fillIn } from "#app/lib/fill-in";
import { text } from "#content/events";

export const eventText = {
  ...text,
  spotsLeft: (spots: number) => fillIn(text.spotsLeft, { spots }),
  attendees: (count: number) => fillIn(text.attendees, { count }),
} as const;

/** An event as the page shows it; dates are formatted on the server. */
export type EventItem = {
  id: string;
  title: string;
  /** YYYY-MM-DD */
  date: string;
  dateLabel: string;
  time: string;
  location: string;
  description: string;
  image: { src: string; width: number; height: number };
  spots: number;
  registrationLink: string;
  attendees: number | null;
};

/** Upcoming (on or after `today`) soonest first, past most recent first. */
export function splitEvents<Event extends { date: string }>(
  events: readonly Event[],
  today: string,
): { upcoming: Event[]; past: Event[] } {
  const upcoming = events.filter((event) => event.date >= today).sort((a, b) => a.date.localeCompare(b.date));
  const past = events.filter((event) => event.date < today).sort((a, b) => b.date.localeCompare(a.date));
  return { upcoming, past };
}
