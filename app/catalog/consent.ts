// The consent wordings beside the lead forms, by version. A lead stores the id it was shown; a wording
// is never edited in place (the build checks its fingerprint, content-schemas/consent.ts): add a version.
export const consentWordings = {
  "newsletter-2026-11": { form: "newsletter" },
  "contact-2026-11": { form: "contact" },
} as const satisfies Record<string, { form: "newsletter" | "contact" }>;

export type ConsentWordingId = keyof typeof consentWordings;
export type ConsentForm = (typeof consentWordings)[ConsentWordingId]["form"];
/** The wordings of one form. */
export type ConsentWordingOf<Form extends ConsentForm> = {
  [Id in ConsentWordingId]: (typeof consentWordings)[Id]["form"] extends Form ? Id : never;
}[ConsentWordingId];

/** The wording each form shows now; its text is `consent.yml`'s `contact[currentConsent.contact]`. */
export const currentConsent = {
  newsletter: "newsletter-2026-11",
  contact: "contact-2026-11",
} as const satisfies { [Form in ConsentForm]: ConsentWordingOf<Form> };

/** True when `id` is a wording (current or older) of `form`'s. */
export function isConsentWording(form: ConsentForm, id: string): id is ConsentWordingId {
  return Object.entries(consentWordings).some(([known, wording]) => known === id && wording.form === form);
}
