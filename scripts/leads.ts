// The lead inbox: lists contact messages (with their mail delivery status)
// and newsletter subscribers, exports either as CSV, re-queues messages whose
// delivery failed, exports or erases one person's data, and purges what the
// retention periods no longer allow. Reads the database the server uses (DATABASE_URL,
// else PGlite in DATA_DIR — stop the server first: PGlite allows one process).
//
//   npm run leads                              summary, latest messages and subscribers
//   npm run leads -- messages [--status failed] [--limit 50]
//   npm run leads -- subscribers [--limit 50]
//   npm run leads -- export messages|subscribers [--out file.csv]
//   npm run leads -- requeue [id …]            all failed messages and CRM deliveries, or those of the given leads
//   npm run leads -- export-person EMAIL [--out file.json]   everything held about one address, as JSON
//   npm run leads -- forget EMAIL               delete everything held about one address
//   npm run leads -- purge [--dry-run]          delete what is past its retention period (the server does it daily)
// The address given to export-person and forget is never printed or logged.

import { existsSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { and, count, desc, eq, inArray } from "drizzle-orm";
import type { Touch } from "../app/lib/attribution.ts";
import { EnvError } from "../app/lib/env-schema.ts";
import { utmKeys } from "../app/lib/utm.ts";
import {
  type Database,
  type DatabaseHandle,
  databaseConfigFromEnv,
  openDatabase,
} from "../app/server/db/database.server.ts";
import {
  type ContactMessage,
  contactMessages,
  type DeliveryStatus,
  deliveryStatuses,
  type NewsletterSubscriber,
  newsletterSubscribers,
} from "../app/server/db/schema.server.ts";
import { readServerEnv } from "../app/server/env.server.ts";
import { requeueFailedWebhooks, webhookCounts } from "../app/server/lead-webhook.server.ts";
import { forgetPerson, personData } from "../app/server/person-data.server.ts";
import { type PurgeCounts, purgeLeads, purgeSummary, retentionLockName } from "../app/server/retention.server.ts";
import { type ExclusiveResult, runExclusive } from "../app/server/run-exclusive.server.ts";

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

export async function listMessages(
  db: Database,
  { status, limit = 50 }: { status?: DeliveryStatus; limit?: number } = {},
): Promise<ContactMessage[]> {
  return db
    .select()
    .from(contactMessages)
    .where(status ? eq(contactMessages.status, status) : undefined)
    .orderBy(desc(contactMessages.createdAt))
    .limit(limit);
}

export async function listSubscribers(db: Database, { limit = 50 }: { limit?: number } = {}) {
  return db.select().from(newsletterSubscribers).orderBy(desc(newsletterSubscribers.createdAt)).limit(limit);
}

/** How many messages are in each delivery status. */
export async function statusCounts(db: Database): Promise<Record<DeliveryStatus, number>> {
  const rows = await db
    .select({ status: contactMessages.status, count: count() })
    .from(contactMessages)
    .groupBy(contactMessages.status);
  const counts: Record<DeliveryStatus, number> = { queued: 0, sending: 0, sent: 0, failed: 0, spam: 0 };
  for (const row of rows) counts[row.status] = row.count;
  return counts;
}

/** Puts failed messages (all, or the given ids) back in the queue with fresh attempts; returns their ids. */
export async function requeueFailed(db: Database, ids: readonly string[] = []): Promise<string[]> {
  const rows = await db
    .update(contactMessages)
    .set({ status: "queued", attempts: 0, nextAttemptAt: new Date(), lastError: null })
    .where(
      and(eq(contactMessages.status, "failed"), ids.length > 0 ? inArray(contactMessages.id, [...ids]) : undefined),
    )
    .returning({ id: contactMessages.id });
  return rows.map((row) => row.id);
}

/*
 * Leads are text from strangers, and rows stored before the schema refused
 * them may hold terminal escape sequences that recolour, retitle or rewrite
 * the operator's terminal. Whole sequences go first (ESC [ … CSI, ESC ] … OSC
 * and the other string commands, their 8-bit C1 forms), then any control
 * character left over, and the bidi controls that reorder how a line reads.
 */
// CSI (ESC [ 3 1 m); OSC, DCS, SOS, PM and APC up to BEL or ST; any other escape (ESC c).
const escapeSequences =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: removing escape sequences is the point.
  /(?:\u001b\[|\u009b)[0-?]*[ -/]*[@-~]|(?:\u001b[\]PX^_]|[\u0090\u0098\u009d-\u009f])[^\u0007\u001b\u009c]*(?:\u0007|\u001b\\|\u009c)?|\u001b[ -/]*[0-~]/g;
// biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point.
const controlsButLineBreaks = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g;

/** The text without escape sequences, control characters (tab, CR and LF stay) or bidi controls. */
export function withoutControls(text: string): string {
  return text.replace(escapeSequences, "").replace(controlsButLineBreaks, "");
}

/** One terminal cell: `withoutControls`, with tabs and line breaks as spaces. */
export function printable(text: string): string {
  return withoutControls(text).replace(/[\t\r\n]/g, " ");
}

type Cell = string | number | Date | null;

/**
 * One CSV cell: always quoted, control characters removed (line breaks and
 * tabs stay), and a leading = + - @ (or tab, CR) defused so spreadsheets never
 * run it as a formula — checked after the removal, so "\u0000=" cannot hide one.
 */
function csvCell(value: Cell): string {
  const text = withoutControls(value === null ? "" : value instanceof Date ? value.toISOString() : String(value));
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return `"${safe.replaceAll('"', '""')}"`;
}

export function toCsv(header: readonly string[], rows: readonly (readonly Cell[])[]): string {
  return `${[header, ...rows].map((row) => row.map(csvCell).join(",")).join("\r\n")}\r\n`;
}

const touchFields = [...utmKeys, "referrer", "landing", "at"] as const;

/** The attribution columns of an export: each utm value, the referring host, the landing page and its time, first then last. */
export const attributionHeader = (["first", "last"] as const).flatMap((touch) =>
  touchFields.map((field) => `${touch}_${field}`),
);

function attributionCells(lead: { firstTouch: Touch | null; lastTouch: Touch | null }): Cell[] {
  return [lead.firstTouch, lead.lastTouch].flatMap((touch) => touchFields.map((field) => touch?.[field] ?? null));
}

/** Where a lead's visitor last came from, in a few words: "podcast / fall-shsat", "www.google.com", "direct". */
export function cameFrom(touch: Touch | null): string {
  if (!touch) return "";
  const campaign = [touch.utm_source, touch.utm_campaign].filter(Boolean).join(" / ");
  return campaign || touch.referrer || "direct";
}

export function messagesCsv(messages: readonly ContactMessage[]): string {
  return toCsv(
    [
      "id",
      "created_at",
      "status",
      "attempts",
      "sent_at",
      "last_error",
      "page",
      "name",
      "email",
      "message",
      ...attributionHeader,
    ],
    messages.map((m) => [
      m.id,
      m.createdAt,
      m.status,
      m.attempts,
      m.sentAt,
      m.lastError,
      m.page,
      m.name,
      m.email,
      m.message,
      ...attributionCells(m),
    ]),
  );
}

export function subscribersCsv(subscribers: readonly NewsletterSubscriber[]): string {
  return toCsv(
    ["id", "created_at", "status", "confirmed_at", "unsubscribed_at", "consent", "email", "page", ...attributionHeader],
    subscribers.map((s) => [
      s.id,
      s.createdAt,
      s.status,
      s.confirmedAt,
      s.unsubscribedAt,
      s.consentWordingId,
      s.email,
      s.page,
      ...attributionCells(s),
    ]),
  );
}

const preview = (text: string, length: number) => {
  const line = printable(text).replace(/\s+/g, " ").trim();
  return line.length > length ? `${line.slice(0, length - 1)}…` : line;
};
const minute = (date: Date | null) => (date ? date.toISOString().slice(0, 16).replace("T", " ") : "");

function printTable(header: readonly string[], untrusted: readonly (readonly string[])[]) {
  const rows = untrusted.map((row) => row.map(printable));
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]?.length ?? 0)));
  const line = (cells: readonly string[]) => cells.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join("  ");
  console.log(line(header));
  for (const row of rows) console.log(line(row));
}

function printMessages(messages: readonly ContactMessage[]) {
  if (messages.length === 0) return console.log("No contact messages.");
  printTable(
    ["id", "received", "status", "tries", "name", "email", "message", "came from", "last error"],
    messages.map((m) => [
      m.id.slice(0, 8),
      minute(m.createdAt),
      m.status,
      String(m.attempts),
      preview(m.name, 24),
      m.email,
      preview(m.message, 40),
      preview(cameFrom(m.lastTouch), 30),
      preview(m.lastError ?? "", 40),
    ]),
  );
}

function printSubscribers(subscribers: readonly NewsletterSubscriber[]) {
  if (subscribers.length === 0) return console.log("No newsletter subscribers.");
  printTable(
    ["signed up", "status", "email", "page", "came from"],
    subscribers.map((s) => [minute(s.createdAt), s.status, s.email, s.page ?? "", preview(cameFrom(s.lastTouch), 30)]),
  );
}

function isStatus(value: string): value is DeliveryStatus {
  return deliveryStatuses.some((status) => status === value);
}

const usage = `Usage:
  npm run leads                                   summary, latest messages and subscribers
  npm run leads -- messages [--status S] [--limit N]   S: ${deliveryStatuses.join(", ")}
  npm run leads -- subscribers [--limit N]
  npm run leads -- export messages|subscribers [--out file.csv]
  npm run leads -- requeue [id ...]                re-queue failed messages and CRM deliveries (all, or the given leads' ids)
  npm run leads -- export-person EMAIL [--out F]   everything held about one address, as JSON
  npm run leads -- forget EMAIL                    delete everything held about one address
  npm run leads -- purge [--dry-run]               delete what is past its retention period (LEAD_RETENTION_DAYS)`;

/**
 * JSON a terminal shows as it is: JSON.stringify escapes control characters
 * but not the bidi controls that reorder a line, so those are escaped too.
 */
export function personJson(data: unknown): string {
  return `${JSON.stringify(data, null, 2).replace(/[\u202a-\u202e\u2066-\u2069]/g, (c) => `\\u${c.charCodeAt(0).toString(16)}`)}\n`;
}

const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;

/** The database the server uses; undefined when PGlite has not created one yet. */
async function openFromEnv(): Promise<DatabaseHandle | undefined> {
  const env = readServerEnv();
  const config = databaseConfigFromEnv(env, path.join(projectRoot, "drizzle"));
  if (config.driver === "pglite" && config.dataDir && !existsSync(path.join(config.dataDir, "pglite"))) {
    console.log(`No database yet in ${path.resolve(config.dataDir)}: no leads have been received.`);
    return undefined;
  }
  return openDatabase(config);
}

export async function main(
  argv: readonly string[],
  open: () => Promise<DatabaseHandle | undefined> = openFromEnv,
): Promise<number> {
  const { values, positionals } = parseArgs({
    args: [...argv],
    allowPositionals: true,
    options: {
      status: { type: "string" },
      limit: { type: "string" },
      out: { type: "string" },
      help: { type: "boolean" },
      "dry-run": { type: "boolean" },
    },
  });
  const [command = "summary", ...rest] = positionals;
  if (values.help || command === "help") {
    console.log(usage);
    return 0;
  }
  const limit = values.limit ? Number.parseInt(values.limit, 10) : 50;
  if (!Number.isInteger(limit) || limit < 1) throw new Error("--limit must be a positive whole number");
  if (values.status !== undefined && !isStatus(values.status)) {
    throw new Error(`--status must be one of ${deliveryStatuses.join(", ")}`);
  }
  const status = values.status;
  const commands = ["summary", "messages", "subscribers", "export", "requeue", "export-person", "forget", "purge"];
  if (!commands.includes(command)) {
    console.error(`Unknown command "${command}".\n${usage}`);
    return 2;
  }
  if (command === "export" && rest[0] !== "messages" && rest[0] !== "subscribers") {
    console.error(`Export what? messages or subscribers.\n${usage}`);
    return 2;
  }

  const person = rest[0]?.trim() ?? "";
  if ((command === "export-person" || command === "forget") && (rest.length !== 1 || !person.includes("@"))) {
    console.error(`${command} takes one email address.\n${usage}`);
    return 2;
  }

  if (command === "purge" && rest.length > 0) {
    console.error(`purge takes no arguments.\n${usage}`);
    return 2;
  }
  // Read before the database is opened, so a bad LEAD_RETENTION_DAYS stops the command with its one line.
  const retentionDays = command === "purge" ? readServerEnv().LEAD_RETENTION_DAYS : 0;

  const handle = await open();
  if (!handle) return 0;
  const { db } = handle;
  try {
    switch (command) {
      case "messages":
        printMessages(await listMessages(db, { status, limit }));
        break;
      case "subscribers":
        printSubscribers(await listSubscribers(db, { limit }));
        break;
      case "export": {
        const everything = Number.MAX_SAFE_INTEGER;
        const csv =
          rest[0] === "messages"
            ? messagesCsv(await listMessages(db, { status, limit: values.limit ? limit : everything }))
            : subscribersCsv(await listSubscribers(db, { limit: values.limit ? limit : everything }));
        if (values.out) {
          writeFileSync(values.out, csv);
          console.error(`Wrote ${values.out}`);
        } else {
          process.stdout.write(csv);
        }
        break;
      }
      case "requeue": {
        const ids = await requeueFailed(db, rest);
        console.log(
          ids.length === 0
            ? "No failed messages to re-queue."
            : `Re-queued ${ids.length} message(s); the server's outbox sends them on its next round.`,
        );
        const deliveries = await requeueFailedWebhooks(db, rest);
        if (deliveries.length > 0) {
          console.log(
            `Re-queued ${plural(deliveries.length, "CRM delivery", "CRM deliveries")} of leads to the webhook.`,
          );
        }
        break;
      }
      case "export-person": {
        const json = personJson(await personData(db, person));
        if (values.out) {
          writeFileSync(values.out, json, { mode: 0o600 });
          console.error(`Wrote ${values.out}`);
        } else {
          process.stdout.write(json);
        }
        break;
      }
      case "forget": {
        const removed = await forgetPerson(db, person);
        console.log(
          `Removed ${plural(removed.contactMessages, "contact message")}, ${plural(removed.newsletterSubscriptions, "newsletter subscription")}, ${plural(removed.confirmationLinks, "confirmation link")}, ${plural(removed.subscriberMails, "subscriber mail")} and ${plural(removed.leadWebhooks, "CRM delivery", "CRM deliveries")} of that address.`,
        );
        break;
      }
      case "purge": {
        const dryRun = values["dry-run"] === true;
        const purge = () => purgeLeads(db, { now: new Date(), retentionDays, dryRun });
        // Under the server's lock, so a purge by hand never runs beside the daily one.
        const result: ExclusiveResult<PurgeCounts> = dryRun
          ? { ran: true, value: await purge() }
          : await runExclusive(db, retentionLockName, purge);
        if (!result.ran) {
          console.error("Another process is purging leads right now: try again in a minute.");
          return 1;
        }
        console.log(purgeSummary(result.value, { dryRun }));
        break;
      }
      default: {
        const counts = await statusCounts(db);
        console.log(
          `Contact messages: ${Object.entries(counts)
            .map(([name, value]) => `${value} ${name}`)
            .join(", ")}. Database: ${handle.location}`,
        );
        const webhooks = await webhookCounts(db);
        if (Object.values(webhooks).some((value) => value > 0)) {
          console.log(
            `CRM deliveries (LEADS_WEBHOOK_URL): ${Object.entries(webhooks)
              .map(([name, value]) => `${value} ${name}`)
              .join(", ")}.`,
          );
        }
        console.log("\nLatest contact messages:");
        printMessages(await listMessages(db, { limit: 20 }));
        console.log("\nLatest newsletter subscribers:");
        printSubscribers(await listSubscribers(db, { limit: 20 }));
        if (counts.failed > 0) console.log(`\n${counts.failed} failed: \`npm run leads -- requeue\` sends them again.`);
        if (webhooks.failed > 0) {
          console.log(
            `\n${plural(webhooks.failed, "CRM delivery", "CRM deliveries")} failed: \`npm run leads -- requeue\` posts them again.`,
          );
        }
      }
    }
  } finally {
    await handle.close();
  }
  return 0;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error instanceof EnvError || error instanceof Error ? error.message : String(error));
      process.exit(1);
    },
  );
}
