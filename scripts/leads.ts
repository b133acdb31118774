// `npm run leads`: the lead inbox from the command line (the usage below). It reads the server's
// database (DATABASE_URL, else PGlite in DATA_DIR: stop the server first, PGlite allows one process).
// The address given to export-person and forget is never printed; exports are written 0600.
import { closeSync, existsSync, fchmodSync, openSync, writeFileSync } from "node:fs";
import { userInfo } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { audit } from "../app/server/admin/auth.server.ts";
import { listMessages } from "../app/server/admin/inbox.server.ts";
import {
  type DatabaseHandle,
  DatabaseLockedError,
  databaseConfigFromEnv,
  openDatabase,
} from "../app/server/db/database.server.ts";
import { type ContactMessage, deliveryStatuses, type NewsletterSubscriber } from "../app/server/db/schema.server.ts";
import { readServerEnv } from "../app/server/env.server.ts";
import * as inbox from "../app/server/lead-inbox.server.ts";
import { requeueFailedWebhooks, webhookCounts } from "../app/server/lead-webhook.server.ts";
import { forgetPerson, personData } from "../app/server/person-data.server.ts";
import { plural, purgeLeads, purgeSummary, retentionLockName } from "../app/server/retention.server.ts";
import { runExclusive } from "../app/server/run-exclusive.server.ts";
import { migrationsFolder } from "./lib/server.ts";

export * from "../app/server/lead-inbox.server.ts";

/** What `npm run leads` adds when the running server holds the embedded database. */
export const whileTheSiteRuns =
  "While the site runs, its lead inbox is at /admin on the site (sign in with an address in ADMIN_EMAILS).";

const preview = (text: string, length: number) => {
  const line = inbox.printable(text).replace(/\s+/g, " ").trim();
  return line.length > length ? `${line.slice(0, length - 1)}…` : line;
};
const minute = (date: Date | null) => (date ? date.toISOString().slice(0, 16).replace("T", " ") : "");

function printTable(empty: string, header: readonly string[], untrusted: readonly (readonly string[])[]) {
  if (untrusted.length === 0) return console.log(empty);
  const rows = untrusted.map((row) => row.map(inbox.printable));
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]?.length ?? 0)));
  const line = (cells: readonly string[]) => cells.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join("  ");
  for (const row of [header, ...rows]) console.log(line(row));
}

const printMessages = (messages: readonly ContactMessage[]) =>
  printTable(
    "No contact messages.",
    ["id", "received", "status", "tries", "name", "email", "message", "came from", "last error"],
    messages.map((m) => [
      m.id.slice(0, 8),
      minute(m.createdAt),
      m.status,
      String(m.attempts),
      preview(m.name, 24),
      m.email,
      preview(m.message, 40),
      preview(inbox.cameFrom(m.lastTouch), 30),
      preview(m.lastError ?? "", 40),
    ]),
  );

const printSubscribers = (subscribers: readonly NewsletterSubscriber[]) =>
  printTable(
    "No newsletter subscribers.",
    ["signed up", "status", "email", "page", "came from"],
    subscribers.map((s) => [
      minute(s.createdAt),
      s.status,
      s.email,
      s.page ?? "",
      preview(inbox.cameFrom(s.lastTouch), 30),
    ]),
  );

const usage = `Usage:
  npm run leads                                   summary, latest messages and subscribers
  npm run leads -- messages [--status S] [--limit N]   S: ${deliveryStatuses.join(", ")}
  npm run leads -- subscribers [--limit N]
  npm run leads -- export messages|subscribers [--out file.csv]
  npm run leads -- requeue [id ...]                re-queue failed messages and CRM deliveries (all, or the given leads' ids)
  npm run leads -- export-person EMAIL [--out F]   everything held about one address, as JSON
  npm run leads -- forget EMAIL                    delete everything held about one address
  npm run leads -- purge [--dry-run]               delete what is past its retention period (LEAD_RETENTION_DAYS)`;

/** JSON a terminal shows as it is: the bidi controls that reorder a line are escaped too. */
const personJson = (data: unknown) =>
  `${JSON.stringify(data, null, 2).replace(/[\u202a-\u202e\u2066-\u2069]/g, (c) => `\\u${c.charCodeAt(0).toString(16)}`)}\n`;

const crmDeliveries = (count: number) => plural(count, "CRM delivery", "CRM deliveries");
/** "3 queued, 1 failed" */
const listed = (counts: Record<string, number>) =>
  Object.entries(counts)
    .map(([name, n]) => `${n} ${name}`)
    .join(", ");

/** Who the audit log names: the command line, and the system user who ran it (none under an unnamed uid). */
function cliActor(): string {
  try {
    return `npm run leads (${userInfo().username})`;
  } catch {
    return "npm run leads";
  }
}

/** The database the server uses; undefined when PGlite has not created one yet. */
async function openFromEnv(): Promise<DatabaseHandle | undefined> {
  const config = databaseConfigFromEnv(readServerEnv(), migrationsFolder);
  if (config.driver === "pglite" && config.dataDir && !existsSync(path.join(config.dataDir, "pglite"))) {
    console.log(`No database yet in ${path.resolve(config.dataDir)}: no leads have been received.`);
    return undefined;
  }
  return openDatabase(config).catch((error: unknown) => {
    throw error instanceof DatabaseLockedError
      ? new DatabaseLockedError(`${error.message}\n${whileTheSiteRuns}`)
      : error;
  });
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
  const status = deliveryStatuses.find((known) => known === values.status);
  if (values.status !== undefined && !status) throw new Error(`--status must be one of ${deliveryStatuses.join(", ")}`);
  const person = rest[0]?.trim() ?? "";
  const commands = ["summary", "messages", "subscribers", "export", "requeue", "export-person", "forget", "purge"];
  const misuse = !commands.includes(command)
    ? `Unknown command "${command}".`
    : command === "export" && rest[0] !== "messages" && rest[0] !== "subscribers"
      ? "Export what? messages or subscribers."
      : (command === "export-person" || command === "forget") && (rest.length !== 1 || !person.includes("@"))
        ? `${command} takes one email address.`
        : command === "purge" && rest.length > 0
          ? "purge takes no arguments."
          : undefined;
  if (misuse) {
    console.error(`${misuse}\n${usage}`);
    return 2;
  }
  // Read before the database is opened, so a bad LEAD_RETENTION_DAYS stops the command with its one line.
  const retentionDays = command === "purge" ? readServerEnv().LEAD_RETENTION_DAYS : 0;

  /** An export goes to standard output, or to --out readable by its owner only (an existing file too), mode first. */
  const output = (text: string) => {
    if (!values.out) return process.stdout.write(text);
    const fd = openSync(values.out, "w", 0o600);
    fchmodSync(fd, 0o600);
    writeFileSync(fd, text);
    closeSync(fd);
    console.error(`Wrote ${values.out}`);
  };
  const handle = await open();
  if (!handle) return 0;
  const { db } = handle;
  try {
    switch (command) {
      case "messages":
        printMessages(await listMessages(db, { status, limit }));
        break;
      case "subscribers":
        printSubscribers(await inbox.listSubscribers(db, { limit }));
        break;
      case "export": {
        const all = { status, limit: values.limit ? limit : Number.MAX_SAFE_INTEGER };
        if (rest[0] === "messages") output(inbox.messagesCsv(await listMessages(db, all)));
        else output(inbox.subscribersCsv(await inbox.listSubscribers(db, all)));
        break;
      }
      case "requeue": {
        const ids = await inbox.requeueFailed(db, rest);
        console.log(
          ids.length === 0
            ? "No failed messages to re-queue."
            : `Re-queued ${ids.length} message(s); the server's outbox sends them on its next round.`,
        );
        const deliveries = await requeueFailedWebhooks(db, rest);
        if (deliveries.length > 0)
          console.log(`Re-queued ${crmDeliveries(deliveries.length)} of leads to the webhook.`);
        break;
      }
      case "export-person":
        output(personJson(await personData(db, person)));
        break;
      case "forget": {
        const removed = await forgetPerson(db, person);
        // As the inbox's forget records it: counts, never the address.
        const { contactMessages, newsletterSubscriptions } = removed;
        await audit(db, cliActor(), "delete-person", { contactMessages, newsletterSubscriptions });
        console.log(
          `Removed ${plural(removed.contactMessages, "contact message")}, ${plural(removed.newsletterSubscriptions, "newsletter subscription")}, ${plural(removed.confirmationLinks, "confirmation link")}, ${plural(removed.subscriberMails, "subscriber mail")} and ${crmDeliveries(removed.leadWebhooks)} of that address.`,
        );
        if (removed.crmErasures > 0) {
          console.log(
            `The CRM (LEADS_WEBHOOK_URL) will be told to erase ${plural(removed.crmErasures, "lead")} it was sent: the server posts it.`,
          );
        }
        break;
      }
      case "purge": {
        const dryRun = values["dry-run"] === true;
        const purge = () => purgeLeads(db, { now: new Date(), retentionDays, dryRun });
        // Under the server's lock, so a purge by hand never runs beside the daily one; a dry run deletes nothing.
        const counts = dryRun
          ? await purge()
          : await runExclusive(db, retentionLockName, purge).then((result) => (result.ran ? result.value : undefined));
        if (!counts) {
          console.error("Another process is purging leads right now: try again in a minute.");
          return 1;
        }
        console.log(purgeSummary(counts, { dryRun }));
        break;
      }
      default: {
        const counts = await inbox.statusCounts(db);
        console.log(`Contact messages: ${listed(counts)}. Database: ${handle.location}`);
        const webhooks = await webhookCounts(db);
        if (Object.values(webhooks).some((value) => value > 0)) {
          console.log(`CRM deliveries (LEADS_WEBHOOK_URL): ${listed(webhooks)}.`);
        }
        console.log("\nLatest contact messages:");
        printMessages(await listMessages(db, { limit: 20 }));
        console.log("\nLatest newsletter subscribers:");
        printSubscribers(await inbox.listSubscribers(db, { limit: 20 }));
        if (counts.failed > 0) console.log(`\n${counts.failed} failed: \`npm run leads -- requeue\` sends them again.`);
        if (webhooks.failed > 0) {
          console.log(`\n${crmDeliveries(webhooks.failed)} failed: \`npm run leads -- requeue\` posts them again.`);
        }
      }
    }
  } finally {
    await handle.close();
  }
  return 0;
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : String(error));
      process.exit(1);
    },
  );
}
