import ICAL from "ical.js";
import { expect, test } from "vitest";
import { buildCalendar, escapeText, foldLine, nextDay } from "./ics";

const stamp = new Date("2026-11-22T02:30:00Z");
const calendar = buildCalendar({
  productId: "-//Examwise Labs//Examwise study planner//EN",
  name: "Examwise CPS HSAT study plan",
  stamp,
  events: [
    {
      uid: "a@examwise.example",
      date: "2026-12-31",
      summary: "New year's eve, practise",
      description: "Line one\nline two; ok",
    },
    {
      uid: "b@examwise.example",
      date: "2027-01-15",
      summary: "Test day",
      description: `Héllo ${"mock test, ".repeat(12)}`,
    },
  ],
});

test("the file uses CRLF line endings and no line is longer than 75 octets", () => {
  expect(calendar.endsWith("\r\n")).toBe(true);
  expect(calendar.replaceAll("\r\n", "")).not.toMatch(/[\r\n]/);
  for (const line of calendar.split("\r\n")) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
});

test("a real parser reads the calendar back with its events, all-day dates and text", () => {
  const component = new ICAL.Component(ICAL.parse(calendar));
  expect(component.getFirstPropertyValue("version")).toBe("2.0");
  expect(component.getFirstPropertyValue("prodid")).toBe("-//Examwise Labs//Examwise study planner//EN");
  expect(component.getFirstPropertyValue("calscale")).toBe("GREGORIAN");
  const events = component.getAllSubcomponents("vevent").map((vevent) => new ICAL.Event(vevent));
  expect(events.map((event) => event.uid)).toEqual(["a@examwise.example", "b@examwise.example"]);
  const [first, second] = events;
  expect(first?.startDate.isDate).toBe(true);
  expect(first?.startDate.toString()).toBe("2026-12-31");
  expect(first?.endDate.toString()).toBe("2027-01-01");
  expect(first?.startDate.zone?.tzid).toBe("floating");
  expect(first?.summary).toBe("New year's eve, practise");
  expect(first?.description).toBe("Line one\nline two; ok");
  expect(second?.description).toBe(`Héllo ${"mock test, ".repeat(12)}`);
  expect(second?.startDate.toString()).toBe("2027-01-15");
  const dtstamp = component.getFirstSubcomponent("vevent")?.getFirstPropertyValue("dtstamp");
  expect(String(dtstamp)).toBe("2026-11-22T02:30:00Z");
});

test("folding never splits a multi-byte character", () => {
  const folded = foldLine(`DESCRIPTION:${"é".repeat(80)}`);
  for (const line of folded.split("\r\n")) {
    expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(line.replace(/^ /, "")).toMatch(/^(DESCRIPTION:)?é+$/);
  }
  expect(folded.replaceAll("\r\n ", "")).toBe(`DESCRIPTION:${"é".repeat(80)}`);
});

test("text is escaped and all-day events end the next calendar day, across months and leap years", () => {
  expect(escapeText("a,b;c\\d\ne")).toBe("a\\,b\\;c\\\\d\\ne");
  expect(nextDay("2028-02-28")).toBe("2028-02-29");
  expect(nextDay("2027-02-28")).toBe("2027-03-01");
  expect(nextDay("2026-12-31")).toBe("2027-01-01");
});
