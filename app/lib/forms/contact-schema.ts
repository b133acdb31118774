// The contact form's schema, shared by the browser (checked before sending)
// and the server (checked again before storing). zod/mini keeps it small in
// the browser bundle.
import * as z from "zod/mini";

import { type ConsentForm, isConsentWording } from "#app/catalog/consent";
import { fieldErrors, leadLimits } from "#app/catalog/forms/messages";

// Zod compiles object parsers with `new Function` unless told not to, which the
// site's Content-Security-Policy (no 'unsafe-eval') refuses in the browser.
z.config({ jitless: true });

/** Control characters (CR, LF, tab, …) have no place in a one-line field such as a name. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point.
export const controlCharacters = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;
/**
 * What a message may not hold: C0 and C1 control characters (NUL among them,
 * which the database refuses) except tab, line feed, and carriage return as
 * part of a CRLF line break (browsers send textarea posts with CRLF).
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point.
export const messageControlCharacters = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]|\r(?!\n)/;
/** Bidi embeddings, overrides and isolates: they reorder how a name or address reads on screen. */
export const bidiControls = /[\u202a-\u202e\u2066-\u2069]/;
/**
 * A UTF-16 surrogate without its partner (a JSON body can carry "\ud800"):
 * not text, and refused by the database. A regular expression rather than
 * String.prototype.isWellFormed, which older browsers lack; no lookbehind either.
 */
export const unpairedSurrogate = /[\ud800-\udbff](?![\udc00-\udfff])|(?:^|[^\ud800-\udbff])[\udc00-\udfff]/;
const none = (pattern: RegExp, error: string) => z.refine<string>((value) => !pattern.test(value), error);

/**
 * A required field: trimmed, not empty, then `checks`. Its length check stops
 * the rest when it fails, so no later check reads a 64 KB post
 * (docs/decisions/035-no-request-holds-the-event-loop.md).
 */
const requiredText = (field: ContactField, ...checks: z.core.$ZodCheck<string>[]) => {
  const { required, tooLong } = fieldErrors[field];
  return z
    .string({ error: required })
    .check(
      z.trim(),
      z.minLength(1, required),
      z.maxLength(leadLimits[field], { error: tooLong, abort: true }),
      ...checks,
    );
};

export const emailField = requiredText(
  "email",
  // Before the address pattern (which refuses them too), so the visitor learns why.
  none(controlCharacters, fieldErrors.email.hiddenCharacters),
  none(bidiControls, fieldErrors.email.hiddenCharacters),
  none(unpairedSurrogate, fieldErrors.email.hiddenCharacters),
  z.regex(z.regexes.email, fieldErrors.email.invalid),
);

/** The id of the consent wording a form showed: one the catalog knows, for that form. */
export const consentField = (form: ConsentForm) =>
  z
    .string({ error: fieldErrors.consent.unknown })
    .check(z.refine((id) => isConsentWording(form, id), fieldErrors.consent.unknown));

export const contactFormSchema = z.object({
  name: requiredText(
    "name",
    none(controlCharacters, fieldErrors.name.oneLine),
    none(bidiControls, fieldErrors.name.hiddenCharacters),
    none(unpairedSurrogate, fieldErrors.name.hiddenCharacters),
  ),
  email: emailField,
  message: requiredText(
    "message",
    none(messageControlCharacters, fieldErrors.message.hiddenCharacters),
    none(unpairedSurrogate, fieldErrors.message.hiddenCharacters),
  ),
  consent: consentField("contact"),
  /** The honeypot: hidden from people, filled in by robots. */
  website: z.optional(z.string()),
});

export type ContactForm = z.infer<typeof contactFormSchema>;
export type ContactField = "name" | "email" | "message";
export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

/** The first problem of each top-level field, e.g. `{ email: "Please enter…" }`. */
export function firstErrors(issues: readonly { path: readonly PropertyKey[]; message: string }[]) {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? "form");
    errors[field] ??= issue.message;
  }
  return errors;
}

export type ValidationResult<T> = { ok: true; value: T } | { ok: false; errors: Record<string, string> };

export function validateContactForm(input: unknown): ValidationResult<ContactForm> {
  const result = contactFormSchema.safeParse(input);
  return result.success ? { ok: true, value: result.data } : { ok: false, errors: firstErrors(result.error.issues) };
}

/** Sent with every message for compatibility with the old form; not a secret (docs/product.md, "HTTP API"). */
export const contactFormKey = "examwise-contact";

export type ContactValues = Pick<ContactForm, ContactField>;

/** What the contact page shows after a form post without JavaScript (HTTP status and field errors). */
export type ContactPageResult =
  | { ok: true }
  | { ok: false; status: number; errors: FieldErrors<string>; values: ContactValues };
