// The deadline calendars as iCalendar text, by ical.js (docs/decisions/067-deadline-calendars.md): the `ics` package
// writes no TZID or VTIMEZONE, and a deadline at 5 p.m. in Chicago must stay 5 p.m. in Chicago.
import ICAL from "ical.js";
import { brand } from "#app/catalog/brand";
import { type FeedId, feedTimeZones } from "#app/catalog/calendar-feeds";
import { fillIn } from "#app/lib/fill-in";
import { foldOctets } from "#app/lib/ical-lines";
import { dayNumber, isoOfDay } from "#app/lib/study-plan";
import { vtimezones } from "#app/lib/vtimezones";
import type { calendar } from "#content/facts";

export type CalendarEvent = (typeof calendar.events)[number];

/** The feed's words: its name, and the lines under each description ({title} {url}; {date}). */
export type FeedWords = { name: string; sourceLine: string; checkedLine: string };

/** A feed's events, earliest first. */
export const eventsIn = (feed: FeedId, events: readonly CalendarEvent[]): CalendarEvent[] =>
  events
    .filter((event) => feed === "all" || event.exam === feed)
    .sort((one, other) => `${one.date}${one.time ?? ""}`.localeCompare(`${other.date}${other.time ?? ""}`));

const domain = brand.supportEmail.split("@")[1];

const day = (isoDate: string, plusDays = 0) => {
  const [year = 0, month = 0, date = 0] = isoOfDay((dayNumber(isoDate) ?? 0) + plusDays)
    .split("-")
    .map(Number);
  return ICAL.Time.fromData({ year, month, day: date, isDate: true });
};

function vevent(event: CalendarEvent, words: FeedWords): ICAL.Component {
  const vevent = new ICAL.Component("vevent");
  const modified = ICAL.Time.fromDateTimeString(event.modified.replace(/\.\d+Z$/, "Z"));
  // The id, never the date: a corrected date keeps its UID and the calendar app moves the event.
  vevent.addPropertyWithValue("uid", `${event.id}@${domain}`);
  vevent.addPropertyWithValue("dtstamp", modified);
  vevent.addPropertyWithValue("last-modified", modified);
  vevent.addPropertyWithValue("sequence", event.sequence);
  const zone = feedTimeZones[event.exam];
  if (event.time && zone) {
    // A deadline at a moment ("5 p.m."): no end, so it lasts no time (RFC 5545, 3.6.1).
    const [hour = 0, minute = 0] = event.time.split(":").map(Number);
    const start = day(event.date);
    start.isDate = false;
    Object.assign(start, { hour, minute });
    vevent.addPropertyWithValue("dtstart", start).setParameter("tzid", zone);
  } else {
    vevent.addPropertyWithValue("dtstart", day(event.date));
    vevent.addPropertyWithValue("dtend", day(event.endDate ?? event.date, 1));
  }
  vevent.addPropertyWithValue("summary", event.title);
  const { title, url } = event.source;
  const provenance = [fillIn(words.sourceLine, { title, url }), fillIn(words.checkedLine, { date: event.checkedOn })];
  vevent.addPropertyWithValue("description", [event.description, "", ...provenance].join("\n"));
  vevent.addPropertyWithValue("url", url);
  vevent.addPropertyWithValue("categories", event.kind);
  // A date to know, not time to block.
  vevent.addPropertyWithValue("transp", "TRANSPARENT");
  return vevent;
}

/** One feed: its events, and the VTIMEZONE of every zone their times use. */
export function deadlineCalendar(events: readonly CalendarEvent[], words: FeedWords): string {
  const vcalendar = new ICAL.Component("vcalendar");
  vcalendar.addPropertyWithValue("version", "2.0");
  vcalendar.addPropertyWithValue("prodid", `-//${brand.company}//${brand.name} deadline calendars//EN`);
  vcalendar.addPropertyWithValue("calscale", "GREGORIAN");
  vcalendar.addPropertyWithValue("method", "PUBLISH");
  vcalendar.addPropertyWithValue("name", words.name);
  vcalendar.addPropertyWithValue("x-wr-calname", words.name);
  // How often a subscribed app should look again (RFC 7986; Outlook's older name).
  vcalendar.addProperty(new ICAL.Property("refresh-interval")).setParameter("value", "DURATION");
  vcalendar.updatePropertyWithValue("refresh-interval", "P1D");
  vcalendar.addPropertyWithValue("x-published-ttl", "P1D");
  const zones = new Set(events.flatMap((event) => (event.time ? [feedTimeZones[event.exam]] : [])));
  for (const zone of [...zones].sort()) {
    if (zone) vcalendar.addSubcomponent(new ICAL.Component(ICAL.parse(vtimezones[zone])));
  }
  for (const event of events) vcalendar.addSubcomponent(vevent(event, words));
  return `${foldOctets(vcalendar.toString())}\r\n`;
}
