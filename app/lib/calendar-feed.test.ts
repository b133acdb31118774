// @vitest-environment node
// The deadline calendars read back by ical.js and checked against RFC 5545's rules a calendar app relies on, and
// a corrected date that must move the event in a subscriber's calendar, not add a second one.
import { readFileSync } from "node:fs";
import ICAL from "ical.js";
import { expect, test } from "vitest";
import { feedIds } from "#app/catalog/calendar-feeds";
import { parseYaml } from "#app/catalog/content-schemas/resolve";
import { factsFile } from "#app/catalog/fact-schema";
import { type CalendarEvent, deadlineCalendar, eventsIn } from "#app/lib/calendar-feed";
import { calendar } from "#content/facts";

const words = { name: "Test dates", sourceLine: "Source: {title}, {url}", checkedLine: "Checked on {date}." };
const octets = (line: string) => new TextEncoder().encode(line).length;

/** The problems a validator would report: line rules, required properties, a TZID without its VTIMEZONE. */
function problems(file: string): string[] {
  const found: string[] = [];
  if (!file.endsWith("\r\n")) found.push("the last line does not end with CRLF");
  if (/[^\r]\n|\r(?!\n)/.test(file)) found.push("a line break is not CRLF");
  for (const line of file.split("\r\n")) if (octets(line) > 75) found.push(`longer than 75 octets: ${line}`);
  const vcalendar = new ICAL.Component(ICAL.parse(file));
  if (vcalendar.name !== "vcalendar") found.push("not a VCALENDAR");
  for (const name of ["version", "prodid"]) if (!vcalendar.hasProperty(name)) found.push(`VCALENDAR without ${name}`);
  const zones = new Set(vcalendar.getAllSubcomponents("vtimezone").map((zone) => zone.getFirstPropertyValue("tzid")));
  const vevents = vcalendar.getAllSubcomponents("vevent");
  if (vevents.length === 0) found.push("no event (RFC 5545 wants at least one component)");
  const uids = new Set<unknown>();
  for (const vevent of vevents) {
    for (const name of ["uid", "dtstamp", "dtstart"])
      if (!vevent.hasProperty(name)) found.push(`VEVENT without ${name}`);
    const uid = vevent.getFirstPropertyValue("uid");
    if (uids.has(uid)) found.push(`UID twice: ${uid}`);
    uids.add(uid);
    for (const property of vevent.getAllProperties()) {
      const tzid = property.getParameter("tzid");
      if (typeof tzid === "string" && !zones.has(tzid)) found.push(`${uid}: TZID ${tzid} has no VTIMEZONE`);
    }
  }
  return found;
}

const feedFile = (feed: (typeof feedIds)[number]) => deadlineCalendar(eventsIn(feed, calendar.events), words);

test.each(feedIds)("the %s feed is a valid calendar ical.js reads back", (feed) => {
  const file = feedFile(feed);
  expect(problems(file)).toEqual([]);
  const read = new ICAL.Component(ICAL.parse(file))
    .getAllSubcomponents("vevent")
    .map((vevent) => new ICAL.Event(vevent));
  expect(read.map((event) => event.summary).sort()).toEqual(
    eventsIn(feed, calendar.events)
      .map((event) => event.title)
      .sort(),
  );
});

test("the all feed holds every event once", () => {
  const vevents = new ICAL.Component(ICAL.parse(feedFile("all"))).getAllSubcomponents("vevent");
  expect(vevents).toHaveLength(calendar.events.length);
});

test("each event's description carries its source's address and the day it was checked, and URL is the source", () => {
  const vevents = new ICAL.Component(ICAL.parse(feedFile("all"))).getAllSubcomponents("vevent");
  for (const vevent of vevents) {
    const uid = String(vevent.getFirstPropertyValue("uid"));
    const event = calendar.events.find((candidate) => uid.startsWith(`${candidate.id}@`));
    expect(event, uid).toBeDefined();
    if (!event) continue;
    expect(event.source.url).toMatch(/^https?:\/\//);
    expect(event.checkedOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(vevent.getFirstPropertyValue("description")).toContain(event.source.url);
    expect(vevent.getFirstPropertyValue("description")).toContain(`Checked on ${event.checkedOn}.`);
    expect(vevent.getFirstPropertyValue("url")).toBe(event.source.url);
  }
});

const deadline: CalendarEvent = {
  id: "test-deadline",
  exam: "cps",
  kind: "application",
  title: "Applications close at 5 p.m.",
  description: "A deadline.",
  date: "2025-11-14",
  time: "17:00",
  source: { title: "An owner's page", url: "https://example.org/dates" },
  checkedOn: "2026-11-27",
  sequence: 0,
  modified: "2026-11-28T09:00:00Z",
};

/** The event of a one-event calendar, its zone registered as a calendar app would. */
function readBack(event: CalendarEvent) {
  const vcalendar = new ICAL.Component(ICAL.parse(deadlineCalendar([event], words)));
  for (const zone of vcalendar.getAllSubcomponents("vtimezone")) ICAL.TimezoneService.register(zone);
  const vevent = vcalendar.getFirstSubcomponent("vevent");
  if (!vevent) throw new Error("no event");
  return { vevent, event: new ICAL.Event(vevent) };
}

test("a CPS deadline at 5 p.m. is 5 p.m. in Chicago: 23:00 UTC in November, 22:00 UTC in October", () => {
  const november = readBack(deadline);
  expect(november.vevent.getFirstProperty("dtstart")?.getParameter("tzid")).toBe("America/Chicago");
  expect(november.event.startDate.toJSDate().toISOString()).toBe("2025-11-14T23:00:00.000Z");
  const october = readBack({ ...deadline, date: "2025-10-14" });
  expect(october.event.startDate.toJSDate().toISOString()).toBe("2025-10-14T22:00:00.000Z");
  const newYork = readBack({ ...deadline, exam: "shsat" });
  expect(newYork.event.startDate.toJSDate().toISOString()).toBe("2025-11-14T22:00:00.000Z");
});

test("an event of several days ends the day after its last day, as all-day events do", () => {
  const { event } = readBack({ ...deadline, time: undefined, date: "2025-11-15", endDate: "2025-11-16" });
  expect(event.startDate.toString()).toBe("2025-11-15");
  expect(event.endDate.toString()).toBe("2025-11-17");
});

test("a corrected date keeps the UID and raises SEQUENCE and LAST-MODIFIED, so the event moves", () => {
  const before = readBack(deadline);
  const after = readBack({ ...deadline, date: "2025-11-21", sequence: 1, modified: "2026-12-01T15:30:00Z" });
  expect(after.event.uid).toBe(before.event.uid);
  expect(after.event.sequence).toBeGreaterThan(before.event.sequence);
  const modified = (read: typeof before) => read.vevent.getFirstPropertyValue("last-modified")?.toString();
  expect(modified(after)).toBe("2026-12-01T15:30:00Z");
  expect(modified(after)).not.toBe(modified(before));
  expect(after.event.startDate.toJSDate().toISOString()).toBe("2025-11-21T23:00:00.000Z");
});

test("the facts file's schema refuses a calendar event without a source or a checked date", () => {
  const facts = parseYaml(readFileSync("content/facts.yml", "utf8")) as { calendar: { events: object[] } };
  expect(factsFile.safeParse(facts).success).toBe(true);
  for (const field of ["source", "checkedOn"]) {
    const [first, ...others] = facts.calendar.events;
    const without = Object.fromEntries(Object.entries(first ?? {}).filter(([key]) => key !== field));
    const result = factsFile.safeParse({ ...facts, calendar: { ...facts.calendar, events: [without, ...others] } });
    expect(result.error?.issues.map((issue) => issue.path.join(","))).toEqual([`calendar,events,0,${field}`]);
  }
});
