// What a visitor agrees to beside each lead form, as versioned wordings. A
// form shows its current wording and sends its id (a hidden field); the server
// refuses an id it does not know and stores the one it got with the lead, so
// each message and subscription records what its sender was shown.
//
// The words are in content/pages/consent.yml, under the form and the id. A
// wording is never edited in place: the build checks each published id's text
// against the fingerprint it was published with
// (app/catalog/content-schemas/consent.ts). To change a wording, add a new
// version here, its text to the file and its fingerprint, and point
// `currentConsent` at it (older ids stay valid for pages a browser still has
// open, and their text stays in the file).
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
