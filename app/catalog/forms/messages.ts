// What the lead forms say to a visitor: labels, toasts (docs/product.md, "Messages") and field
// errors. The words are in content/pages/messages.yml, checked and resolved at
// build (content-collections.ts); the server's 400 answers use the same
// field errors, so a message reads the same whether the browser or the server
// found the problem.

import { fillIn } from "#app/lib/fill-in";
import { formatCount } from "#app/lib/format";
import {
  contactForm,
  contactToasts,
  fieldErrors,
  newsletterForm,
  newsletterMail,
  newsletterToasts,
} from "#content/messages";
import { leadLimits } from "../lead-limits";

export { contactToasts, fieldErrors, leadLimits, newsletterMail, newsletterToasts };

export const contactFormText = {
  ...contactForm,
  /** Under the message once the page is interactive: "1,234 of 5,000 characters". */
  messageCount: (count: number) =>
    fillIn(contactForm.messageCount, { count: formatCount(count), limit: formatCount(leadLimits.message) }),
};

export const newsletterFormText = newsletterForm;
