// @vitest-environment node
// Double opt-in end to end on PGlite and PostgreSQL: a sign-up is pending, the
// real SMTP peer receives the confirmation mail (with RFC 8058 headers), its
// link confirms once, and the signed unsubscribe link unsubscribes; used,
// expired and tampered links are refused.
import { eq, sql } from "drizzle-orm";
import { expect } from "vitest";
import { currentConsent } from "#app/catalog/consent";
import { fieldErrors, leadWords, newsletterMail, newsletterMailIn } from "#app/catalog/forms/messages";
import { newsletterConfirmations, newsletterSubscribers, subscriberMails } from "#app/server/db/schema.server";
import { createSmtpMailer } from "#app/server/mailer.server";
import {
  confirmFromRequest,
  handleNewsletterFormPost,
  handleNewsletterRequest,
  unsubscribeFromRequest,
  unsubscribeQuestion,
} from "#app/server/newsletter.server";
import { createOutbox } from "#app/server/outbox.server";
import { startSmtpPeer } from "../../scripts/lib/smtp-peer.ts";
import { test } from "./support/database-test";
import { drivers, type TestDatabase } from "./support/databases";
import { leadDeps, origin, postJson, postRaw, silentLog, testSecret } from "./support/requests";

const siteUrl = "https://examwise.example";
const endpoint = "/api/newsletter";

const signUp = (email: string, consent: string = currentConsent.newsletter) =>
  postJson(endpoint, { email, consent }, { Referer: `${origin}/events` });

function outboxFor(database: TestDatabase, smtpUrl: string) {
  return createOutbox({
    db: database.db,
    mailer: createSmtpMailer(smtpUrl),
    mail: { to: "support@examwise.example", from: "Examwise <no-reply@examwise.example>" },
    links: { siteUrl, secret: testSecret },
    log: silentLog,
    pollIntervalMs: 20,
  });
}

const pageDeps = (database: TestDatabase) => ({ db: database.db, secret: testSecret, log: silentLog });
/** A request for one of the mailed links, as the site receives it. */
const open = (link: string, method = "GET") =>
  new Request(link.replace(siteUrl, origin), {
    method,
    ...(method === "POST"
      ? { headers: { "Content-Type": "application/x-www-form-urlencoded" }, body: "List-Unsubscribe=One-Click" }
      : {}),
  });

async function subscriberOf(database: TestDatabase, email: string) {
  const [row] = await database.db
    .select()
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.emailKey, email.toLowerCase()));
  return row;
}

for (const driver of drivers) {
  test(`${driver}: pending → confirmed → unsubscribed, with the confirmation mail over real SMTP`, async ({
    databases,
  }) => {
    const peer = await startSmtpPeer();
    try {
      const answer = await handleNewsletterRequest(signUp("Parent@Example.com"), leadDeps(databases[driver].db));
      expect(answer.status).toBe(202);
      expect(await answer.json()).toEqual({ ok: true });
      const pending = await subscriberOf(databases[driver], "parent@example.com");
      expect(pending).toMatchObject({
        status: "pending",
        consentWordingId: currentConsent.newsletter,
        page: "/events",
        confirmedAt: null,
      });
      expect(pending?.consentedAt).toBeInstanceOf(Date);

      const outbox = outboxFor(databases[driver], peer.url);
      expect(await outbox.step()).toBe("sent");
      await outbox.stop();
      const mail = await peer.waitForMail(1);
      expect(mail.to.map((to) => to.toLowerCase())).toEqual(["parent@example.com"]);
      const confirmLink = /https:\/\/examwise\.example\/newsletter\/confirm\?token=[A-Za-z0-9_-]{43}/.exec(
        mail.text,
      )?.[0];
      expect(confirmLink).toBeDefined();
      const listUnsubscribe = mail.headers.get("list-unsubscribe") ?? "";
      expect(listUnsubscribe).toMatch(
        /^<https:\/\/examwise\.example\/newsletter\/unsubscribe\?id=[0-9a-f-]{36}&sig=[\w-]{43}>$/,
      );
      expect(listUnsubscribe).not.toContain("parent");
      expect(mail.headers.get("list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");
      expect(mail.text).toContain(listUnsubscribe.slice(1, -1));

      // Only the token's SHA-256 is stored: the token itself is nowhere in the database.
      const token = new URL(confirmLink ?? "").searchParams.get("token") ?? "";
      const stored = await databases[driver].db.select().from(newsletterConfirmations);
      expect(JSON.stringify(stored)).not.toContain(token);
      expect(JSON.stringify(await databases[driver].db.select().from(subscriberMails))).not.toContain(token);

      const confirmed = await confirmFromRequest(open(confirmLink ?? ""), pageDeps(databases[driver]));
      expect(confirmed).toEqual({ outcome: "confirmed", status: 200 });
      expect(await subscriberOf(databases[driver], "parent@example.com")).toMatchObject({ status: "confirmed" });
      // The link works once; opened again it says so, and the subscription stays confirmed.
      expect(await confirmFromRequest(open(confirmLink ?? ""), pageDeps(databases[driver]))).toEqual({
        outcome: "already-used",
        status: 200,
      });

      const unsubscribeLink = listUnsubscribe.slice(1, -1);
      expect(unsubscribeQuestion(open(unsubscribeLink), testSecret)).toMatchObject({ state: "ask", status: 200 });
      expect(await unsubscribeFromRequest(open(unsubscribeLink, "POST"), pageDeps(databases[driver]))).toEqual({
        state: "done",
        status: 200,
      });
      const left = await subscriberOf(databases[driver], "parent@example.com");
      expect(left).toMatchObject({ status: "unsubscribed" });
      const firstTime = left?.unsubscribedAt;
      expect(firstTime).toBeInstanceOf(Date);
      // Idempotent: a second one-click changes nothing and answers the same.
      expect(await unsubscribeFromRequest(open(unsubscribeLink, "POST"), pageDeps(databases[driver]))).toEqual({
        state: "done",
        status: 200,
      });
      expect((await subscriberOf(databases[driver], "parent@example.com"))?.unsubscribedAt).toEqual(firstTime);
    } finally {
      await peer.close();
    }
  });

  test(`${driver}: a new, pending or confirmed address hears the same 202; a pending one is mailed at most once an hour`, async ({
    databases,
  }) => {
    const { db } = databases[driver];
    const deps = leadDeps(db);
    const mails = async () =>
      (
        await db
          .select()
          .from(subscriberMails)
          .innerJoin(newsletterSubscribers, eq(newsletterSubscribers.id, subscriberMails.subscriberId))
      ).filter((row) => row.newsletter_subscribers.emailKey === "again@example.com").length;
    const answers: [number, unknown][] = [];
    for (let i = 0; i < 3; i++) {
      const answer = await handleNewsletterRequest(signUp(i === 1 ? "AGAIN@example.com" : "again@example.com"), deps);
      answers.push([answer.status, await answer.json()]);
    }
    expect(await mails()).toBe(1);
    // An hour later (the last link's age moved back), signing up again sends one new link.
    const subscriber = await subscriberOf(databases[driver], "again@example.com");
    await db
      .update(newsletterConfirmations)
      .set({ createdAt: sql`now() - interval '61 minutes'` })
      .where(eq(newsletterConfirmations.subscriberId, subscriber?.id ?? ""));
    const later = await handleNewsletterRequest(signUp("again@example.com"), deps);
    answers.push([later.status, await later.json()]);
    expect(await mails()).toBe(2);

    await db
      .update(newsletterSubscribers)
      .set({ status: "confirmed" })
      .where(eq(newsletterSubscribers.emailKey, "again@example.com"));
    const confirmed = await handleNewsletterRequest(signUp("again@example.com"), deps);
    answers.push([confirmed.status, await confirmed.json()]);
    expect(await mails()).toBe(2);
    expect(new Set(answers.map((answer) => JSON.stringify(answer)))).toEqual(
      new Set([JSON.stringify([202, { ok: true }])]),
    );
  });

  test(`${driver}: expired, unknown and tampered links are refused with their own page; nothing changes`, async ({
    databases,
  }) => {
    const { db } = databases[driver];
    const peer = await startSmtpPeer();
    try {
      await handleNewsletterRequest(signUp("late@example.com"), leadDeps(db));
      const outbox = outboxFor(databases[driver], peer.url);
      while ((await outbox.step()) === "sent") {}
      await outbox.stop();
      const mail = peer.received.find((received) => received.to.includes("late@example.com"));
      const link = /https:\/\/\S+\/newsletter\/confirm\?token=[\w-]+/.exec(mail?.text ?? "")?.[0] ?? "";
      const subscriber = await subscriberOf(databases[driver], "late@example.com");
      await db
        .update(newsletterConfirmations)
        .set({ expiresAt: sql`now() - interval '1 second'` })
        .where(eq(newsletterConfirmations.subscriberId, subscriber?.id ?? ""));
      expect(await confirmFromRequest(open(link), pageDeps(databases[driver]))).toEqual({
        outcome: "expired",
        status: 410,
      });

      const tampered = link.replace(/token=(.)/, (_match, first: string) => `token=${first === "A" ? "B" : "A"}`);
      expect(await confirmFromRequest(open(tampered), pageDeps(databases[driver]))).toEqual({
        outcome: "invalid",
        status: 400,
      });
      expect(await confirmFromRequest(open(`${origin}/newsletter/confirm`), pageDeps(databases[driver]))).toEqual({
        outcome: "invalid",
        status: 400,
      });
      expect(
        await confirmFromRequest(open(`${origin}/newsletter/confirm?token=%00%27;drop`), pageDeps(databases[driver])),
      ).toEqual({ outcome: "invalid", status: 400 });
      expect((await subscriberOf(databases[driver], "late@example.com"))?.status).toBe("pending");

      const unsubscribe = mail?.headers.get("list-unsubscribe")?.slice(1, -1) ?? "";
      for (const bad of [
        unsubscribe.replace("sig=", "sig=A"),
        // Another subscriber's id under this one's signature (the first digit changed, whatever it was).
        unsubscribe.replace(/id=([0-9a-f])/, (_, digit: string) => `id=${digit === "0" ? "1" : "0"}`),
        `${origin}/newsletter/unsubscribe`,
        `${origin}/newsletter/unsubscribe?id=${subscriber?.id}&sig=${"A".repeat(43)}`,
      ]) {
        expect(unsubscribeQuestion(open(bad), testSecret)).toEqual({ state: "bad-link", status: 400 });
        expect(await unsubscribeFromRequest(open(bad, "POST"), pageDeps(databases[driver]))).toEqual({
          state: "bad-link",
          status: 400,
        });
      }
      expect((await subscriberOf(databases[driver], "late@example.com"))?.status).toBe("pending");
      // Signed with another secret: refused too.
      const otherSecret = unsubscribeQuestion(open(unsubscribe), "another-secret-0123456789abcdef0123456789");
      expect(otherSecret.status).toBe(400);
    } finally {
      await peer.close();
    }
  });

  test(`${driver}: an unknown consent wording is a field error and nothing is written`, async ({ databases }) => {
    const { db } = databases[driver];
    const before = await db.$count(newsletterSubscribers);
    for (const consent of ["newsletter-1999-01", currentConsent.contact, ""]) {
      const answer = await handleNewsletterRequest(signUp("consent@example.com", consent), leadDeps(db));
      expect(answer.status).toBe(400);
      expect((await answer.json()).errors.consent).toBe(fieldErrors.consent.unknown);
    }
    const missing = await handleNewsletterRequest(postJson(endpoint, { email: "consent@example.com" }), leadDeps(db));
    expect(missing.status).toBe(400);
    expect(await db.$count(newsletterSubscribers)).toBe(before);
  });

  test(`${driver}: a sign-up from a Spanish page records language es, hears Spanish errors, and gets its mail in Spanish`, async ({
    databases,
  }) => {
    const { db } = databases[driver];
    const fromSpanishPage = (email: string) =>
      postJson(
        endpoint,
        { email, consent: currentConsent.newsletter, language: "es" },
        { Referer: `${origin}/es/contact` },
      );
    const refused = await handleNewsletterRequest(fromSpanishPage("madre@"), leadDeps(db));
    expect(refused.status).toBe(400);
    expect((await refused.json()).errors).toEqual({ email: leadWords.es.fieldErrors.email.invalid });
    const badLanguage = await handleNewsletterRequest(
      postJson(endpoint, { email: "madre@example.com", consent: currentConsent.newsletter, language: "fr" }),
      leadDeps(db),
    );
    expect(badLanguage.status).toBe(400);

    const peer = await startSmtpPeer();
    try {
      expect((await handleNewsletterRequest(fromSpanishPage("madre@example.com"), leadDeps(db))).status).toBe(202);
      expect(await subscriberOf(databases[driver], "madre@example.com")).toMatchObject({
        status: "pending",
        language: "es",
        page: "/es/contact",
      });
      const outbox = outboxFor(databases[driver], peer.url);
      expect(await outbox.step()).toBe("sent");
      await outbox.stop();
      const mail = await peer.waitForMail(1);
      const spanish = newsletterMailIn.es.confirmation;
      expect(mail.text).toContain(spanish.greeting);
      expect(mail.text).toContain(spanish.expiry);
      expect(mail.html).toContain(spanish.button);
      expect(mail.text).not.toContain(newsletterMail.confirmation.expiry);
      // Its links open their pages in Spanish.
      expect(mail.text).toMatch(/https:\/\/examwise\.example\/newsletter\/confirm\?token=[\w-]{43}&lang=es/);
      expect(mail.headers.get("list-unsubscribe")).toMatch(/&lang=es>$/);
    } finally {
      await peer.close();
    }
  });

  test(`${driver}: the Spanish contact page's newsletter form works without JavaScript: Spanish errors keep the address`, async ({
    databases,
  }) => {
    const { db } = databases[driver];
    const post = (fields: Record<string, string>) =>
      handleNewsletterFormPost(
        postRaw("/es/contact?newsletter", new URLSearchParams(fields).toString(), "application/x-www-form-urlencoded", {
          Origin: origin,
        }),
        leadDeps(db),
        "es",
      );
    expect(await post({ email: "padre@", consent: currentConsent.newsletter, language: "es" })).toEqual({
      ok: false,
      status: 400,
      errors: { email: leadWords.es.fieldErrors.email.invalid },
      values: { email: "padre@" },
    });
    expect(await post({ email: "padre@example.com", consent: "newsletter-1999-01" })).toMatchObject({
      ok: false,
      errors: { consent: leadWords.es.fieldErrors.consent.unknown },
    });
    expect(await post({ email: "padre@example.com", consent: currentConsent.newsletter })).toEqual({ ok: true });
    expect(await subscriberOf(databases[driver], "padre@example.com")).toMatchObject({
      status: "pending",
      language: "es",
      page: "/es/contact",
    });
  });
}
