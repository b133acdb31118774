// Newsletter subscriptions: one row per lower-cased address, so subscribing
// twice is harmless (idempotent) and answers the same.
import { validateNewsletter } from "#app/lib/newsletter-schema";
import { type LeadDependencies, pageOf, rateLimitResponse } from "./contact.server";
import type { Database } from "./db/database.server";
import { newsletterSubscribers } from "./db/schema.server";
import {
  crossSiteForbidden,
  errorResponse,
  errorSummary,
  isCrossSite,
  isJsonObject,
  jsonResponse,
  methodNotAllowed,
  readJsonBody,
  requestErrors,
} from "./http.server";

/** Subscribes an address; an address already subscribed keeps its one row. */
export async function subscribe(db: Database, email: string, page: string | null): Promise<void> {
  await db
    .insert(newsletterSubscribers)
    .values({ email, emailKey: email.toLowerCase(), page })
    .onConflictDoNothing({ target: newsletterSubscribers.emailKey });
}

/** POST /api/newsletter (ARCHITECTURE.md, HTTP API). */
export async function handleNewsletterRequest(request: Request, deps: LeadDependencies): Promise<Response> {
  if (request.method !== "POST") return methodNotAllowed();
  if (isCrossSite(request)) return crossSiteForbidden();
  const refused = await rateLimitResponse(deps);
  if (refused) return refused;

  const body = await readJsonBody(request);
  if (!body.ok) return body.response;
  if (!isJsonObject(body.value)) return errorResponse(400, { form: requestErrors.notObject });
  const result = validateNewsletter(body.value);
  if (!result.ok) return errorResponse(400, result.errors);

  // A robot filling the honeypot hears the usual answer; nothing is stored.
  if (result.value.website?.trim()) {
    deps.log.info("newsletter honeypot filled: ignored");
    return jsonResponse({ ok: true }, 202);
  }
  try {
    await subscribe(deps.db, result.value.email, pageOf(request));
    deps.log.info("newsletter subscription stored");
    return jsonResponse({ ok: true }, 202);
  } catch (error) {
    deps.log.error({ error: errorSummary(error) }, "newsletter subscription could not be stored");
    return errorResponse(503, { form: requestErrors.unavailable });
  }
}
