// The outbox: a worker in the server process that delivers, one row at a time, contact mails, newsletter
// confirmations, the admin's sign-in mails and the CRM webhook (decision 044).
import { randomUUID } from "node:crypto";
import { setTimeout as sleep } from "node:timers/promises";
import { and, asc, eq, inArray, lte, type SQL, sql } from "drizzle-orm";
import type { Database } from "./db/database.server";
import {
  type adminSignInMails,
  contactMessages,
  type leadWebhooks,
  newsletterSubscribers,
  subscriberMails,
} from "./db/schema.server";
import type { ServerEnv } from "./env.server";
import { errorSummary } from "./http.server";
import {
  composeConfirmationMail,
  composeContactMail,
  createSmtpMailer,
  type LinkSettings,
  type Mailer,
  type MailSettings,
} from "./mailer.server";

/** The log lines of the lead workers: fields (ids and counts, never an address), then the words. */
export type Log = Record<"info" | "warn" | "error", (fields: object, line: string) => void>;

export type OutboxOptions = {
  db: Database;
  /** Absent when SMTP_URL is unset: the worker then only posts leads to the CRM (`webhook`, when no mail is due). */
  mailer?: Mailer;
  mail: MailSettings;
  /** For the links of subscribers' mails; without them only contact messages are sent. */
  links?: LinkSettings;
  log: Log;
  pollIntervalMs?: number;
  webhook?: { step(): Promise<StepOutcome> };
  /** Further kinds of mail (the admin's sign-in links), tried before contact messages. */
  kinds?: readonly OutboxKind[];
  /** Awaited before the last check before sending (tests erase or unsubscribe there). */
  beforeSend?: (id: string) => Promise<void>;
} & Partial<OutboxSettings>;

/** A failed attempt waits `baseDelayMs`, doubled per further one; a row left `sending` past `claimMs` is retried. */
export type OutboxSettings = Record<"baseDelayMs" | "maxDelayMs" | "maxAttempts" | "claimMs", number>;

type KindContext = Pick<OutboxOptions, "db" | "mail" | "log"> & { mailer: Mailer; settings: OutboxSettings };
/** One step of a further kind of mail: `idle` when none of its rows is due. */
export type OutboxKind = (context: KindContext) => Promise<StepOutcome>;

/** `superseded`: the claim expired and another worker took the row over, so this outcome was not recorded. */
export type StepOutcome = "idle" | "sent" | "retry" | "failed" | "superseded";

export function outboxSettings(given: Partial<OutboxSettings>, claimMs = 2 * 60_000): OutboxSettings {
  return {
    baseDelayMs: given.baseDelayMs ?? 30_000,
    maxDelayMs: given.maxDelayMs ?? 60 * 60_000,
    maxAttempts: given.maxAttempts ?? 10,
    claimMs: given.claimMs ?? claimMs,
  };
}

export function backoffDelay(attempts: number, baseDelayMs: number, maxDelayMs: number): number {
  return Math.min(maxDelayMs, baseDelayMs * 2 ** Math.max(0, attempts - 1));
}

/** The tables the worker delivers from: a row is due at `nextAttemptAt` and held by whoever wrote its `claimToken`. */
type OutboxTable = typeof contactMessages | typeof subscriberMails | typeof leadWebhooks | typeof adminSignInMails;
type Claim = { id: string; claimToken: string };

const heldBy = (table: OutboxTable, claim: Claim) =>
  and(eq(table.id, claim.id), eq(table.claimToken, claim.claimToken));

type Delivery<Row extends { id: string; attempts: number }, Payload> = {
  db: Database;
  table: OutboxTable;
  /** In the log: what is delivered ("contact mail") and the field that names the row ("contactMessageId"). */
  name: string;
  idField: string;
  settings: OutboxSettings;
  log: Pick<Log, "info" | "warn">;
  /** The worker's clock (the webhook's tests move it); the database's `now()` when absent. */
  clock?: () => Date;
  also?: SQL;
  sentColumn?: "sentAt" | "deliveredAt";
  load(id: string): Promise<Row | undefined>;
  /** What to send; undefined when its lead is gone, and the row is deleted. */
  compose(row: NoInfer<Row>): Promise<Payload | undefined>;
  /** The last check before sending; by default, that the claim is still held (not taken over, not deleted). */
  mayStillSend?(row: NoInfer<Row>, claim: Claim): Promise<boolean>;
  beforeSend?(row: NoInfer<Row>): Promise<void>;
  send(payload: Payload): Promise<void>;
};

/** Claims the next due row (queued, or `sending` past its claim) with a fresh fencing token, sends it, records how. */
export async function deliverNext<Row extends { id: string; attempts: number }, Payload>(
  delivery: Delivery<Row, Payload>,
): Promise<StepOutcome> {
  const { db, table, name, idField, settings, log, clock } = delivery;
  const after = (ms: number) =>
    clock
      ? sql`${new Date(clock().getTime() + ms).toISOString()}::timestamptz`
      : sql`now() + ${Math.round(ms)} * interval '1 millisecond'`;
  const due = db
    .select({ id: table.id })
    .from(table)
    .where(and(inArray(table.status, ["queued", "sending"]), lte(table.nextAttemptAt, after(0)), delivery.also))
    .orderBy(asc(table.nextAttemptAt))
    .limit(1)
    .for("update", { skipLocked: true });
  const claimToken = randomUUID();
  const [claimed] = await db
    .update(table)
    .set({
      status: "sending",
      attempts: sql`${table.attempts} + 1`,
      nextAttemptAt: after(settings.claimMs),
      claimToken,
    })
    .where(inArray(table.id, due))
    .returning({ id: table.id });
  const row = claimed && (await delivery.load(claimed.id));
  if (!row) return "idle";
  const claim = { id: row.id, claimToken };
  const payload = await delivery.compose(row);
  if (payload === undefined) {
    await db.delete(table).where(eq(table.id, row.id));
    return "idle";
  }
  await delivery.beforeSend?.(row);
  const mayStillSend = delivery.mayStillSend
    ? await delivery.mayStillSend(row, claim)
    : (await db.$count(table, heldBy(table, claim))) > 0;
  if (!mayStillSend) {
    log.info({ [idField]: row.id }, `${name} not sent: its lead was erased or unsubscribed, or another worker took it`);
    return "idle";
  }
  const record = async (outcome: "sent" | "retry" | "failed", columns: object) => {
    const updated = await db.update(table).set(columns).where(heldBy(table, claim)).returning({ id: table.id });
    if (updated.length > 0) return outcome;
    log.warn(
      { [idField]: row.id, attempts: row.attempts, outcome },
      `${name} outcome not recorded: the claim expired and another worker took it over, or it was erased meanwhile`,
    );
    return "superseded";
  };
  try {
    await delivery.send(payload);
  } catch (error) {
    const failed = row.attempts >= settings.maxAttempts;
    const delay = backoffDelay(row.attempts, settings.baseDelayMs, settings.maxDelayMs);
    // A fetch's cause (ECONNREFUSED, a timeout) says more than "fetch failed".
    const summary = errorSummary(error instanceof Error && error.cause instanceof Error ? error.cause : error);
    const lastError = `${summary.code ? `${summary.code}: ` : ""}${summary.message}`.slice(0, 300);
    const nextAttemptAt = after(failed ? 0 : delay);
    const outcome = await record(failed ? "failed" : "retry", {
      status: failed ? "failed" : "queued",
      lastError,
      nextAttemptAt,
    });
    if (outcome === "superseded") return outcome;
    log.warn(
      { [idField]: row.id, attempts: row.attempts, error: lastError, retryInMs: failed ? null : delay },
      failed ? `${name} failed for good: see \`npm run leads\`` : `${name} failed: will retry`,
    );
    return outcome;
  }
  const outcome = await record("sent", {
    status: "sent",
    lastError: null,
    [delivery.sentColumn ?? "sentAt"]: after(0),
  });
  if (outcome === "sent") log.info({ [idField]: row.id, attempts: row.attempts }, `${name} sent`);
  return outcome;
}

export function createOutbox(options: OutboxOptions) {
  const { db, mailer, mail, links, log } = options;
  const settings = outboxSettings(options);
  const common = { db, settings, log, beforeSend: async (row: { id: string }) => options.beforeSend?.(row.id) };

  const contactMail: OutboxKind = ({ mailer }) =>
    deliverNext({
      ...common,
      table: contactMessages,
      name: "contact mail",
      idField: "contactMessageId",
      load: (id) => db.query.contactMessages.findFirst({ where: eq(contactMessages.id, id) }),
      compose: async (message) => composeContactMail(message, mail),
      send: (composed) => mailer.send(composed),
    });

  const confirmationMail =
    (linkSettings: LinkSettings): OutboxKind =>
    ({ mailer }) =>
      deliverNext({
        ...common,
        table: subscriberMails,
        name: "confirmation mail",
        idField: "subscriberMailId",
        // The address is read with the claim: an erased one is never mailed.
        load: async (id) => {
          const [row] = await db
            .select({
              mail: subscriberMails,
              email: newsletterSubscribers.email,
              language: newsletterSubscribers.language,
            })
            .from(subscriberMails)
            .leftJoin(newsletterSubscribers, eq(newsletterSubscribers.id, subscriberMails.subscriberId))
            .where(eq(subscriberMails.id, id));
          return row && { ...row.mail, email: row.email, language: row.language };
        },
        compose: async ({ subscriberId, email, language, confirmationId }) =>
          email && confirmationId
            ? composeConfirmationMail({ id: subscriberId, email, language: language ?? "en" }, confirmationId, {
                from: mail.from,
                ...linkSettings,
              })
            : undefined,
        // The claim still held and its subscriber still there; one who unsubscribed meanwhile loses the mail.
        mayStillSend: async (_mail, claim) => {
          const [held] = await db
            .select({ status: newsletterSubscribers.status })
            .from(subscriberMails)
            .innerJoin(newsletterSubscribers, eq(newsletterSubscribers.id, subscriberMails.subscriberId))
            .where(heldBy(subscriberMails, claim));
          if (held?.status !== "unsubscribed") return held !== undefined;
          await db.delete(subscriberMails).where(heldBy(subscriberMails, claim));
          return false;
        },
        send: (composed) => mailer.send(composed),
      });

  const kinds = [...(options.kinds ?? []), contactMail, ...(links ? [confirmationMail(links)] : [])];
  /** Delivers at most one due row. */
  async function step(): Promise<StepOutcome> {
    if (mailer) {
      for (const kind of kinds) {
        const outcome = await kind({ db, mailer, mail, log, settings });
        if (outcome !== "idle") return outcome;
      }
    }
    return options.webhook ? options.webhook.step() : "idle";
  }

  let running = false;
  let loop: Promise<void> | undefined;
  // wake() (a message was just stored) cuts the pause after the current step short.
  let woken = new AbortController();
  const wake = () => woken.abort();

  async function run() {
    while (running) {
      woken = new AbortController();
      const outcome = await step().catch((error: unknown) => {
        log.error({ error: errorSummary(error) }, "outbox step failed");
        return "idle";
      });
      // After a delivery there may be more due rows: look again at once.
      if (running && outcome !== "sent") {
        await sleep(options.pollIntervalMs ?? 5_000, undefined, { signal: woken.signal }).catch(() => {});
      }
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
    /** Stops looking for work and waits for the step in progress. */
    async stop() {
      running = false;
      wake();
      await loop;
      mailer?.close();
    },
  };
}

declare global {
  var __examwiseOutbox: ReturnType<typeof createOutbox> | undefined;
}

/** Makes `outbox` the process's worker, so `wakeOutbox()` from a route reaches it. */
export function registerOutbox(outbox: ReturnType<typeof createOutbox> | undefined): void {
  globalThis.__examwiseOutbox = outbox;
}

export function wakeOutbox(): void {
  globalThis.__examwiseOutbox?.wake();
}

/** Starts the process's outbox worker when SMTP_URL is set or there is a CRM `webhook`. */
export function startMailDelivery(
  env: Pick<ServerEnv, "SITE_URL" | "CONTACT_TO" | "MAIL_FROM"> &
    Partial<Pick<ServerEnv, "SMTP_URL" | "OUTBOX_RETRY_MS" | "OUTBOX_CLAIM_MS" | "OUTBOX_MAX_ATTEMPTS">>,
  db: Database,
  log: Log,
  secret: string,
  webhook?: OutboxOptions["webhook"],
  kinds: readonly OutboxKind[] = [],
) {
  if (!env.SMTP_URL) {
    log.warn(
      {},
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
  if (env.SMTP_URL) log.info({}, `Mail delivery is on: contact messages go to ${new URL(env.SMTP_URL).host}.`);
  return outbox;
}
