// The shape of content/pages/messages.yml: what the lead forms say, and the newsletter's confirmation mail.
import { z } from "zod";
import { sentenceWith, text, texts, under } from "./fields.ts";

const toast = z.strictObject({ title: text, description: text });
/** Words both forms show alike (`<<: *both-forms` in each form). */
const bothForms = { email: text, honeypot: text };

export const messagesFile = z.strictObject({
  bothForms: z.strictObject(bothForms),
  /** Toast titles several toasts show alike (`title: *failed`). */
  toastTitles: z.strictObject({ failed: text }),
  contactForm: z.strictObject({
    ...bothForms,
    ...texts("title description name message messageHint"),
    messageCount: sentenceWith("count", "limit"),
    send: text,
    sending: text,
  }),
  contactToasts: z.strictObject(under("sent failed tooMany outOfDate", toast)),
  newsletterForm: z.strictObject({ ...bothForms, ...texts("title description subscribe subscribing") }),
  newsletterToasts: z.strictObject({ subscribed: toast, failed: toast }),
  /** What a screen reader hears of the toasts: each toast, the region they appear in (F8 reaches it), the close button. */
  newsletterMail: z.strictObject({
    confirmation: z.strictObject(texts("subject greeting ask button expiry notYou unsubscribe unsubscribeLink")),
  }),
  fieldErrors: z.strictObject({
    name: z.strictObject(texts("required tooLong oneLine hiddenCharacters")),
    email: z.strictObject(texts("required invalid tooLong hiddenCharacters")),
    consent: z.strictObject({ unknown: text }),
    message: z.strictObject(texts("required tooLong hiddenCharacters")),
  }),
});
