// What the lead forms say: labels, toasts and field errors; the server's 400 answers use the same errors. Each in the
// language of the form's page (app/lib/lang.ts): `leadWords[lang]`; the plain exports are the English words.

import { fillIn } from "#app/lib/fill-in";
import { formatCount } from "#app/lib/format";
import type { Lang } from "#app/lib/lang";
import {
  contactForm,
  contactToasts,
  fieldErrors,
  newsletterForm,
  newsletterMail,
  newsletterToasts,
} from "#content/messages";
import {
  contactForm as contactFormEs,
  contactToasts as contactToastsEs,
  fieldErrors as fieldErrorsEs,
  newsletterForm as newsletterFormEs,
  newsletterMail as newsletterMailEs,
  newsletterToasts as newsletterToastsEs,
} from "#content/messagesEs";
import { leadLimits } from "../lead-limits";

export { contactToasts, fieldErrors, leadLimits, newsletterMail, newsletterToasts };

export type FieldErrorWords = typeof fieldErrors;

/** The contact form's words, with "1,234 of 5,000 characters" under the message once the page is interactive
 * (US grouping in both languages, as es-US writes it). */
const contactFormWords = (words: typeof contactForm) => ({
  ...words,
  messageCount: (count: number) =>
    fillIn(words.messageCount, { count: formatCount(count), limit: formatCount(leadLimits.message) }),
});

export const contactFormText = contactFormWords(contactForm);

/** Everything the lead forms show, in each language. */
export const leadWords = {
  en: { contactForm: contactFormText, contactToasts, fieldErrors, newsletterForm, newsletterToasts },
  es: {
    contactForm: contactFormWords(contactFormEs),
    contactToasts: contactToastsEs,
    fieldErrors: fieldErrorsEs,
    newsletterForm: newsletterFormEs,
    newsletterToasts: newsletterToastsEs,
  },
} as const satisfies Record<Lang, unknown>;

/** The newsletter's confirmation mail, in the language of the page it was asked for from. */
export const newsletterMailIn: Readonly<Record<Lang, typeof newsletterMail>> = {
  en: newsletterMail,
  es: newsletterMailEs,
};
