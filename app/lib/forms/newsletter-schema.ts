// The newsletter form's schema, shared by the browser and the server; its errors in the form's language.
import * as z from "zod/mini";

import type { Lang } from "#app/lib/lang";
import { consentField, emailField, type FieldErrors, schemaIn, validate } from "./contact-schema";

const newsletterSchemaIn = schemaIn((errors) =>
  z.object({
    email: emailField(errors),
    /** The id of the consent wording shown beside the form (app/catalog/consent.ts). */
    consent: consentField(errors, "newsletter"),
    website: z.optional(z.string()),
  }),
);

export const validateNewsletter = (input: unknown, lang: Lang = "en") => validate(newsletterSchemaIn(lang), input);

/** What a page shows after the newsletter form's post without JavaScript (HTTP status and field errors). */
export type NewsletterPageResult =
  | { ok: true }
  | { ok: false; status: number; errors: FieldErrors<string>; values: { email: string } };
