// What the lead forms say: labels, toasts and field errors; the server's 400 answers use the same errors.

import { fillIn } from "#app/lib/fill-in";
import { formatCount } from "#app/lib/format";
import { contactForm, contactToasts, fieldErrors, newsletterMail, newsletterToasts } from "#content/messages";
import { leadLimits } from "../lead-limits";

export { contactToasts, fieldErrors, leadLimits, newsletterMail, newsletterToasts };

export const contactFormText = {
  ...contactForm,
  /** Under the message once the page is interactive: "1,234 of 5,000 characters". */
  messageCount: (count: number) =>
    fillIn(contactForm.messageCount, { count: formatCount(count), limit: formatCount(leadLimits.message) }),
};
