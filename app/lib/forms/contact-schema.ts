// The contact form's schema, checked in the browser before sending and on the server before storing.
import * as z from "zod/mini";

import { type ConsentForm, isConsentWording } from "#app/catalog/consent";
import { type FieldErrorWords, leadLimits, leadWords } from "#app/catalog/forms/messages";
import type { Lang } from "#app/lib/lang";

// Without this, zod compiles parsers with `new Function`, which our CSP (no 'unsafe-eval') refuses.
z.config({ jitless: true });

/** Control characters (CR, LF, tab, …) have no place in a one-line field such as a name. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point.
export const controlCharacters = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;
/** C0 and C1 control characters (NUL among them) except tab, line feed and a CRLF line break. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point.
export const messageControlCharacters = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]|\r(?!\n)/;
/** Bidi embeddings, overrides and isolates: they reorder how a name or address reads on screen. */
export const bidiControls = /[\u202a-\u202e\u2066-\u2069]/;
/** A UTF-16 surrogate without its partner (a JSON body can carry "\ud800"); older browsers lack isWellFormed. */
export const unpairedSurrogate = /[\ud800-\udbff](?![\udc00-\udfff])|(?:^|[^\ud800-\udbff])[\udc00-\udfff]/;
const none = (pattern: RegExp, error: string) => z.refine<string>((value) => !pattern.test(value), error);

type Errors = FieldErrorWords;

/** Trimmed, not empty, then `checks`; a failed length check stops the rest (decision 035). */
const requiredText = (errors: Errors, field: ContactField, ...checks: z.core.$ZodCheck<string>[]) => {
  const { required, tooLong } = errors[field];
  return z
    .string({ error: required })
    .check(
      z.trim(),
      z.minLength(1, required),
      z.maxLength(leadLimits[field], { error: tooLong, abort: true }),
      ...checks,
    );
};

/** The email field, its errors in the given words. */
export const emailField = (errors: Errors) =>
  requiredText(
    errors,
    "email",
    // Before the address pattern (which refuses them too), so the visitor learns why.
    none(controlCharacters, errors.email.hiddenCharacters),
    none(bidiControls, errors.email.hiddenCharacters),
    none(unpairedSurrogate, errors.email.hiddenCharacters),
    z.regex(z.regexes.email, errors.email.invalid),
  );

/** The id of the consent wording a form showed: one the catalog knows, for that form. */
export const consentField = (errors: Errors, form: ConsentForm) =>
  z
    .string({ error: errors.consent.unknown })
    .check(z.refine((id) => isConsentWording(form, id), errors.consent.unknown));

const contactFormSchema = (errors: Errors) =>
  z.object({
    name: requiredText(
      errors,
      "name",
      none(controlCharacters, errors.name.oneLine),
      none(bidiControls, errors.name.hiddenCharacters),
      none(unpairedSurrogate, errors.name.hiddenCharacters),
    ),
    email: emailField(errors),
    message: requiredText(
      errors,
      "message",
      none(messageControlCharacters, errors.message.hiddenCharacters),
      none(unpairedSurrogate, errors.message.hiddenCharacters),
    ),
    consent: consentField(errors, "contact"),
    /** The honeypot: hidden from people, filled in by robots. */
    website: z.optional(z.string()),
  });

/** A schema whose errors are in the form's language, built once per language. */
export function schemaIn<Schema>(make: (errors: Errors) => Schema): (lang: Lang) => Schema {
  const built = new Map<Lang, Schema>();
  return (lang) => {
    const schema = built.get(lang) ?? make(leadWords[lang].fieldErrors);
    built.set(lang, schema);
    return schema;
  };
}

const contactSchemaIn = schemaIn(contactFormSchema);

export type ContactForm = z.infer<ReturnType<typeof contactFormSchema>>;
export type ContactField = "name" | "email" | "message";
export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

/** The value, or the first problem of each top-level field, e.g. `{ email: "Please enter…" }`. */
export function validate<T>(
  schema: z.ZodMiniType<T>,
  input: unknown,
): { ok: true; value: T } | { ok: false; errors: Record<string, string> } {
  const result = schema.safeParse(input);
  if (result.success) return { ok: true, value: result.data };
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) errors[String(issue.path[0] ?? "form")] ??= issue.message;
  return { ok: false, errors };
}

/** The form's values, or its problems in the language of the page it was sent from (English unless told). */
export const validateContactForm = (input: unknown, lang: Lang = "en") => validate(contactSchemaIn(lang), input);

/** The string field errors of an API answer's JSON body (`{ errors: { email: "…" } }`), if any. */
export async function answerErrors(response: Response): Promise<Record<string, string>> {
  const body: unknown = await response.json().catch(() => null);
  const errors = typeof body === "object" && body !== null && "errors" in body ? body.errors : null;
  if (typeof errors !== "object" || errors === null) return {};
  return Object.fromEntries(Object.entries(errors).filter((entry) => typeof entry[1] === "string"));
}

/** Sent with every message for compatibility with the old form; not a secret (docs/product.md, "HTTP API"). */
export const contactFormKey = "examwise-contact";

export type ContactValues = Pick<ContactForm, ContactField>;

/** What the contact page shows after a form post without JavaScript (HTTP status and field errors). */
export type ContactPageResult =
  | { ok: true }
  | { ok: false; status: number; errors: FieldErrors<string>; values: ContactValues };
