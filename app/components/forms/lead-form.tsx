// What the contact and newsletter forms share: the JSON post, and the parts under their fields.
import { storedAttribution } from "#app/lib/forms/attribution-schema";
import { answerErrors } from "#app/lib/forms/contact-schema";

/**
 * Posts a form as JSON with where the visitor came from, as this browser recorded it (app/page-script/attribution.ts).
 * Gives the answer's status (0: no answer) and a 400's field errors.
 */
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

/** The honeypot's value in a submitted form. */
export const honeypotOf = (form: HTMLFormElement) => String(new FormData(form).get("website") ?? "");

/**
 * Under a form's fields: a limit crossed while typing, announced once (field errors are not live regions); the
 * honeypot, which people never see and robots fill in (their lead is set aside); and what the sender agrees to,
 * whose version id goes with the lead and is stored with it.
 */
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
