// A newsletter sign-up any page can embed. With JavaScript it posts JSON to the API. Without, it posts to its own page
// when the page's action takes it (`postsToPage`: the contact pages); elsewhere the button waits for JavaScript, as the
// API takes JSON only. `maxlength` guards only the server's HTML, as in the contact form.
import { type FormEvent, useId, useRef, useState } from "react";
import { currentConsent } from "#app/catalog/consent";
import { leadLimits, leadWords } from "#app/catalog/forms/messages";
import { Button } from "#app/components/ui/button";
import { FormField, fieldClass } from "#app/components/ui/form-field";
import { preloadToaster, toast } from "#app/components/ui/toast";
import { track } from "#app/lib/analytics";
import { type NewsletterPageResult, validateNewsletter } from "#app/lib/forms/newsletter-schema";
import { type Lang, useLang, useWords } from "#app/lib/lang";
import { useHydrated } from "#app/lib/use-hydrated";
import { newsletter as consentEn } from "#content/consent";
import { newsletter as consentEs } from "#content/consentEs";
import { honeypotOf, LanguageField, LeadFormFooter, PostNotice, postLead } from "./lead-form";

export const newsletterEndpoint = "/api/newsletter";
/** The query parameter of the form's post to its own page: it tells the page's action which form was sent. */
export const newsletterPostParam = "newsletter";

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

/** The field error of a post without JavaScript: an address too long (413) or refused, or a consent wording changed. */
const postedError = (result: NewsletterPageResult | undefined, tooLong: string) =>
  result && !result.ok ? (result.status === 413 ? tooLong : (result.errors.email ?? result.errors.consent)) : undefined;

/** `page`: the page's path, for analytics; `postsToPage`: the page's action takes the form's post without
 * JavaScript (`?newsletter`), whose outcome is `result`. */
export function NewsletterForm({
  page,
  postsToPage = false,
  result,
}: {
  page: string;
  postsToPage?: boolean;
  result?: NewsletterPageResult;
}) {
  const lang = useLang();
  const { newsletterForm: text, newsletterToasts, fieldErrors } = leadWords[lang];
  const consentWordings = useWords({ en: consentEn, es: consentEs });
  const id = useId();
  const hydrated = useHydrated();
  const [email, setEmail] = useState(result && !result.ok ? result.values.email : "");
  const [error, setError] = useState(() => postedError(result, fieldErrors.email.tooLong));
  const [postResult, setPostResult] = useState(result);
  const [sending, setSending] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const overLimit = hydrated && email.trim().length > leadLimits.email;
  const shownError = error ?? (overLimit ? fieldErrors.email.tooLong : undefined);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    setPostResult(undefined);
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

  const postNotice = postResult?.ok
    ? newsletterToasts.subscribed
    : postResult && !error
      ? newsletterToasts.failed
      : undefined;

  return (
    <form
      method="post"
      action={postsToPage ? `?${newsletterPostParam}` : newsletterEndpoint}
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
      {postNotice ? <PostNotice ok={postResult?.ok === true} notice={postNotice} /> : null}
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
        <Button type="submit" disabled={(!hydrated && !postsToPage) || sending} className="sm:mt-8">
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
