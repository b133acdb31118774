// Reading request bodies safely and answering in the API's JSON shape
// `{ ok: false, error, errors: { field | form: message } }` (decision 021).
export const jsonBodyLimitBytes = 16 * 1024;
/** A form post percent-encodes each Hangul letter as 9 bytes: 5,000 of them are about 45 KB. */
export const formBodyLimitBytes = 64 * 1024;
/** A body past its limit is drained up to this many bytes so the client reads the 413; past it the 413 goes at once. */
export const drainLimitBytes = 8 * 1024 * 1024;

export type ApiErrors = Record<string, string>;

export const requestErrors = {
  notJson: "Send the body as JSON with Content-Type: application/json.",
  tooLarge: `The request body is larger than ${jsonBodyLimitBytes / 1024} KiB.`,
  formTooLarge: `The form is larger than ${formBodyLimitBytes / 1024} KiB.`,
  malformed: "The request body is not valid JSON.",
  notObject: "The request body must be a JSON object.",
  method: "Use POST.",
  tooMany: "Too many requests: try again later.",
  unavailable: "The service is unavailable: try again later.",
  fields: "Some fields are not valid: see errors for each one.",
  badRequest: "The request could not be read.",
  unreadable: "The request could not be read: check its request line and headers.",
  host: "The Host header is not a valid host name.",
  protocol: "X-Forwarded-Proto must be http or https.",
  path: "The address has a broken percent-escape or a character that is not allowed.",
  noEndpoint: "There is no endpoint at this address.",
  pageMethod: "This page answers GET and HEAD only.",
  timeout: "The request took too long to arrive.",
  noTunnel: "This server is not a proxy: CONNECT is not supported.",
  headersTooLarge: "The request headers are too large.",
  crossSite: "Forms on other sites cannot post to this page.",
  internal: "Something went wrong on our side. Please try again later.",
} as const;

/** The body of every error answer under /api/. */
export function errorBody(errors: ApiErrors): { ok: false; error: string; errors: ApiErrors } {
  return { ok: false, error: errors.form ?? requestErrors.fields, errors };
}

export function errorResponse(status: number, errors: ApiErrors, headers: Record<string, string> = {}): Response {
  return Response.json(errorBody(errors), { status, headers });
}

export function methodNotAllowed(): Response {
  return errorResponse(405, { form: requestErrors.method }, { Allow: "POST" });
}

/** A post another site's page made the browser send: Sec-Fetch-Site says so, or Origin is not `ownOrigin`. */
export function isCrossSiteRequest(headers: { get(name: string): string | null }, ownOrigin: string): boolean {
  const site = headers.get("Sec-Fetch-Site");
  if (site === "cross-site" || site === "same-site") return true;
  const origin = headers.get("Origin");
  if (origin === null) return false;
  // A page with `Referrer-Policy: no-referrer` (/admin, /newsletter) makes the browser post `Origin: null`
  // even to its own site; Sec-Fetch-Site, which a page cannot forge, still says where the post came from.
  if (origin === "null" && site === "same-origin") return false;
  try {
    return new URL(origin).origin !== ownOrigin;
  } catch {
    // "null" (a sandboxed frame, a redirect from elsewhere) or not a URL.
    return true;
  }
}

export function isCrossSite(request: Request): boolean {
  return isCrossSiteRequest(request.headers, new URL(request.url).origin);
}

type BodyResult = { ok: true; value: unknown } | { ok: false; response: Response };
type FormResult = { ok: true; fields: URLSearchParams } | { ok: false; status: number };

/** The body as text, or the answer: 413 past `limit` (drained up to `drainLimitBytes`), 400 if cut off or not UTF-8. */
async function readLimitedText(request: Request, limit: number): Promise<string | Response> {
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = request.body?.getReader();
  try {
    while (reader && size <= drainLimitBytes) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size <= limit) chunks.push(value);
    }
  } catch {
    return errorResponse(400, { form: requestErrors.badRequest });
  }
  if (size > limit) return errorResponse(413, { form: requestErrors.tooLarge }, { Connection: "close" });
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(Buffer.concat(chunks));
  } catch {
    return errorResponse(400, { form: requestErrors.malformed });
  }
}

/** True when a Content-Type header names `mediaType` (parameters such as charset aside). */
export function isMediaType(value: string | null | undefined, mediaType: string): boolean {
  return value?.split(";")[0]?.trim().toLowerCase() === mediaType;
}

/** Reads a JSON body: 415 for another content type, 413 past `jsonBodyLimitBytes`, 400 if malformed. */
export async function readJsonBody(request: Request): Promise<BodyResult> {
  if (!isMediaType(request.headers.get("Content-Type"), "application/json")) {
    return {
      ok: false,
      response: errorResponse(415, { form: requestErrors.notJson }, { "Accept-Post": "application/json" }),
    };
  }
  const body = await readLimitedText(request, jsonBodyLimitBytes);
  if (body instanceof Response) return { ok: false, response: body };
  try {
    return { ok: true, value: JSON.parse(body) };
  } catch {
    return { ok: false, response: errorResponse(400, { form: requestErrors.malformed }) };
  }
}

export async function readFormBody(request: Request): Promise<FormResult> {
  if (!isMediaType(request.headers.get("Content-Type"), "application/x-www-form-urlencoded"))
    return { ok: false, status: 415 };
  const body = await readLimitedText(request, formBodyLimitBytes);
  return body instanceof Response
    ? { ok: false, status: body.status }
    : { ok: true, fields: new URLSearchParams(body) };
}

export function isJsonObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** A word of an error message; one with an `@` is masked whole (an address pattern would be quadratic, decision 035). */
export const messageWord = /[^\s<>"']+/g;

/** What may be logged about an error: name, code and message with addresses masked (driver errors carry row values). */
export function errorSummary(error: unknown): { name: string; code?: string; message: string } {
  const known = error instanceof Error ? error : new Error(String(error));
  const code = "code" in known && typeof known.code === "string" ? known.code : undefined;
  return {
    name: known.name,
    ...(code ? { code } : {}),
    message: known.message.replace(messageWord, (word) => (word.includes("@") ? "[address]" : word)).slice(0, 300),
  };
}

/** A route's `headers`: its parent's, plus a 429's Retry-After (React Router sends only what `headers` returns). */
export function keepRetryAfter(route: Record<"parentHeaders" | "loaderHeaders" | "actionHeaders", Headers>): Headers {
  const headers = new Headers(route.parentHeaders);
  const retryAfter = route.actionHeaders.get("Retry-After") ?? route.loaderHeaders.get("Retry-After");
  if (retryAfter) headers.set("Retry-After", retryAfter);
  return headers;
}
