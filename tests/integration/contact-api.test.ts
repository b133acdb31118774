// @vitest-environment node
// POST /api/email/sendContact against PGlite and PostgreSQL: what is stored,
// what the client hears, and that bad input never gets a 500.
import { eq } from "drizzle-orm";
import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";
import { expect } from "vitest";
import { currentConsent } from "#app/catalog/consent";
import { fieldErrors, leadWords } from "#app/catalog/forms/messages";
import { handleContactFormPost, handleContactRequest, languageProblem } from "#app/server/contact.server";
import * as schema from "#app/server/db/schema.server";
import { contactMessages } from "#app/server/db/schema.server";
import { requestErrors } from "#app/server/http.server";
import { RateLimiter } from "#app/server/rate-limit.server";
import { test } from "./support/database-test";
import { drivers } from "./support/databases";
import { leadDeps, origin, postJson, postRaw, validContact } from "./support/requests";

const endpoint = "/api/email/sendContact";

const longMessage = "a".repeat(100_000);

/** Inputs a client might send; each must get a 4xx with a JSON error, never a 500. */
const badInputs: { name: string; request: () => Request; status: number; field: string }[] = [
  { name: "missing fields", request: () => postJson(endpoint, { formData: {}, key: "k" }), status: 400, field: "name" },
  {
    name: "no formData",
    request: () => postJson(endpoint, { name: "A", email: "a@example.com", message: "hi" }),
    status: 400,
    field: "form",
  },
  {
    name: "wrong types",
    request: () => postJson(endpoint, { formData: { name: 42, email: true, message: { text: "hi" } } }),
    status: 400,
    field: "email",
  },
  {
    name: "invalid email",
    request: () => postJson(endpoint, { formData: { name: "Ada", email: "ada@", message: "hi" } }),
    status: 400,
    field: "email",
  },
  {
    name: "100,000-character message",
    request: () => postJson(endpoint, { formData: { name: "Ada", email: "ada@example.com", message: longMessage } }),
    status: 413,
    field: "form",
  },
  {
    name: "message over the length limit but under the body limit",
    request: () =>
      postJson(endpoint, { formData: { name: "Ada", email: "ada@example.com", message: "b".repeat(5_001) } }),
    status: 400,
    field: "message",
  },
  {
    name: "malformed JSON",
    request: () => postRaw(endpoint, '{"formData": {', "application/json"),
    status: 400,
    field: "form",
  },
  { name: "empty body", request: () => postRaw(endpoint, "", "application/json"), status: 400, field: "form" },
  {
    name: "wrong content type",
    request: () =>
      postRaw(endpoint, "name=Ada&email=ada%40example.com&message=hi", "application/x-www-form-urlencoded"),
    status: 415,
    field: "form",
  },
  {
    name: "no content type",
    request: () => postRaw(endpoint, JSON.stringify(validContact()), undefined),
    status: 415,
    field: "form",
  },
  {
    name: "CR/LF in the name",
    request: () =>
      postJson(endpoint, {
        formData: { name: "Ada\r\nBcc: victim@example.com", email: "ada@example.com", message: "hi" },
      }),
    status: 400,
    field: "name",
  },
  {
    name: "an array instead of an object",
    request: () => postJson(endpoint, [validContact()]),
    status: 400,
    field: "form",
  },
  {
    name: "formData as an array",
    request: () => postJson(endpoint, { formData: ["Ada"] }),
    status: 400,
    field: "form",
  },
  { name: "null", request: () => postJson(endpoint, null), status: 400, field: "form" },
  {
    name: "key of the wrong type",
    request: () => postJson(endpoint, { ...validContact(), key: 7 }),
    status: 400,
    field: "key",
  },
  {
    name: "bytes that are not UTF-8",
    request: () =>
      new Request(`http://127.0.0.1${endpoint}`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: new Uint8Array([0x7b, 0xff, 0xfe, 0x7d]),
      }),
    status: 400,
    field: "form",
  },
];

for (const driver of drivers) {
  test(`${driver}: a valid message is stored, trimmed and queued before 202 answers with its id`, async ({
    databases,
  }) => {
    const { db } = databases[driver];
    const response = await handleContactRequest(
      postJson(endpoint, {
        formData: {
          name: "  Ada Lovelace ",
          email: " ada@example.com ",
          message: "  Is 1 < 2 & does the trial need a card?  ",
          consent: currentConsent.contact,
        },
        key: "examwise-contact",
      }),
      leadDeps(db),
    );
    expect(response.status).toBe(202);
    const body = await response.json();
    expect(body).toEqual({ ok: true, id: expect.any(String) });

    const [row] = await db.select().from(contactMessages).where(eq(contactMessages.id, body.id));
    expect(row).toMatchObject({
      name: "Ada Lovelace",
      email: "ada@example.com",
      message: "Is 1 < 2 & does the trial need a card?",
      status: "queued",
      attempts: 0,
      consentWordingId: currentConsent.contact,
    });
    expect(row?.consentedAt).toBeInstanceOf(Date);
  });

  test(`${driver}: a consent wording the catalog does not know for this form is a field error, and nothing is stored`, async ({
    databases,
  }) => {
    const { db } = databases[driver];
    const before = await db.$count(contactMessages);
    for (const consent of ["contact-1999-01", currentConsent.newsletter, "", undefined, 7]) {
      const contact = validContact("consent");
      const response = await handleContactRequest(
        postJson(endpoint, { ...contact, formData: { ...contact.formData, consent } }),
        leadDeps(db),
      );
      expect(response.status).toBe(400);
      expect((await response.json()).errors.consent).toBe(fieldErrors.consent.unknown);
    }
    expect(await db.$count(contactMessages)).toBe(before);
  });

  test(`${driver}: every bad input gets a 4xx with a JSON error, and the next valid message still succeeds`, async ({
    databases,
  }) => {
    const { db } = databases[driver];
    const deps = leadDeps(db);
    const before = (await db.select().from(contactMessages)).length;
    for (const input of badInputs) {
      const response = await handleContactRequest(input.request(), deps);
      expect(response.status, input.name).toBe(input.status);
      expect(response.headers.get("Content-Type"), input.name).toMatch(/^application\/json/);
      const body = await response.json();
      expect(body.ok, input.name).toBe(false);
      expect(typeof body.errors[input.field], `${input.name}: errors.${input.field}`).toBe("string");
      expect(JSON.stringify(body), input.name).not.toMatch(/at .*\.(ts|js):\d+/);
    }
    expect((await db.select().from(contactMessages)).length).toBe(before);

    const next = await handleContactRequest(postJson(endpoint, validContact("after bad input")), deps);
    expect(next.status).toBe(202);
  });

  test(`${driver}: field errors use the words the form shows`, async ({ databases }) => {
    const response = await handleContactRequest(
      postJson(endpoint, { formData: { name: "", email: "nope", message: "", consent: currentConsent.contact } }),
      leadDeps(databases[driver].db),
    );
    expect(await response.json()).toEqual({
      ok: false,
      error: requestErrors.fields,
      errors: {
        name: fieldErrors.name.required,
        email: fieldErrors.email.invalid,
        message: fieldErrors.message.required,
      },
    });
  });

  test(`${driver}: a message from a Spanish page is stored with language es; one that names none is English`, async ({
    databases,
  }) => {
    const { db } = databases[driver];
    const spanish = await handleContactRequest(
      postJson(endpoint, { ...validContact("desde /es/contact"), language: "es" }),
      leadDeps(db),
    );
    const english = await handleContactRequest(postJson(endpoint, validContact("no language")), leadDeps(db));
    expect([spanish.status, english.status]).toEqual([202, 202]);
    const languageOf = async (response: Response) => {
      const { id } = await response.json();
      const [row] = await db.select().from(contactMessages).where(eq(contactMessages.id, id));
      return row?.language;
    };
    expect(await languageOf(spanish)).toBe("es");
    expect(await languageOf(english)).toBe("en");
  });

  test(`${driver}: a Spanish page's message hears its field errors in Spanish, and nothing is stored`, async ({
    databases,
  }) => {
    const { db } = databases[driver];
    const before = await db.$count(contactMessages);
    const response = await handleContactRequest(
      postJson(endpoint, {
        formData: { name: "", email: "nope", message: "", consent: currentConsent.contact },
        language: "es",
      }),
      leadDeps(db),
    );
    expect(response.status).toBe(400);
    expect((await response.json()).errors).toEqual({
      name: leadWords.es.fieldErrors.name.required,
      email: leadWords.es.fieldErrors.email.invalid,
      message: leadWords.es.fieldErrors.message.required,
    });
    expect(await db.$count(contactMessages)).toBe(before);
  });

  test(`${driver}: a language the site does not have is refused with 400, and nothing is stored`, async ({
    databases,
  }) => {
    const { db } = databases[driver];
    const before = await db.$count(contactMessages);
    for (const language of ["fr", "ES", 7, { es: true }]) {
      const response = await handleContactRequest(
        postJson(endpoint, { ...validContact("bad language"), language }),
        leadDeps(db),
      );
      expect(response.status, String(language)).toBe(400);
      expect((await response.json()).errors).toEqual({ language: languageProblem });
    }
    expect(await db.$count(contactMessages)).toBe(before);
  });

  test(`${driver}: the Spanish page's form post without JavaScript is stored with language es, its errors in Spanish keeping the text`, async ({
    databases,
  }) => {
    const { db } = databases[driver];
    const post = (fields: Record<string, string>) =>
      handleContactFormPost(
        postRaw("/es/contact", new URLSearchParams(fields).toString(), "application/x-www-form-urlencoded", {
          Origin: origin,
        }),
        leadDeps(db),
        "es",
      );
    const typed = { name: "María López", email: "maria@", message: "¿Tienen clases los sábados?" };
    const refused = await post({ ...typed, consent: currentConsent.contact, language: "es" });
    expect(refused).toEqual({
      ok: false,
      status: 400,
      errors: { email: leadWords.es.fieldErrors.email.invalid },
      values: typed,
    });

    const email = "maria@example.com";
    // The hidden language field says the page's language; without it, the route's language stands.
    expect(await post({ ...typed, email, consent: currentConsent.contact })).toEqual({ ok: true });
    const [row] = await db.select().from(contactMessages).where(eq(contactMessages.email, email));
    expect(row).toMatchObject({ language: "es", page: "/es/contact", message: typed.message });
  });

  test(`${driver}: a message is text: what looks like HTML is stored as typed`, async ({ databases }) => {
    const { db } = databases[driver];
    const contact = validContact("html");
    const message = '<a href="https://example.com">my school</a> and 1 < 2';
    const response = await handleContactRequest(
      postJson(endpoint, { ...contact, formData: { ...contact.formData, message } }),
      leadDeps(db),
    );
    expect(response.status).toBe(202);
    const { id } = await response.json();
    const [row] = await db.select().from(contactMessages).where(eq(contactMessages.id, id));
    expect(row?.message).toBe(message);
  });

  test(`${driver}: a filled-in honeypot answers 202 but the message is set aside as spam`, async ({ databases }) => {
    const { db } = databases[driver];
    const contact = validContact("robot");
    const response = await handleContactRequest(
      postJson(endpoint, { ...contact, formData: { ...contact.formData, website: "https://spam.example" } }),
      leadDeps(db),
    );
    expect(response.status).toBe(202);
    const { id } = await response.json();
    const [row] = await db.select().from(contactMessages).where(eq(contactMessages.id, id));
    expect(row?.status).toBe("spam");
  });
}

test("a client over the limit gets 429 with Retry-After; another client is not affected", async ({ databases }) => {
  const { db } = databases.pglite;
  const limiter = new RateLimiter({ db, name: "contact-limit", limit: 2, windowMs: 60_000 });
  const send = (clientAddress: string) =>
    handleContactRequest(postJson(endpoint, validContact(clientAddress)), leadDeps(db, { limiter, clientAddress }));

  expect((await send("203.0.113.1")).status).toBe(202);
  expect((await send("203.0.113.1")).status).toBe(202);
  const limited = await send("203.0.113.1");
  expect(limited.status).toBe(429);
  expect(Number(limited.headers.get("Retry-After"))).toBeGreaterThanOrEqual(1);
  expect(await limited.json()).toEqual({ ok: false, error: expect.any(String), errors: { form: expect.any(String) } });
  expect((await send("203.0.113.2")).status).toBe(202);
});

test("an IPv6 client is limited by its /64, and an IPv4-mapped address counts as the IPv4 address", async ({
  databases,
}) => {
  const { db } = databases.pglite;
  const limiter = new RateLimiter({ db, name: "contact-limit-by-prefix", limit: 1, windowMs: 60_000 });
  const send = (clientAddress: string) =>
    handleContactRequest(postJson(endpoint, validContact(clientAddress)), leadDeps(db, { limiter, clientAddress }));

  expect((await send("2001:db8:7:1::1")).status).toBe(202);
  expect((await send("2001:DB8:7:1:ffff::2")).status).toBe(429);
  expect((await send("2001:db8:7:2::1")).status).toBe(202);
  expect((await send("198.51.100.4")).status).toBe(202);
  expect((await send("::ffff:198.51.100.4")).status).toBe(429);
});

test("a stored message wakes the outbox; a spam message does not", async ({ databases }) => {
  const { db } = databases.pglite;
  let wakes = 0;
  const deps = leadDeps(db, { onStored: () => wakes++ });
  await handleContactRequest(postJson(endpoint, validContact()), deps);
  const contact = validContact();
  await handleContactRequest(postJson(endpoint, { ...contact, formData: { ...contact.formData, website: "x" } }), deps);
  expect(wakes).toBe(1);
});

test("a database that fails answers 503 with a JSON error, not a stack trace", async () => {
  // Nothing listens on port 1: every query fails to connect.
  const pool = new pg.Pool({
    connectionString: "postgres://postgres@127.0.0.1:1/none",
    connectionTimeoutMillis: 1_000,
  });
  try {
    const response = await handleContactRequest(
      postJson(endpoint, validContact()),
      leadDeps(drizzle({ client: pool, schema })),
    );
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({
      ok: false,
      error: expect.any(String),
      errors: { form: expect.any(String) },
    });
  } finally {
    await pool.end();
  }
});

test("a GET is refused with 405 and Allow: POST", async ({ databases }) => {
  const response = await handleContactRequest(
    new Request(`http://127.0.0.1${endpoint}`),
    leadDeps(databases.pglite.db),
  );
  expect(response.status).toBe(405);
  expect(response.headers.get("Allow")).toBe("POST");
});

test("the logs name the stored message by id, never its text or the visitor's address", async ({ databases }) => {
  const logged: unknown[] = [];
  const log = {
    info: (...args: unknown[]) => void logged.push(args),
    warn: (...args: unknown[]) => void logged.push(args),
    error: (...args: unknown[]) => void logged.push(args),
  };
  const response = await handleContactRequest(
    postJson(endpoint, validContact("private words")),
    leadDeps(databases.pglite.db, { log }),
  );
  const { id } = await response.json();
  const text = JSON.stringify(logged);
  expect(text).toContain(id);
  expect(text).not.toContain("ada@example.com");
  expect(text).not.toContain("private words");
});
