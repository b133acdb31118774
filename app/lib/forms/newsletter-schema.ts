// The newsletter form's schema, shared by the browser and the server.
import * as z from "zod/mini";

import { consentField, emailField, firstErrors, type ValidationResult } from "./contact-schema";

// Zod compiles object parsers with `new Function` unless told not to, which the
// site's Content-Security-Policy (no 'unsafe-eval') refuses in the browser.
z.config({ jitless: true });

export const newsletterSchema = z.object({
  email: emailField,
  /** The id of the consent wording shown beside the form (app/catalog/consent.ts). */
  consent: consentField("newsletter"),
  website: z.optional(z.string()),
});

export type NewsletterForm = z.infer<typeof newsletterSchema>;

export function validateNewsletter(input: unknown): ValidationResult<NewsletterForm> {
  const result = newsletterSchema.safeParse(input);
  return result.success ? { ok: true, value: result.data } : { ok: false, errors: firstErrors(result.error.issues) };
}
