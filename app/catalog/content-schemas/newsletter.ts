// The shape of content/pages/newsletter.yml: the newsletter's confirm and unsubscribe pages.
import { z } from "zod";
import { headed, text } from "./fields.ts";

export const newsletterFile = z.strictObject({
  /** Words both pages show alike. */
  bothPages: z.strictObject({ description: text, unavailableHeading: text, home: text }),
  confirmPage: z.strictObject({
    title: text,
    outcomes: z.strictObject({ confirmed: headed, "already-used": headed, expired: headed, invalid: headed }),
    /** Under `bothPages.unavailableHeading`. */
    unavailable: text,
    /** When one client opened too many confirmation links in a short time. */
    tooMany: headed,
    signUpAgain: text,
  }),
  unsubscribePage: z.strictObject({
    title: text,
    ask: z.strictObject({ heading: text, text, button: text }),
    done: headed,
    badLink: headed,
    /** Under `bothPages.unavailableHeading`. */
    unavailable: text,
  }),
});

type File = z.output<typeof newsletterFile>;
export function resolveNewsletter(data: File) {
  const { description, unavailableHeading, home } = data.bothPages;
  const page = <Words extends { unavailable: string }>(words: Words) => ({
    ...words,
    description,
    unavailable: { heading: unavailableHeading, text: words.unavailable },
    home,
  });
  return {
    bothPages: data.bothPages,
    confirmPage: page(data.confirmPage),
    unsubscribePage: page(data.unsubscribePage),
  };
}
