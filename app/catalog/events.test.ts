import { expect, test } from "vitest";
import { splitEvents } from "./events";

const events = [
  { id: "last-year", date: "2025-11-21" },
  { id: "yesterday", date: "2026-11-20" },
  { id: "today", date: "2026-11-21" },
  { id: "tomorrow", date: "2026-11-22" },
  { id: "next-year", date: "2027-01-16" },
];

test("events before today are past, most recent first; today and later are upcoming, soonest first", () => {
  const { upcoming, past } = splitEvents(events, "2026-11-21");
  expect(upcoming.map((event) => event.id)).toEqual(["today", "tomorrow", "next-year"]);
  expect(past.map((event) => event.id)).toEqual(["yesterday", "last-year"]);
});

test("the same events move to the past list as the date of the request moves on", () => {
  const { upcoming, past } = splitEvents(events, "2027-01-17");
  expect(upcoming).toEqual([]);
  expect(past.map((event) => event.id)).toEqual(["next-year", "tomorrow", "today", "yesterday", "last-year"]);
});
