// The contact form. With JavaScript it sends JSON and keeps the typed text on failure; without, it posts to the page.
// Once hydrated, a field over its limit says so instead of `maxlength` silently cutting a paste.
import { type ChangeEvent, type FormEvent, useId, useRef, useState } from "react";
import { currentConsent } from "#app/catalog/consent";
import { leadLimits, leadWords } from "#app/catalog/forms/messages";
import { Button } from "#app/components/ui/button";
import { FormField, fieldClass } from "#app/components/ui/form-field";
import { preloadToaster, toast } from "#app/components/ui/toast";
import { track } from "#app/lib/analytics";
import { cn } from "#app/lib/cn";
import {
  type ContactField,
  type ContactPageResult,
  type ContactValues,
  contactFormKey,
  type FieldErrors,
  validateContactForm,
} from "#app/lib/forms/contact-schema";
import { type Lang, useLang, useWords } from "#app/lib/lang";
import { useHydrated } from "#app/lib/use-hydrated";
import { contact as consentEn } from "#content/consent";
import { contact as consentEs } from "#content/consentEs";
import { honeypotOf, LanguageField, LeadFormFooter, PostNotice, postLead } from "./lead-form";

export const contactEndpoint = "/api/email/sendContact";

const contactFields: readonly ContactField[] = ["name", "email", "message"];
const emptyValues: ContactValues = { name: "", email: "", message: "" };

type Words = (typeof leadWords)[Lang];

/** The words of a message not sent: too many from here, a consent wording out of date, or anything else. */
const failureToast = ({ contactToasts }: Words, status: number, errors: FieldErrors<string>) =>
  status === 429 ? contactToasts.tooMany : errors.consent ? contactToasts.outOfDate : contactToasts.failed;

type SendOutcome =
  | { kind: "sent" }
  | { kind: "invalid"; errors: FieldErrors<ContactField> }
  | { kind: "failed"; toast: ReturnType<typeof failureToast> };

const fieldErrorsOf = (errors: FieldErrors<string>): FieldErrors<ContactField> =>
  Object.fromEntries(contactFields.flatMap((field) => (errors[field] ? [[field, errors[field]]] : [])));

/** Sends the form per the API contract, with its page's language (the server's errors come back in it); only a 202
 * counts as sent. */
async function sendContact(
  formData: ContactValues & { website: string; consent: string },
  language: Lang,
  words: Words,
): Promise<SendOutcome> {
  const { status, errors } = await postLead(contactEndpoint, { formData, key: contactFormKey, language });
  if (status === 202) return { kind: "sent" };
  // Whatever its body (a proxy's may not be JSON): the message is what makes a body too large.
  if (status === 413) return { kind: "invalid", errors: { message: words.fieldErrors.message.tooLong } };
  const fields = fieldErrorsOf(errors);
  if (Object.keys(fields).length > 0) return { kind: "invalid", errors: fields };
  return { kind: "failed", toast: failureToast(words, status, errors) };
}

/** `page`: the page's path, for analytics; `result`: the outcome of a form post made without JavaScript. */
export function ContactForm({ page, result }: { page: string; result?: ContactPageResult }) {
  const lang = useLang();
  const words = leadWords[lang];
  const { contactForm: contactFormText, contactToasts, fieldErrors } = words;
  const consentWordings = useWords({ en: consentEn, es: consentEs });
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
    const formData = { ...values, website: honeypotOf(event.currentTarget), consent: currentConsent.contact };
    // The shared schema first: what it refuses is never sent.
    const checked = validateContactForm(formData, lang);
    let outcome: SendOutcome = { kind: "invalid", errors: checked.ok ? {} : fieldErrorsOf(checked.errors) };
    if (checked.ok) {
      setSending(true);
      outcome = await sendContact(formData, lang, words);
      setSending(false);
    }
    if (outcome.kind === "sent") {
      setValues(emptyValues);
      setErrors({});
      toast(contactToasts.sent);
    } else if (outcome.kind === "invalid") {
      setErrors(outcome.errors);
      focusFirstError(outcome.errors);
    } else {
      toast({ ...outcome.toast, variant: "destructive" });
    }
    track("contact_form_submit", { page, outcome: outcome.kind });
  }

  const postNotice = postResult?.ok
    ? contactToasts.sent
    : postResult && Object.keys(errors).length === 0
      ? failureToast(words, postResult.status, postResult.errors)
      : undefined;

  return (
    <form method="post" onSubmit={submit} aria-labelledby={`${id}-title`} className="grid gap-5">
      <div className="grid gap-1">
        <h2 id={`${id}-title`} className="text-2xl font-bold text-ink">
          {contactFormText.title}
        </h2>
        <p className="text-muted">{contactFormText.description}</p>
      </div>

      {postNotice ? <PostNotice ok={postResult?.ok === true} notice={postNotice} /> : null}

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

      <LeadFormFooter
        id={id}
        announce={overLimit.map((field) => fieldErrors[field].tooLong).join(" ")}
        honeypotLabel={contactFormText.honeypot}
        consent={currentConsent.contact}
        wording={consentWordings[currentConsent.contact]}
      />
      <LanguageField lang={lang} />

      <div>
        <Button type="submit" disabled={sending} className="w-full sm:w-auto">
          {sending ? contactFormText.sending : contactFormText.send}
        </Button>
      </div>
    </form>
  );
}
