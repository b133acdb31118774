// The admin overview's charts: leads per UTC day over `days` days, and by campaign (the latest touch, decision 028).
import { and, eq, ne, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { LeadStats } from "#app/lib/lead-stats";
import type { Database } from "./db/database.server";
import { contactMessages, newsletterSubscribers, subscriberMails } from "./db/schema.server";

/** A lead without a campaign: typed in, a bookmark, or another site's plain link. */
export const directLabel = "(none)";
export const otherLabel = "other";

const dayMs = 24 * 60 * 60 * 1000;
const count = sql<number>`count(*)::int`;

/** The admin overview's numbers for the `days` UTC days up to and including `now`'s. */
export async function leadStats(db: Database, { now, days = 90 }: { now: Date; days?: number }): Promise<LeadStats> {
  const until = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) + dayMs;
  const range = Array.from({ length: days }, (_, index) =>
    new Date(until - (days - index) * dayMs).toISOString().slice(0, 10),
  );
  const [from, to] = [until - days * dayMs, until].map((at) => new Date(at).toISOString());
  const within = (column: AnyPgColumn) => sql`${column} >= ${from}::timestamptz and ${column} < ${to}::timestamptz`;

  type LeadTable = typeof contactMessages | typeof newsletterSubscribers | typeof subscriberMails;
  const perDay = async (table: LeadTable, column: AnyPgColumn, condition?: SQL) => {
    const day = sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD')`;
    const rows = await db
      .select({ day, count })
      .from(table)
      .where(and(within(column), condition))
      .groupBy(day);
    return (at: string) => rows.find((row) => row.day === at)?.count ?? 0;
  };
  const [contacts, signUps, confirmations, contactFailures, subscriberFailures] = await Promise.all([
    perDay(contactMessages, contactMessages.createdAt, ne(contactMessages.status, "spam")),
    perDay(newsletterSubscribers, newsletterSubscribers.createdAt),
    perDay(newsletterSubscribers, newsletterSubscribers.confirmedAt),
    // A failed row's next_attempt_at is the time of its last attempt (the outbox sets it then).
    perDay(contactMessages, contactMessages.nextAttemptAt, eq(contactMessages.status, "failed")),
    perDay(subscriberMails, subscriberMails.nextAttemptAt, eq(subscriberMails.status, "failed")),
  ]);

  /** Leads by the latest touch's `field`, largest first (ties by label), past the top 10 summed as "other". */
  const byTouchField = async (field: "utm_source" | "utm_campaign") => {
    const totals = new Map<string, number>();
    const leads = [
      [contactMessages, ne(contactMessages.status, "spam")],
      [newsletterSubscribers, undefined],
    ] as const;
    for (const [table, condition] of leads) {
      const label = sql<string>`coalesce(${table.lastTouch} ->> ${field}, ${directLabel})`;
      // Grouped by position: the label's parameters would make the same expression look different to PostgreSQL.
      const rows = await db
        .select({ label, count })
        .from(table)
        .where(and(condition, within(table.createdAt)))
        .groupBy(sql`1`);
      for (const row of rows) totals.set(row.label, (totals.get(row.label) ?? 0) + row.count);
    }
    const sorted = [...totals].map(([label, count]) => ({ label, count }));
    sorted.sort((a, b) => b.count - a.count || a.label.localeCompare(b.label));
    if (sorted.length <= 10) return sorted;
    return [
      ...sorted.slice(0, 10),
      { label: otherLabel, count: sorted.slice(10).reduce((sum, entry) => sum + entry.count, 0) },
    ];
  };

  return {
    from: range[0] ?? "",
    to: range.at(-1) ?? "",
    daily: range.map((day) => ({
      day,
      contacts: contacts(day),
      signUps: signUps(day),
      confirmations: confirmations(day),
      deliveryFailures: contactFailures(day) + subscriberFailures(day),
    })),
    sources: await byTouchField("utm_source"),
    campaigns: await byTouchField("utm_campaign"),
  };
}
