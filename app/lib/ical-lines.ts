// iCalendar's line rule (RFC 5545, 3.1): a content line is at most 75 octets, longer ones folded with CRLF and a space.

const octets = (text: string) => new TextEncoder().encode(text).length;

/**
 * The file's lines folded at 75 octets: `ics` and ical.js fold at 75 characters, so a line with accents ran longer.
 * Each line is unfolded and folded again between characters, never inside one.
 */
export function foldOctets(file: string): string {
  const lines = file.replace(/\r\n[ \t]/g, "").split("\r\n");
  return lines
    .map((line) => {
      const parts: string[] = [];
      let part = "";
      for (const character of line) {
        // A folded line starts with one space, so it holds 74 octets of the content.
        if (octets(part + character) > (parts.length === 0 ? 75 : 74)) {
          parts.push(part);
          part = "";
        }
        part += character;
      }
      return [...parts, part].join("\r\n ");
    })
    .join("\r\n");
}
