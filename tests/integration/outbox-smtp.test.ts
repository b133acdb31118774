// @vitest-environment node
// Mail delivery through the outbox to a real SMTP peer on loopback, against
// PGlite and PostgreSQL: recipient, Reply-To and escaped content; retries
// while the peer is down; delivery once it is back.
import { eq } from "drizzle-orm";
import { expect } from "vitest";
import { handleContactRequest, storeContactMessage } from "#app/server/contact.server";
import { contactMessages } from "#app/server/db/schema.server";
import { createSmtpMailer } from "#app/server/mailer.server";
import { createOutbox, type OutboxOptions } from "#app/server/outbox.server";
import { startSmtpPeer } from "../../scripts/lib/smtp-peer.ts";
import { test } from "./support/database-test";
import { drivers, type TestDatabase } from "./support/databases";
import { leadDeps, postJson, silentLog } from "./support/requests";

const mail = { to: "support@examwise.example", from: "Examwise <no-reply@examwise.example>" };

function outboxFor(database: TestDatabase, smtpUrl: string, options: Partial<OutboxOptions> = {}) {
  return createOutbox({
    db: database.db,
    mailer: createSmtpMailer(smtpUrl),
    mail,
    log: silentLog,
    baseDelayMs: 20,
    maxDelayMs: 100,
    pollIntervalMs: 20,
    ...options,
  });
}

/** Delivers every due message, so one test's leftovers never reach the next test's peer. */
async function drain(database: TestDatabase) {
  await database.db.update(contactMessages).set({ status: "sent" }).where(eq(contactMessages.status, "queued"));
}

/** A port where nothing listens: a peer that is down. */
async function closedPort(): Promise<number> {
  const peer = await startSmtpPeer();
  await peer.close();
  return peer.port;
}

for (const driver of drivers) {
  test(`${driver}: the peer receives the message for CONTACT_TO with Reply-To the visitor and the text escaped`, async ({
    databases,
  }) => {
    await drain(databases[driver]);
    const { db } = databases[driver];
    const peer = await startSmtpPeer();
    try {
      const response = await handleContactRequest(
        postJson("/api/email/sendContact", {
          formData: {
            name: "Ada O'Brien",
            email: "ada@example.com",
            message: 'Is 5 < 7 & "free" really free?\nSecond line: 3 > 2',
            consent: "contact-2026-11",
          },
          key: "examwise-contact",
        }),
        leadDeps(db),
      );
      const { id } = await response.json();
      const outbox = outboxFor(databases[driver], peer.url);
      expect(await outbox.step()).toBe("sent");
      await outbox.stop();

      const received = await peer.waitForMail(1);
      expect(received.to).toEqual([mail.to]);
      expect(received.from).toBe("no-reply@examwise.example");
      expect(received.headers.get("reply-to")).toMatch(/ada@example\.com/);
      expect(received.headers.get("subject")).toContain("Ada O'Brien");
      expect(received.headers.get("x-examwise-contact-id")).toBe(id);
      expect(received.text).toContain('Is 5 < 7 & "free" really free?\nSecond line: 3 > 2');
      expect(received.html).toContain("Is 5 &lt; 7 &amp; &quot;free&quot; really free?");
      expect(received.html).toContain("Second line: 3 &gt; 2");
      expect(received.html).toContain("Ada O&#39;Brien");

      const [row] = await db.select().from(contactMessages).where(eq(contactMessages.id, id));
      expect(row).toMatchObject({ status: "sent", attempts: 1, lastError: null });
      expect(row?.sentAt).toBeInstanceOf(Date);
    } finally {
      await peer.close();
    }
  });

  test(`${driver}: with the peer down the message stays queued, and it is delivered once the peer is back`, async ({
    databases,
  }) => {
    await drain(databases[driver]);
    const { db } = databases[driver];
    const port = await closedPort();
    const { id } = await storeContactMessage(
      db,
      { name: "Grace", email: "grace@example.com", message: "Hello while the mail server is down" },
      "/contact",
    );

    const down = outboxFor(databases[driver], `smtp://127.0.0.1:${port}`, { baseDelayMs: 1_000 });
    expect(await down.step()).toBe("retry");
    expect(await down.step()).toBe("idle"); // not due again until the back-off has passed
    await down.stop();
    const [queued] = await db.select().from(contactMessages).where(eq(contactMessages.id, id));
    expect(queued).toMatchObject({ status: "queued", attempts: 1 });
    expect(queued?.lastError).toMatch(/ECONNREFUSED/);
    expect(queued?.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() - 1_000);

    const peer = await startSmtpPeer(port);
    const up = outboxFor(databases[driver], peer.url);
    try {
      up.start();
      const received = await peer.waitForMail(1);
      expect(received.text).toContain("Hello while the mail server is down");
    } finally {
      await up.stop();
      await peer.close();
    }
    const [sent] = await db.select().from(contactMessages).where(eq(contactMessages.id, id));
    expect(sent).toMatchObject({ status: "sent", attempts: 2 });
  });
}

test("after the last attempt a message is marked failed and stays in the table", async ({ databases }) => {
  await drain(databases.pglite);
  const { db } = databases.pglite;
  const { id } = await storeContactMessage(
    db,
    { name: "Alan", email: "alan@example.com", message: "This one never gets through" },
    null,
  );
  const outbox = outboxFor(databases.pglite, `smtp://127.0.0.1:${await closedPort()}`, {
    maxAttempts: 2,
    baseDelayMs: 0,
  });
  expect(await outbox.step()).toBe("retry");
  expect(await outbox.step()).toBe("failed");
  expect(await outbox.step()).toBe("idle");
  await outbox.stop();
  const [row] = await db.select().from(contactMessages).where(eq(contactMessages.id, id));
  expect(row).toMatchObject({ status: "failed", attempts: 2, message: "This one never gets through" });
});

test("a name with CR/LF that reached the table still cannot add a header or a recipient", async ({ databases }) => {
  await drain(databases.pglite);
  const { db } = databases.pglite;
  const peer = await startSmtpPeer();
  try {
    // Stored directly: the form's validation would refuse this name; the mailer must not trust it either.
    await storeContactMessage(
      db,
      { name: "Eve\r\nBcc: victim@example.com\r\nSubject: hijacked", email: "eve@example.com", message: "<b>hi</b>" },
      null,
    );
    const outbox = outboxFor(databases.pglite, peer.url);
    expect(await outbox.step()).toBe("sent");
    await outbox.stop();
    const received = await peer.waitForMail(1);
    expect(received.to).toEqual([mail.to]);
    expect(received.headers.has("bcc")).toBe(false);
    expect(received.headers.get("subject")).toBe("Contact form: Eve Bcc: victim@example.com Subject: hijacked");
    expect(received.html).toContain("&lt;b&gt;hi&lt;/b&gt;");
    expect(received.html).not.toContain("<b>hi</b>");
  } finally {
    await peer.close();
  }
});

test("spam is never mailed", async ({ databases }) => {
  await drain(databases.pglite);
  const { db } = databases.pglite;
  const peer = await startSmtpPeer();
  try {
    await storeContactMessage(db, { name: "Bot", email: "bot@example.com", message: "buy", website: "x" }, null);
    const outbox = outboxFor(databases.pglite, peer.url);
    expect(await outbox.step()).toBe("idle");
    await outbox.stop();
    expect(peer.received).toHaveLength(0);
  } finally {
    await peer.close();
  }
});

test("a message left 'sending' by a crashed process is retried once its claim expires", async ({ databases }) => {
  await drain(databases.postgres);
  const { db } = databases.postgres;
  const peer = await startSmtpPeer();
  try {
    const { id } = await storeContactMessage(db, { name: "Kay", email: "kay@example.com", message: "retry me" }, null);
    await db
      .update(contactMessages)
      .set({ status: "sending", attempts: 1, nextAttemptAt: new Date(Date.now() - 1_000) })
      .where(eq(contactMessages.id, id));
    const outbox = outboxFor(databases.postgres, peer.url);
    expect(await outbox.step()).toBe("sent");
    await outbox.stop();
    expect((await peer.waitForMail(1)).text).toContain("retry me");
  } finally {
    await peer.close();
  }
});
