// @vitest-environment node
// Retention (issues 17 and 29) on PGlite and PostgreSQL: the purge removes
// exactly the rows past their period (undelivered messages included) and what
// hangs on them, a dry run only counts, and `npm run leads -- purge` and the
// server's daily purge say how many, never who.
import { eq } from "drizzle-orm";
import { afterEach, expect, vi } from "vitest";
import { storeContactMessage } from "#app/server/contact.server";
import type { Database } from "#app/server/db/database.server";
import {
  contactMessages,
  leadWebhooks,
  newsletterConfirmations,
  newsletterSubscribers,
  subscriberMails,
} from "#app/server/db/schema.server";
import { type LeadEvent, queueLeadWebhook } from "#app/server/lead-webhook.server";
import { purgeLeads, retentionLockName, startLeadRetention } from "#app/server/retention.server";
import { runExclusive } from "#app/server/run-exclusive.server";
import { main } from "../../scripts/leads";
import { test } from "./support/database-test";
import { drivers, type TestDatabase } from "./support/databases";

const dayMs = 24 * 60 * 60 * 1000;
const now = new Date();
const daysAgo = (days: number) => new Date(now.getTime() - days * dayMs);

afterEach(() => {
  vi.unstubAllEnvs();
});

async function emptyLeadTables(db: Database) {
  await db.delete(subscriberMails);
  await db.delete(newsletterConfirmations);
  await db.delete(newsletterSubscribers);
  await db.delete(contactMessages);
}

type Status = (typeof contactMessages.$inferInsert)["status"];

async function message(
  db: Database,
  status: Status,
  createdAt: Date,
  sentAt: Date | null = null,
  nextAttemptAt = createdAt,
) {
  const [row] = await db
    .insert(contactMessages)
    .values({ name: "Ann", email: `${status}@example.com`, message: "Hello", status, createdAt, sentAt, nextAttemptAt })
    .returning({ id: contactMessages.id });
  if (!row) throw new Error("no message");
  return row.id;
}

type SubscriberRow = typeof newsletterSubscribers.$inferInsert;

async function subscriber(db: Database, key: string, values: Omit<SubscriberRow, "email" | "emailKey">) {
  const email = `${key}@example.com`;
  const [row] = await db
    .insert(newsletterSubscribers)
    .values({ email, emailKey: email, ...values })
    .returning({ id: newsletterSubscribers.id });
  if (!row) throw new Error("no subscriber");
  return row.id;
}

/** A confirmation link of `subscriberId` and the mail that carried it; their ids. */
async function link(db: Database, subscriberId: string, createdAt: Date, usedAt: Date | null = null) {
  const [confirmation] = await db
    .insert(newsletterConfirmations)
    .values({
      subscriberId,
      tokenHash: `hash-${subscriberId}-${createdAt.getTime()}`,
      createdAt,
      expiresAt: new Date(createdAt.getTime() + 7 * dayMs),
      usedAt,
    })
    .returning({ id: newsletterConfirmations.id });
  if (!confirmation) throw new Error("no confirmation");
  const [mail] = await db
    .insert(subscriberMails)
    .values({
      kind: "confirm",
      subscriberId,
      confirmationId: confirmation.id,
      status: "sent",
      createdAt,
      sentAt: createdAt,
    })
    .returning({ id: subscriberMails.id });
  if (!mail) throw new Error("no mail");
  return { confirmation: confirmation.id, mail: mail.id };
}

/**
 * Rows just inside and just outside each limit (default LEAD_RETENTION_DAYS,
 * 730), named by whether the default purge keeps them.
 */
async function seed(db: Database) {
  await emptyLeadTables(db);
  const messages = {
    // Received long ago but delivered only 729 days ago: delivery starts the clock.
    deliveredInside: await message(db, "sent", daysAgo(735), daysAgo(729)),
    deliveredOutside: await message(db, "sent", daysAgo(731), daysAgo(731)),
    spamInside: await message(db, "spam", daysAgo(29)),
    spamOutside: await message(db, "spam", daysAgo(31)),
    // Never delivered (stored without SMTP_URL, or failed): counted from arrival.
    queuedInside: await message(db, "queued", daysAgo(729)),
    queuedOutside: await message(db, "queued", daysAgo(731)),
    failedInside: await message(db, "failed", daysAgo(729)),
    failedOutside: await message(db, "failed", daysAgo(731)),
    // Left `sending` by a process that died: its claim ran out long ago.
    abandonedOutside: await message(db, "sending", daysAgo(731), null, daysAgo(700)),
    // Being mailed right now: waits for the next purge rather than vanish under the worker.
    sendingNow: await message(db, "sending", daysAgo(2000), null, new Date(now.getTime() + 60_000)),
  };
  const pendingInside = await subscriber(db, "pending-inside", {
    status: "pending",
    createdAt: daysAgo(6),
    consentedAt: daysAgo(6),
  });
  const pendingOutside = await subscriber(db, "pending-outside", {
    status: "pending",
    createdAt: daysAgo(8),
    consentedAt: daysAgo(8),
  });
  // Signed up 100 days ago without confirming, and again 2 days ago.
  const pendingAgain = await subscriber(db, "pending-again", {
    status: "pending",
    createdAt: daysAgo(100),
    consentedAt: daysAgo(2),
  });
  const confirmedOld = await subscriber(db, "confirmed-old", {
    status: "confirmed",
    createdAt: daysAgo(3000),
    consentedAt: daysAgo(3000),
    confirmedAt: daysAgo(3000),
  });
  // Subscribers from before double opt-in: confirmed, no consent record.
  const legacyConfirmed = await subscriber(db, "legacy", { status: "confirmed", createdAt: daysAgo(3000) });
  const unsubscribedInside = await subscriber(db, "unsubscribed-inside", {
    status: "unsubscribed",
    createdAt: daysAgo(1000),
    unsubscribedAt: daysAgo(729),
  });
  const unsubscribedOutside = await subscriber(db, "unsubscribed-outside", {
    status: "unsubscribed",
    createdAt: daysAgo(1000),
    unsubscribedAt: daysAgo(731),
  });
  const subscribers = {
    pendingInside,
    pendingOutside,
    pendingAgain,
    confirmedOld,
    legacyConfirmed,
    unsubscribedInside,
    unsubscribedOutside,
  };
  const links = {
    pendingInside: await link(db, pendingInside, daysAgo(6)),
    pendingOutside: await link(db, pendingOutside, daysAgo(8)),
    pendingAgainOld: await link(db, pendingAgain, daysAgo(100)),
    pendingAgainNew: await link(db, pendingAgain, daysAgo(2)),
    confirmedOldUsed: await link(db, confirmedOld, daysAgo(3000), daysAgo(3000)),
    unsubscribedOutside: await link(db, unsubscribedOutside, daysAgo(1000), daysAgo(1000)),
  };
  // Deliveries to the CRM go with their lead.
  const webhooks = {
    deliveredInside: await webhook(db, "contact.created", messages.deliveredInside),
    deliveredOutside: await webhook(db, "contact.created", messages.deliveredOutside),
    queuedInside: await webhook(db, "contact.created", messages.queuedInside),
    queuedOutside: await webhook(db, "contact.created", messages.queuedOutside),
    confirmedOld: await webhook(db, "newsletter.confirmed", confirmedOld),
    unsubscribedOutside: await webhook(db, "newsletter.confirmed", unsubscribedOutside),
  };
  return { messages, subscribers, links, webhooks };
}

async function webhook(db: Database, event: LeadEvent, leadId: string) {
  await queueLeadWebhook(db, event, leadId);
  const [row] = await db
    .select({ id: leadWebhooks.id })
    .from(leadWebhooks)
    .where(eq(leadWebhooks.idempotencyKey, `${event}:${leadId}`));
  if (!row) throw new Error("no delivery");
  return row.id;
}

async function remaining(db: Database) {
  const ids = async <T extends { id: string }>(rows: Promise<T[]>) => (await rows).map((row) => row.id).sort();
  return {
    messages: await ids(db.select({ id: contactMessages.id }).from(contactMessages)),
    subscribers: await ids(db.select({ id: newsletterSubscribers.id }).from(newsletterSubscribers)),
    confirmations: await ids(db.select({ id: newsletterConfirmations.id }).from(newsletterConfirmations)),
    mails: await ids(db.select({ id: subscriberMails.id }).from(subscriberMails)),
    webhooks: await ids(db.select({ id: leadWebhooks.id }).from(leadWebhooks)),
  };
}

const expectedDefaultCounts = {
  deliveredMessages: 1,
  // queued-outside, failed-outside and abandoned-outside.
  undeliveredMessages: 3,
  spamMessages: 1,
  pendingSubscriptions: 1,
  unsubscribedAddresses: 1,
  // pending-outside's link; the expired ones of pending-again, confirmed-old and unsubscribed-outside.
  confirmationLinks: 4,
  subscriberMails: 4,
  // Those of delivered-outside, queued-outside and unsubscribed-outside.
  leadWebhooks: 3,
};

/** The command against the test database, with what it printed. */
async function run(database: TestDatabase, argv: string[]) {
  const output: string[] = [];
  const log = vi.spyOn(console, "log").mockImplementation((line: unknown) => void output.push(String(line)));
  const error = vi.spyOn(console, "error").mockImplementation(() => {});
  try {
    const code = await main(argv, async () => ({ ...database, close: async () => {} }));
    return { code, output: output.join("\n") };
  } finally {
    log.mockRestore();
    error.mockRestore();
  }
}

for (const driver of drivers) {
  test(`${driver}: purge removes exactly what is due, and a dry run before it only counts the same`, async ({
    databases,
  }) => {
    const { db } = databases[driver];
    const { messages, subscribers, links, webhooks } = await seed(db);
    const before = await remaining(db);

    expect(await purgeLeads(db, { now, retentionDays: 730, dryRun: true })).toEqual(expectedDefaultCounts);
    expect(await remaining(db)).toEqual(before);

    expect(await purgeLeads(db, { now, retentionDays: 730 })).toEqual(expectedDefaultCounts);
    const after = await remaining(db);
    const sorted = (ids: string[]) => [...ids].sort();
    expect(after.messages).toEqual(
      sorted([
        messages.deliveredInside,
        messages.spamInside,
        messages.queuedInside,
        messages.failedInside,
        messages.sendingNow,
      ]),
    );
    expect(after.subscribers).toEqual(
      sorted([
        subscribers.pendingInside,
        subscribers.pendingAgain,
        subscribers.confirmedOld,
        subscribers.legacyConfirmed,
        subscribers.unsubscribedInside,
      ]),
    );
    expect(after.confirmations).toEqual(sorted([links.pendingInside.confirmation, links.pendingAgainNew.confirmation]));
    expect(after.mails).toEqual(sorted([links.pendingInside.mail, links.pendingAgainNew.mail]));
    expect(after.webhooks).toEqual(sorted([webhooks.deliveredInside, webhooks.queuedInside, webhooks.confirmedOld]));

    // Nothing is left to do.
    expect(await purgeLeads(db, { now, retentionDays: 730 })).toEqual({
      deliveredMessages: 0,
      undeliveredMessages: 0,
      spamMessages: 0,
      pendingSubscriptions: 0,
      unsubscribedAddresses: 0,
      confirmationLinks: 0,
      subscriberMails: 0,
      leadWebhooks: 0,
    });
  });

  test(`${driver}: a message stored while mail is off is deleted LEAD_RETENTION_DAYS after it arrived, never mailed`, async ({
    databases,
  }) => {
    const { db } = databases[driver];
    await emptyLeadTables(db);
    const form = { name: "Ann", email: "stored-only@example.com", message: "Is there a trial?" };
    const old = await storeContactMessage(db, form, "/contact", undefined, { webhook: false });
    const recent = await storeContactMessage(db, form, "/contact", undefined, { webhook: false });
    await db
      .update(contactMessages)
      .set({ createdAt: daysAgo(731) })
      .where(eq(contactMessages.id, old.id));
    await db
      .update(contactMessages)
      .set({ createdAt: daysAgo(729) })
      .where(eq(contactMessages.id, recent.id));

    expect(await purgeLeads(db, { now, retentionDays: 730 })).toMatchObject({
      deliveredMessages: 0,
      undeliveredMessages: 1,
    });
    expect((await remaining(db)).messages).toEqual([recent.id]);
  });

  test(`${driver}: a shorter LEAD_RETENTION_DAYS reaches delivered and undelivered messages and unsubscribed addresses only`, async ({
    databases,
  }) => {
    const { db } = databases[driver];
    const { messages, subscribers } = await seed(db);
    expect(await purgeLeads(db, { now, retentionDays: 365 })).toEqual({
      ...expectedDefaultCounts,
      deliveredMessages: 2,
      undeliveredMessages: 5,
      unsubscribedAddresses: 2,
      leadWebhooks: 5,
    });
    const after = await remaining(db);
    expect(after.messages).not.toContain(messages.deliveredInside);
    expect(after.messages).not.toContain(messages.queuedInside);
    expect(after.messages).toContain(messages.sendingNow);
    expect(after.messages).toContain(messages.spamInside);
    expect(after.subscribers).not.toContain(subscribers.unsubscribedInside);
    expect(after.subscribers).toContain(subscribers.pendingInside);
  });

  test(`${driver}: npm run leads -- purge [--dry-run] prints the counts, honours LEAD_RETENTION_DAYS, never an address`, async ({
    databases,
  }) => {
    const { db } = databases[driver];
    await seed(db);
    const before = await remaining(db);

    const dry = await run(databases[driver], ["purge", "--dry-run"]);
    expect(dry.code).toBe(0);
    expect(dry.output).toBe(
      "Lead retention: would remove 1 delivered contact message, 3 undelivered contact messages, 1 spam message, 1 unconfirmed sign-up, 1 unsubscribed address, 4 confirmation links, 4 subscriber mails and 3 CRM deliveries.",
    );
    expect(await remaining(db)).toEqual(before);

    vi.stubEnv("LEAD_RETENTION_DAYS", "365");
    const purged = await run(databases[driver], ["purge"]);
    expect(purged.code).toBe(0);
    expect(purged.output).toBe(
      "Lead retention: removed 2 delivered contact messages, 5 undelivered contact messages, 1 spam message, 1 unconfirmed sign-up, 2 unsubscribed addresses, 4 confirmation links, 4 subscriber mails and 5 CRM deliveries.",
    );
    expect(purged.output).not.toContain("@");

    vi.stubEnv("LEAD_RETENTION_DAYS", "0");
    await expect(run(databases[driver], ["purge"])).rejects.toThrow("LEAD_RETENTION_DAYS must be a whole number");
    expect((await run(databases[driver], ["purge", "now"])).code).toBe(2);
  });

  test(`${driver}: the server's purge logs counts only, and skips its turn while another holds the lock`, async ({
    databases,
  }) => {
    const { db } = databases[driver];
    await seed(db);
    const lines: { fields: unknown; line: string }[] = [];
    const log = {
      info: (fields: object, line: string) => void lines.push({ fields, line }),
      error: (fields: object, line: string) => void lines.push({ fields, line }),
    };
    const retention = startLeadRetention({ db, log, retentionDays: 730, firstDelayMs: 60_000 });
    try {
      const held = await runExclusive(db, retentionLockName, () => retention.runOnce());
      expect(held).toEqual({ ran: true, value: undefined });
      expect(lines).toEqual([]);

      expect(await retention.runOnce()).toEqual(expectedDefaultCounts);
      expect(lines).toEqual([
        {
          fields: { purged: expectedDefaultCounts },
          line: "Lead retention: removed 1 delivered contact message, 3 undelivered contact messages, 1 spam message, 1 unconfirmed sign-up, 1 unsubscribed address, 4 confirmation links, 4 subscriber mails and 3 CRM deliveries.",
        },
      ]);
      expect(JSON.stringify(lines)).not.toContain("@");
    } finally {
      await retention.stop();
    }
  });
}

test("the daily purge runs shortly after start, then every interval, until stopped", async ({ databases }) => {
  const { db } = databases.pglite;
  await emptyLeadTables(db);
  const purges: unknown[] = [];
  const log = { info: (fields: object) => void purges.push(fields), error: () => {} };
  const retention = startLeadRetention({ db, log, retentionDays: 730, firstDelayMs: 10, intervalMs: 50 });
  await vi.waitFor(() => expect(purges.length).toBeGreaterThanOrEqual(2), { timeout: 10_000 });
  await retention.stop();
  const stoppedAt = purges.length;
  await new Promise((resolve) => setTimeout(resolve, 200));
  expect(purges).toHaveLength(stoppedAt);
});
