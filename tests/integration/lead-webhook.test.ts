// @vitest-environment node
// Leads posted to the CRM's webhook, on PGlite and PostgreSQL, to a real HTTP
// receiver on loopback: each lead once, signed; never again once delivered;
// held back with back-off while the receiver is down or failing, and sent
// once it is back (the worker's clock is the test's, nothing sleeps); erased
// leads take their pending deliveries with them, nothing of them is posted
// after the erasure, and the CRM hears of an erasure and an unsubscribe.
import { createHmac } from "node:crypto";
import http from "node:http";
import { desc, eq, sql } from "drizzle-orm";
import { expect } from "vitest";
import { currentConsent } from "#app/catalog/consent";
import { storeContactMessage } from "#app/server/contact.server";
import {
  contactMessages,
  leadWebhooks,
  newsletterConfirmations,
  newsletterSubscribers,
} from "#app/server/db/schema.server";
import {
  createLeadWebhook,
  type LeadWebhookOptions,
  requeueFailedWebhooks,
  verifyWebhookSignature,
  webhookCounts,
  webhookStatusFor,
} from "#app/server/lead-webhook.server";
import { confirmationToken } from "#app/server/leads-secret.server";
import { confirmSubscription, subscribe, unsubscribe } from "#app/server/newsletter.server";
import { createOutbox, registerOutbox, startMailDelivery, wakeOutbox } from "#app/server/outbox.server";
import { forgetPerson } from "#app/server/person-data.server";
import { purgeLeads } from "#app/server/retention.server";
import { test } from "./support/database-test";
import { drivers, type TestDatabase } from "./support/databases";
import { silentLog, testSecret } from "./support/requests";
import { closedPort, startWebhookReceiver } from "./support/webhook-receiver";

const webhookSecret = "crm-webhook-secret-0123456789abcdef0123";
const baseDelayMs = 30_000;

/**
 * A clock the test moves by hand; it starts a minute ahead of the database's,
 * so rows stored during the test are due even on a busy machine.
 */
function testClock() {
  let current = Date.now() + 60_000;
  return {
    now: () => new Date(current),
    advance(ms: number) {
      current += ms;
    },
  };
}

function workerFor(
  database: TestDatabase,
  url: string,
  clock: { now: () => Date },
  options: Partial<LeadWebhookOptions> = {},
) {
  return createLeadWebhook({
    db: database.db,
    url,
    secret: webhookSecret,
    log: silentLog,
    now: clock.now,
    baseDelayMs,
    ...options,
  });
}

/** Marks every delivery left by an earlier test as sent, so it never reaches this test's receiver. */
async function drain(database: TestDatabase) {
  await database.db.update(leadWebhooks).set({ status: "sent" }).where(sql`${leadWebhooks.status} <> 'sent'`);
}

/** Runs `scene` with earlier deliveries drained, a receiver of its own (closed after it) and a clock. */
async function withReceiver(
  database: TestDatabase,
  scene: (setting: {
    db: TestDatabase["db"];
    receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
    clock: ReturnType<typeof testClock>;
  }) => Promise<void>,
) {
  await drain(database);
  const receiver = await startWebhookReceiver();
  try {
    await scene({ db: database.db, receiver, clock: testClock() });
  } finally {
    await receiver.close();
  }
}

const attribution = {
  firstTouch: { utm_source: "podcast", utm_campaign: "fall-shsat", landing: "/shsat", at: "2026-11-01T10:00:00.000Z" },
  lastTouch: {
    utm_source: "newsletter",
    landing: "/pricing",
    referrer: "mail.example",
    at: "2026-11-20T09:00:00.000Z",
  },
};

async function storeContact(database: TestDatabase, email: string, webhook = true) {
  return storeContactMessage(
    database.db,
    { name: "Ada", email, message: "When does the trial start?", consent: currentConsent.contact },
    "/contact",
    attribution,
    { webhook },
  );
}

/** Signs an address up and opens its confirmation link: the subscriber is confirmed. */
async function confirmedSubscriber(database: TestDatabase, email: string) {
  const { db } = database;
  expect(
    await subscribe(db, { email, consent: currentConsent.newsletter, page: "/events", attribution }, testSecret),
  ).toBe("mailed");
  const [link] = await db
    .select()
    .from(newsletterConfirmations)
    .where(
      sql`${newsletterConfirmations.subscriberId} = (select id from newsletter_subscribers where email_key = ${email})`,
    )
    .orderBy(desc(newsletterConfirmations.createdAt))
    .limit(1);
  if (!link) throw new Error("no confirmation link");
  expect(await confirmSubscription(db, confirmationToken(testSecret, link.id), { webhook: true })).toBe("confirmed");
  return link.subscriberId;
}

for (const driver of drivers) {
  test(`${driver}: the receiver gets each lead once, signed, and a later step sends nothing again`, async ({
    databases,
  }) => {
    await withReceiver(databases[driver], async ({ db, receiver, clock }) => {
      const contact = await storeContact(databases[driver], "ada@example.com");
      const spam = await storeContactMessage(
        db,
        { name: "Bot", email: "bot@example.com", message: "buy", website: "x" },
        null,
        undefined,
        { webhook: true },
      );
      expect(spam.spam).toBe(true);
      const subscriberId = await confirmedSubscriber(databases[driver], "parent@example.com");

      const worker = workerFor(databases[driver], receiver.url, clock);
      expect(await worker.step()).toBe("sent");
      expect(await worker.step()).toBe("sent");
      expect(await worker.step()).toBe("idle");
      // A second worker (another instance, or after a restart) finds nothing to send either.
      expect(await workerFor(databases[driver], receiver.url, clock).step()).toBe("idle");
      expect(receiver.received).toHaveLength(2);

      const bodies = receiver.received.map((request) => JSON.parse(request.body));
      expect(bodies.map((body) => body.event).sort()).toEqual(["contact.created", "newsletter.confirmed"]);
      expect(bodies.map((body) => body.lead.id).sort()).toEqual([contact.id, subscriberId].sort());
      expect(bodies.some((body) => body.lead.id === spam.id)).toBe(false);
      for (const request of receiver.received) {
        const body = JSON.parse(request.body);
        expect(request.method).toBe("POST");
        expect(request.path).toBe("/hooks/leads");
        expect(request.headers["content-type"]).toBe("application/json");
        expect(request.headers["idempotency-key"]).toBe(body.id);
        expect(body.id).toBe(`${body.event}:${body.lead.id}`);
        const timestamp = String(request.headers["x-examwise-timestamp"]);
        const signature = String(request.headers["x-examwise-signature"]);
        expect(Number(timestamp)).toBe(Math.floor(clock.now().getTime() / 1000));
        expect(
          verifyWebhookSignature(webhookSecret, { body: request.body, timestamp, signature }, { now: clock.now() }),
        ).toBe(true);
        const independent = createHmac("sha256", webhookSecret).update(`${timestamp}.${request.body}`).digest("hex");
        expect(signature).toBe(`sha256=${independent}`);
        expect(
          verifyWebhookSignature(
            "another-secret-0123456789abcdef0123456789",
            { body: request.body, timestamp, signature },
            { now: clock.now() },
          ),
        ).toBe(false);
        expect(body.lead).toMatchObject({
          page: expect.any(String),
          consent: { wordingId: expect.any(String), consentedAt: expect.any(String) },
          attribution,
        });
        expect(Number.isNaN(Date.parse(body.occurredAt))).toBe(false);
      }
      const contactBody = bodies.find((body) => body.event === "contact.created");
      expect(contactBody.lead).toMatchObject({
        kind: "contact",
        email: "ada@example.com",
        name: "Ada",
        message: "When does the trial start?",
        page: "/contact",
        consent: { wordingId: currentConsent.contact },
      });
      const newsletterBody = bodies.find((body) => body.event === "newsletter.confirmed");
      expect(newsletterBody.lead).toMatchObject({
        kind: "newsletter",
        email: "parent@example.com",
        status: "confirmed",
        consent: { wordingId: currentConsent.newsletter },
      });
      expect(newsletterBody.occurredAt).toBe(newsletterBody.lead.confirmedAt);

      expect(await webhookStatusFor(db, "contact", contact.id)).toMatchObject({
        event: "contact.created",
        status: "sent",
        attempts: 1,
        lastError: null,
        deliveredAt: clock.now(),
      });
      expect(await webhookStatusFor(db, "newsletter", subscriberId)).toMatchObject({ status: "sent" });
      expect(await webhookStatusFor(db, "contact", spam.id)).toBeUndefined();
    });
  });

  test(`${driver}: while the receiver is down or failing the lead waits with back-off, and arrives once it is back`, async ({
    databases,
  }) => {
    await drain(databases[driver]);
    const { db } = databases[driver];
    const clock = testClock();
    const port = await closedPort();
    const url = `http://127.0.0.1:${port}/hooks/leads`;
    const { id } = await storeContact(databases[driver], "grace@example.com");

    const worker = workerFor(databases[driver], url, clock);
    expect(await worker.step()).toBe("retry");
    const refused = await webhookStatusFor(db, "contact", id);
    expect(refused).toMatchObject({ status: "queued", attempts: 1 });
    expect(refused?.lastError).toMatch(/ECONNREFUSED/);
    expect(refused?.nextAttemptAt).toEqual(new Date(clock.now().getTime() + baseDelayMs));

    clock.advance(baseDelayMs - 1_000);
    expect(await worker.step()).toBe("idle"); // not due before its back-off has passed

    const receiver = await startWebhookReceiver(port);
    try {
      receiver.answer(500);
      clock.advance(1_000);
      expect(await worker.step()).toBe("retry");
      const failing = await webhookStatusFor(db, "contact", id);
      expect(failing).toMatchObject({ status: "queued", attempts: 2, lastError: "HTTP 500" });
      // The delay doubles after each failure.
      expect(failing?.nextAttemptAt).toEqual(new Date(clock.now().getTime() + 2 * baseDelayMs));
      clock.advance(2 * baseDelayMs - 1_000);
      expect(await worker.step()).toBe("idle");

      receiver.answer(204);
      clock.advance(1_000);
      expect(await worker.step()).toBe("sent");
      expect(await worker.step()).toBe("idle");
      expect(receiver.received).toHaveLength(2);
      const [first, second] = receiver.received;
      // Both attempts carry the same idempotency key and body, so the CRM can tell a retry from a new lead.
      expect(second?.headers["idempotency-key"]).toBe(first?.headers["idempotency-key"]);
      expect(second?.body).toBe(first?.body);
      expect(await webhookStatusFor(db, "contact", id)).toMatchObject({ status: "sent", attempts: 3, lastError: null });
    } finally {
      await receiver.close();
    }
  });

  test(`${driver}: a redirect is not followed; after the last attempt the delivery is failed until re-queued`, async ({
    databases,
  }) => {
    await withReceiver(databases[driver], async ({ db, receiver, clock }) => {
      const { id } = await storeContact(databases[driver], "alan@example.com");
      receiver.answer(302, "/elsewhere");
      const worker = workerFor(databases[driver], receiver.url, clock, { maxAttempts: 2 });
      expect(await worker.step()).toBe("retry");
      expect(await webhookStatusFor(db, "contact", id)).toMatchObject({
        lastError: "HTTP 302 (redirects are not followed)",
      });
      clock.advance(baseDelayMs);
      expect(await worker.step()).toBe("failed");
      clock.advance(24 * 60 * 60_000);
      expect(await worker.step()).toBe("idle");
      expect(receiver.received.map((request) => request.path)).toEqual(["/hooks/leads", "/hooks/leads"]);
      expect(await webhookStatusFor(db, "contact", id)).toMatchObject({ status: "failed", attempts: 2 });
      expect((await webhookCounts(db)).failed).toBe(1);

      expect(await requeueFailedWebhooks(db)).toEqual([id]);
      receiver.answer(200);
      expect(await worker.step()).toBe("sent");
      expect(await webhookStatusFor(db, "contact", id)).toMatchObject({ status: "sent", attempts: 1 });
    });
  });

  test(`${driver}: forget and the retention purge take a lead's pending deliveries with it`, async ({ databases }) => {
    await drain(databases[driver]);
    const { db } = databases[driver];
    const forgotten = await storeContact(databases[driver], "forget-me@example.com");
    const subscriberId = await confirmedSubscriber(databases[driver], "forget-me@example.com");
    const purged = await storeContact(databases[driver], "old@example.com");
    const kept = await storeContact(databases[driver], "kept@example.com");
    const pending = () =>
      db.select({ id: leadWebhooks.id }).from(leadWebhooks).where(eq(leadWebhooks.status, "queued"));
    expect(await pending()).toHaveLength(4);

    const removed = await forgetPerson(db, "Forget-Me@example.com");
    expect(removed).toMatchObject({ contactMessages: 1, newsletterSubscriptions: 1, leadWebhooks: 2, crmErasures: 2 });
    expect(await webhookStatusFor(db, "contact", forgotten.id)).toBeUndefined();
    expect(await webhookStatusFor(db, "newsletter", subscriberId)).toBeUndefined();

    // A message the team has had for longer than the retention period goes, and its delivery with it.
    await db.execute(
      sql`update contact_messages set status = 'sent', sent_at = now() - interval '800 days' where id = ${purged.id}`,
    );
    await purgeLeads(db, { now: new Date(), retentionDays: 730 });
    expect(await webhookStatusFor(db, "contact", purged.id)).toBeUndefined();
    expect(await webhookStatusFor(db, "contact", kept.id)).toMatchObject({ status: "queued" });
    // The kept lead's delivery, and the erasure the CRM is to hear of.
    expect(await pending()).toHaveLength(2);
  });
}

test("without the webhook no delivery is queued", async ({ databases }) => {
  await drain(databases.pglite);
  const { db } = databases.pglite;
  const { id } = await storeContact(databases.pglite, "quiet@example.com", false);
  expect(await webhookStatusFor(db, "contact", id)).toBeUndefined();
  expect(
    await createLeadWebhook({ db, url: "http://127.0.0.1:9/", secret: webhookSecret, log: silentLog }).step(),
  ).toBe("idle");
});

test("the outbox worker posts leads when no mail is due, with mail delivery on or off", async ({ databases }) => {
  await drain(databases.pglite);
  const { db } = databases.pglite;
  const receiver = await startWebhookReceiver();
  const clock = testClock();
  const webhook = workerFor(databases.pglite, receiver.url, clock);
  const mail = { to: "support@examwise.example", from: "Examwise <no-reply@examwise.example>" };
  try {
    await db.update(contactMessages).set({ status: "sent" }).where(eq(contactMessages.status, "queued"));
    const { id } = await storeContact(databases.pglite, "both@example.com");
    const mailed: unknown[] = [];
    const withMail = createOutbox({
      db,
      mailer: { send: async (message) => void mailed.push(message), close: () => {} },
      mail,
      log: silentLog,
      webhook,
    });
    // The message's mail goes first, then its delivery to the CRM.
    expect(await withMail.step()).toBe("sent");
    expect([mailed.length, receiver.received.length]).toEqual([1, 0]);
    expect(await withMail.step()).toBe("sent");
    expect([mailed.length, receiver.received.length]).toEqual([1, 1]);
    expect(await withMail.step()).toBe("idle");
    await withMail.stop();

    const other = await storeContact(databases.pglite, "no-smtp@example.com");
    const withoutMail = createOutbox({ db, mail, log: silentLog, webhook });
    expect(await withoutMail.step()).toBe("sent");
    expect(await withoutMail.step()).toBe("idle");
    await withoutMail.stop();
    expect(receiver.received.map((request) => JSON.parse(request.body).lead.id)).toEqual([id, other.id]);
    // Without a mailer the message itself stays queued for mail, as with SMTP_URL unset.
    const [message] = await db.select().from(contactMessages).where(eq(contactMessages.id, other.id));
    expect(message?.status).toBe("queued");
  } finally {
    await receiver.close();
  }
});

/** A fetch that holds each request until the test lets it answer, as a stalled receiver would. */
function stalledFetch() {
  let started: () => void = () => {};
  let finish: (status: number) => void = () => {};
  const sending = new Promise<void>((resolve) => {
    started = resolve;
  });
  const fetch: typeof globalThis.fetch = () =>
    new Promise<Response>((resolve) => {
      finish = (status) => resolve(new Response(null, { status }));
      started();
    });
  return { fetch, sending, finish: (status: number) => finish(status) };
}

for (const driver of drivers) {
  for (const late of [204, 500]) {
    test(`${driver}: a late ${late} of a worker whose claim expired leaves the delivery as the next worker left it`, async ({
      databases,
    }) => {
      await withReceiver(databases[driver], async ({ db, receiver, clock }) => {
        const { id } = await storeContact(databases[driver], `fenced-${late}@example.com`);
        const stalled = stalledFetch();
        const warnings: unknown[] = [];
        const workerA = workerFor(databases[driver], receiver.url, clock, {
          fetch: stalled.fetch,
          claimMs: 60_000,
          log: { ...silentLog, warn: (fields) => void warnings.push(fields) },
        });
        const stepA = workerA.step();
        await stalled.sending;
        expect(await webhookStatusFor(db, "contact", id)).toMatchObject({ status: "sending", attempts: 1 });

        // A's claim runs out while its receiver stalls; B takes the delivery over and posts it.
        clock.advance(60_001);
        expect(await workerFor(databases[driver], receiver.url, clock).step()).toBe("sent");
        const leftByB = await webhookStatusFor(db, "contact", id);
        expect(leftByB).toMatchObject({ status: "sent", attempts: 2, lastError: null });

        stalled.finish(late);
        expect(await stepA).toBe("superseded");
        expect(await webhookStatusFor(db, "contact", id)).toEqual(leftByB);
        expect(warnings).toEqual([expect.objectContaining({ attempts: 1 })]);
        expect(receiver.received).toHaveLength(1);
      });
    });
  }
}

test("a receiver that never answers is given up on after the timeout, and the delivery retried later", async ({
  databases,
}) => {
  await drain(databases.pglite);
  const { db } = databases.pglite;
  const clock = testClock();
  // Accepts the connection and never answers.
  const silent = http.createServer(() => {});
  await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", () => resolve()));
  const address = silent.address();
  const port = typeof address === "object" && address ? address.port : 0;
  try {
    const { id } = await storeContact(databases.pglite, "slow@example.com");
    const worker = workerFor(databases.pglite, `http://127.0.0.1:${port}/`, clock, { timeoutMs: 200 });
    expect(await worker.step()).toBe("retry");
    const status = await webhookStatusFor(db, "contact", id);
    expect(status).toMatchObject({ status: "queued", attempts: 1 });
    expect(status?.lastError).toMatch(/TimeoutError|aborted/i);
  } finally {
    silent.closeAllConnections();
    await new Promise<void>((resolve) => silent.close(() => resolve()));
  }
});

test("a subscriber who unsubscribes and confirms again is sent once: one delivery per lead and event", async ({
  databases,
}) => {
  await drain(databases.pglite);
  const { db } = databases.pglite;
  const subscriberId = await confirmedSubscriber(databases.pglite, "twice@example.com");
  await unsubscribe(db, subscriberId);
  // Signed up again after an hour: a new link, and confirmed again.
  await db.execute(sql`update newsletter_confirmations set created_at = now() - interval '2 hours'`);
  expect(await confirmedSubscriber(databases.pglite, "twice@example.com")).toBe(subscriberId);
  await unsubscribe(db, subscriberId);
  const deliveries = await db
    .select()
    .from(leadWebhooks)
    .where(eq(leadWebhooks.subscriberId, subscriberId))
    .orderBy(leadWebhooks.createdAt);
  expect(deliveries.map((row) => [row.event, row.idempotencyKey])).toEqual([
    ["newsletter.confirmed", `newsletter.confirmed:${subscriberId}`],
    ["newsletter.unsubscribed", `newsletter.unsubscribed:${subscriberId}`],
  ]);
});

test("the server's worker runs for the webhook alone when SMTP_URL is unset, and a stored lead wakes it", async ({
  databases,
}) => {
  await drain(databases.pglite);
  const { db } = databases.pglite;
  const settings = {
    SITE_URL: "http://localhost:3000",
    CONTACT_TO: "support@examwise.example",
    MAIL_FROM: "Examwise <no-reply@examwise.example>",
  };
  expect(startMailDelivery(settings, db, silentLog, testSecret)).toBeUndefined();
  const receiver = await startWebhookReceiver();
  const webhook = createLeadWebhook({ db, url: receiver.url, secret: webhookSecret, log: silentLog });
  const outbox = startMailDelivery(settings, db, silentLog, testSecret, webhook);
  try {
    expect(outbox).toBeDefined();
    const { id } = await storeContact(databases.pglite, "woken@example.com");
    // As the contact endpoint does: the worker need not wait for its next poll.
    wakeOutbox();
    const [request] = await receiver.waitForRequests(1);
    expect(JSON.parse(request?.body ?? "{}").lead.id).toBe(id);
  } finally {
    await outbox?.stop();
    registerOutbox(undefined);
    await receiver.close();
  }
});

/** What the receiver got, parsed, with its signature checked against the CRM's secret at the worker's clock. */
function signedBodies(received: { body: string; headers: http.IncomingHttpHeaders }[], now: Date) {
  return received.map((request) => {
    const timestamp = String(request.headers["x-examwise-timestamp"]);
    const signature = String(request.headers["x-examwise-signature"]);
    expect(verifyWebhookSignature(webhookSecret, { body: request.body, timestamp, signature }, { now })).toBe(true);
    const body = JSON.parse(request.body);
    expect(request.headers["idempotency-key"]).toBe(body.id);
    return body;
  });
}

for (const driver of drivers) {
  test(`${driver}: forget tells the CRM once, signed, naming the leads it was sent by id and nothing else`, async ({
    databases,
  }) => {
    await withReceiver(databases[driver], async ({ db, receiver, clock }) => {
      const contact = await storeContact(databases[driver], "erase-me@example.com");
      // Stored while the webhook was off: the CRM never had it, so it is not named.
      await storeContact(databases[driver], "erase-me@example.com", false);
      const subscriberId = await confirmedSubscriber(databases[driver], "erase-me@example.com");
      const worker = workerFor(databases[driver], receiver.url, clock);
      expect(await worker.step()).toBe("sent");
      expect(await worker.step()).toBe("sent");

      const removed = await forgetPerson(db, "Erase-Me@example.com");
      expect(removed).toMatchObject({ contactMessages: 2, newsletterSubscriptions: 1, crmErasures: 2 });
      expect(await worker.step()).toBe("sent");
      expect(await worker.step()).toBe("idle");
      expect(await workerFor(databases[driver], receiver.url, clock).step()).toBe("idle");

      const bodies = signedBodies(receiver.received, clock.now());
      const erasures = bodies.filter((body) => body.event === "lead.erased");
      expect(erasures).toHaveLength(1);
      expect(erasures[0]).toEqual({
        id: expect.stringMatching(/^lead\.erased:[0-9a-f-]{36}$/),
        event: "lead.erased",
        occurredAt: expect.any(String),
        leads: expect.arrayContaining([
          { kind: "contact", id: contact.id },
          { kind: "newsletter", id: subscriberId },
        ]),
      });
      expect(erasures[0].leads).toHaveLength(2);
      expect(receiver.received.at(-1)?.body).not.toContain("@");

      // Forgetting the address again finds nothing the CRM knows of: nothing more is sent.
      expect((await forgetPerson(db, "erase-me@example.com")).crmErasures).toBe(0);
      expect(await worker.step()).toBe("idle");
      expect(receiver.received).toHaveLength(3);
    });
  });

  test(`${driver}: a forget between composing a post and sending it: nothing of the lead is posted, the erasure is, after the claim`, async ({
    databases,
  }) => {
    await withReceiver(databases[driver], async ({ db, receiver, clock }) => {
      const { id } = await storeContact(databases[driver], "race@example.com");
      let erased = 0;
      const racing = workerFor(databases[driver], receiver.url, clock, {
        // The worker has read the lead and built its body; the erasure commits now.
        beforePost: async () => {
          erased = (await forgetPerson(db, "race@example.com")).crmErasures;
        },
      });
      expect(await racing.step()).toBe("idle");
      expect(erased).toBe(1);
      expect(receiver.received).toEqual([]);

      // The erasure waits for the claim of the post that was being prepared to run out, so it never overtakes one.
      const worker = workerFor(databases[driver], receiver.url, clock);
      expect(await worker.step()).toBe("idle");
      clock.advance(120_000);
      expect(await worker.step()).toBe("sent");
      expect(await worker.step()).toBe("idle");
      expect(signedBodies(receiver.received, clock.now())).toEqual([
        expect.objectContaining({ event: "lead.erased", leads: [{ kind: "contact", id }] }),
      ]);
      expect(receiver.received[0]?.body).not.toContain("race@");
    });
  });

  test(`${driver}: unsubscribing tells the CRM that heard of the subscriber, by id; a pending sign-up's is never sent`, async ({
    databases,
  }) => {
    await withReceiver(databases[driver], async ({ db, receiver, clock }) => {
      const subscriberId = await confirmedSubscriber(databases[driver], "leaving@example.com");
      const worker = workerFor(databases[driver], receiver.url, clock);
      expect(await worker.step()).toBe("sent");

      await unsubscribe(db, subscriberId);
      await unsubscribe(db, subscriberId);
      expect(await worker.step()).toBe("sent");
      expect(await worker.step()).toBe("idle");
      const [confirmed, left] = signedBodies(receiver.received, clock.now());
      expect(confirmed.event).toBe("newsletter.confirmed");
      expect(left).toEqual({
        id: `newsletter.unsubscribed:${subscriberId}`,
        event: "newsletter.unsubscribed",
        occurredAt: left.lead.unsubscribedAt,
        lead: { kind: "newsletter", id: subscriberId, status: "unsubscribed", unsubscribedAt: expect.any(String) },
      });
      expect(receiver.received[1]?.body).not.toContain("@");

      // Never confirmed, so never sent to the CRM: its unsubscribe is not either.
      await subscribe(
        db,
        { email: "never-confirmed@example.com", consent: currentConsent.newsletter, page: "/events" },
        testSecret,
      );
      const [pending] = await db
        .select({ id: newsletterSubscribers.id })
        .from(newsletterSubscribers)
        .where(eq(newsletterSubscribers.emailKey, "never-confirmed@example.com"));
      await unsubscribe(db, pending?.id ?? "");
      expect(await worker.step()).toBe("idle");
      expect(receiver.received).toHaveLength(2);
    });
  });
}
