// The outbox: a worker in the server process that mails stored contact
// messages, and the newsletter's confirmation mails (subscriber_mails). Each step claims one due message (FOR UPDATE SKIP LOCKED, so
// several processes may share a database), sends it, and records the outcome;
// a failed attempt is retried with exponential back-off until the attempts
// run out, then the message stays in the table as `failed` for `npm run leads`.
// Every claim writes a fresh claim token, and the outcome is recorded only
// where the token is still the worker's own: a worker that outlived its claim
// (a slow SMTP server, a paused process) cannot overwrite the worker that
// took the message over after it. Right before sending, the worker reads its
// claim again (and a subscriber's status), so a message erased, or a
// subscriber who unsubscribed, after the mail was composed is not mailed.
import { randomUUID } from "node:crypto";
import { and, asc, eq, inArray, lte, or, type SQL, sql } from "drizzle-orm";
import type { PgUpdateSetSource } from "drizzle-orm/pg-core";
import type { Logger } from "pino";
import type { Database } from "./db/database.server";
import {
  type adminSignInMails,
  type ContactMessage,
  contactMessages,
  type leadWebhooks,
  newsletterSubscribers,
  type SubscriberMail,
  subscriberMails,
} from "./db/schema.server";
import { errorSummary } from "./http.server";
import {
  composeConfirmationMail,
  composeContactMail,
  createSmtpMailer,
  type LinkSettings,
  type Mailer,
  type MailSettings,
} from "./mailer.server";

export type OutboxOptions = {
  db: Database;
  /** Absent when mail delivery is off (no SMTP_URL) and the worker only posts leads to the CRM. */
  mailer?: Mailer;
  mail: MailSettings;
  /** The site's address and the leads secret, for the links in subscribers' mails; without them only contact messages are sent. */
  links?: LinkSettings;
  log: Pick<Logger, "info" | "warn" | "error">;
  /** How often to look for due retries when nothing wakes the worker. */
  pollIntervalMs?: number;
  /** Posts leads to the CRM when no mail is due (lead-webhook.server.ts). */
  webhook?: { step(): Promise<StepOutcome> };
  /** Delay after the first failed attempt; doubles with each further one. */
  baseDelayMs?: number;
  maxDelayMs?: number;
  /** Attempts before a message is marked failed. */
  maxAttempts?: number;
  /** How long a claim lasts: a message left `sending` by a crashed process is retried after it. */
  claimMs?: number;
  /** Further kinds of mail, each in its own module (the admin's sign-in links); tried before contact messages. */
  kinds?: readonly OutboxKind[];
  /**
   * Awaited between composing a contact or subscriber mail and the last check
   * before sending it: tests hold the worker there to erase or unsubscribe.
   */
  beforeSend?: (id: string) => Promise<void>;
};

export type OutboxSettings = {
  pollIntervalMs: number;
  baseDelayMs: number;
  maxDelayMs: number;
  maxAttempts: number;
  claimMs: number;
};

/** What a further kind of mail gets from the worker: it claims, sends and records one of its due rows. */
export type OutboxKindContext = {
  db: Database;
  mailer: Mailer;
  mail: MailSettings;
  log: Pick<Logger, "info" | "warn" | "error">;
  settings: OutboxSettings;
};

/** One step of a further kind: `idle` when none of its rows is due. */
export type OutboxKind = (context: OutboxKindContext) => Promise<StepOutcome>;

/** `superseded`: the claim expired and another worker took the message over, so this outcome was not recorded. */
export type StepOutcome = "idle" | "sent" | "retry" | "failed" | "superseded";

export type Outbox = {
  /** Delivers at most one due message. */
  step(): Promise<StepOutcome>;
  start(): void;
  /** Asks the worker to look now (a message was just stored). */
  wake(): void;
  /** Stops looking for work and waits for the step in progress. */
  stop(): Promise<void>;
};

export const outboxDefaults = {
  pollIntervalMs: 5_000,
  baseDelayMs: 30_000,
  maxDelayMs: 60 * 60_000,
  maxAttempts: 10,
  claimMs: 2 * 60_000,
} as const;

/** Delay before the next attempt after `attempts` failed ones: base, 2×base, 4×base, … up to max. */
export function backoffDelay(attempts: number, baseDelayMs: number, maxDelayMs: number): number {
  return Math.min(maxDelayMs, baseDelayMs * 2 ** Math.max(0, attempts - 1));
}

const afterMs = (ms: number) => sql`now() + ${Math.round(ms)} * interval '1 millisecond'`;

export function createOutbox(options: OutboxOptions): Outbox {
  const { db, mailer, mail, links, log } = options;
  const settings: OutboxSettings = {
    pollIntervalMs: options.pollIntervalMs ?? outboxDefaults.pollIntervalMs,
    baseDelayMs: options.baseDelayMs ?? outboxDefaults.baseDelayMs,
    maxDelayMs: options.maxDelayMs ?? outboxDefaults.maxDelayMs,
    maxAttempts: options.maxAttempts ?? outboxDefaults.maxAttempts,
    claimMs: options.claimMs ?? outboxDefaults.claimMs,
  };

  /** Claims the next due contact message, read whole once it is this worker's. */
  async function claim() {
    const claim = await claimNextDue(db, contactMessages, { until: afterMs(settings.claimMs) });
    if (!claim) return undefined;
    const [message] = await db.select().from(contactMessages).where(eq(contactMessages.id, claim.id));
    return message && { message, claim };
  }

  /**
   * Records the outcome of the claim `message` came from, fenced to its
   * token; false (and a warning) when another worker's claim replaced it.
   */
  async function record(
    { message, claim }: { message: ContactMessage; claim: Claim },
    outcome: PgUpdateSetSource<typeof contactMessages>,
    sendOutcome: string,
  ) {
    const updated = await db
      .update(contactMessages)
      .set(outcome)
      .where(and(eq(contactMessages.id, claim.id), eq(contactMessages.claimToken, claim.claimToken)))
      .returning({ id: contactMessages.id });
    if (updated.length > 0) return true;
    log.warn(
      { contactMessageId: message.id, attempts: message.attempts, outcome: sendOutcome },
      "contact mail outcome not recorded: the claim expired and another worker took the message over, or it was erased meanwhile",
    );
    return false;
  }

  async function step(): Promise<StepOutcome> {
    const mailed = mailer ? await mailStep(mailer) : "idle";
    return mailed === "idle" && options.webhook ? options.webhook.step() : mailed;
  }

  async function mailStep(mailer: Mailer): Promise<StepOutcome> {
    for (const kind of options.kinds ?? []) {
      const outcome = await kind({ db, mailer, mail, log, settings });
      if (outcome !== "idle") return outcome;
    }
    const claimed = await claim();
    if (!claimed) return links ? subscriberStep(links, mailer) : "idle";
    const { message } = claimed;
    const composed = composeContactMail(message, mail);
    await options.beforeSend?.(message.id);
    // A forget deletes the message, and the claim with it.
    if (!(await stillHeld(db, contactMessages, claimed.claim))) {
      log.info(
        { contactMessageId: message.id },
        "contact mail not sent: the message was erased, or another worker took it over",
      );
      return "idle";
    }
    try {
      await mailer.send(composed);
    } catch (error) {
      const summary = errorSummary(error);
      const failed = message.attempts >= settings.maxAttempts;
      const delay = backoffDelay(message.attempts, settings.baseDelayMs, settings.maxDelayMs);
      const recorded = await record(
        claimed,
        {
          status: failed ? "failed" : "queued",
          lastError: `${summary.code ? `${summary.code}: ` : ""}${summary.message}`,
          nextAttemptAt: failed ? sql`now()` : afterMs(delay),
        },
        failed ? "failed" : "retry",
      );
      if (!recorded) return "superseded";
      log.warn(
        { contactMessageId: message.id, attempts: message.attempts, error: summary, retryInMs: failed ? null : delay },
        failed ? "contact mail failed for good: see `npm run leads`" : "contact mail failed: will retry",
      );
      return failed ? "failed" : "retry";
    }
    if (!(await record(claimed, { status: "sent", sentAt: sql`now()`, lastError: null }, "sent"))) return "superseded";
    log.info({ contactMessageId: message.id, attempts: message.attempts }, "contact mail sent");
    return "sent";
  }

  /** Claims one due subscriber mail, with the address it goes to (read now: an erased address is never mailed). */
  async function claimSubscriberMail() {
    const claim = await claimNextDue(db, subscriberMails, { until: afterMs(settings.claimMs) });
    if (!claim) return undefined;
    const [row] = await db
      .select({
        mail: subscriberMails,
        subscriber: { id: newsletterSubscribers.id, email: newsletterSubscribers.email },
      })
      .from(subscriberMails)
      .leftJoin(newsletterSubscribers, eq(newsletterSubscribers.id, subscriberMails.subscriberId))
      .where(eq(subscriberMails.id, claim.id));
    return row && { ...row, claim };
  }

  async function recordSubscriberMail(
    { mail: claimed, claim }: { mail: SubscriberMail; claim: Claim },
    outcome: PgUpdateSetSource<typeof subscriberMails>,
    sendOutcome: string,
  ) {
    const updated = await db
      .update(subscriberMails)
      .set(outcome)
      .where(and(eq(subscriberMails.id, claim.id), eq(subscriberMails.claimToken, claim.claimToken)))
      .returning({ id: subscriberMails.id });
    if (updated.length > 0) return true;
    log.warn(
      { subscriberMailId: claimed.id, attempts: claimed.attempts, outcome: sendOutcome },
      "subscriber mail outcome not recorded: the claim expired and another worker took the mail over, or it was erased meanwhile",
    );
    return false;
  }

  /**
   * Whether the mail may still go, read right before sending: the claim is
   * still this worker's (an erasure deletes the mail with its subscriber) and
   * the subscriber has not unsubscribed. An unsubscribed one's mail is dropped,
   * as unsubscribing drops those still queued.
   */
  async function mayStillSend({ mail: claimed, claim }: { mail: SubscriberMail; claim: Claim }): Promise<boolean> {
    if (!(await stillHeld(db, subscriberMails, claim))) return false;
    const [subscriber] = await db
      .select({ status: newsletterSubscribers.status })
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.id, claimed.subscriberId));
    if (!subscriber) return false;
    if (subscriber.status !== "unsubscribed") return true;
    await db
      .delete(subscriberMails)
      .where(and(eq(subscriberMails.id, claim.id), eq(subscriberMails.claimToken, claim.claimToken)));
    return false;
  }

  async function subscriberStep(linkSettings: LinkSettings, mailer: Mailer): Promise<StepOutcome> {
    const claimed = await claimSubscriberMail();
    if (!claimed) return "idle";
    const { mail: row, subscriber } = claimed;
    if (!subscriber || !row.confirmationId) {
      // Erased meanwhile (the row would be gone too, unless the delete raced the claim): nothing to send.
      await db.delete(subscriberMails).where(eq(subscriberMails.id, row.id));
      return "idle";
    }
    const composed = composeConfirmationMail(subscriber, row.confirmationId, { from: mail.from, ...linkSettings });
    await options.beforeSend?.(row.id);
    if (!(await mayStillSend(claimed))) {
      log.info(
        { subscriberMailId: row.id },
        "confirmation mail not sent: its subscriber unsubscribed or was erased, or another worker took it over",
      );
      return "idle";
    }
    try {
      await mailer.send(composed);
    } catch (error) {
      const summary = errorSummary(error);
      const failed = row.attempts >= settings.maxAttempts;
      const delay = backoffDelay(row.attempts, settings.baseDelayMs, settings.maxDelayMs);
      const recorded = await recordSubscriberMail(
        claimed,
        {
          status: failed ? "failed" : "queued",
          lastError: `${summary.code ? `${summary.code}: ` : ""}${summary.message}`,
          nextAttemptAt: failed ? sql`now()` : afterMs(delay),
        },
        failed ? "failed" : "retry",
      );
      if (!recorded) return "superseded";
      log.warn(
        { subscriberMailId: row.id, attempts: row.attempts, error: summary, retryInMs: failed ? null : delay },
        failed ? "confirmation mail failed for good" : "confirmation mail failed: will retry",
      );
      return failed ? "failed" : "retry";
    }
    if (!(await recordSubscriberMail(claimed, { status: "sent", sentAt: sql`now()`, lastError: null }, "sent"))) {
      return "superseded";
    }
    log.info({ subscriberMailId: row.id, attempts: row.attempts }, "confirmation mail sent");
    return "sent";
  }

  let running = false;
  let loop: Promise<void> | undefined;
  let wakeUp: (() => void) | undefined;
  let woken = false;

  function wake() {
    woken = true;
    wakeUp?.();
  }

  function pause(ms: number): Promise<void> {
    if (woken) return Promise.resolve();
    return new Promise((resolve) => {
      const timer = setTimeout(finish, ms);
      function finish() {
        clearTimeout(timer);
        wakeUp = undefined;
        resolve();
      }
      wakeUp = finish;
    });
  }

  async function run() {
    while (running) {
      woken = false;
      let outcome: StepOutcome = "idle";
      try {
        outcome = await step();
      } catch (error) {
        log.error({ error: errorSummary(error) }, "outbox step failed");
      }
      // After a delivery there may be more due messages: look again at once.
      if (running && outcome !== "sent") await pause(settings.pollIntervalMs);
    }
  }

  return {
    step,
    wake,
    start() {
      if (running) return;
      running = true;
      loop = run();
    },
    async stop() {
      running = false;
      wake();
      await loop;
      mailer?.close();
    },
  };
}

declare global {
  var __examwiseOutbox: Outbox | undefined;
}

/** Makes `outbox` the process's worker, so `wakeOutbox()` from a route reaches it. */
export function registerOutbox(outbox: Outbox | undefined): void {
  globalThis.__examwiseOutbox = outbox;
}

/** Tells the process's worker, if mail delivery is on, that a message is waiting. */
export function wakeOutbox(): void {
  globalThis.__examwiseOutbox?.wake();
}

export type MailDeliverySettings = {
  SMTP_URL?: string;
  SITE_URL: string;
  CONTACT_TO: string;
  MAIL_FROM: string;
  /** Delay before the first retry (`baseDelayMs`); the outbox's default when absent. */
  OUTBOX_RETRY_MS?: number;
  /** How long a claim lasts (`claimMs`); the outbox's default when absent. */
  OUTBOX_CLAIM_MS?: number;
  /** Attempts before a mail is marked failed (`maxAttempts`); the outbox's default when absent. */
  OUTBOX_MAX_ATTEMPTS?: number;
};

/**
 * Starts the process's outbox worker when SMTP_URL is set, or when `webhook`
 * (the CRM's, lead-webhook.server.ts) is; without SMTP_URL, messages stay
 * stored and the log says mail delivery is off.
 */
export function startMailDelivery(
  env: MailDeliverySettings,
  db: Database,
  log: Pick<Logger, "info" | "warn" | "error">,
  secret: string,
  webhook?: OutboxOptions["webhook"],
  kinds: readonly OutboxKind[] = [],
): Outbox | undefined {
  if (!env.SMTP_URL) {
    log.warn(
      "Mail delivery is off (SMTP_URL is not set): contact messages and newsletter sign-ups are stored, not mailed; see `npm run leads`.",
    );
    if (!webhook) return undefined;
  }
  const outbox = createOutbox({
    db,
    mailer: env.SMTP_URL ? createSmtpMailer(env.SMTP_URL) : undefined,
    mail: { to: env.CONTACT_TO, from: env.MAIL_FROM },
    links: { siteUrl: env.SITE_URL, secret },
    webhook,
    log,
    baseDelayMs: env.OUTBOX_RETRY_MS,
    claimMs: env.OUTBOX_CLAIM_MS,
    maxAttempts: env.OUTBOX_MAX_ATTEMPTS,
    kinds,
  });
  registerOutbox(outbox);
  outbox.start();
  if (env.SMTP_URL) log.info(`Mail delivery is on: contact messages go to ${new URL(env.SMTP_URL).host}.`);
  return outbox;
}

/** The tables the worker sends from: a row is due at `nextAttemptAt` and held by whoever wrote its `claimToken`. */
export type OutboxTable =
  | typeof contactMessages
  | typeof subscriberMails
  | typeof leadWebhooks
  | typeof adminSignInMails;

/** A row this worker holds, and the token its claim wrote. */
export type Claim = { id: string; claimToken: string };

/**
 * Claims the next due row of `table`, queued or left `sending` by a claim
 * that ran out (FOR UPDATE SKIP LOCKED: workers sharing the database never
 * take the same row): marks it `sending`, counts the attempt, holds it until
 * `until` and writes a fresh claim token, which fences every later write.
 */
export async function claimNextDue(
  db: Database,
  table: OutboxTable,
  { until, now = sql`now()`, also }: { until: SQL; now?: SQL; also?: SQL },
): Promise<Claim | undefined> {
  const due = db
    .select({ id: table.id })
    .from(table)
    .where(and(or(eq(table.status, "queued"), eq(table.status, "sending")), lte(table.nextAttemptAt, now), also))
    .orderBy(asc(table.nextAttemptAt))
    .limit(1)
    .for("update", { skipLocked: true });
  const [claimed] = await db
    .update(table)
    .set({ status: "sending", attempts: sql`${table.attempts} + 1`, nextAttemptAt: until, claimToken: randomUUID() })
    .where(inArray(table.id, due))
    .returning({ id: table.id, claimToken: table.claimToken });
  return claimed?.claimToken ? { id: claimed.id, claimToken: claimed.claimToken } : undefined;
}

/** Whether the claim is still this worker's, read right before sending: another worker's claim, or a deletion, ends it. */
export async function stillHeld(db: Database, table: OutboxTable, claim: Claim): Promise<boolean> {
  const [row] = await db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.id, claim.id), eq(table.claimToken, claim.claimToken)));
  return row !== undefined;
}
