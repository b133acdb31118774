// What the contact and newsletter forms share: the JSON post, and the parts under their fields.
import { cn } from "#app/lib/cn";
import { storedAttribution } from "#app/lib/forms/attribution-schema";
import { answerErrors } from "#app/lib/forms/contact-schema";

/** Posts a form as JSON with its attribution (app/page-script/attribution.ts): the status (0: none), a 400's errors. */
export async function postLead(
  endpoint: string,
  body: object,
): Promise<{ status: number; errors: Record<string, string> }> {
  try {
    const response = await fetch(endpoint, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify({ ...body, attribution: storedAttribution() }),
    });
    return { status: response.status, errors: response.status === 400 ? await answerErrors(response) : {} };
  } catch {
    return { status: 0, errors: {} };
  }
}

/** The language of the form's page, for a post without JavaScript: the server answers in it and records it. */
/** What a form posted without JavaScript answered, shown above its fields: a status when it went through, else an alert. */
export function PostNotice({ ok, notice }: { ok: boolean; notice: { title: string; description: string } }) {
  return (
    <div
      role={ok ? "status" : "alert"}
      className={cn(
        "rounded-card border p-4",
        ok ? "border-line bg-success-100 text-success-800" : "border-danger-700 bg-danger-100 text-danger-700",
      )}
    >
      <p className="font-semibold">{notice.title}</p>
      <p>{notice.description}</p>
    </div>
  );
}

export function LanguageField({ lang }: { lang: string }) {
  return <input type="hidden" name="language" value={lang} />;
}

/** The honeypot's value in a submitted form. */
export const honeypotOf = (form: HTMLFormElement) => String(new FormData(form).get("website") ?? "");

/** Under a form's fields: a crossed limit announced once (field errors are not live regions), the honeypot that only
 * robots fill in, and the consent wording whose version id is stored with the lead. */
type FooterProps = { id: string; announce: string; honeypotLabel: string; consent: string; wording: string };

export function LeadFormFooter({ id, announce, honeypotLabel, consent, wording }: FooterProps) {
  return (
    <>
      <p aria-live="polite" className="sr-only">
        {announce}
      </p>
      <div hidden>
        <label htmlFor={`${id}-website`}>{honeypotLabel}</label>
        <input id={`${id}-website`} name="website" type="text" tabIndex={-1} autoComplete="off" />
      </div>
      <input type="hidden" name="consent" value={consent} />
      <p className="text-sm text-muted">{wording}</p>
    </>
  );
}
