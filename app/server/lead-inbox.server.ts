// The lead inbox's operations, shared by `npm run leads` and /admin: listing, counting, re-queueing, the CSV export.
import { and, count, desc, eq, inArray } from "drizzle-orm";
import type { Touch } from "#app/lib/attribution";
import { utmKeys } from "#app/lib/utm";
import type { LeadAttribution } from "./contact.server";
import type { Database } from "./db/database.server";
import {
  type ContactMessage,
  contactMessages,
  type DeliveryStatus,
  type NewsletterSubscriber,
  newsletterSubscribers,
} from "./db/schema.server";

export async function listSubscribers(db: Database, { limit = 50 }: { limit?: number } = {}) {
  return db.select().from(newsletterSubscribers).orderBy(desc(newsletterSubscribers.createdAt)).limit(limit);
}

export async function statusCounts(db: Database): Promise<Record<DeliveryStatus, number>> {
  const counts = { queued: 0, sending: 0, sent: 0, failed: 0, spam: 0 };
  const { status } = contactMessages;
  for (const row of await db.select({ status, count: count() }).from(contactMessages).groupBy(status)) {
    counts[row.status] = row.count;
  }
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

// Leads are strangers' text: old rows may hold terminal escapes. Whole sequences go first (CSI, OSC and the other
// string commands, with their C1 forms), then leftover control characters and bidi controls.
export const escapeSequences =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: removing escape sequences is the point.
  /(?:\u001b\[|\u009b)[0-?]*[ -/]*[@-~]|(?:\u001b[\]PX^_]|[\u0090\u0098\u009d-\u009f])[^\u0007\u001b\u009c]*(?:\u0007|\u001b\\|\u009c)?|\u001b[ -/]*[0-~]/g;
// biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point.
export const controlsButLineBreaks = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g;

export const lineBreaksAndTabs = /[\t\r\n]/g;
/** What a spreadsheet would read as the start of a formula. */
export const formulaStart = /^[=+\-@\t\r]/;

/** The text without escape sequences, control characters (tab, CR and LF stay) or bidi controls. */
export function withoutControls(text: string): string {
  return text.replace(escapeSequences, "").replace(controlsButLineBreaks, "");
}

/** One terminal cell: `withoutControls`, with tabs and line breaks as spaces. */
export function printable(text: string): string {
  return withoutControls(text).replace(lineBreaksAndTabs, " ");
}

/** One CSV cell: quoted, control characters removed, a leading = + - @ (or tab, CR) defused after the removal. */
function csvCell(value: unknown): string {
  const text = withoutControls(value === null ? "" : value instanceof Date ? value.toISOString() : String(value));
  return `"${(formulaStart.test(text) ? `'${text}` : text).replaceAll('"', '""')}"`;
}

const touchFields = [...utmKeys, "referrer", "landing", "at"] as const;

/** The attribution columns of an export: each utm value, the referring host, the landing page and its time, first then last. */
export const attributionHeader = (["first", "last"] as const).flatMap((touch) =>
  touchFields.map((field) => `${touch}_${field}`),
);

/** Where a lead's visitor last came from, in a few words: "podcast / fall-shsat", "www.google.com", "direct". */
export function cameFrom(touch: Touch | null): string {
  if (!touch) return "";
  const campaign = [touch.utm_source, touch.utm_campaign].filter(Boolean).join(" / ");
  return campaign || touch.referrer || "direct";
}

/** `createdAt` → `created_at`; the consent wording's id is just `consent`. */
const columnName = (field: string) =>
  field === "consentWordingId" ? "consent" : field.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

/** A CSV of leads: the given fields, then where each lead came from. */
function leadsCsv<Lead extends LeadAttribution>(leads: readonly Lead[], fields: readonly (keyof Lead & string)[]) {
  const rows = leads.map((lead) => [
    ...fields.map((field) => lead[field]),
    ...[lead.firstTouch, lead.lastTouch].flatMap((touch) => touchFields.map((field) => touch?.[field] ?? null)),
  ]);
  const lines = [[...fields.map(columnName), ...attributionHeader], ...rows].map((row) => row.map(csvCell).join(","));
  return `${lines.join("\r\n")}\r\n`;
}

const csvFields = {
  messages: [
    "id",
    "createdAt",
    "status",
    "attempts",
    "sentAt",
    "lastError",
    "page",
    "name",
    "email",
    "message",
    "language",
  ],
  subscribers: [
    "id",
    "createdAt",
    "status",
    "confirmedAt",
    "unsubscribedAt",
    "consentWordingId",
    "email",
    "page",
    "language",
  ],
} as const;
export const messagesCsv = (messages: readonly ContactMessage[]) => leadsCsv(messages, csvFields.messages);
export const subscribersCsv = (subscribers: readonly NewsletterSubscriber[]) =>
  leadsCsv(subscribers, csvFields.subscribers);
