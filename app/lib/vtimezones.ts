// The VTIMEZONE of each zone the deadline calendars use: a time with a TZID needs its zone in the file (RFC 5545,
// 3.6.5). ical.js ships no time-zone data; these are the US rules since 2007 (second Sunday of March, first Sunday
// of November, 2 a.m.), which cover every event we publish. vtimezones.test.ts checks them against Node's tz data.
export const vtimezones = {
  "America/Chicago": zone("America/Chicago", "-0600", "-0500", "CST", "CDT"),
  "America/New_York": zone("America/New_York", "-0500", "-0400", "EST", "EDT"),
} as const;

function zone(tzid: string, standard: string, daylight: string, standardName: string, daylightName: string) {
  return [
    "BEGIN:VTIMEZONE",
    `TZID:${tzid}`,
    "BEGIN:DAYLIGHT",
    `TZOFFSETFROM:${standard}`,
    `TZOFFSETTO:${daylight}`,
    `TZNAME:${daylightName}`,
    "DTSTART:20070311T020000",
    "RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU",
    "END:DAYLIGHT",
    "BEGIN:STANDARD",
    `TZOFFSETFROM:${daylight}`,
    `TZOFFSETTO:${standard}`,
    `TZNAME:${standardName}`,
    "DTSTART:20071104T020000",
    "RRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=1SU",
    "END:STANDARD",
    "END:VTIMEZONE",
  ].join("\r\n");
}
