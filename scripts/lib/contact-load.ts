// The contact messages that `npm run load` and `npm run scale-test` post with autocannon.
import autocannon from "autocannon";
import { like } from "drizzle-orm";
import { currentConsent } from "../../app/catalog/consent.ts";
import { contactMessages } from "../../app/server/db/schema.server.ts";

/** The body of POST /api/email/sendContact, with the old form's `key`. */
export const contactBody = (name: string, email: string, message: string) =>
  JSON.stringify({ formData: { name, email, message, consent: currentConsent.contact }, key: "examwise-contact" });

/** The id of a 202's body, if it has one. */
export function acceptedId(body: string): string | undefined {
  const { id } = JSON.parse(body);
  return typeof id === "string" ? id : undefined;
}

/** The rows of one run: every message it posts starts with its tag and a space. */
export const ofRun = (tag: string) => like(contactMessages.message, `${tag} %`);

type PostOptions = {
  connections: number;
  duration: number;
  /** Message `n` (1, 2, …) of the run: its body and the headers it is posted with. */
  body: (n: number) => string;
  headersOf?: (n: number) => Record<string, string>;
};

/** `connections` clients post messages for `duration` seconds; resolves with the ids of the 202s and a line of figures. */
export async function postContacts(url: string, { connections, duration, body, headersOf = () => ({}) }: PostOptions) {
  const accepted: string[] = [];
  let sequence = 0;
  const request: autocannon.Request = {
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
      if (id) accepted.push(id);
    },
  };
  const result = await autocannon({ url, connections, duration, timeout: 10, requests: [request] });
  const { duration: seconds, latency, statusCodeStats = {} } = result;
  const statuses = Object.entries(statusCodeStats).map(([status, { count }]) => `${status}: ${count}`);
  const summary =
    `${(accepted.length / seconds).toFixed(0)} accepted/s (${accepted.length} in ${seconds.toFixed(1)} s), ` +
    `p50 ${latency.p50} ms, p99 ${latency.p99} ms, max ${latency.max} ms; ${statuses.join(", ")}; ` +
    `errors ${result.errors} (timeouts ${result.timeouts})`;
  return { result, accepted, summary };
}
