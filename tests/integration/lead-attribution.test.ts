// @vitest-environment node
// Each lead keeps where it came from (issue 17, item 5; docs/decisions/028),
// on PGlite and PostgreSQL: what the form sent, checked; without JavaScript,
// the campaign in the address of the page the form was posted from.
import { eq } from "drizzle-orm";
import { expect } from "vitest";
import { currentConsent } from "#app/catalog/consent";
import type { Touch } from "#app/lib/attribution";
import { attributionProblem, handleContactFormPost, handleContactRequest } from "#app/server/contact.server";
import { contactMessages, newsletterSubscribers } from "#app/server/db/schema.server";
import { handleNewsletterRequest } from "#app/server/newsletter.server";
import { cameFrom, messagesCsv, subscribersCsv } from "../../scripts/leads";
import { test } from "./support/database-test";
import { drivers } from "./support/databases";
import { leadDeps, origin, postJson, postRaw, validContact } from "./support/requests";

const first: Touch = {
  utm_source: "podcast",
  utm_medium: "audio",
  utm_campaign: "fall-shsat",
  landing: "/shsat",
  at: "2026-11-01T09:30:00.000Z",
};
const last: Touch = { referrer: "www.google.com", landing: "/pricing", at: "2026-11-20T18:05:00.000Z" };

for (const driver of drivers) {
  test(`${driver}: a contact message and a sign-up keep the first and latest touch their form sent`, async ({
    databases,
  }) => {
    const { db } = databases[driver];
    const deps = leadDeps(db);
    const sent = await handleContactRequest(
      postJson("/api/email/sendContact", { ...validContact("attribution"), attribution: { first, last } }),
      deps,
    );
    expect(sent.status).toBe(202);
    const { id } = (await sent.json()) as { id: string };
    const [message] = await db.select().from(contactMessages).where(eq(contactMessages.id, id));
    expect(message).toMatchObject({ firstTouch: first, lastTouch: last });
    expect(cameFrom(message?.lastTouch ?? null)).toBe("www.google.com");
    expect(messagesCsv(message ? [message] : [])).toContain('"podcast","audio","fall-shsat","","","","/shsat"');

    const email = "attributed@example.com";
    const signedUp = await handleNewsletterRequest(
      postJson("/api/newsletter", { email, consent: currentConsent.newsletter, attribution: { first, last: first } }),
      deps,
    );
    expect(signedUp.status).toBe(202);
    const [subscriber] = await db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email));
    expect(subscriber).toMatchObject({ firstTouch: first, lastTouch: first });
    expect(cameFrom(subscriber?.lastTouch ?? null)).toBe("podcast / fall-shsat");
    expect(subscribersCsv(subscriber ? [subscriber] : [])).toContain('"/shsat","2026-11-01T09:30:00.000Z"');
  });

  test(`${driver}: an attribution the site's forms would never send gets a 400 and stores nothing`, async ({
    databases,
  }) => {
    const { db } = databases[driver];
    const deps = leadDeps(db);
    const hostile = [
      "podcast",
      { first },
      { first, last: { ...last, landing: "https://evil.example/" } },
      { first, last: { ...last, utm_source: "x".repeat(101) } },
      { first, last: { ...last, utm_source: "a\u202eb" } },
      { first, last: { ...last, script: "<script>" } },
    ];
    for (const attribution of hostile) {
      const contact = await handleContactRequest(
        postJson("/api/email/sendContact", { ...validContact("hostile"), attribution }),
        deps,
      );
      expect(contact.status).toBe(400);
      expect(await contact.json()).toMatchObject({ ok: false, errors: { attribution: attributionProblem } });
      const signUp = await handleNewsletterRequest(
        postJson("/api/newsletter", { email: "hostile@example.com", consent: currentConsent.newsletter, attribution }),
        deps,
      );
      expect(signUp.status).toBe(400);
    }
    const hostileMessages = await db.select().from(contactMessages).where(eq(contactMessages.email, "ada@example.com"));
    expect(hostileMessages.map((message) => message.message)).not.toContain(validContact("hostile").formData.message);
    expect(
      await db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, "hostile@example.com")),
    ).toEqual([]);
  });

  test(`${driver}: a form posted without JavaScript keeps the campaign in its page's address as the latest touch`, async ({
    databases,
  }) => {
    const { db } = databases[driver];
    const fields = new URLSearchParams({
      name: "Grace Hopper",
      email: "grace@example.com",
      message: "Do you have SHSAT classes on Saturdays?",
      consent: currentConsent.contact,
    });
    const result = await handleContactFormPost(
      postRaw("/contact", fields.toString(), "application/x-www-form-urlencoded", {
        Origin: origin,
        Referer: `${origin}/contact?utm_source=flyer&utm_medium=print&utm_campaign=open-house`,
      }),
      leadDeps(db),
    );
    expect(result).toEqual({ ok: true });
    const [message] = await db.select().from(contactMessages).where(eq(contactMessages.email, "grace@example.com"));
    expect(message?.firstTouch).toBeNull();
    expect(message?.lastTouch).toMatchObject({
      utm_source: "flyer",
      utm_medium: "print",
      utm_campaign: "open-house",
      landing: "/contact",
    });
  });
}
