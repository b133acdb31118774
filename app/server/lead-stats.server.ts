// The admin overview's charts: leads per UTC day over `days` days, and by campaign (the latest touch, decision 028).
import { and, eq, ne, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { directLabel, type LabelCount, type LeadStats, otherLabel } from "#app/lib/lead-stats";
import type { Database } from "./db/database.server";
import { contactMessages, newsletterSubscribers, subscriberMails } from "./db/schema.server";

export type { LeadStats } from "#app/lib/lead-stats";
export { directLabel, otherLabel };

const topGroups = 10;

const dayMs = 24 * 60 * 60 * 1000;

/** Midnight UTC of the day `at` falls on. */
const startOfUtcDay = (at: Date) => new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));
const dayOf = (at: Date) => at.toISOString().slice(0, 10);

/** The YYYY-MM-DD of every UTC day from `days - 1` days before `now`'s day to that day. */
function dayRange(now: Date, days: number): string[] {
  const last = startOfUtcDay(now).getTime();
  return Array.from({ length: days }, (_, index) => dayOf(new Date(last - (days - 1 - index) * dayMs)));
}

const utcDay = (column: SQL | AnyPgColumn) => sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD')`;
const within = (column: SQL | AnyPgColumn, from: Date, until: Date) =>
  sql`${column} >= ${from.toISOString()}::timestamptz and ${column} < ${until.toISOString()}::timestamptz`;

async function perDay(
  db: Database,
  table: typeof contactMessages | typeof newsletterSubscribers | typeof subscriberMails,
  column: AnyPgColumn,
  condition: SQL | undefined,
  from: Date,
  until: Date,
): Promise<Map<string, number>> {
  const day = utcDay(column);
  const rows = await db
    .select({ day, count: sql<number>`count(*)::int` })
    .from(table)
    .where(and(within(column, from, until), condition))
    .groupBy(day);
  return new Map(rows.map((row) => [row.day, Number(row.count)]));
}

/** Counts by label, largest first (ties by label), the ones past `topGroups` summed as "other". */
function topWithOther(counts: readonly LabelCount[], top = topGroups): LabelCount[] {
  const sorted = [...counts].sort((a, b) => b.count - a.count || a.label.localeCompare(b.label));
  if (sorted.length <= top) return sorted;
  const rest = sorted.slice(top).reduce((sum, entry) => sum + entry.count, 0);
  return [...sorted.slice(0, top), { label: otherLabel, count: rest }];
}

async function byTouchField(db: Database, field: "utm_source" | "utm_campaign", from: Date, until: Date) {
  const contactLabel = sql<string>`coalesce(${contactMessages.lastTouch} ->> ${field}, ${directLabel})`;
  const subscriberLabel = sql<string>`coalesce(${newsletterSubscribers.lastTouch} ->> ${field}, ${directLabel})`;
  const contacts = await db
    .select({ label: contactLabel, count: sql<number>`count(*)::int` })
    .from(contactMessages)
    .where(and(ne(contactMessages.status, "spam"), within(contactMessages.createdAt, from, until)))
    // By position: the label's parameters would make the same expression look different to PostgreSQL.
    .groupBy(sql`1`);
  const subscribers = await db
    .select({ label: subscriberLabel, count: sql<number>`count(*)::int` })
    .from(newsletterSubscribers)
    .where(within(newsletterSubscribers.createdAt, from, until))
    .groupBy(sql`1`);
  const totals = new Map<string, number>();
  for (const row of [...contacts, ...subscribers])
    totals.set(row.label, (totals.get(row.label) ?? 0) + Number(row.count));
  return topWithOther([...totals].map(([label, count]) => ({ label, count })));
}

/** The admin overview's numbers for the `days` UTC days up to and including `now`'s. */
export async function leadStats(db: Database, { now, days = 90 }: { now: Date; days?: number }): Promise<LeadStats> {
  if (!Number.isInteger(days) || days < 1) throw new Error("days must be a positive whole number");
  const range = dayRange(now, days);
  const from = new Date(`${range[0]}T00:00:00.000Z`);
  const until = new Date(startOfUtcDay(now).getTime() + dayMs);
  const [contacts, signUps, confirmations, contactFailures, subscriberFailures] = await Promise.all([
    perDay(db, contactMessages, contactMessages.createdAt, ne(contactMessages.status, "spam"), from, until),
    perDay(db, newsletterSubscribers, newsletterSubscribers.createdAt, undefined, from, until),
    perDay(db, newsletterSubscribers, newsletterSubscribers.confirmedAt, undefined, from, until),
    // A failed row's next_attempt_at is the time of its last attempt (the outbox sets it then).
    perDay(db, contactMessages, contactMessages.nextAttemptAt, eq(contactMessages.status, "failed"), from, until),
    perDay(db, subscriberMails, subscriberMails.nextAttemptAt, eq(subscriberMails.status, "failed"), from, until),
  ]);
  return {
    from: range[0] ?? dayOf(now),
    to: range.at(-1) ?? dayOf(now),
    daily: range.map((day) => ({
      day,
      contacts: contacts.get(day) ?? 0,
      signUps: signUps.get(day) ?? 0,
      confirmations: confirmations.get(day) ?? 0,
      deliveryFailures: (contactFailures.get(day) ?? 0) + (subscriberFailures.get(day) ?? 0),
    })),
    sources: await byTouchField(db, "utm_source", from, until),
    campaigns: await byTouchField(db, "utm_campaign", from, until),
  };
}
