/*
 * The contact form (docs/product.md, "Contact form" and "Messages"). With JavaScript it sends JSON to
 * /api/email/sendContact and reads the answer: success only on 202, field
 * errors next to their fields, the typed text kept on any failure. Without
 * JavaScript it posts to the page itself and `result` tells what happened.
 *
 * The fields carry `maxlength` in the server's HTML, the only guard without
 * JavaScript. Once hydrated they drop it, because the browser would silently
 * cut a long paste: the message shows a count, and a field over its limit
 * says so at once and blocks sending, with the text kept to be shortened.
 */

import { type ComponentProps, type FormEvent, useId, useRef, useState } from "react";
import { currentConsent } from "#app/catalog/consent";
import { contactFormText, contactToasts, fieldErrors, leadLimits } from "#app/catalog/forms/messages";
import { Button } from "#app/components/ui/button";
import { FormField, fieldClass } from "#app/components/ui/form-field";
import { preloadToaster, toast } from "#app/components/ui/toast";
import { track } from "#app/lib/analytics";
import { cn } from "#app/lib/cn";
import { storedAttribution } from "#app/lib/forms/attribution-schema";
import {
  type ContactField,
  type ContactPageResult,
  type ContactValues,
  contactFormKey,
  type FieldErrors,
  validateContactForm,
} from "#app/lib/forms/contact-schema";
import { useHydrated } from "#app/lib/use-hydrated";
import { contact as consentWordings } from "#content/consent";

export const contactEndpoint = "/api/email/sendContact";

const contactFields: readonly ContactField[] = ["name", "email", "message"];
const emptyValues: ContactValues = { name: "", email: "", message: "" };

type SendOutcome =
  | { kind: "sent" }
  | { kind: "invalid"; errors: FieldErrors<ContactField> }
  | { kind: "rate-limited" }
  | { kind: "out-of-date" }
  | { kind: "failed" };

function isContactField(field: string): field is ContactField {
  return contactFields.some((known) => known === field);
}

function fieldErrorsOf(errors: FieldErrors<string>): FieldErrors<ContactField> {
  const fieldErrors: FieldErrors<ContactField> = {};
  for (const [field, message] of Object.entries(errors)) {
    if (isContactField(field) && message) fieldErrors[field] = message;
  }
  return fieldErrors;
}

async function errorsOf(response: Response): Promise<Record<string, string>> {
  try {
    const body: unknown = await response.json();
    if (typeof body !== "object" || body === null || !("errors" in body)) return {};
    const { errors } = body;
    if (typeof errors !== "object" || errors === null) return {};
    return Object.fromEntries(Object.entries(errors).filter((entry) => typeof entry[1] === "string"));
  } catch {
    return {};
  }
}

/** Sends the form per the API contract; only a 202 counts as sent. */
async function sendContact(formData: ContactValues & { website: string; consent: string }): Promise<SendOutcome> {
  let response: Response;
  try {
    response = await fetch(contactEndpoint, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      // Where the visitor came from, as this browser recorded it (app/page-script/attribution.ts).
      body: JSON.stringify({ formData, key: contactFormKey, attribution: storedAttribution() }),
    });
  } catch {
    return { kind: "failed" };
  }
  if (response.status === 202) return { kind: "sent" };
  if (response.status === 429) return { kind: "rate-limited" };
  // Whatever its body (a proxy's may not be JSON): the message is what makes a body too large.
  if (response.status === 413) return { kind: "invalid", errors: { message: fieldErrors.message.tooLong } };
  if (response.status === 400) {
    const answer = await errorsOf(response);
    const errors = fieldErrorsOf(answer);
    if (Object.keys(errors).length > 0) return { kind: "invalid", errors };
    if (answer.consent) return { kind: "out-of-date" };
  }
  return { kind: "failed" };
}

type ContactFormProps = {
  /** The page's path, for analytics. */
  page: string;
  /** The outcome of a form post made without JavaScript. */
  result?: ContactPageResult;
} & Pick<ComponentProps<"form">, "className">;

export function ContactForm({ page, result, className }: ContactFormProps) {
  const id = useId();
  const hydrated = useHydrated();
  const failedPost = result && !result.ok ? result : undefined;
  const [values, setValues] = useState<ContactValues>(failedPost?.values ?? emptyValues);
  const [errors, setErrors] = useState<FieldErrors<ContactField>>(() =>
    // A form post too large to read (multi-byte text is up to nine bytes a character once form-encoded).
    failedPost?.status === 413 ? { message: fieldErrors.message.tooLong } : fieldErrorsOf(failedPost?.errors ?? {}),
  );
  const [sending, setSending] = useState(false);
  const [postResult, setPostResult] = useState(result);
  const started = useRef(false);
  const honeypot = useRef<HTMLInputElement>(null);

  const fieldId = (field: ContactField) => `${id}-${field}`;

  // Counted as the schema counts them (after trimming), so the count, the error and the check agree.
  const length = (field: ContactField) => values[field].trim().length;
  const overLimit = contactFields.filter((field) => hydrated && length(field) > leadLimits[field]);
  const shownErrors: FieldErrors<ContactField> = { ...errors };
  for (const field of overLimit) shownErrors[field] ??= fieldErrors[field].tooLong;
  const limit = (field: ContactField) => (hydrated ? undefined : leadLimits[field]);

  function focusFirstError(fieldErrors: FieldErrors<ContactField>) {
    const first = contactFields.find((field) => fieldErrors[field]);
    if (first) document.getElementById(fieldId(first))?.focus();
  }

  function change(field: ContactField, value: string) {
    if (!started.current) {
      started.current = true;
      track("contact_form_start", { page });
      preloadToaster();
    }
    setValues((current) => ({ ...current, [field]: value }));
    setErrors(({ [field]: _fixed, ...rest }) => rest);
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    setPostResult(undefined);
    const formData = { ...values, website: honeypot.current?.value ?? "", consent: currentConsent.contact };
    const checked = validateContactForm(formData);
    if (!checked.ok) {
      const fieldErrors = fieldErrorsOf(checked.errors);
      setErrors(fieldErrors);
      focusFirstError(fieldErrors);
      track("contact_form_submit", { page, outcome: "invalid" });
      return;
    }
    setSending(true);
    const outcome = await sendContact(formData);
    setSending(false);
    switch (outcome.kind) {
      case "sent":
        setValues(emptyValues);
        setErrors({});
        toast(contactToasts.sent);
        track("contact_form_submit", { page, outcome: "sent" });
        break;
      case "invalid":
        setErrors(outcome.errors);
        focusFirstError(outcome.errors);
        track("contact_form_submit", { page, outcome: "invalid" });
        break;
      case "rate-limited":
        toast({ ...contactToasts.tooMany, variant: "destructive" });
        track("contact_form_submit", { page, outcome: "failed" });
        break;
      case "out-of-date":
        toast({ ...contactToasts.outOfDate, variant: "destructive" });
        track("contact_form_submit", { page, outcome: "failed" });
        break;
      case "failed":
        toast({ ...contactToasts.failed, variant: "destructive" });
        track("contact_form_submit", { page, outcome: "failed" });
        break;
    }
  }

  const postNotice = postResult?.ok
    ? contactToasts.sent
    : postResult && Object.keys(errors).length === 0
      ? postResult.status === 429
        ? contactToasts.tooMany
        : postResult.errors.consent
          ? contactToasts.outOfDate
          : contactToasts.failed
      : undefined;

  return (
    <form method="post" onSubmit={submit} aria-labelledby={`${id}-title`} className={cn("grid gap-5", className)}>
      <div className="grid gap-1">
        <h2 id={`${id}-title`} className="text-2xl font-bold text-ink">
          {contactFormText.title}
        </h2>
        <p className="text-muted">{contactFormText.description}</p>
      </div>

      {postNotice ? (
        <div
          role={postResult?.ok ? "status" : "alert"}
          className={cn(
            "rounded-card border p-4",
            postResult?.ok
              ? "border-line bg-success-100 text-success-800"
              : "border-danger-700 bg-danger-100 text-danger-700",
          )}
        >
          <p className="font-semibold">{postNotice.title}</p>
          <p>{postNotice.description}</p>
        </div>
      ) : null}

      <FormField id={fieldId("name")} label={contactFormText.name} error={shownErrors.name}>
        {(describedBy) => (
          <input
            id={fieldId("name")}
            name="name"
            type="text"
            autoComplete="name"
            required
            maxLength={limit("name")}
            value={values.name}
            onChange={(event) => change("name", event.target.value)}
            aria-invalid={shownErrors.name ? true : undefined}
            aria-describedby={describedBy}
            className={fieldClass}
          />
        )}
      </FormField>
      <FormField id={fieldId("email")} label={contactFormText.email} error={shownErrors.email}>
        {(describedBy) => (
          <input
            id={fieldId("email")}
            name="email"
            type="email"
            autoComplete="email"
            required
            maxLength={limit("email")}
            value={values.email}
            onChange={(event) => change("email", event.target.value)}
            aria-invalid={shownErrors.email ? true : undefined}
            aria-describedby={describedBy}
            className={fieldClass}
          />
        )}
      </FormField>
      <FormField
        id={fieldId("message")}
        label={contactFormText.message}
        hint={contactFormText.messageHint}
        counter={hydrated ? contactFormText.messageCount(length("message")) : undefined}
        error={shownErrors.message}
      >
        {(describedBy) => (
          <textarea
            id={fieldId("message")}
            name="message"
            required
            rows={6}
            maxLength={limit("message")}
            value={values.message}
            onChange={(event) => change("message", event.target.value)}
            aria-invalid={shownErrors.message ? true : undefined}
            aria-describedby={describedBy}
            className={cn(fieldClass, "resize-y")}
          />
        )}
      </FormField>

      {/*
       * Field errors are not live regions (after a failed send, focus moves to the
       * field and its error is read). Going over a limit while typing is announced
       * here, once when it happens, rather than a count on every keystroke.
       */}
      <p aria-live="polite" className="sr-only">
        {overLimit.map((field) => fieldErrors[field].tooLong).join(" ")}
      </p>

      {/* The honeypot: people never see it; robots fill it in and their message is set aside. */}
      <div hidden>
        <label htmlFor={`${id}-website`}>{contactFormText.honeypot}</label>
        <input ref={honeypot} id={`${id}-website`} name="website" type="text" tabIndex={-1} autoComplete="off" />
      </div>

      {/* What the sender agrees to; its version id goes with the message and is stored with it. */}
      <input type="hidden" name="consent" value={currentConsent.contact} />
      <p className="text-sm text-muted">{consentWordings[currentConsent.contact]}</p>

      <div>
        <Button type="submit" disabled={sending} className="w-full sm:w-auto">
          {sending ? contactFormText.sending : contactFormText.send}
        </Button>
      </div>
    </form>
  );
}
