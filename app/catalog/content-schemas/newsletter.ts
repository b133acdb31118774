// The shape of content/pages/newsletter.yml: the newsletter's confirm and unsubscribe pages.
import { z } from "zod";
import { headed, text, under } from "./fields.ts";

/** Words both pages show alike, repeated in each as an alias (`description: *description`). */
const bothPages = { description: text, unavailable: headed, home: text };

export const newsletterFile = z.strictObject({
  bothPages: z.strictObject({ description: text, unavailableHeading: text, home: text }),
  confirmPage: z.strictObject({
    ...bothPages,
    title: text,
    outcomes: z.strictObject(under("confirmed already-used expired invalid", headed)),
    /** When one client opened too many confirmation links in a short time. */
    tooMany: headed,
    signUpAgain: text,
  }),
  unsubscribePage: z.strictObject({
    ...bothPages,
    title: text,
    ask: z.strictObject({ heading: text, text, button: text }),
    done: headed,
    badLink: headed,
  }),
});
