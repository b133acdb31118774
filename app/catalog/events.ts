// Labels of the events page and the split of events into upcoming and past by
// the date of the request (the events themselves are in content/events/).

export const eventText = {
  upcomingHeading: "Upcoming events",
  pastHeading: "Past events",
  noUpcoming: "No upcoming events right now. Subscribe below to hear about the next one.",
  register: "Register Now",
  opensInNewTab: "(opens in a new tab)",
  spotsLeft: (spots: number) => `${spots} spots left`,
  attendees: (count: number) => `${count} attended`,
  date: "Date",
  time: "Time",
  location: "Location",
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

/**
 * Events on or after `today` (YYYY-MM-DD) are upcoming, soonest first; earlier
 * ones are past, most recent first.
 */
export function splitEvents<Event extends { date: string }>(
  events: readonly Event[],
  today: string,
): { upcoming: Event[]; past: Event[] } {
  const upcoming = events.filter((event) => event.date >= today).sort((a, b) => a.date.localeCompare(b.date));
  const past = events.filter((event) => event.date < today).sort((a, b) => b.date.localeCompare(a.date));
  return { upcoming, past };
}
