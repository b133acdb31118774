// @vitest-environment node
// The written VTIMEZONEs against Node's own time-zone data, in the direction a calendar app reads a TZID: each
// wall-clock time of 2024–2027 that Intl shows in the zone, read by ical.js, is the instant Intl showed it for.
import ICAL from "ical.js";
import { expect, test } from "vitest";
import { vtimezones } from "#app/lib/vtimezones";

test.each(Object.entries(vtimezones))("%s places every hour of 2024–2027 where Node's tz data does", (zone, text) => {
  const timezone = new ICAL.Timezone(new ICAL.Component(ICAL.parse(text)));
  const intl = new Intl.DateTimeFormat("en-US", {
    timeZone: zone,
    hourCycle: "h23",
    ...{ year: "numeric", month: "numeric", day: "numeric", hour: "numeric", minute: "numeric" },
  });
  const wrong: string[] = [];
  for (let time = Date.UTC(2024, 0, 1); time < Date.UTC(2028, 0, 1); time += 3_600_000) {
    const parts = Object.fromEntries(intl.formatToParts(time).map((part) => [part.type, Number(part.value)]));
    const wall = { year: parts.year, month: parts.month, day: parts.day, hour: parts.hour, minute: parts.minute };
    const read = ICAL.Time.fromData(wall, timezone).toUnixTime() * 1000;
    // The hour after 1 a.m. on the day clocks go back happens twice: either instant is right.
    const repeated = parts.hour === 1 && Math.abs(read - time) === 3_600_000;
    if (read !== time && !repeated)
      wrong.push(`${new Date(time).toISOString()} read as ${new Date(read).toISOString()}`);
  }
  expect(wrong).toEqual([]);
});
