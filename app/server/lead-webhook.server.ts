// Leads posted to the marketing team's CRM (LEADS_WEBHOOK_URL), signed with LEADS_WEBHOOK_SECRET
// (docs/decisions/031-lead-webhook.md).
import { createHmac, randomUUID } from "node:crypto";
import { and, count, desc, eq, inArray, or, sql } from "drizzle-orm";
import type { Database } from "./db/database.server";
import {
  type ContactMessage,
  contactMessages,
  type ErasedLead,
  type LeadWebhook,
  type LeadWebhookEvent,
  leadWebhooks,
  type NewsletterSubscriber,
  newsletterSubscribers,
  type WebhookStatus,
} from "./db/schema.server";
import type { ServerEnv } from "./env.server";
import { sameSecret } from "./leads-secret.server";
import { deliverNext, type Log, type OutboxSettings, outboxSettings, type StepOutcome } from "./outbox.server";

/** `sha256=` and the hex HMAC-SHA256 of `${timestamp}.${body}` with the secret. */
export function signWebhook(secret: string, timestamp: number, body: string): string {
  return `sha256=${createHmac("sha256", secret).update(`${timestamp}.${body}`).digest("hex")}`;
}

/** Whether a request (its raw body and two headers) was signed with `secret` within `toleranceSeconds` of `now`. */
export function verifyWebhookSignature(
  secret: string,
  request: { body: string; timestamp: string | null | undefined; signature: string | null | undefined },
  { now = new Date(), toleranceSeconds = 300 }: { now?: Date; toleranceSeconds?: number } = {},
): boolean {
  const { body, timestamp, signature } = request;
  if (!timestamp || !/^\d{1,12}$/.test(timestamp) || !signature) return false;
  const seconds = Number(timestamp);
  if (Math.abs(now.getTime() / 1000 - seconds) > toleranceSeconds) return false;
  return sameSecret(signature, signWebhook(secret, seconds, body));
}

declare global {
  var __examwiseLeadWebhook: boolean | undefined;
}

/** Whether this process posts leads to the CRM (LEADS_WEBHOOK_URL set): stores then queue a delivery. */
export function leadWebhookEnabled(): boolean {
  return globalThis.__examwiseLeadWebhook === true;
}

/** The events about one lead that still exists; lead.erased names leads that no longer do. */
export type LeadEvent = Exclude<LeadWebhookEvent, "lead.erased">;

/** Queues one lead's event, once, inside the transaction that stores or changes the lead. */
export async function queueLeadWebhook(db: Database, event: LeadEvent, leadId: string): Promise<void> {
  await db
    .insert(leadWebhooks)
    .values({
      event,
      contactMessageId: event === "contact.created" ? leadId : null,
      subscriberId: event === "contact.created" ? null : leadId,
      idempotencyKey: `${event}:${leadId}`,
    })
    .onConflictDoNothing({ target: leadWebhooks.idempotencyKey });
}

/** Queues `lead.erased` for deleted leads the CRM may have heard of, inside the erasing transaction. */
export async function queueLeadErasure(db: Database, leads: readonly ErasedLead[], notBefore?: Date): Promise<number> {
  const unique = [...new Map(leads.map((lead) => [`${lead.kind}:${lead.id}`, lead])).values()];
  if (unique.length === 0) return 0;
  const id = randomUUID();
  await db.insert(leadWebhooks).values({
    id,
    event: "lead.erased",
    erasedLeads: unique,
    idempotencyKey: `lead.erased:${id}`,
    nextAttemptAt: notBefore ?? sql`now()`,
  });
  return unique.length;
}

const agreed = (lead: ContactMessage | NewsletterSubscriber) => ({
  consent: { wordingId: lead.consentWordingId, consentedAt: lead.consentedAt },
  attribution: { firstTouch: lead.firstTouch, lastTouch: lead.lastTouch },
});

/** The body (decision 031) from the lead as it is now: in full, or by ids only when it left; undefined when gone. */
async function leadWebhookBody(db: Database, delivery: LeadWebhook) {
  const { idempotencyKey: id, event, createdAt, contactMessageId, subscriberId } = delivery;
  if (event === "lead.erased") {
    return delivery.erasedLeads ? { id, event, occurredAt: createdAt, leads: delivery.erasedLeads } : undefined;
  }
  if (event === "contact.created") {
    const m = contactMessageId
      ? await db.query.contactMessages.findFirst({ where: eq(contactMessages.id, contactMessageId) })
      : undefined;
    if (!m) return undefined;
    const { name, email, message, page } = m;
    const lead = { kind: "contact", id: m.id, name, email, message, page, createdAt: m.createdAt, ...agreed(m) };
    return { id, event, occurredAt: m.createdAt, lead };
  }
  const s = subscriberId
    ? await db.query.newsletterSubscribers.findFirst({ where: eq(newsletterSubscribers.id, subscriberId) })
    : undefined;
  if (!s) return undefined;
  if (event === "newsletter.unsubscribed") {
    const lead = { kind: "newsletter", id: s.id, status: s.status, unsubscribedAt: s.unsubscribedAt };
    return { id, event, occurredAt: s.unsubscribedAt ?? createdAt, lead };
  }
  const { email, page, status, confirmedAt } = s;
  const lead = {
    kind: "newsletter",
    id: s.id,
    email,
    page,
    status,
    signedUpAt: s.createdAt,
    confirmedAt,
    ...agreed(s),
  };
  return { id, event, occurredAt: confirmedAt ?? createdAt, lead };
}

export type LeadWebhookOptions = {
  db: Database;
  url: string;
  secret: string;
  log: Pick<Log, "info" | "warn">;
  /** The worker's clock (tests move it). */
  now?: () => Date;
  fetch?: typeof fetch;
  timeoutMs?: number;
  /** Awaited before the last check before posting (tests erase the lead there). */
  beforePost?: (delivery: LeadWebhook) => Promise<void>;
} & Partial<OutboxSettings>;

export function createLeadWebhook(options: LeadWebhookOptions): { step(): Promise<StepOutcome> } {
  const { db, url, secret } = options;
  const now = options.now ?? (() => new Date());
  const post = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? 10_000;
  // A claim outlasts a POST's timeout, so a slow receiver is not posted to twice.
  const settings = outboxSettings(options, Math.max(2 * 60_000, timeoutMs * 3));
  return {
    step: () =>
      deliverNext({
        db,
        settings,
        log: options.log,
        clock: now,
        table: leadWebhooks,
        name: "lead webhook",
        idField: "leadWebhookId",
        sentColumn: "deliveredAt",
        load: (id) => db.query.leadWebhooks.findFirst({ where: eq(leadWebhooks.id, id) }),
        compose: async (delivery) => {
          const body = await leadWebhookBody(db, delivery);
          return body && { body: JSON.stringify(body), key: delivery.idempotencyKey };
        },
        beforeSend: async (delivery) => options.beforePost?.(delivery),
        send: async ({ body, key }) => {
          const timestamp = Math.floor(now().getTime() / 1000);
          const response = await post(url, {
            method: "POST",
            headers: {
              "Content-Type": "application/json",
              "X-Examwise-Timestamp": String(timestamp),
              "X-Examwise-Signature": signWebhook(secret, timestamp, body),
              "Idempotency-Key": key,
            },
            body,
            redirect: "manual",
            signal: AbortSignal.timeout(timeoutMs),
          });
          await response.body?.cancel().catch(() => {});
          if (response.ok) return;
          const redirected = response.status >= 300 && response.status < 400 ? " (redirects are not followed)" : "";
          throw new Error(`HTTP ${response.status}${redirected}`);
        },
      }),
  };
}

/** The process's webhook worker when LEADS_WEBHOOK_URL is set; also tells the stores to queue deliveries. */
export function leadWebhookFromEnv(
  env: Partial<Pick<ServerEnv, "LEADS_WEBHOOK_URL" | "LEADS_WEBHOOK_SECRET" | "OUTBOX_RETRY_MS">>,
  db: Database,
  log: LeadWebhookOptions["log"],
) {
  const { LEADS_WEBHOOK_URL: url, LEADS_WEBHOOK_SECRET: secret } = env;
  globalThis.__examwiseLeadWebhook = Boolean(url && secret);
  if (!url || !secret) return undefined;
  log.info({}, `Lead webhook is on: leads are posted to ${new URL(url).host}.`);
  return createLeadWebhook({ db, url, secret, log, baseDelayMs: env.OUTBOX_RETRY_MS });
}

/** The latest CRM delivery of one lead, for the inbox; undefined when none was queued (webhook off, spam, unconfirmed). */
export const webhookStatusFor = (db: Database, kind: "contact" | "newsletter", id: string) =>
  db.query.leadWebhooks.findFirst({
    where: eq(kind === "contact" ? leadWebhooks.contactMessageId : leadWebhooks.subscriberId, id),
    orderBy: desc(leadWebhooks.createdAt),
  });

export async function webhookCounts(db: Database): Promise<Record<WebhookStatus, number>> {
  const counts = { queued: 0, sending: 0, sent: 0, failed: 0 };
  const { status } = leadWebhooks;
  for (const row of await db.select({ status, count: count() }).from(leadWebhooks).groupBy(status)) {
    counts[row.status] = row.count;
  }
  return counts;
}

/** Requeues failed deliveries (all, or the given leads'); returns their lead ids (a lead.erased one: its own id). */
export async function requeueFailedWebhooks(db: Database, leadIds: readonly string[] = []): Promise<string[]> {
  const ofLeads =
    leadIds.length > 0
      ? or(...[leadWebhooks.contactMessageId, leadWebhooks.subscriberId].map((column) => inArray(column, [...leadIds])))
      : undefined;
  const rows = await db
    .update(leadWebhooks)
    .set({ status: "queued", attempts: 0, nextAttemptAt: sql`now()`, lastError: null })
    .where(and(eq(leadWebhooks.status, "failed"), ofLeads))
    .returning();
  return rows.map((row) => row.contactMessageId ?? row.subscriberId ?? row.id);
}
