// Events from content/events/, split into upcoming and past by the date of the
// request (the events page renders per request: docs/decisions/001-stack-and-rendering.md).
import { readFileSync } from "node:fs";
import path from "node:path";
import { type EventItem, splitEvents } from "#app/catalog/events";
import { eventFrontMatter } from "#app/lib/content-schema";
import { formatIsoDate } from "#app/lib/format";
import { ContentError, readCollection } from "./content-files.server";
import { imageSize } from "./content-images.server";

export function readEvents(): EventItem[] {
  return readCollection("events", eventFrontMatter).map((entry) => {
    const { title, date, time, location, image, spots, registrationLink, attendees } = entry.data;
    const file = path.join(process.cwd(), "public", image);
    let size: ReturnType<typeof imageSize> = null;
    try {
      size = imageSize(readFileSync(file), ".svg");
    } catch {
      throw new ContentError(entry.file, `front-matter field "image": ${image} not found in public/`);
    }
    if (!size) throw new ContentError(entry.file, `front-matter field "image": cannot read the size of ${image}`);
    return {
      id: entry.slug,
      title,
      date,
      dateLabel: formatIsoDate(date),
      time,
      location,
      description: entry.body.trim(),
      image: { src: image, ...size },
      spots,
      registrationLink,
      attendees: attendees ?? null,
    };
  });
}

/** Today's date in UTC, YYYY-MM-DD. */
export function todayIso(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}

export function listEvents(today: string = todayIso()) {
  return splitEvents(readEvents(), today);
}
