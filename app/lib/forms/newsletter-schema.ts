// The newsletter form's schema, shared by the browser and the server.
import * as z from "zod/mini";

import { consentField, emailField, validate } from "./contact-schema";

const newsletterSchema = z.object({
  email: emailField,
  /** The id of the consent wording shown beside the form (app/catalog/consent.ts). */
  consent: consentField("newsletter"),
  website: z.optional(z.string()),
});

export const validateNewsletter = (input: unknown) => validate(newsletterSchema, input);
