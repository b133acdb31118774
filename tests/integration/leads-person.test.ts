// @vitest-environment node
// Issue 17 on PGlite and PostgreSQL: one person's data exported and erased
// (`npm run leads -- export-person | forget`); a forget from the command line
// is in the inbox's audit log (issue 29).
import { eq } from "drizzle-orm";
import { expect, vi } from "vitest";
import { currentConsent } from "#app/catalog/consent";
import { latestAudit } from "#app/server/admin/inbox.server";
import { storeContactMessage } from "#app/server/contact.server";
import {
  contactMessages,
  newsletterConfirmations,
  newsletterSubscribers,
  subscriberMails,
} from "#app/server/db/schema.server";
import { subscribe } from "#app/server/newsletter.server";
import { forgetPerson, personData } from "#app/server/person-data.server";
import { main } from "../../scripts/leads";
import { test } from "./support/database-test";
import { drivers, type TestDatabase } from "./support/databases";
import { testSecret } from "./support/requests";

const consent = currentConsent.newsletter;

/** The command against the test database, with what it printed. */
async function run(database: TestDatabase, argv: string[]) {
  const output: string[] = [];
  const log = vi.spyOn(console, "log").mockImplementation((line: unknown) => void output.push(String(line)));
  const write = vi.spyOn(process.stdout, "write").mockImplementation((chunk: unknown) => {
    output.push(String(chunk));
    return true;
  });
  try {
    const code = await main(argv, async () => ({ ...database, close: async () => {} }));
    return { code, output: output.join("\n") };
  } finally {
    log.mockRestore();
    write.mockRestore();
  }
}

/** Every row of every lead table that mentions `needle`, as text. */
async function rowsMentioning(database: TestDatabase, needle: string, subscriberIds: string[]) {
  const { db } = database;
  const all = [
    ...(await db.select().from(contactMessages)),
    ...(await db.select().from(newsletterSubscribers)),
    ...(await db.select().from(newsletterConfirmations)),
    ...(await db.select().from(subscriberMails)),
  ];
  return all.filter((row) => {
    const text = JSON.stringify(row).toLowerCase();
    return text.includes(needle) || subscriberIds.some((id) => text.includes(id));
  });
}

for (const driver of drivers) {
  test(`${driver}: export-person shows everything held about an address; forget deletes all of it and nothing else`, async ({
    databases,
  }) => {
    const { db } = databases[driver];
    const address = `forget-${driver}@example.com`;
    await storeContactMessage(
      db,
      { name: "Fay", email: address, message: "first", consent: "contact-2026-11" },
      "/contact",
    );
    await storeContactMessage(db, { name: "Fay", email: address.toUpperCase(), message: "second" }, null);
    const other = await storeContactMessage(
      db,
      { name: "Kim", email: `keep-${driver}@example.com`, message: "mine" },
      null,
    );
    await subscribe(db, { email: address, consent, page: "/events" }, testSecret);
    await subscribe(db, { email: `keep-${driver}@example.com`, consent, page: "/events" }, testSecret);
    const [subscriber] = await db
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.emailKey, address));

    const exported = await run(databases[driver], ["export-person", ` ${address.toUpperCase()} `]);
    expect(exported.code).toBe(0);
    const data = JSON.parse(exported.output);
    expect(data.contactMessages.map((m: { message: string }) => m.message)).toEqual(["first", "second"]);
    expect(data.contactMessages[0]).toMatchObject({ consentWordingId: "contact-2026-11", page: "/contact" });
    expect(data.newsletterSubscriptions).toHaveLength(1);
    expect(data.newsletterSubscriptions[0]).toMatchObject({ status: "pending", consentWordingId: consent });
    expect(data.confirmationLinks).toHaveLength(1);
    expect(data.confirmationLinks[0].tokenHash).toBeUndefined();
    expect(data.subscriberMails).toHaveLength(1);
    expect(exported.output).not.toContain("keep-");

    const forgotten = await run(databases[driver], ["forget", address]);
    expect(forgotten.code).toBe(0);
    expect(forgotten.output).toBe(
      "Removed 2 contact messages, 1 newsletter subscription, 1 confirmation link, 1 subscriber mail and 0 CRM deliveries of that address.",
    );
    expect(forgotten.output).not.toContain("forget-");
    expect(await rowsMentioning(databases[driver], address, [subscriber?.id ?? "none"])).toEqual([]);
    expect(await personData(db, address)).toEqual({
      contactMessages: [],
      newsletterSubscriptions: [],
      confirmationLinks: [],
      subscriberMails: [],
      leadWebhooks: [],
    });
    // The other person's rows are untouched, and forgetting again removes nothing.
    expect(await db.$count(contactMessages, eq(contactMessages.id, other.id))).toBe(1);
    expect(
      await db.$count(newsletterSubscribers, eq(newsletterSubscribers.emailKey, `keep-${driver}@example.com`)),
    ).toBe(1);
    expect(await forgetPerson(db, address)).toEqual({
      contactMessages: 0,
      newsletterSubscriptions: 0,
      confirmationLinks: 0,
      subscriberMails: 0,
      leadWebhooks: 0,
      crmErasures: 0,
    });
    expect((await run(databases[driver], ["forget"])).code).toBe(2);
    expect((await run(databases[driver], ["forget", "not-an-address"])).code).toBe(2);
  });
}

for (const driver of drivers) {
  test(`${driver}: a forget from the command line is in the inbox's audit log, naming the command line and not the address`, async ({
    databases,
  }) => {
    const { db } = databases[driver];
    const address = `audited-${driver}@example.com`;
    await storeContactMessage(db, { name: "Ann", email: address, message: "forget me" }, "/contact");
    await subscribe(db, { email: address, consent, page: "/events" }, testSecret);

    const forgotten = await run(databases[driver], ["forget", address]);
    expect(forgotten.code).toBe(0);
    const [entry] = await latestAudit(db, 1);
    expect(entry).toMatchObject({
      action: "delete-person",
      adminEmail: expect.stringMatching(/^npm run leads/),
      detail: { contactMessages: 1, newsletterSubscriptions: 1 },
    });
    expect(JSON.stringify(entry)).not.toContain("audited-");
  });
}
