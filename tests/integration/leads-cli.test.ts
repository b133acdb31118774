// @vitest-environment node
// `npm run leads`: lists with delivery status, CSV export, re-queueing failed
// deliveries — against PGlite and PostgreSQL, and the command end to end.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, test, vi } from "vitest";
import { storeContactMessage } from "#app/server/contact.server";
import { contactMessages } from "#app/server/db/schema.server";
import { subscribe } from "#app/server/newsletter.server";
import { listMessages, main, messagesCsv, requeueFailed, statusCounts, subscribersCsv } from "../../scripts/leads";
import { type Driver, drivers, openTestDatabase, type TestDatabase } from "./support/databases";

const databases = new Map<Driver, TestDatabase>();

beforeAll(async () => {
  for (const driver of drivers) databases.set(driver, await openTestDatabase(driver));
}, 180_000);

afterAll(async () => {
  for (const database of databases.values()) await database.drop();
});

function database(driver: Driver): TestDatabase {
  const found = databases.get(driver);
  if (!found) throw new Error(`No ${driver} database`);
  return found;
}

for (const driver of drivers) {
  test(`${driver}: failed deliveries are listed, re-queued with fresh attempts, and only they`, async () => {
    const { db } = database(driver);
    const failed = await storeContactMessage(db, { name: "F", email: "f@example.com", message: "failed one" }, null);
    const sent = await storeContactMessage(db, { name: "S", email: "s@example.com", message: "sent one" }, null);
    await db
      .update(contactMessages)
      .set({ status: "failed", attempts: 10, lastError: "ECONNREFUSED: connect" })
      .where(eq(contactMessages.id, failed.id));
    await db.update(contactMessages).set({ status: "sent", attempts: 1 }).where(eq(contactMessages.id, sent.id));

    expect((await listMessages(db, { status: "failed" })).map((m) => m.id)).toEqual([failed.id]);
    expect(await statusCounts(db)).toMatchObject({ failed: 1, sent: 1 });

    expect(await requeueFailed(db)).toEqual([failed.id]);
    const [row] = await db.select().from(contactMessages).where(eq(contactMessages.id, failed.id));
    expect(row).toMatchObject({ status: "queued", attempts: 0, lastError: null });
    expect(await requeueFailed(db)).toEqual([]);
  });
}

test("CSV quotes every cell, keeps line breaks inside a cell and defuses spreadsheet formulas", async () => {
  const { db } = database("pglite");
  await storeContactMessage(
    db,
    { name: '=HYPERLINK("x")', email: "csv@example.com", message: 'Line one\nLine "two", with a comma' },
    "/contact",
  );
  const [message] = await listMessages(db, { limit: 1 });
  if (!message) throw new Error("no message");
  const csv = messagesCsv([message]);
  expect(csv.split("\r\n")[0]).toBe(
    '"id","created_at","status","attempts","sent_at","last_error","page","name","email","message"',
  );
  expect(csv).toContain(`"'=HYPERLINK(""x"")","csv@example.com","Line one\nLine ""two"", with a comma"`);
  expect(csv.endsWith("\r\n")).toBe(true);

  await subscribe(db, "Parent@Example.com", "/events");
  const subscribers = subscribersCsv(await db.query.newsletterSubscribers.findMany());
  expect(subscribers).toContain('"Parent@Example.com","/events"');
});

test("the command prints the inbox with delivery status and exports it as CSV", async () => {
  const database = await openTestDatabase("pglite");
  const output: string[] = [];
  vi.spyOn(console, "log").mockImplementation((line: unknown) => void output.push(String(line)));
  vi.spyOn(process.stdout, "write").mockImplementation((chunk: unknown) => {
    output.push(String(chunk));
    return true;
  });
  try {
    await storeContactMessage(
      database.db,
      { name: "Ada", email: "ada@example.com", message: "Hello inbox" },
      "/contact",
    );
    const open = async () => ({ ...database, close: async () => {} });

    expect(await main([], open)).toBe(0);
    expect(await main(["export", "messages"], open)).toBe(0);
    expect(await main(["messages", "--status", "nope"], open).catch((error: Error) => error.message)).toMatch(
      /--status must be one of queued, sending, sent, failed, spam/,
    );
    const text = output.join("\n");
    expect(text).toContain("Contact messages: 1 queued");
    expect(text).toMatch(/queued\s+0\s+Ada\s+ada@example\.com\s+Hello inbox/);
    expect(text).toContain('"queued","0","","","/contact","Ada","ada@example.com","Hello inbox"');
  } finally {
    await database.drop();
  }
});

test("without a database yet the command says there are no leads", async () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), "examwise-leads-"));
  const output: string[] = [];
  vi.spyOn(console, "log").mockImplementation((line: unknown) => void output.push(String(line)));
  vi.stubEnv("DATABASE_URL", "");
  vi.stubEnv("DATA_DIR", dataDir);
  try {
    expect(await main([])).toBe(0);
    expect(output.join("\n")).toContain("No database yet");
  } finally {
    vi.unstubAllEnvs();
    rmSync(dataDir, { recursive: true, force: true });
  }
});
