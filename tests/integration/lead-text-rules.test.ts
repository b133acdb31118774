// @vitest-environment node
// Issue 15: text the database or a reader would choke on is a 400 field error
// from the lead endpoints (the shared schema's rules), never a 503, and
// nothing is stored; line breaks and tabs in a message are kept as sent.
import { eq } from "drizzle-orm";
import { expect } from "vitest";
import { fieldErrors } from "#app/catalog/forms/messages";
import { handleContactRequest } from "#app/server/contact.server";
import { contactMessages, newsletterSubscribers } from "#app/server/db/schema.server";
import { handleNewsletterRequest } from "#app/server/newsletter.server";
import { test } from "./support/database-test";
import { drivers } from "./support/databases";
import { leadDeps, postJson, postRaw } from "./support/requests";

const contact = { name: "Ada Lovelace", email: "ada@example.com", message: "Hello", consent: "contact-2026-11" };
const refused: { name: string; formData: typeof contact; field: "name" | "email" | "message"; error: string }[] = [
  {
    name: "a NUL in the message",
    formData: { ...contact, message: "Hello\u0000world" },
    field: "message",
    error: fieldErrors.message.hiddenCharacters,
  },
  {
    name: "an escape sequence in the message",
    formData: { ...contact, message: "\u001b[31mred" },
    field: "message",
    error: fieldErrors.message.hiddenCharacters,
  },
  {
    name: "a right-to-left override in the name",
    formData: { ...contact, name: "Ada \u202egnp.exe" },
    field: "name",
    error: fieldErrors.name.hiddenCharacters,
  },
  {
    name: "an isolate in the address",
    formData: { ...contact, email: "\u2066ada@example.com" },
    field: "email",
    error: fieldErrors.email.hiddenCharacters,
  },
  {
    name: "an unpaired surrogate in the message",
    formData: { ...contact, message: "Hello \ud800" },
    field: "message",
    error: fieldErrors.message.hiddenCharacters,
  },
];

for (const driver of drivers) {
  for (const { name, formData, field, error } of refused) {
    test(`${driver}: ${name} is a 400 field error and nothing is stored`, async ({ databases }) => {
      const { db } = databases[driver];
      const response = await handleContactRequest(
        postJson("/api/email/sendContact", { formData, key: "examwise-contact" }),
        leadDeps(db),
      );
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ ok: false, errors: { [field]: error } });
      expect(await db.select().from(contactMessages).where(eq(contactMessages.email, formData.email))).toEqual([]);
    });
  }

  test(`${driver}: a lone surrogate escaped in the JSON text ("\\ud800") is refused too`, async ({ databases }) => {
    const { db } = databases[driver];
    const body =
      '{"formData":{"name":"Ada \\ud800","email":"ada@example.com","message":"Hi"},"key":"examwise-contact"}';
    const response = await handleContactRequest(
      postRaw("/api/email/sendContact", body, "application/json"),
      leadDeps(db),
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ errors: { name: fieldErrors.name.hiddenCharacters } });
  });

  test(`${driver}: a message with LF, CRLF and tabs is stored as sent`, async ({ databases }) => {
    const { db } = databases[driver];
    const message = "Line one\nLine two\r\n\r\nName:\tAda";
    const response = await handleContactRequest(
      postJson("/api/email/sendContact", {
        formData: { ...contact, email: `lines-${driver}@example.com`, message },
        key: "examwise-contact",
      }),
      leadDeps(db),
    );
    expect(response.status).toBe(202);
    const rows = await db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.email, `lines-${driver}@example.com`));
    expect(rows.map((row) => row.message)).toEqual([message]);
  });

  test(`${driver}: the newsletter refuses a bidi control in the address`, async ({ databases }) => {
    const { db } = databases[driver];
    const email = "parent\u202e@example.com";
    const response = await handleNewsletterRequest(
      postJson("/api/newsletter", { email, consent: "newsletter-2026-11" }),
      leadDeps(db),
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ ok: false, errors: { email: fieldErrors.email.hiddenCharacters } });
    expect(await db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email))).toEqual([]);
  });
}
