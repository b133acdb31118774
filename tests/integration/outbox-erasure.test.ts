// @vitest-environment node
// Nothing erased or unsubscribed is mailed afterwards, on PGlite and
// PostgreSQL: the worker reads its claim (and the subscriber's status) again
// right before sending, so a forget or an unsubscribe that commits after the
// mail was composed stops it, and a mail left half-sent by a worker that died
// is not sent to someone who has since left.
import { eq, sql } from "drizzle-orm";
import type { SendMailOptions } from "nodemailer";
import { expect } from "vitest";
import { currentConsent } from "#app/catalog/consent";
import { storeContactMessage } from "#app/server/contact.server";
import type { Database } from "#app/server/db/database.server";
import { contactMessages, newsletterSubscribers, subscriberMails } from "#app/server/db/schema.server";
import { subscribe, unsubscribe } from "#app/server/newsletter.server";
import { createOutbox, type OutboxOptions } from "#app/server/outbox.server";
import { forgetPerson } from "#app/server/person-data.server";
import { test } from "./support/database-test";
import { drivers } from "./support/databases";
import { silentLog, testSecret } from "./support/requests";

const mail = { to: "support@examwise.example", from: "Examwise <no-reply@examwise.example>" };
const links = { siteUrl: "https://examwise.example", secret: testSecret };

/** An outbox whose SMTP server keeps what it is handed. */
function recordingOutbox(db: Database, options: Partial<OutboxOptions> = {}) {
  const sent: SendMailOptions[] = [];
  const outbox = createOutbox({
    db,
    mailer: { send: async (message) => void sent.push(message), close: () => {} },
    mail,
    links,
    log: silentLog,
    ...options,
  });
  return { outbox, sent };
}

/** Marks the mail left by earlier tests as sent, so this test's worker sees only its own. */
async function drain(db: Database) {
  await db.update(contactMessages).set({ status: "sent" }).where(sql`${contactMessages.status} <> 'sent'`);
  await db.update(subscriberMails).set({ status: "sent" }).where(sql`${subscriberMails.status} <> 'sent'`);
}

async function signUp(db: Database, email: string) {
  expect(await subscribe(db, { email, consent: currentConsent.newsletter, page: "/events" }, testSecret)).toBe(
    "mailed",
  );
  const [subscriber] = await db
    .select({ id: newsletterSubscribers.id })
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.emailKey, email));
  if (!subscriber) throw new Error("no subscriber");
  return subscriber.id;
}

const mailsOf = (db: Database, subscriberId: string) =>
  db.select().from(subscriberMails).where(eq(subscriberMails.subscriberId, subscriberId));

for (const driver of drivers) {
  test(`${driver}: a contact message erased between composing its mail and sending it is not mailed`, async ({
    databases,
  }) => {
    const { db } = databases[driver];
    await drain(db);
    const { id } = await storeContactMessage(
      db,
      { name: "Ada", email: "erase-in-flight@example.com", message: "Please forget me" },
      "/contact",
      undefined,
      { webhook: false },
    );
    const { outbox, sent } = recordingOutbox(db, {
      beforeSend: async () => void (await forgetPerson(db, "erase-in-flight@example.com")),
    });
    expect(await outbox.step()).toBe("idle");
    expect(sent).toEqual([]);
    expect(await db.$count(contactMessages, eq(contactMessages.id, id))).toBe(0);
    expect(await outbox.step()).toBe("idle");
    expect(sent).toEqual([]);
    await outbox.stop();
  });

  test(`${driver}: unsubscribing while a confirmation mail is being prepared stops it; others still go`, async ({
    databases,
  }) => {
    const { db } = databases[driver];
    await drain(db);
    const leaving = await signUp(db, "leaves-now@example.com");
    const { outbox, sent } = recordingOutbox(db, {
      beforeSend: async () => unsubscribe(db, leaving),
    });
    expect(await outbox.step()).toBe("idle");
    expect(sent).toEqual([]);
    expect(await mailsOf(db, leaving)).toEqual([]);

    const staying = await signUp(db, "stays@example.com");
    const { outbox: plain, sent: mailed } = recordingOutbox(db);
    expect(await plain.step()).toBe("sent");
    expect(mailed.map((message) => message.to)).toEqual(["stays@example.com"]);
    expect(await mailsOf(db, staying)).toEqual([expect.objectContaining({ status: "sent" })]);
    await outbox.stop();
    await plain.stop();
  });

  test(`${driver}: a mail left half-sent by a worker that died is not sent once its subscriber has unsubscribed`, async ({
    databases,
  }) => {
    const { db } = databases[driver];
    await drain(db);
    const subscriberId = await signUp(db, "left-meanwhile@example.com");
    // A worker claimed the mail and died; its claim has run out.
    await db
      .update(subscriberMails)
      .set({ status: "sending", attempts: 1, nextAttemptAt: sql`now() - interval '1 minute'` })
      .where(eq(subscriberMails.subscriberId, subscriberId));
    // Unsubscribing drops the queued mails; this one was claimed, so it stays for the worker to stop.
    await unsubscribe(db, subscriberId);
    expect(await mailsOf(db, subscriberId)).toHaveLength(1);

    const { outbox, sent } = recordingOutbox(db);
    expect(await outbox.step()).toBe("idle");
    expect(sent).toEqual([]);
    expect(await mailsOf(db, subscriberId)).toEqual([]);
    await outbox.stop();
  });
}
