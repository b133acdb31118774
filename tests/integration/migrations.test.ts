// @vitest-environment node
// The committed migrations build the schema from an empty database, on both
// drivers, and applying them again changes nothing.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import pg from "pg";
import { expect, test } from "vitest";
import { DatabaseLockedError, openDatabase, statementTimeoutMs } from "#app/server/db/database.server";
import { contactMessages, leadWebhooks, newsletterSubscribers } from "#app/server/db/schema.server";
import {
  assertPostgresReachable,
  migrationsFolder,
  pgliteTemplate,
  postgresUrl,
  uniqueSchema,
} from "./support/databases";

const expectedTables = [
  "admin_audit",
  "admin_sessions",
  "admin_sign_in_mails",
  "admin_sign_in_tokens",
  "contact_messages",
  "lead_webhooks",
  "newsletter_confirmations",
  "newsletter_subscribers",
  "rate_limits",
  "subscriber_mails",
];

async function tablesIn(client: pg.Client, schema: string): Promise<string[]> {
  const result = await client.query<{ table_name: string }>(
    "select table_name from information_schema.tables where table_schema = $1 order by table_name",
    [schema],
  );
  return result.rows.map((row) => row.table_name);
}

test("pglite: an empty data directory gets every table; reopening keeps the data and applies nothing twice", async () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), "examwise-migrations-"));
  try {
    // The template is a freshly initialised cluster without tables (see support/databases.ts).
    const first = await openDatabase({ driver: "pglite", dataDir, migrationsFolder, template: await pgliteTemplate() });
    await first.db.insert(newsletterSubscribers).values({ email: "keep@example.com", emailKey: "keep@example.com" });
    expect(await first.db.$count(contactMessages)).toBe(0);
    await first.close();

    const second = await openDatabase({ driver: "pglite", dataDir, migrationsFolder });
    try {
      expect(await second.db.$count(newsletterSubscribers)).toBe(1);
      expect(await second.db.$count(contactMessages)).toBe(0);
    } finally {
      await second.close();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}, 180_000);

test("pglite: a second process cannot open a data directory in use", async () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), "examwise-lock-"));
  try {
    // The parent of this process is alive and is not this process: it stands in for a running server.
    writeFileSync(path.join(dataDir, "pglite.pid"), String(process.ppid));
    await expect(openDatabase({ driver: "pglite", dataDir, migrationsFolder })).rejects.toThrow(DatabaseLockedError);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
});

test("postgres: an empty schema gets every table; opening it again is a no-op", async () => {
  await assertPostgresReachable();
  const schema = uniqueSchema("mig");
  const client = new pg.Client({ connectionString: postgresUrl });
  await client.connect();
  try {
    expect(await tablesIn(client, schema)).toEqual([]);
    const first = await openDatabase({ driver: "postgres", url: postgresUrl, schema, migrationsFolder });
    await first.close();
    expect(await tablesIn(client, schema)).toEqual([...expectedTables, "__drizzle_migrations"].sort());
    const countApplied = async () =>
      (await client.query<{ count: number }>(`select count(*)::int as count from "${schema}".__drizzle_migrations`))
        .rows[0]?.count;
    const appliedOnce = await countApplied();

    const second = await openDatabase({ driver: "postgres", url: postgresUrl, schema, migrationsFolder });
    await second.close();
    expect(await countApplied()).toBe(appliedOnce);
  } finally {
    await client.query(`drop schema if exists "${schema}" cascade`);
    await client.end();
  }
});

test("postgres: a database of the second release keeps its leads through the newsletter-consent migration", async () => {
  await assertPostgresReachable();
  const schema = uniqueSchema("upgrade2");
  const secondRelease = olderMigrations(2);
  const client = new pg.Client({ connectionString: postgresUrl });
  await client.connect();
  try {
    const old = await openDatabase({ driver: "postgres", url: postgresUrl, schema, migrationsFolder: secondRelease });
    await old.close();
    await client.query(
      `insert into "${schema}".contact_messages (name, email, message, status, attempts, page) values ('Ada', 'ada@example.com', 'kept', 'sent', 1, '/contact'), ('Bot', 'bot@example.com', 'spam', 'spam', 0, null)`,
    );
    await client.query(
      `insert into "${schema}".newsletter_subscribers (email, email_key, page) values ('A@example.com', 'a@example.com', '/events'), ('b@example.com', 'b@example.com', null)`,
    );
    const upgraded = await openDatabase({ driver: "postgres", url: postgresUrl, schema, migrationsFolder });
    try {
      const messages = await upgraded.db.select().from(contactMessages).orderBy(contactMessages.name);
      expect(messages.map((m) => [m.name, m.status, m.page, m.consentWordingId])).toEqual([
        ["Ada", "sent", "/contact", null],
        ["Bot", "spam", null, null],
      ]);
      const subscribers = await upgraded.db
        .select()
        .from(newsletterSubscribers)
        .orderBy(newsletterSubscribers.emailKey);
      expect(subscribers.map((s) => [s.email, s.status, s.page, s.confirmedAt, s.unsubscribedAt])).toEqual([
        ["A@example.com", "confirmed", "/events", null, null],
        ["b@example.com", "confirmed", null, null, null],
      ]);
      // New sign-ups start pending: the default is for them, not for the rows the migration found.
      await upgraded.db.insert(newsletterSubscribers).values({ email: "new@example.com", emailKey: "new@example.com" });
      const [fresh] = await upgraded.db
        .select()
        .from(newsletterSubscribers)
        .where(eq(newsletterSubscribers.emailKey, "new@example.com"));
      expect(fresh?.status).toBe("pending");
      expect(await tablesIn(client, schema)).toEqual([...expectedTables, "__drizzle_migrations"].sort());
    } finally {
      await upgraded.close();
    }
  } finally {
    rmSync(secondRelease, { recursive: true, force: true });
    await client.query(`drop schema if exists "${schema}" cascade`);
    await client.end();
  }
});

test("pglite: a data directory of the second release keeps its subscribers, now confirmed", async () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), "examwise-upgrade-"));
  const secondRelease = olderMigrations(2);
  try {
    const old = await openDatabase({
      driver: "pglite",
      dataDir,
      migrationsFolder: secondRelease,
      template: await pgliteTemplate(),
    });
    await old.db.execute(
      sql`insert into newsletter_subscribers (email, email_key) values ('keep@example.com', 'keep@example.com')`,
    );
    await old.db.execute(
      sql`insert into contact_messages (name, email, message, status) values ('Ada', 'ada@example.com', 'kept', 'queued')`,
    );
    await old.close();
    const upgraded = await openDatabase({ driver: "pglite", dataDir, migrationsFolder });
    try {
      const [subscriber] = await upgraded.db.select().from(newsletterSubscribers);
      expect(subscriber).toMatchObject({ email: "keep@example.com", status: "confirmed" });
      const [message] = await upgraded.db.select().from(contactMessages);
      expect(message).toMatchObject({ name: "Ada", status: "queued", consentWordingId: null });
    } finally {
      await upgraded.close();
    }
  } finally {
    rmSync(secondRelease, { recursive: true, force: true });
    rmSync(dataDir, { recursive: true, force: true });
  }
}, 180_000);

test("postgres and pglite: the lead webhooks migration keeps every lead and starts with no deliveries", async () => {
  const journal: { entries: { tag: string }[] } = JSON.parse(
    readFileSync(path.join(migrationsFolder, "meta", "_journal.json"), "utf8"),
  );
  const before = olderMigrations(journal.entries.findIndex((entry) => entry.tag.endsWith("_lead_webhooks")));
  const dataDir = mkdtempSync(path.join(tmpdir(), "examwise-upgrade-webhooks-"));
  await assertPostgresReachable();
  const schema = uniqueSchema("upgrade4");
  try {
    const template = await pgliteTemplate();
    const opens = [
      (folder: string) => openDatabase({ driver: "pglite", dataDir, migrationsFolder: folder, template }),
      (folder: string) => openDatabase({ driver: "postgres", url: postgresUrl, schema, migrationsFolder: folder }),
    ];
    for (const open of opens) {
      const old = await open(before);
      await old.db.execute(
        sql`insert into contact_messages (name, email, message, status) values ('Ada', 'ada@example.com', 'kept', 'queued')`,
      );
      await old.db.execute(
        sql`insert into newsletter_subscribers (email, email_key, status) values ('keep@example.com', 'keep@example.com', 'confirmed')`,
      );
      await old.close();
      const upgraded = await open(migrationsFolder);
      try {
        const [message] = await upgraded.db.select().from(contactMessages);
        expect(message).toMatchObject({ name: "Ada", status: "queued", message: "kept" });
        const [subscriber] = await upgraded.db.select().from(newsletterSubscribers);
        expect(subscriber).toMatchObject({ email: "keep@example.com", status: "confirmed" });
        // Leads stored before the webhook are not sent to the CRM: no delivery is made up for them.
        expect(await upgraded.db.$count(leadWebhooks)).toBe(0);
        await upgraded.db.insert(leadWebhooks).values({
          event: "contact.created",
          contactMessageId: message?.id,
          idempotencyKey: `contact.created:${message?.id}`,
        });
        await upgraded.db.delete(contactMessages);
        expect(await upgraded.db.$count(leadWebhooks)).toBe(0);
      } finally {
        await upgraded.close();
      }
    }
  } finally {
    rmSync(before, { recursive: true, force: true });
    rmSync(dataDir, { recursive: true, force: true });
    const client = new pg.Client({ connectionString: postgresUrl });
    await client.connect();
    await client.query(`drop schema if exists "${schema}" cascade`);
    await client.end();
  }
}, 180_000);

/** A copy of the migrations folder that stops after the first `count` migrations: an older release. */
function olderMigrations(count: number): string {
  const folder = mkdtempSync(path.join(tmpdir(), "examwise-older-migrations-"));
  cpSync(migrationsFolder, folder, { recursive: true });
  const journalFile = path.join(folder, "meta", "_journal.json");
  const journal: { entries: unknown[] } = JSON.parse(readFileSync(journalFile, "utf8"));
  writeFileSync(journalFile, JSON.stringify({ ...journal, entries: journal.entries.slice(0, count) }));
  return folder;
}

test("postgres: a database of the first release is upgraded with its rows kept (rate_limits, claim_token)", async () => {
  await assertPostgresReachable();
  const schema = uniqueSchema("upgrade");
  const firstRelease = olderMigrations(1);
  const client = new pg.Client({ connectionString: postgresUrl });
  await client.connect();
  try {
    const old = await openDatabase({ driver: "postgres", url: postgresUrl, schema, migrationsFolder: firstRelease });
    await old.close();
    expect(await tablesIn(client, schema)).toEqual([
      "__drizzle_migrations",
      "contact_messages",
      "newsletter_subscribers",
    ]);
    await client.query(
      `insert into "${schema}".contact_messages (name, email, message, status, attempts) values ('Ada', 'ada@example.com', 'kept', 'sending', 1)`,
    );
    await client.query(
      `insert into "${schema}".newsletter_subscribers (email, email_key) values ('a@example.com', 'a@example.com')`,
    );

    const upgraded = await openDatabase({ driver: "postgres", url: postgresUrl, schema, migrationsFolder });
    try {
      const [message] = await upgraded.db.select().from(contactMessages);
      expect(message).toMatchObject({
        name: "Ada",
        message: "kept",
        status: "sending",
        attempts: 1,
        claimToken: null,
        consentWordingId: null,
      });
      // Subscribers from before double opt-in stay subscribed, with no consent record (decision 026).
      const [subscriber] = await upgraded.db.select().from(newsletterSubscribers);
      expect(subscriber).toMatchObject({ email: "a@example.com", status: "confirmed", consentWordingId: null });
      expect(await tablesIn(client, schema)).toEqual([...expectedTables, "__drizzle_migrations"].sort());
    } finally {
      await upgraded.close();
    }
  } finally {
    rmSync(firstRelease, { recursive: true, force: true });
    await client.query(`drop schema if exists "${schema}" cascade`);
    await client.end();
  }
});

test("postgres: a statement that runs past the timeout is cancelled, and the request gets an error instead of waiting", async () => {
  await assertPostgresReachable();
  const schema = uniqueSchema("timeout");
  const handle = await openDatabase({ driver: "postgres", url: postgresUrl, schema, migrationsFolder });
  try {
    // Every connection of the pool carries the limit, including the one that ran the migrations.
    // The shared Database type does not know the driver's result shape; on PostgreSQL it is pg's.
    const shown = (await handle.db.execute(sql`show statement_timeout`)) as { rows: { statement_timeout: string }[] };
    expect(shown.rows[0]?.statement_timeout).toBe(`${statementTimeoutMs / 1000}s`);
    const started = Date.now();
    await expect(
      handle.db.transaction(async (tx) => {
        await tx.execute(sql`set local statement_timeout = 200`);
        await tx.execute(sql`select pg_sleep(5)`);
      }),
    ).rejects.toThrow();
    expect(Date.now() - started).toBeLessThan(4_000);
  } finally {
    await handle.close();
    const client = new pg.Client({ connectionString: postgresUrl });
    await client.connect();
    await client.query(`drop schema if exists "${schema}" cascade`);
    await client.end();
  }
});

test("postgres unreachable: the tests stop with a line saying so", async () => {
  await expect(assertPostgresReachable("postgres://postgres@127.0.0.1:1/test")).rejects.toThrow(
    /PostgreSQL is not reachable at 127\.0\.0\.1:1/,
  );
});
