// The shape of content/pages/messages.yml: what the lead forms say, and the newsletter's confirmation mail.
import { z } from "zod";
import { sentenceWith, text, texts } from "./fields.ts";

const toast = z.strictObject({ title: text, description: text });
/** A toast whose title several toasts share (`sharedTitle: failed`). */
const toastEntry = z.union([toast, z.strictObject({ sharedTitle: z.enum(["failed"]), description: text })]);

export const messagesFile = z.strictObject({
  /** Words both forms show alike. */
  bothForms: z.strictObject({ email: text, honeypot: text }),
  /** Toast titles several toasts show alike. */
  toastTitles: z.strictObject({ failed: text }),
  contactForm: z.strictObject({
    ...texts("title description name message messageHint"),
    messageCount: sentenceWith("count", "limit"),
    send: text,
    sending: text,
  }),
  contactToasts: z.strictObject({ sent: toastEntry, failed: toastEntry, tooMany: toastEntry, outOfDate: toastEntry }),
  newsletterForm: z.strictObject({ title: text, description: text, subscribe: text, subscribing: text }),
  newsletterToasts: z.strictObject({ subscribed: toastEntry, failed: toastEntry }),
  newsletterMail: z.strictObject({
    confirmation: z.strictObject(texts("subject greeting ask button expiry notYou unsubscribe unsubscribeLink")),
  }),
  fieldErrors: z.strictObject({
    name: z.strictObject({ required: text, tooLong: text, oneLine: text, hiddenCharacters: text }),
    email: z.strictObject({ required: text, invalid: text, tooLong: text, hiddenCharacters: text }),
    consent: z.strictObject({ unknown: text }),
    message: z.strictObject({ required: text, tooLong: text, hiddenCharacters: text }),
  }),
});

type File = z.output<typeof messagesFile>;
type Toast = z.output<typeof toast>;
type Toasts<Key extends string> = { [Name in Key]: Toast };

function toasts<Key extends string>(
  entries: Record<Key, z.output<typeof toastEntry>>,
  titles: File["toastTitles"],
): Toasts<Key> {
  const resolved = Object.entries<z.output<typeof toastEntry>>(entries).map(([name, entry]) => [
    name,
    "sharedTitle" in entry ? { title: titles[entry.sharedTitle], description: entry.description } : entry,
  ]);
  return Object.fromEntries(resolved) as Toasts<Key>;
}

export function resolveMessages(data: File) {
  return {
    ...data,
    contactForm: { ...data.contactForm, ...data.bothForms },
    contactToasts: toasts(data.contactToasts, data.toastTitles),
    newsletterForm: { ...data.newsletterForm, ...data.bothForms },
    newsletterToasts: toasts(data.newsletterToasts, data.toastTitles),
  };
}
