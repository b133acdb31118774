// @vitest-environment node
// A worker whose claim expired cannot overwrite the worker that took the
// message over: on PGlite and PostgreSQL, worker A claims a message and
// stalls in SMTP past its claim, worker B claims it and records the outcome,
// then A's late outcome (sent, or failed and to be retried) changes nothing.
import { eq } from "drizzle-orm";
import { expect } from "vitest";
import { storeContactMessage } from "#app/server/contact.server";
import { contactMessages } from "#app/server/db/schema.server";
import type { Mailer } from "#app/server/mailer.server";
import { createOutbox } from "#app/server/outbox.server";
import { test } from "./support/database-test";
import { drivers } from "./support/databases";
import { silentLog } from "./support/requests";

const mail = { to: "support@examwise.example", from: "Examwise <no-reply@examwise.example>" };
const claimMs = 50;

/** A mailer that holds each message until the test lets it finish, as a stalled SMTP server would. */
function stalledMailer() {
  let started: () => void = () => {};
  let finish: (error?: Error) => void = () => {};
  const sending = new Promise<void>((resolve) => {
    started = resolve;
  });
  const mailer: Mailer = {
    send: () =>
      new Promise<void>((resolve, reject) => {
        finish = (error) => (error ? reject(error) : resolve());
        started();
      }),
    close: () => {},
  };
  return { mailer, sending, finish: (error?: Error) => finish(error) };
}

function recordingLog() {
  const warnings: unknown[][] = [];
  return { warnings, log: { ...silentLog, warn: (...args: unknown[]) => void warnings.push(args) } };
}

const lateOutcomes = [
  { name: "a late success", error: undefined },
  { name: "a late failure", error: new Error("421 try again later") },
];

for (const driver of drivers) {
  for (const late of lateOutcomes) {
    test(`${driver}: ${late.name} of a worker whose claim expired leaves the row as the next worker left it`, async ({
      databases,
    }) => {
      const { db } = databases[driver];
      // Anything left by the previous test is out of the way.
      await db.update(contactMessages).set({ status: "sent" }).where(eq(contactMessages.status, "queued"));
      const { id } = await storeContactMessage(
        db,
        { name: "Ada", email: "ada@example.com", message: "Fenced to its claim" },
        null,
      );

      const stalled = stalledMailer();
      const a = recordingLog();
      const workerA = createOutbox({ db, mailer: stalled.mailer, mail, log: a.log, claimMs });
      const stepA = workerA.step();
      await stalled.sending;
      const [claimedByA] = await db.select().from(contactMessages).where(eq(contactMessages.id, id));
      expect(claimedByA).toMatchObject({ status: "sending", attempts: 1 });

      // A's claim runs out while its SMTP server stalls.
      await new Promise((resolve) => setTimeout(resolve, claimMs * 3));
      const sentByB: unknown[] = [];
      const workerB = createOutbox({
        db,
        mailer: { send: async (message) => void sentByB.push(message), close: () => {} },
        mail,
        log: silentLog,
        claimMs: 60_000,
      });
      expect(await workerB.step()).toBe("sent");
      expect(sentByB).toHaveLength(1);
      const [leftByB] = await db.select().from(contactMessages).where(eq(contactMessages.id, id));
      expect(leftByB).toMatchObject({ status: "sent", attempts: 2, lastError: null });
      expect(leftByB?.claimToken).not.toBe(claimedByA?.claimToken);

      stalled.finish(late.error);
      expect(await stepA).toBe("superseded");
      const [after] = await db.select().from(contactMessages).where(eq(contactMessages.id, id));
      expect(after).toEqual(leftByB);
      expect(a.warnings).toEqual([
        [expect.objectContaining({ contactMessageId: id }), expect.stringMatching(/not recorded.*another worker/)],
      ]);
      await workerA.stop();
      await workerB.stop();
    });
  }
}
