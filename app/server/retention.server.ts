// Retention of leads (decision 029): what is due, deleting it in one transaction, and the daily purge.
// The privacy policy's "How long we keep information" says the same.
import { setTimeout as sleep } from "node:timers/promises";
import { and, eq, inArray, or, type SQL, sql, TransactionRollbackError } from "drizzle-orm";
import { type AnyPgColumn, QueryBuilder } from "drizzle-orm/pg-core";
import { newsletterConfirmationDays } from "#app/catalog/lead-limits";
import { purgeAdminAccess } from "./admin/auth.server";
import { type Database, deleteCounting } from "./db/database.server";
import {
  contactMessages,
  leadWebhooks,
  newsletterConfirmations,
  newsletterSubscribers,
  subscriberMails,
} from "./db/schema.server";
import { errorSummary } from "./http.server";
import type { Log } from "./outbox.server";
import { runExclusive } from "./run-exclusive.server";

/** Days a honeypot hit is kept: long enough to look into a wave of spam. */
export const spamRetentionDays = 30;
/** Days an unconfirmed sign-up is kept: as long as its confirmation link works. */
export const pendingRetentionDays = newsletterConfirmationDays;

const dayMs = 24 * 60 * 60 * 1000;
const daysBefore = (now: Date, days: number) => new Date(now.getTime() - days * dayMs);

/** Rows older than these are due: LEAD_RETENTION_DAYS for most, spam and sign-ups their own; `now` ends links. */
export function retentionCutoffs(now: Date, { retentionDays }: { retentionDays: number }) {
  return {
    now,
    retention: daysBefore(now, retentionDays),
    spam: daysBefore(now, spamRetentionDays),
    pending: daysBefore(now, pendingRetentionDays),
  };
}

/** What a purge removes, kind by kind, as its summary names it. */
const purgedKinds = [
  ["deliveredMessages", "delivered contact message", "delivered contact messages"],
  ["undeliveredMessages", "undelivered contact message", "undelivered contact messages"],
  ["spamMessages", "spam message", "spam messages"],
  ["pendingSubscriptions", "unconfirmed sign-up", "unconfirmed sign-ups"],
  ["unsubscribedAddresses", "unsubscribed address", "unsubscribed addresses"],
  ["confirmationLinks", "confirmation link", "confirmation links"],
  ["subscriberMails", "subscriber mail", "subscriber mails"],
  ["leadWebhooks", "CRM delivery", "CRM deliveries"],
] as const;

export type PurgeCounts = Record<(typeof purgedKinds)[number][0], number>;

/** `or()`, which is undefined only without conditions (these always have some). */
const anyOf = (...conditions: (SQL | undefined)[]): SQL => or(...conditions) ?? sql`false`;

/** `instant` < `at`, whatever the driver makes of a Date parameter. */
const before = (instant: SQL | AnyPgColumn, at: Date) => sql`${instant} < ${at.toISOString()}::timestamptz`;

// What is due (decision 029): a delivered message counts from its delivery, an undelivered one from its arrival;
// one being sent waits for the next purge. Confirmed subscribers stay until they unsubscribe.
function messagesDue(cut: ReturnType<typeof retentionCutoffs>): SQL {
  const { status, sentAt, createdAt, nextAttemptAt } = contactMessages;
  return anyOf(
    // A row marked sent by hand (or before sent_at was recorded) counts from its arrival.
    and(eq(status, "sent"), before(sql`coalesce(${sentAt}, ${createdAt})`, cut.retention)),
    and(
      or(inArray(status, ["queued", "failed"]), and(eq(status, "sending"), before(nextAttemptAt, cut.now))),
      before(createdAt, cut.retention),
    ),
    and(eq(status, "spam"), before(createdAt, cut.spam)),
  );
}

function subscribersDue(cut: ReturnType<typeof retentionCutoffs>): SQL {
  const { status, consentedAt, unsubscribedAt, createdAt } = newsletterSubscribers;
  const since = (column: AnyPgColumn) => sql`coalesce(${column}, ${createdAt})`;
  // consented_at is the latest sign-up: signing up again restarts the 7 days.
  return anyOf(
    and(eq(status, "pending"), before(since(consentedAt), cut.pending)),
    and(eq(status, "unsubscribed"), before(since(unsubscribedAt), cut.retention)),
  );
}

const subquery = new QueryBuilder();
type LeadTable = typeof contactMessages | typeof newsletterSubscribers | typeof newsletterConfirmations;
const idsOf = (table: LeadTable, where: SQL) => subquery.select({ id: table.id }).from(table).where(where);

/** The CRM deliveries of the contact messages and subscribers these conditions match. */
export const webhooksOfLeads = (messages: SQL, subscribers: SQL) =>
  anyOf(
    inArray(leadWebhooks.contactMessageId, idsOf(contactMessages, messages)),
    inArray(leadWebhooks.subscriberId, idsOf(newsletterSubscribers, subscribers)),
  );

// Deletes the matching messages and subscribers with their deliveries, links and mails, dependants first so the
// counts say what the cascades would delete silently. `also` adds links and deliveries due on their own.
export async function deleteLeads(
  tx: Database,
  { messages, subscribers, also = {} }: { messages: SQL; subscribers: SQL; also?: { links?: SQL; webhooks?: SQL } },
) {
  const links = anyOf(
    inArray(newsletterConfirmations.subscriberId, idsOf(newsletterSubscribers, subscribers)),
    also.links,
  );
  const mails = anyOf(
    inArray(subscriberMails.subscriberId, idsOf(newsletterSubscribers, subscribers)),
    inArray(subscriberMails.confirmationId, idsOf(newsletterConfirmations, links)),
  );
  const webhooks = await tx
    .delete(leadWebhooks)
    .where(anyOf(webhooksOfLeads(messages, subscribers), also.webhooks))
    .returning();
  return {
    webhooks,
    subscriberMails: await deleteCounting(tx, subscriberMails, mails),
    confirmationLinks: await deleteCounting(tx, newsletterConfirmations, links),
    subscribers: await tx.delete(newsletterSubscribers).where(subscribers).returning(),
    // The statuses only: a purge may take thousands of messages.
    messages: await tx.delete(contactMessages).where(messages).returning({ status: contactMessages.status }),
  };
}

const countOf = <T extends string>(rows: readonly { status: T }[], ...statuses: T[]) =>
  rows.filter((row) => statuses.includes(row.status)).length;

/** Deletes every row due at `now` in one transaction, dependants first so the counts say what went; `dryRun` rolls back. */
export async function purgeLeads(
  db: Database,
  { now, retentionDays, dryRun = false }: { now: Date; retentionDays: number; dryRun?: boolean },
): Promise<PurgeCounts> {
  const cut = retentionCutoffs(now, { retentionDays });
  let counts: PurgeCounts | undefined;
  try {
    await db.transaction(async (tx) => {
      const { messages, subscribers, ...rest } = await deleteLeads(tx, {
        messages: messagesDue(cut),
        subscribers: subscribersDue(cut),
        also: {
          // Expired links, used or not: either way they no longer confirm anything.
          links: before(newsletterConfirmations.expiresAt, cut.now),
          // A `lead.erased`, the record of an erasure, LEAD_RETENTION_DAYS after it was delivered.
          webhooks: and(
            eq(leadWebhooks.event, "lead.erased"),
            eq(leadWebhooks.status, "sent"),
            before(sql`coalesce(${leadWebhooks.deliveredAt}, ${leadWebhooks.createdAt})`, cut.retention),
          ),
        },
      });
      counts = {
        deliveredMessages: countOf(messages, "sent"),
        undeliveredMessages: countOf(messages, "queued", "sending", "failed"),
        spamMessages: countOf(messages, "spam"),
        pendingSubscriptions: countOf(subscribers, "pending"),
        unsubscribedAddresses: countOf(subscribers, "unsubscribed"),
        confirmationLinks: rest.confirmationLinks,
        subscriberMails: rest.subscriberMails,
        leadWebhooks: rest.webhooks.length,
      };
      if (dryRun) tx.rollback();
    });
  } catch (error) {
    if (!(dryRun && error instanceof TransactionRollbackError)) throw error;
  }
  if (!counts) throw new Error("The purge counted nothing");
  return counts;
}

export const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;

/** The one line a purge logs or prints: counts only, never an address. */
export function purgeSummary(counts: PurgeCounts, { dryRun = false }: { dryRun?: boolean } = {}): string {
  const kinds = purgedKinds.map(([kind, one, many]) => plural(counts[kind], one, many));
  return `Lead retention: ${dryRun ? "would remove" : "removed"} ${kinds.slice(0, -1).join(", ")} and ${kinds.at(-1)}.`;
}

/** The lock of the daily purge: one instance on a database runs it at a time. */
export const retentionLockName = "lead-retention";

/** The daily purge: `firstDelayMs` after start, then every `intervalMs`; a failure is logged and tried next round. */
export function startLeadRetention({
  db,
  log,
  retentionDays,
  firstDelayMs = 60_000,
  intervalMs = dayMs,
}: {
  db: Database;
  log: Pick<Log, "info" | "error">;
  retentionDays: number;
  firstDelayMs?: number;
  intervalMs?: number;
}) {
  let running: Promise<PurgeCounts | undefined> | undefined;

  async function purge(): Promise<PurgeCounts | undefined> {
    try {
      const now = new Date();
      // Expired admin sign-in links and sessions go too (docs/decisions/030); the audit log stays.
      const result = await runExclusive(db, retentionLockName, async () => ({
        leads: await purgeLeads(db, { now, retentionDays }),
        admin: await purgeAdminAccess(db, now),
      }));
      if (!result.ran) return undefined;
      const { leads, admin } = result.value;
      log.info({ purged: leads }, purgeSummary(leads));
      if (admin.signInLinks + admin.sessions > 0) {
        log.info(
          { admin },
          `Admin access: removed ${admin.signInLinks} expired sign-in links and ${admin.sessions} sessions.`,
        );
      }
      return leads;
    } catch (error) {
      log.error({ error: errorSummary(error) }, "Lead retention purge failed");
      return undefined;
    }
  }

  /** Runs a purge now (unless another instance holds the lock); what it removed, or undefined. */
  function runOnce(): Promise<PurgeCounts | undefined> {
    running ??= purge().finally(() => {
      running = undefined;
    });
    return running;
  }

  const stopped = new AbortController();
  void (async () => {
    for (let wait = firstDelayMs; ; wait = intervalMs) {
      await sleep(wait, undefined, { signal: stopped.signal, ref: false });
      await runOnce();
    }
  })().catch(() => {});
  return {
    runOnce,
    /** Stops the timer and waits for a purge in progress. */
    async stop() {
      stopped.abort();
      await running;
    },
  };
}
