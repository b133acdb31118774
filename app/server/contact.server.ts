// The lead endpoints' shared checks and attribution (decision 028), and contact messages: validated with the shared
// schema, stored (committed before the visitor hears "sent"), then mailed by the outbox.
import { leadLimits } from "#app/catalog/forms/messages";
import type { Touch } from "#app/lib/attribution";
import { attributionSchema, touchFromFormPage } from "#app/lib/forms/attribution-schema";
import { type ContactForm, type ContactPageResult, validateContactForm } from "#app/lib/forms/contact-schema";
import { type Lang, langs } from "#app/lib/lang";
import type { Database } from "./db/database.server";
import { contactMessages } from "./db/schema.server";
import {
  type ApiErrors,
  errorResponse,
  errorSummary,
  isCrossSite,
  isJsonObject,
  methodNotAllowed,
  readFormBody,
  readJsonBody,
  requestErrors,
} from "./http.server";
import { leadWebhookEnabled, queueLeadWebhook } from "./lead-webhook.server";
import type { Log } from "./outbox.server";
import { type RateLimiter, rateLimitUnreadable } from "./rate-limit.server";

export type LeadDependencies = {
  db: Database;
  limiter: RateLimiter;
  /** The client's address: the rate limit counts it by `clientKey()` (port dropped, an IPv6 client by its /64). */
  clientAddress: string;
  log: Pick<Log, "info" | "error">;
  /** Called once a message is stored (wakes the outbox). */
  onStored?: () => void;
};

export type LeadAttribution = { firstTouch: Touch | null; lastTouch: Touch | null };

export const attributionProblem =
  "attribution must be { first, last }, each with a landing path, an ISO time and at most 100 characters per utm value.";

/** A form posted without JavaScript: no stored touches, only the utm_* values of its page's address, as the latest. */
export function formPageAttribution(request: Request, now = new Date()): LeadAttribution {
  return {
    firstTouch: null,
    lastTouch: touchFromFormPage(request.headers.get("Referer"), new URL(request.url).host, now),
  };
}

/** What a form sent as `attribution`, checked; when it sent none, what its page's address says. */
export function leadAttribution(
  sent: unknown,
  request: Request,
  now = new Date(),
): { ok: true; value: LeadAttribution } | { ok: false; error: string } {
  if (sent === undefined || sent === null) return { ok: true, value: formPageAttribution(request, now) };
  const parsed = attributionSchema.safeParse(sent);
  if (!parsed.success) return { ok: false, error: attributionProblem };
  return { ok: true, value: { firstTouch: parsed.data.first, lastTouch: parsed.data.last } };
}

export const languageProblem = `language must be one of ${langs.join(", ")}.`;

/** The language of the page a form was sent from, as its `language` field says: English when it says nothing. */
function leadLanguage(sent: unknown): Lang | undefined {
  if (sent === undefined || sent === null || sent === "") return "en";
  return langs.find((lang) => lang === sent);
}

/** The page a form was sent from, when the browser says so (path only, same origin). */
export function pageOf(request: Request): string | null {
  try {
    const from = new URL(request.headers.get("Referer") ?? "");
    return from.host === new URL(request.url).host ? from.pathname.slice(0, 200) : null;
  } catch {
    return null;
  }
}

/** Takes the client's token from the shared rate limit; `unavailable` (a 503) when the database cannot answer. */
export async function takeRateLimit(deps: LeadDependencies) {
  try {
    return await deps.limiter.takeForClient(deps.clientAddress);
  } catch (error) {
    deps.log.error({ error: errorSummary(error) }, rateLimitUnreadable);
    return "unavailable";
  }
}

/** Every lead API request's checks: POST, not cross-site, the rate limit, a JSON object, its attribution and the
 * language of its page (the field errors are in it). */
export async function readLeadRequest(
  request: Request,
  deps: LeadDependencies,
): Promise<{ fields: Record<string, unknown>; attribution: LeadAttribution; language: Lang } | Response> {
  if (request.method !== "POST") return methodNotAllowed();
  if (isCrossSite(request)) return errorResponse(403, { form: requestErrors.crossSite });
  const taken = await takeRateLimit(deps);
  if (taken === "unavailable") return errorResponse(503, { form: requestErrors.unavailable });
  if (!taken.allowed) {
    return errorResponse(429, { form: requestErrors.tooMany }, { "Retry-After": String(taken.retryAfterSeconds) });
  }
  const body = await readJsonBody(request);
  if (!body.ok) return body.response;
  if (!isJsonObject(body.value)) return errorResponse(400, { form: requestErrors.notObject });
  const attribution = leadAttribution(body.value.attribution, request);
  if (!attribution.ok) return errorResponse(400, { attribution: attribution.error });
  const language = leadLanguage(body.value.language);
  if (!language) return errorResponse(400, { language: languageProblem });
  return { fields: body.value, attribution: attribution.value, language };
}

/** Stores a validated message (`consent` absent only from tools and tests), with its CRM delivery unless it is spam;
 * `language`: of the page it was sent from. */
export async function storeContactMessage(
  db: Database,
  form: Omit<ContactForm, "consent"> & { consent?: string },
  page: string | null,
  attribution: LeadAttribution = { firstTouch: null, lastTouch: null },
  { webhook = leadWebhookEnabled(), language = "en" }: { webhook?: boolean; language?: Lang } = {},
): Promise<{ id: string; spam: boolean }> {
  // A filled-in honeypot is a robot: keep the row (so every 202 has one) but never mail it.
  const spam = Boolean(form.website?.trim());
  const insert = async (tx: Database) => {
    const [row] = await tx
      .insert(contactMessages)
      .values({
        ...form,
        page,
        consentWordingId: form.consent ?? null,
        consentedAt: form.consent ? new Date() : null,
        ...attribution,
        language,
        status: spam ? "spam" : "queued",
      })
      .returning({ id: contactMessages.id });
    if (!row) throw new Error("The insert returned no row");
    return { id: row.id, spam };
  };
  if (!webhook || spam) return insert(db);
  return db.transaction(async (tx) => {
    const stored = await insert(tx);
    await queueLeadWebhook(tx, "contact.created", stored.id);
    return stored;
  });
}

/** Validates and stores one message; the same steps for the API and the page's own form post. */
async function submitContact(
  formData: unknown,
  from: { page: string | null; language: Lang },
  deps: LeadDependencies,
  attribution: LeadAttribution,
): Promise<{ ok: true; id: string } | { ok: false; status: 400 | 503; errors: ApiErrors }> {
  if (!isJsonObject(formData)) {
    return { ok: false, status: 400, errors: { form: "formData must be an object with name, email and message." } };
  }
  const result = validateContactForm(formData, from.language);
  if (!result.ok) return { ok: false, status: 400, errors: result.errors };
  try {
    const { id, spam } = await storeContactMessage(deps.db, result.value, from.page, attribution, {
      language: from.language,
    });
    // Ids and flags only: message bodies and addresses never go to the logs.
    deps.log.info({ contactMessageId: id, spam }, "contact message stored");
    if (!spam) deps.onStored?.();
    return { ok: true, id };
  } catch (error) {
    deps.log.error({ error: errorSummary(error) }, "contact message could not be stored");
    return { ok: false, status: 503, errors: { form: requestErrors.unavailable } };
  }
}

/** POST /api/email/sendContact (docs/product.md, "HTTP API"). */
export async function handleContactRequest(request: Request, deps: LeadDependencies): Promise<Response> {
  const read = await readLeadRequest(request, deps);
  if (read instanceof Response) return read;
  const { formData, key } = read.fields;
  // `key` is kept for compatibility with the old form; it is not a secret.
  if (key !== undefined && typeof key !== "string") return errorResponse(400, { key: "key must be a string." });
  const from = { page: pageOf(request), language: read.language };
  const result = await submitContact(formData, from, deps, read.attribution);
  return result.ok
    ? Response.json({ ok: true, id: result.id }, { status: 202 })
    : errorResponse(result.status, result.errors);
}

/** The contact page's own form post (no JavaScript): the same checks and storage, the rate limit before the body.
 * The form's `language` field says its page's language; `pageLanguage` (the route's) stands in for a missing one. */
export async function handleContactFormPost(
  request: Request,
  deps: LeadDependencies,
  pageLanguage: Lang = "en",
): Promise<ContactPageResult> {
  const noValues = { name: "", email: "", message: "" };
  if (isCrossSite(request)) return { ok: false, status: 403, errors: {}, values: noValues };
  const taken = await takeRateLimit(deps);
  const body = await readFormBody(request);
  const fields = body.ok ? body.fields : new URLSearchParams();
  const field = (name: string) => fields.get(name) ?? "";
  const typed = { name: field("name"), email: field("email"), message: field("message") };
  // What was typed goes back into the form, cut to the fields' maxlength: a page never renders 64 KB from a script.
  const cut = (name: keyof typeof typed) => typed[name].slice(0, leadLimits[name]);
  const values = { name: cut("name"), email: cut("email"), message: cut("message") };
  if (taken === "unavailable") return { ok: false, status: 503, errors: {}, values };
  if (!taken.allowed) return { ok: false, status: 429, errors: {}, values };
  if (!body.ok) return { ok: false, status: body.status, errors: {}, values };
  const result = await submitContact(
    { ...typed, website: field("website"), consent: field("consent") },
    {
      page: new URL(request.url).pathname,
      language: langs.find((lang) => lang === fields.get("language")) ?? pageLanguage,
    },
    deps,
    // No storage without JavaScript: the campaign, if any, is in the address of the page the form was on.
    formPageAttribution(request),
  );
  if (result.ok) return { ok: true };
  const { form: _requestProblem, ...fieldProblems } = result.errors;
  return { ok: false, status: result.status, errors: fieldProblems, values };
}
