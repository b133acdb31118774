// A newsletter sign-up any page can embed. The API takes JSON only, so the button waits for JavaScript; `maxlength`
// guards only the server's HTML, as in the contact form.
import { type FormEvent, useId, useRef, useState } from "react";
import { currentConsent } from "#app/catalog/consent";
import { leadLimits, leadWords } from "#app/catalog/forms/messages";
import { Button } from "#app/components/ui/button";
import { FormField, fieldClass } from "#app/components/ui/form-field";
import { preloadToaster, toast } from "#app/components/ui/toast";
import { track } from "#app/lib/analytics";
import { validateNewsletter } from "#app/lib/forms/newsletter-schema";
import { type Lang, useLang, useWords } from "#app/lib/lang";
import { useHydrated } from "#app/lib/use-hydrated";
import { newsletter as consentEn } from "#content/consent";
import { newsletter as consentEs } from "#content/consentEs";
import { honeypotOf, LanguageField, LeadFormFooter, postLead } from "./lead-form";

export const newsletterEndpoint = "/api/newsletter";

type Outcome = { kind: "subscribed" } | { kind: "invalid"; error?: string } | { kind: "failed" };

/** Sends the sign-up with its page's language: the server's errors and the confirmation mail are in it. */
async function subscribe(email: string, website: string, consent: string, language: Lang): Promise<Outcome> {
  const { status, errors } = await postLead(newsletterEndpoint, { email, consent, website, language });
  if (status === 202) return { kind: "subscribed" };
  // Whatever its body (a proxy's may not be JSON): the address is the only thing to shorten.
  if (status === 413) return { kind: "invalid", error: leadWords[language].fieldErrors.email.tooLong };
  // An address refused, or a consent wording changed since the page was opened.
  const error = errors.email ?? errors.consent;
  return error ? { kind: "invalid", error } : { kind: "failed" };
}

/** `page`: the page's path, for analytics. */
export function NewsletterForm({ page }: { page: string }) {
  const lang = useLang();
  const { newsletterForm: text, newsletterToasts, fieldErrors } = leadWords[lang];
  const consentWordings = useWords({ en: consentEn, es: consentEs });
  const id = useId();
  const hydrated = useHydrated();
  const [email, setEmail] = useState("");
  const [error, setError] = useState<string>();
  const [sending, setSending] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const overLimit = hydrated && email.trim().length > leadLimits.email;
  const shownError = error ?? (overLimit ? fieldErrors.email.tooLong : undefined);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const website = honeypotOf(event.currentTarget);
    const consent = currentConsent.newsletter;
    const checked = validateNewsletter({ email, consent, website }, lang);
    let outcome: Outcome = { kind: "invalid", error: checked.ok ? undefined : checked.errors.email };
    if (checked.ok) {
      setSending(true);
      outcome = await subscribe(checked.value.email, website, consent, lang);
      setSending(false);
    }
    if (outcome.kind === "subscribed") {
      setEmail("");
      setError(undefined);
      toast(newsletterToasts.subscribed);
    } else if (outcome.kind === "invalid") {
      setError(outcome.error);
      input.current?.focus();
    } else {
      toast({ ...newsletterToasts.failed, variant: "destructive" });
    }
    track("newsletter_subscribe", { page, outcome: outcome.kind });
  }

  return (
    <form
      method="post"
      action={newsletterEndpoint}
      onSubmit={submit}
      onFocus={preloadToaster}
      aria-labelledby={`${id}-title`}
      className="grid gap-4"
    >
      <div className="grid gap-1">
        <h2 id={`${id}-title`} className="text-xl font-bold text-ink">
          {text.title}
        </h2>
        <p className="text-muted">{text.description}</p>
      </div>
      <div className="grid gap-3 sm:grid-cols-[1fr_auto] sm:items-start">
        <FormField id={`${id}-email`} label={text.email} error={shownError}>
          {(control) => (
            <input
              ref={input}
              {...control}
              name="email"
              type="email"
              autoComplete="email"
              required
              maxLength={hydrated ? undefined : leadLimits.email}
              value={email}
              onChange={(event) => {
                setEmail(event.target.value);
                setError(undefined);
              }}
              className={fieldClass}
            />
          )}
        </FormField>
        <Button type="submit" disabled={!hydrated || sending} className="sm:mt-8">
          {sending ? text.subscribing : text.subscribe}
        </Button>
      </div>
      <LeadFormFooter
        id={id}
        announce={overLimit ? fieldErrors.email.tooLong : ""}
        honeypotLabel={text.honeypot}
        consent={currentConsent.newsletter}
        wording={consentWordings[currentConsent.newsletter]}
      />
      <LanguageField lang={lang} />
    </form>
  );
}
