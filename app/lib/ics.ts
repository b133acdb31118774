// A minimal iCalendar (RFC 5545) writer for all-day events, in plain TypeScript so the browser can build the same file
// the server sends.

type AllDayEvent = {
  /** Unique and stable for this event, e.g. "cps-2027-01-15-diagnostic@examwise.example". */
  uid: string;
  /** The calendar date, "YYYY-MM-DD": no time and no time zone, so it never shifts a day. */
  date: string;
  summary: string;
  description?: string;
};

export type Calendar = {
  /** PRODID: who made the file, "-//Company//Product//EN". */
  productId: string;
  /** Shown as the calendar's name by apps that read X-WR-CALNAME. */
  name?: string;
  events: readonly AllDayEvent[];
  /** When the file was made (DTSTAMP). */
  stamp: Date;
};

const CRLF = "\r\n";
const maxOctets = 75;
const encoder = new TextEncoder();

/** TEXT values escape backslash, semicolon, comma and line breaks (RFC 5545 §3.3.11). */
export function escapeText(text: string): string {
  return text
    .replace(/\\/g, "\\\\")
    .replace(/;/g, "\\;")
    .replace(/,/g, "\\,")
    .replace(/\r\n|\r|\n/g, "\\n");
}

/** Folds a content line at 75 octets (RFC 5545 §3.1), never inside a UTF-8 character. */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = "";
  let octets = 0;
  for (const character of line) {
    const size = encoder.encode(character).length;
    const limit = parts.length === 0 ? maxOctets : maxOctets - 1;
    if (octets + size > limit) {
      parts.push(current);
      current = "";
      octets = 0;
    }
    current += character;
    octets += size;
  }
  parts.push(current);
  return parts.join(`${CRLF} `);
}

/** "2027-01-15" → "20270115". */
function basicDate(isoDate: string): string {
  return isoDate.replaceAll("-", "");
}

/** The next calendar day: all-day events end (exclusively) on the day after. */
export function nextDay(isoDate: string): string {
  const [year = 0, month = 1, day = 1] = isoDate.split("-").map(Number);
  return new Date(Date.UTC(year, month - 1, day + 1)).toISOString().slice(0, 10);
}

/** UTC date-time in the basic format, "20261122T023000Z". */
function utcStamp(date: Date): string {
  return `${date.toISOString().slice(0, 19).replace(/[-:]/g, "")}Z`;
}

export function buildCalendar({ productId, name, events, stamp }: Calendar): string {
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    `PRODID:${productId}`,
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    ...(name ? [`X-WR-CALNAME:${escapeText(name)}`] : []),
  ];
  for (const event of events) {
    lines.push(
      "BEGIN:VEVENT",
      `UID:${event.uid}`,
      `DTSTAMP:${utcStamp(stamp)}`,
      `DTSTART;VALUE=DATE:${basicDate(event.date)}`,
      `DTEND;VALUE=DATE:${basicDate(nextDay(event.date))}`,
      `SUMMARY:${escapeText(event.summary)}`,
      ...(event.description ? [`DESCRIPTION:${escapeText(event.description)}`] : []),
      "TRANSP:TRANSPARENT",
      "END:VEVENT",
    );
  }
  lines.push("END:VCALENDAR");
  return lines.map(foldLine).join(CRLF) + CRLF;
}
