// Newsletter subscriptions with double opt-in (decision 026): a sign-up stores a pending subscriber and queues a
// confirmation mail; the mailed link confirms it; the signed link in every mail unsubscribes it. Also the server side
// of the confirm and unsubscribe pages.
import { randomUUID } from "node:crypto";
import { and, desc, eq, gt, isNull, sql } from "drizzle-orm";
import { leadLimits, newsletterConfirmationDays } from "#app/catalog/lead-limits";
import type { NewsletterPageResult } from "#app/lib/forms/newsletter-schema";
import { validateNewsletter } from "#app/lib/forms/newsletter-schema";
import { type Lang, langs } from "#app/lib/lang";
import {
  formPageAttribution,
  type LeadAttribution,
  type LeadDependencies,
  pageOf,
  readLeadRequest,
  takeRateLimit,
} from "./contact.server";
import type { Database } from "./db/database.server";
import { leadWebhooks, newsletterConfirmations, newsletterSubscribers, subscriberMails } from "./db/schema.server";
import { errorResponse, errorSummary, isCrossSite, readFormBody, requestErrors } from "./http.server";
import { leadWebhookEnabled, queueLeadWebhook } from "./lead-webhook.server";
import { confirmationToken, tokenHash, unsubscribePath, verifyUnsubscribe } from "./leads-secret.server";
import { wakeOutbox } from "./outbox.server";

/** A confirmation token as the mail carries it (32 bytes, base64url); anything else is not looked up. */
export const tokenPattern = /^[A-Za-z0-9_-]{43}$/;
export const subscriberIdPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A pending address gets at most one confirmation mail in this time, however often it signs up. */
const resendAfterMinutes = 60;

/** Records a sign-up (`consent`: the wording's id; no `attribution` from tools and tests; `language`: of its page,
 * the mail's): an unconfirmed address becomes pending with a new link, at most one an hour. The outcome is logged,
 * never shown to the visitor. */
export async function subscribe(
  db: Database,
  signUp: { email: string; consent: string; page: string | null; attribution?: LeadAttribution; language?: Lang },
  secret: string,
): Promise<"mailed" | "too-soon" | "already-confirmed"> {
  const emailKey = signUp.email.toLowerCase();
  return db.transaction(async (tx) => {
    // The upsert locks the row, which serialises sign-ups of one address, so two at once make one link.
    const [subscriber] = await tx
      .insert(newsletterSubscribers)
      .values({ email: signUp.email, emailKey, page: signUp.page, language: signUp.language ?? "en" })
      .onConflictDoUpdate({ target: newsletterSubscribers.emailKey, set: { emailKey } })
      .returning();
    if (!subscriber) throw new Error("The upsert returned no subscriber");
    if (subscriber.status === "confirmed") return "already-confirmed";

    const [recent] = await tx
      .select({ id: newsletterConfirmations.id })
      .from(newsletterConfirmations)
      .where(
        and(
          eq(newsletterConfirmations.subscriberId, subscriber.id),
          gt(newsletterConfirmations.createdAt, sql`now() - ${resendAfterMinutes} * interval '1 minute'`),
        ),
      )
      .orderBy(desc(newsletterConfirmations.createdAt))
      .limit(1);
    if (recent) return "too-soon";

    await tx
      .update(newsletterSubscribers)
      .set({
        status: "pending",
        page: signUp.page,
        language: signUp.language ?? "en",
        consentWordingId: signUp.consent,
        consentedAt: sql`now()`,
        firstTouch: signUp.attribution?.firstTouch ?? null,
        lastTouch: signUp.attribution?.lastTouch ?? null,
      })
      .where(eq(newsletterSubscribers.id, subscriber.id));
    const id = randomUUID();
    await tx.insert(newsletterConfirmations).values({
      id,
      subscriberId: subscriber.id,
      tokenHash: tokenHash(confirmationToken(secret, id)),
      expiresAt: sql`now() + ${newsletterConfirmationDays} * interval '1 day'`,
    });
    await tx.insert(subscriberMails).values({ kind: "confirm", subscriberId: subscriber.id, confirmationId: id });
    return "mailed";
  });
}

/** What a confirmation link found: each has its own page with its HTTP status. */
const confirmStatus = { confirmed: 200, "already-used": 200, expired: 410, invalid: 400 } as const;
type ConfirmOutcome = keyof typeof confirmStatus;

/** Confirms the subscription of a token, which works once and for `newsletterConfirmationDays`. */
export async function confirmSubscription(
  db: Database,
  token: string,
  { webhook = leadWebhookEnabled() }: { webhook?: boolean } = {},
): Promise<ConfirmOutcome> {
  if (!tokenPattern.test(token)) return "invalid";
  return db.transaction(async (tx) => {
    const [found] = await tx
      .select({
        id: newsletterConfirmations.id,
        subscriberId: newsletterConfirmations.subscriberId,
        usedAt: newsletterConfirmations.usedAt,
        expired: sql<boolean>`${newsletterConfirmations.expiresAt} <= now()`,
        status: newsletterSubscribers.status,
      })
      .from(newsletterConfirmations)
      .innerJoin(newsletterSubscribers, eq(newsletterSubscribers.id, newsletterConfirmations.subscriberId))
      .where(eq(newsletterConfirmations.tokenHash, tokenHash(token)))
      .for("update");
    if (!found) return "invalid";
    if (found.usedAt) return "already-used";
    if (found.expired) return "expired";
    if (found.status === "unsubscribed") return "invalid";
    await tx
      .update(newsletterConfirmations)
      .set({ usedAt: sql`now()` })
      .where(and(eq(newsletterConfirmations.id, found.id), isNull(newsletterConfirmations.usedAt)));
    const confirmed = await tx
      .update(newsletterSubscribers)
      .set({ status: "confirmed", confirmedAt: sql`now()` })
      .where(and(eq(newsletterSubscribers.id, found.subscriberId), eq(newsletterSubscribers.status, "pending")))
      .returning({ id: newsletterSubscribers.id });
    // The CRM hears of a subscriber once confirmed (LEADS_WEBHOOK_URL set), in the same transaction.
    if (webhook && confirmed.length > 0) await queueLeadWebhook(tx, "newsletter.confirmed", found.subscriberId);
    return "confirmed";
  });
}

/** Unsubscribes the subscriber of a signed link, idempotently (an erased id has nothing left to stop). */
export async function unsubscribe(db: Database, subscriberId: string): Promise<void> {
  if (!subscriberIdPattern.test(subscriberId)) return;
  await db.transaction(async (tx) => {
    const left = await tx
      .update(newsletterSubscribers)
      .set({ status: "unsubscribed", unsubscribedAt: sql`now()` })
      .where(and(eq(newsletterSubscribers.id, subscriberId), sql`${newsletterSubscribers.status} <> 'unsubscribed'`))
      .returning({ id: newsletterSubscribers.id });
    // The CRM hears of it when it heard, or will hear, of the confirmation.
    const known = and(eq(leadWebhooks.subscriberId, subscriberId), eq(leadWebhooks.event, "newsletter.confirmed"));
    if (left.length > 0 && (await tx.$count(leadWebhooks, known)) > 0) {
      await queueLeadWebhook(tx, "newsletter.unsubscribed", subscriberId);
    }
    // A waiting confirmation mail is dropped; one being sent is stopped by the outbox's last check.
    await tx
      .delete(subscriberMails)
      .where(and(eq(subscriberMails.subscriberId, subscriberId), eq(subscriberMails.status, "queued")));
  });
}

export type NewsletterDependencies = LeadDependencies & { secret: string };

/** POST /api/newsletter (docs/product.md, "HTTP API"): 202 alike for a new, pending or confirmed address. */
export async function handleNewsletterRequest(request: Request, deps: NewsletterDependencies): Promise<Response> {
  const read = await readLeadRequest(request, deps);
  if (read instanceof Response) return read;
  const result = validateNewsletter(read.fields, read.language);
  if (!result.ok) return errorResponse(400, result.errors);

  // A robot filling the honeypot hears the usual answer; nothing is stored.
  if (result.value.website?.trim()) {
    deps.log.info({}, "newsletter honeypot filled: ignored");
    return Response.json({ ok: true }, { status: 202 });
  }
  try {
    const { email, consent } = result.value;
    const signUp = { email, consent, page: pageOf(request), attribution: read.attribution, language: read.language };
    const outcome = await subscribe(deps.db, signUp, deps.secret);
    deps.log.info({ outcome }, "newsletter sign-up stored");
    if (outcome === "mailed") deps.onStored?.();
    return Response.json({ ok: true }, { status: 202 });
  } catch (error) {
    deps.log.error({ error: errorSummary(error) }, "newsletter sign-up could not be stored");
    return errorResponse(503, { form: requestErrors.unavailable });
  }
}

/**
 * The newsletter form's own post to its page, without JavaScript (the contact pages): the API's checks and storage,
 * the rate limit before the body, the answer for the page to show. The form's `language` field says its page's
 * language; `pageLanguage` (the route's) stands in for a missing one.
 */
export async function handleNewsletterFormPost(
  request: Request,
  deps: NewsletterDependencies,
  pageLanguage: Lang = "en",
): Promise<NewsletterPageResult> {
  if (isCrossSite(request)) return { ok: false, status: 403, errors: {}, values: { email: "" } };
  const taken = await takeRateLimit(deps);
  const body = await readFormBody(request);
  const fields = body.ok ? body.fields : new URLSearchParams();
  const field = (name: string) => fields.get(name) ?? "";
  // What was typed goes back into the form, cut to the field's maxlength.
  const values = { email: field("email").slice(0, leadLimits.email) };
  if (taken === "unavailable") return { ok: false, status: 503, errors: {}, values };
  if (!taken.allowed) return { ok: false, status: 429, errors: {}, values };
  if (!body.ok) return { ok: false, status: body.status, errors: {}, values };
  const language = langs.find((lang) => lang === fields.get("language")) ?? pageLanguage;
  const result = validateNewsletter(
    { email: field("email"), consent: field("consent"), website: field("website") },
    language,
  );
  if (!result.ok) {
    const { form: _requestProblem, ...fieldProblems } = result.errors;
    return { ok: false, status: 400, errors: fieldProblems, values };
  }
  if (result.value.website?.trim()) {
    deps.log.info({}, "newsletter honeypot filled: ignored");
    return { ok: true };
  }
  try {
    const { email, consent } = result.value;
    const page = new URL(request.url).pathname;
    const signUp = { email, consent, page, attribution: formPageAttribution(request), language };
    const outcome = await subscribe(deps.db, signUp, deps.secret);
    deps.log.info({ outcome }, "newsletter sign-up stored");
    if (outcome === "mailed") deps.onStored?.();
    return { ok: true };
  } catch (error) {
    deps.log.error({ error: errorSummary(error) }, "newsletter sign-up could not be stored");
    return { ok: false, status: 503, errors: {}, values };
  }
}

export type NewsletterPageDependencies = Pick<NewsletterDependencies, "db" | "secret" | "log">;

/** GET /newsletter/confirm?token=…: confirms once; a used, expired or unknown token gets its own page. */
export async function confirmFromRequest(
  request: Request,
  deps: NewsletterPageDependencies | undefined,
): Promise<{ outcome: ConfirmOutcome | "unavailable"; status: number }> {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  if (!deps) return { outcome: "unavailable", status: 503 };
  try {
    const outcome = await confirmSubscription(deps.db, token);
    deps.log.info({ outcome }, "newsletter confirmation link opened");
    // A confirmed subscriber may have a delivery to the CRM waiting (LEADS_WEBHOOK_URL).
    if (outcome === "confirmed") wakeOutbox();
    return { outcome, status: confirmStatus[outcome] };
  } catch (error) {
    deps.log.error({ error: errorSummary(error) }, "newsletter confirmation failed");
    return { outcome: "unavailable", status: 503 };
  }
}

type UnsubscribePageResult =
  | { state: "ask"; action: string; status: 200 }
  | { state: "done"; status: 200 }
  | { state: "bad-link"; status: 400 }
  | { state: "unavailable"; status: 503 };

/** The subscriber id of a correctly signed unsubscribe link, else undefined. */
function signedSubscriber(url: URL, secret: string): string | undefined {
  const id = url.searchParams.get("id") ?? "";
  const signature = url.searchParams.get("sig") ?? "";
  return id && signature && verifyUnsubscribe(secret, id, signature) ? id : undefined;
}

/** GET /newsletter/unsubscribe?id=…&sig=…: a page with one button (a plain form post to the same link). */
export function unsubscribeQuestion(request: Request, secret: string | undefined): UnsubscribePageResult {
  const url = new URL(request.url);
  if (secret === undefined) return { state: "unavailable", status: 503 };
  if (!signedSubscriber(url, secret)) return { state: "bad-link", status: 400 };
  return { state: "ask", action: `${unsubscribePath}${url.search}`, status: 200 };
}

/** POST /newsletter/unsubscribe?id=…&sig=…: the page's button, or a mail program's one-click POST (RFC 8058). */
export async function unsubscribeFromRequest(
  request: Request,
  deps: NewsletterPageDependencies | undefined,
): Promise<UnsubscribePageResult> {
  if (!deps) return { state: "unavailable", status: 503 };
  const id = signedSubscriber(new URL(request.url), deps.secret);
  if (!id) return { state: "bad-link", status: 400 };
  try {
    await unsubscribe(deps.db, id);
    deps.log.info({ subscriberId: id }, "newsletter unsubscribe");
    return { state: "done", status: 200 };
  } catch (error) {
    deps.log.error({ error: errorSummary(error) }, "newsletter unsubscribe failed");
    return { state: "unavailable", status: 503 };
  }
}
