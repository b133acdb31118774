// The contact form. With JavaScript it sends JSON and keeps the typed text on failure; without, it posts to the page.
// Once hydrated, a field over its limit says so instead of `maxlength` silently cutting a paste.
import { type ChangeEvent, type ComponentProps, type FormEvent, useId, useRef, useState } from "react";
import { currentConsent } from "#app/catalog/consent";
import { contactFormText, contactToasts, fieldErrors, leadLimits } from "#app/catalog/forms/messages";
import { Button } from "#app/components/ui/button";
import { FormField, fieldClass } from "#app/components/ui/form-field";
import { preloadToaster, toast } from "#app/components/ui/toast";
import { track } from "#app/lib/analytics";
import { cn } from "#app/lib/cn";
import { storedAttribution } from "#app/lib/forms/attribution-schema";
import {
  answerErrors,
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

function fieldErrorsOf(errors: FieldErrors<string>): FieldErrors<ContactField> {
  return Object.fromEntries(Object.entries(errors).filter(([field, message]) => message && isContactField(field)));
}

const isContactField = (field: string): field is ContactField => contactFields.some((known) => known === field);

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
    const answer = await answerErrors(response);
    const errors = fieldErrorsOf(answer);
    if (Object.keys(errors).length > 0) return { kind: "invalid", errors };
    if (answer.consent) return { kind: "out-of-date" };
  }
  return { kind: "failed" };
}

const failureToasts = {
  "rate-limited": contactToasts.tooMany,
  "out-of-date": contactToasts.outOfDate,
  failed: contactToasts.failed,
} as const;

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
    if (outcome.kind === "sent") {
      setValues(emptyValues);
      setErrors({});
      toast(contactToasts.sent);
    } else if (outcome.kind === "invalid") {
      setErrors(outcome.errors);
      focusFirstError(outcome.errors);
    } else {
      toast({ ...failureToasts[outcome.kind], variant: "destructive" });
    }
    track("contact_form_submit", {
      page,
      outcome: outcome.kind === "sent" || outcome.kind === "invalid" ? outcome.kind : "failed",
    });
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

      {contactFields.map((field) => {
        const control = {
          name: field,
          required: true,
          maxLength: limit(field),
          value: values[field],
          onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => change(field, event.target.value),
        };
        const message = field === "message";
        return (
          <FormField
            key={field}
            id={fieldId(field)}
            label={contactFormText[field]}
            hint={message ? contactFormText.messageHint : undefined}
            counter={message && hydrated ? contactFormText.messageCount(length(field)) : undefined}
            error={shownErrors[field]}
          >
            {(tie) =>
              message ? (
                <textarea {...tie} {...control} rows={6} className={cn(fieldClass, "resize-y")} />
              ) : (
                <input
                  {...tie}
                  {...control}
                  type={field === "email" ? "email" : "text"}
                  autoComplete={field}
                  className={fieldClass}
                />
              )
            }
          </FormField>
        );
      })}

      {/* Field errors are not live regions; crossing a limit while typing is announced here, once. */}
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
