// What a visitor agrees to beside each lead form, as versioned wordings. A
// form shows its current wording and sends its id (a hidden field); the server
// refuses an id it does not know and stores the one it got with the lead, so
// each message and subscription records what its sender was shown. Never edit
// a wording in place: add a new version and point `currentConsent` at it
// (older ids stay valid for pages a browser still has open).
import { brand } from "./brand";

export const consentWordings = {
  "newsletter-2026-11": {
    form: "newsletter",
    text: "We'll email you a link to confirm your address; nothing else arrives until you click it. Every email has a one-click unsubscribe link. We delete unconfirmed sign-ups after 7 days.",
  },
  "contact-2026-11": {
    form: "contact",
    text: `We use your name and email address only to answer this message. We keep messages for two years, then delete them; email ${brand.supportEmail} any time to get a copy or have yours deleted sooner.`,
  },
} as const satisfies Record<string, { form: "newsletter" | "contact"; text: string }>;

export type ConsentWordingId = keyof typeof consentWordings;
export type ConsentForm = (typeof consentWordings)[ConsentWordingId]["form"];

/** The wording each form shows now. */
export const currentConsent = {
  newsletter: "newsletter-2026-11",
  contact: "contact-2026-11",
} as const satisfies Record<ConsentForm, ConsentWordingId>;

/** True when `id` is a wording (current or older) of `form`'s. */
export function isConsentWording(form: ConsentForm, id: string): id is ConsentWordingId {
  return Object.entries(consentWordings).some(([known, wording]) => known === id && wording.form === form);
}
