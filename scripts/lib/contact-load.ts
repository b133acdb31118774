// The contact message that `npm run load` and `npm run scale-test` post, as an autocannon request.
import type autocannon from "autocannon";
import { currentConsent } from "../../app/catalog/consent.ts";

/** The body of POST /api/email/sendContact, with the old form's `key`. */
export const contactBody = (name: string, email: string, message: string) =>
  JSON.stringify({ formData: { name, email, message, consent: currentConsent.contact }, key: "examwise-contact" });

/** The id of a 202's body, if it has one. */
export function acceptedId(body: string): string | undefined {
  const parsed: unknown = JSON.parse(body);
  return typeof parsed === "object" && parsed !== null && "id" in parsed && typeof parsed.id === "string"
    ? parsed.id
    : undefined;
}

/** Posts message `n` (1, 2, …) with the headers of `headersOf(n)`; `onAccepted` gets each stored id. */
export function contactRequest(
  body: (n: number) => string,
  onAccepted: (id: string) => void,
  headersOf: (n: number) => Record<string, string> = () => ({}),
): autocannon.Request {
  let sequence = 0;
  return {
    method: "POST",
    path: "/api/email/sendContact",
    setupRequest: (request) => {
      sequence += 1;
      return {
        ...request,
        headers: { "Content-Type": "application/json", ...headersOf(sequence) },
        body: body(sequence),
      };
    },
    onResponse: (status, responseBody) => {
      const id = status === 202 ? acceptedId(responseBody) : undefined;
      if (id) onAccepted(id);
    },
  };
}
