// @vitest-environment node
// `npm run leads`: lists with delivery status, CSV export (files only their
// owner can read), re-queueing failed deliveries — against PGlite and
// PostgreSQL, and the command end to end.
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { expect, vi } from "vitest";
import { listMessages } from "#app/server/admin/inbox.server";
import { storeContactMessage } from "#app/server/contact.server";
import { contactMessages, leadWebhooks } from "#app/server/db/schema.server";
import { webhookStatusFor } from "#app/server/lead-webhook.server";
import { subscribe } from "#app/server/newsletter.server";
import {
  attributionHeader,
  main,
  messagesCsv,
  printable,
  requeueFailed,
  statusCounts,
  subscribersCsv,
  whileTheSiteRuns,
  withoutControls,
} from "../../scripts/leads";
import { test } from "./support/database-test";
import { drivers, openTestDatabase } from "./support/databases";
import { testSecret } from "./support/requests";

/** For tests that open a PGlite database of their own: on a busy machine that alone takes several seconds. */
const slow = { timeout: 60_000 };

for (const driver of drivers) {
  test(`${driver}: failed deliveries are listed, re-queued with fresh attempts, and only they`, async ({
    databases,
  }) => {
    const { db } = databases[driver];
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

for (const driver of drivers) {
  test(`${driver}: exports written with --out are readable by their owner only, also over an existing file`, async ({
    databases,
  }) => {
    const { db } = databases[driver];
    const dir = mkdtempSync(path.join(tmpdir(), "examwise-export-"));
    const wrote = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      await storeContactMessage(db, { name: "Ada", email: "private@example.com", message: "Mine only" }, "/contact");
      await subscribe(db, { email: "private@example.com", consent: "newsletter-2026-11", page: "/events" }, testSecret);
      const open = async () => ({ ...databases[driver], close: async () => {} });
      const files = {
        messages: path.join(dir, "messages.csv"),
        subscribers: path.join(dir, "subscribers.csv"),
        person: path.join(dir, "person.json"),
      };
      // An earlier export left readable by everyone is overwritten, and no longer is.
      writeFileSync(files.subscribers, "old export");
      chmodSync(files.subscribers, 0o644);

      expect(await main(["export", "messages", "--out", files.messages], open)).toBe(0);
      expect(await main(["export", "subscribers", "--out", files.subscribers], open)).toBe(0);
      expect(await main(["export-person", "private@example.com", "--out", files.person], open)).toBe(0);
      for (const file of Object.values(files)) expect((statSync(file).mode & 0o777).toString(8)).toBe("600");
      expect(readFileSync(files.messages, "utf8")).toContain('"private@example.com","Mine only"');
      expect(readFileSync(files.subscribers, "utf8")).toContain('"private@example.com","/events"');
      expect(readFileSync(files.subscribers, "utf8")).not.toContain("old export");
      expect(JSON.parse(readFileSync(files.person, "utf8")).contactMessages).toHaveLength(1);
    } finally {
      wrote.mockRestore();
      rmSync(dir, { recursive: true, force: true });
    }
  });
}

test("CSV quotes every cell, keeps line breaks inside a cell and defuses spreadsheet formulas", async ({
  databases,
}) => {
  const { db } = databases.pglite;
  await storeContactMessage(
    db,
    { name: '=HYPERLINK("x")', email: "csv@example.com", message: 'Line one\nLine "two", with a comma' },
    "/contact",
  );
  const [message] = await listMessages(db, { limit: 1 });
  if (!message) throw new Error("no message");
  const csv = messagesCsv([message]);
  expect(csv.split("\r\n")[0]).toBe(
    [
      '"id","created_at","status","attempts","sent_at","last_error","page","name","email","message","language"',
      ...attributionHeader.map((column) => `"${column}"`),
    ].join(","),
  );
  expect(csv).toContain(`"'=HYPERLINK(""x"")","csv@example.com","Line one\nLine ""two"", with a comma"`);
  expect(csv.endsWith("\r\n")).toBe(true);

  await subscribe(db, { email: "Parent@Example.com", consent: "newsletter-2026-11", page: "/events" }, testSecret);
  const subscribers = subscribersCsv(await db.query.newsletterSubscribers.findMany());
  expect(subscribers).toContain('"Parent@Example.com","/events"');
});

/** What the command prints from now on (console.log and process.stdout), line by line. */
function capturedOutput(): string[] {
  const output: string[] = [];
  vi.spyOn(console, "log").mockImplementation((line: unknown) => void output.push(String(line)));
  vi.spyOn(process.stdout, "write").mockImplementation((chunk: unknown) => {
    output.push(String(chunk));
    return true;
  });
  return output;
}

test("the command prints the inbox with delivery status and exports it as CSV", slow, async () => {
  const database = await openTestDatabase("pglite");
  const output = capturedOutput();
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

test("terminal escape sequences, control characters and bidi controls are removed from what is shown", () => {
  expect(printable("\u001b[31mEvil\u001b[0m")).toBe("Evil");
  expect(printable("\u001b]0;pwned\u0007title \u001b]8;;https://evil.example\u001b\\link\u001b]8;;\u001b\\")).toBe(
    "title link",
  );
  expect(printable("\u009b2Jclear \u009d0;x\u009cC1 \u001bcreset \u001b(Bcharset")).toBe("clear C1 reset charset");
  expect(printable("bell\u0007 nul\u0000 del\u007f next\u0085 lone\u001b")).toBe("bell nul del next lone");
  expect(printable("Ada \u202egnp.exe \u2066x\u2069")).toBe("Ada gnp.exe x");
  expect(printable("line\r\nbreak\ttab")).toBe("line  break tab");
  // A CSV cell keeps its line breaks and tabs.
  expect(withoutControls("line\r\nbreak\ttab\u001b[2K")).toBe("line\r\nbreak\ttab");
});

test("stored escape sequences never reach the terminal or the CSV, and cannot hide a formula", slow, async () => {
  const database = await openTestDatabase("pglite");
  const output = capturedOutput();
  try {
    // Stored directly, as rows from before the schema refused control characters were.
    await storeContactMessage(
      database.db,
      {
        name: "\u001b[31mEvil\u001b[0m",
        email: "evil@example.com\u001b]0;pwned\u0007",
        message: '\u001b[0m=HYPERLINK("x")\u001b[2J\u001b[H',
      },
      "/contact\u009b2J",
    );
    await database.db.update(contactMessages).set({ status: "failed", lastError: "\u001b[1mboom" });
    await subscribe(
      database.db,
      { email: "sub@example.com", consent: "newsletter-2026-11", page: "/events\u001b[5m" },
      testSecret,
    );
    const open = async () => ({ ...database, close: async () => {} });

    expect(await main([], open)).toBe(0);
    expect(await main(["messages"], open)).toBe(0);
    expect(await main(["export", "messages"], open)).toBe(0);
    expect(await main(["export", "subscribers"], open)).toBe(0);
    const text = output.join("\n");
    // biome-ignore lint/suspicious/noControlCharactersInRegex: looking for the escape bytes is the point.
    expect(text).not.toMatch(/[\u001b\u0007\u009b-\u009d]/);
    expect(text).toMatch(/failed\s+0\s+Evil\s+evil@example\.com\s+=HYPERLINK\("x"\)\s+boom/);
    expect(text).toContain(`"/contact","Evil","evil@example.com","'=HYPERLINK(""x"")"`);
    expect(text).toContain('"sub@example.com","/events"');
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

test("the summary counts the CRM deliveries, and requeue puts failed ones back in the queue", async ({ databases }) => {
  const { db } = databases.pglite;
  const output: string[] = [];
  const log = vi.spyOn(console, "log").mockImplementation((...args: unknown[]) => void output.push(args.join(" ")));
  try {
    const lead = await storeContactMessage(
      db,
      { name: "W", email: "w@example.com", message: "to the CRM" },
      null,
      undefined,
      { webhook: true },
    );
    await db.update(leadWebhooks).set({ status: "failed", attempts: 10, lastError: "HTTP 500" });
    const open = async () => ({ ...databases.pglite, close: async () => {} });
    expect(await main([], open)).toBe(0);
    expect(output.join("\n")).toContain("CRM deliveries (LEADS_WEBHOOK_URL): 0 queued, 0 sending, 0 sent, 1 failed.");
    expect(output.join("\n")).toContain("1 CRM delivery failed: `npm run leads -- requeue` posts them again.");
    output.length = 0;
    expect(await main(["requeue", lead.id], open)).toBe(0);
    expect(output.join("\n")).toContain("Re-queued 1 CRM delivery of leads to the webhook.");
    expect(await webhookStatusFor(db, "contact", lead.id)).toMatchObject({
      status: "queued",
      attempts: 0,
      lastError: null,
    });
  } finally {
    log.mockRestore();
  }
});

test("while the server holds the embedded database the command says so and points to the site's /admin", async () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), "examwise-leads-"));
  // A database the server made, and its lock, held by a live process other than this one (the test runner's parent).
  mkdirSync(path.join(dataDir, "pglite"));
  writeFileSync(path.join(dataDir, "pglite.pid"), String(process.ppid));
  vi.stubEnv("DATABASE_URL", "");
  vi.stubEnv("DATA_DIR", dataDir);
  try {
    const refused = await main([]).catch((error: Error) => error.message);
    expect(refused).toContain(`in use by process ${process.ppid}`);
    expect(refused).toContain(whileTheSiteRuns);
  } finally {
    vi.unstubAllEnvs();
    rmSync(dataDir, { recursive: true, force: true });
  }
});
