// The shape of content/pages/calendar-page.yml: the words of /calendar and of its feeds (the dates are in facts.yml).
import { z } from "zod";
import { feedIds } from "../calendar-feeds.ts";
import { each, sentenceWith, text, texts } from "./fields.ts";

const steps = z.array(text).min(1);

export const calendarPageFile = z.strictObject({
  feeds: z.strictObject({
    ...texts("heading intro"),
    /** Each calendar's name on the page and in the calendar app. */
    names: z.strictObject(each(feedIds, text)),
    subscribe: sentenceWith("name"),
    download: sentenceWith("file"),
  }),
  howTo: z.strictObject({
    ...texts("heading intro"),
    google: z.strictObject({ heading: text, steps }),
    iphone: z.strictObject({ heading: text, steps }),
    ...texts("updates"),
  }),
  dates: z.strictObject({
    ...texts("heading intro upcomingHeading noneUpcoming pastHeading pastIntro sourceLabel"),
    checked: sentenceWith("date"),
    timed: sentenceWith("date", "time", "zone"),
    range: sentenceWith("start", "end"),
    zones: z.strictObject(texts("America/Chicago America/New_York")),
  }),
  notPublished: z.strictObject({ ...texts("heading intro"), checked: sentenceWith("date") }),
  /** The feed file's own words: its name ({name}) and the lines under each event's description. */
  feed: z.strictObject({
    name: sentenceWith("name"),
    sourceLine: sentenceWith("title", "url"),
    checkedLine: sentenceWith("date"),
  }),
});
