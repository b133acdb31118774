// @vitest-environment node
// The admin overview's numbers on PGlite and PostgreSQL: every UTC day of the
// range present, rows counted on the day they fall on at the boundaries, spam
// left out, and leads grouped by campaign with a top 10 and "other".
import { sql } from "drizzle-orm";
import { expect } from "vitest";
import type { Touch } from "#app/lib/attribution";
import type { Database } from "#app/server/db/database.server";
import { contactMessages, newsletterSubscribers, subscriberMails } from "#app/server/db/schema.server";
import { directLabel, leadStats, otherLabel } from "#app/server/lead-stats.server";
import { test } from "./support/database-test";
import { drivers } from "./support/databases";

const now = new Date("2026-11-26T10:00:00.000Z");

async function clear(db: Database) {
  await db.execute(sql`delete from subscriber_mails`);
  await db.execute(sql`delete from newsletter_subscribers`);
  await db.execute(sql`delete from contact_messages`);
}

const touch = (utm_source?: string, utm_campaign?: string): Touch => ({
  ...(utm_source ? { utm_source } : {}),
  ...(utm_campaign ? { utm_campaign } : {}),
  landing: "/",
  at: "2026-11-01T00:00:00.000Z",
});

async function contactAt(db: Database, at: string, extra: Partial<typeof contactMessages.$inferInsert> = {}) {
  await db
    .insert(contactMessages)
    .values({ name: "N", email: "n@example.com", message: "m", createdAt: new Date(at), ...extra });
}

let serial = 0;
async function subscriberAt(db: Database, at: string, extra: Partial<typeof newsletterSubscribers.$inferInsert> = {}) {
  serial += 1;
  const [row] = await db
    .insert(newsletterSubscribers)
    .values({ email: `s${serial}@example.com`, emailKey: `s${serial}@example.com`, createdAt: new Date(at), ...extra })
    .returning({ id: newsletterSubscribers.id });
  return row?.id ?? "";
}

test.beforeEach(async ({ databases }) => {
  for (const driver of drivers) await clear(databases[driver].db);
});

for (const driver of drivers) {
  test(`${driver}: every UTC day of the range is present and rows count on their own day at the boundaries`, async ({
    databases,
  }) => {
    const { db } = databases[driver];
    // The range is 24, 25 and 26 November (UTC): the edges just outside it are left out.
    await contactAt(db, "2026-11-23T23:59:59.999Z");
    await contactAt(db, "2026-11-24T00:00:00.000Z");
    await contactAt(db, "2026-11-25T23:59:59.999Z");
    await contactAt(db, "2026-11-25T12:00:00.000Z", { status: "spam" });
    await contactAt(db, "2026-11-26T00:00:00.000Z");
    await contactAt(db, "2026-11-26T23:59:59.999Z");
    await contactAt(db, "2026-11-27T00:00:00.000Z");
    // Failed for good, by the day of the last attempt (next_attempt_at), not of arrival.
    await contactAt(db, "2026-11-20T08:00:00.000Z", {
      status: "failed",
      nextAttemptAt: new Date("2026-11-25T00:00:00.000Z"),
    });
    const pending = await subscriberAt(db, "2026-11-24T23:59:59.999Z");
    await subscriberAt(db, "2026-11-25T00:00:00.000Z", {
      status: "confirmed",
      confirmedAt: new Date("2026-11-26T00:00:00.001Z"),
    });
    await subscriberAt(db, "2026-11-10T00:00:00.000Z", {
      status: "confirmed",
      confirmedAt: new Date("2026-11-24T09:00:00.000Z"),
    });
    await db.insert(subscriberMails).values({
      kind: "confirm",
      subscriberId: pending,
      status: "failed",
      nextAttemptAt: new Date("2026-11-25T23:00:00.000Z"),
    });

    const stats = await leadStats(db, { now, days: 3 });
    expect(stats.from).toBe("2026-11-24");
    expect(stats.to).toBe("2026-11-26");
    expect(stats.daily).toEqual([
      { day: "2026-11-24", contacts: 1, signUps: 1, confirmations: 1, deliveryFailures: 0 },
      { day: "2026-11-25", contacts: 1, signUps: 1, confirmations: 0, deliveryFailures: 2 },
      { day: "2026-11-26", contacts: 2, signUps: 0, confirmations: 1, deliveryFailures: 0 },
    ]);
  });

  test(`${driver}: 90 days by default, zeros included, and an empty database has only zeros`, async ({ databases }) => {
    const { db } = databases[driver];
    const empty = await leadStats(db, { now });
    expect(empty.daily).toHaveLength(90);
    expect(empty.from).toBe("2026-08-29");
    expect(empty.daily.at(-1)?.day).toBe("2026-11-26");
    expect(new Set(empty.daily.map((day) => day.day)).size).toBe(90);
    expect(
      empty.daily.every((day) => day.contacts + day.signUps + day.confirmations + day.deliveryFailures === 0),
    ).toBe(true);
    expect(empty.sources).toEqual([]);
    expect(empty.campaigns).toEqual([]);

    await contactAt(db, "2026-08-29T00:00:00.000Z");
    await contactAt(db, "2026-08-28T23:59:59.999Z");
    const stats = await leadStats(db, { now });
    expect(stats.daily[0]).toMatchObject({ day: "2026-08-29", contacts: 1 });
    expect(stats.daily.reduce((sum, day) => sum + day.contacts, 0)).toBe(1);
  });

  test(`${driver}: leads by source and campaign, the top 10 and "other", "(none)" for direct`, async ({
    databases,
  }) => {
    const { db } = databases[driver];
    const at = "2026-11-20T12:00:00.000Z";
    // Twelve sources: "s01" with 12 messages (and a sign-up below) down to "s12" with 1.
    for (let source = 1; source <= 12; source++) {
      const name = `s${String(source).padStart(2, "0")}`;
      for (let lead = 0; lead < 13 - source; lead++) {
        await contactAt(db, at, { lastTouch: touch(name, lead % 2 === 0 ? "fall" : undefined) });
      }
    }
    // Twelve direct leads: eleven messages without a touch and a sign-up whose touch has no source.
    for (let lead = 0; lead < 11; lead++) await contactAt(db, at, { lastTouch: null });
    await subscriberAt(db, at, { lastTouch: touch(undefined, "fall") });
    await subscriberAt(db, at, { lastTouch: touch("s01", "spring") });
    // Spam and leads outside the range are not counted.
    await contactAt(db, at, { lastTouch: touch("s12"), status: "spam" });
    await contactAt(db, "2026-01-01T00:00:00.000Z", { lastTouch: touch("s12") });

    const stats = await leadStats(db, { now });
    expect(stats.sources).toEqual([
      { label: "s01", count: 13 },
      { label: directLabel, count: 12 },
      { label: "s02", count: 11 },
      { label: "s03", count: 10 },
      { label: "s04", count: 9 },
      { label: "s05", count: 8 },
      { label: "s06", count: 7 },
      { label: "s07", count: 6 },
      { label: "s08", count: 5 },
      { label: "s09", count: 4 },
      { label: otherLabel, count: 3 + 2 + 1 },
    ]);
    const total = stats.sources.reduce((sum, entry) => sum + entry.count, 0);
    expect(total).toBe(78 + 11 + 2);
    expect(stats.campaigns.reduce((sum, entry) => sum + entry.count, 0)).toBe(total);
    expect(stats.campaigns.find((entry) => entry.label === "spring")).toEqual({ label: "spring", count: 1 });
    expect(stats.campaigns.find((entry) => entry.label === "fall")?.count).toBe(
      // Every other lead of each source (the first, third, …), and one sign-up.
      Array.from({ length: 12 }, (_, index) => Math.ceil((12 - index) / 2)).reduce((a, b) => a + b, 0) + 1,
    );
  });
}
