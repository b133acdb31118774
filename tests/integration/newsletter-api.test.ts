// @vitest-environment node
// POST /api/newsletter against PGlite and PostgreSQL: one row per address,
// however often and in whatever case it is sent (the double opt-in itself:
// newsletter-double-opt-in.test.ts).
import { expect } from "vitest";
import { currentConsent } from "#app/catalog/consent";
import { fieldErrors } from "#app/catalog/forms/messages";
import { newsletterSubscribers } from "#app/server/db/schema.server";
import { handleNewsletterRequest } from "#app/server/newsletter.server";
import { RateLimiter } from "#app/server/rate-limit.server";
import { test } from "./support/database-test";
import { drivers } from "./support/databases";
import { leadDeps, postJson, postRaw } from "./support/requests";

const endpoint = "/api/newsletter";
const consent = currentConsent.newsletter;

for (const driver of drivers) {
  test(`${driver}: subscribing twice answers 202 both times and keeps one row`, async ({ databases }) => {
    const { db } = databases[driver];
    const deps = leadDeps(db);
    const first = await handleNewsletterRequest(postJson(endpoint, { email: "Parent@Example.com", consent }), deps);
    const second = await handleNewsletterRequest(postJson(endpoint, { email: " parent@example.COM ", consent }), deps);
    expect(first.status).toBe(202);
    expect(second.status).toBe(202);
    expect(await second.json()).toEqual({ ok: true });

    const rows = await db.select().from(newsletterSubscribers);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ email: "Parent@Example.com", emailKey: "parent@example.com" });
  });

  test(`${driver}: the database itself refuses a second row for the same address`, async ({ databases }) => {
    const { db } = databases[driver];
    const row = { email: "twice@example.com", emailKey: "twice@example.com" };
    await db.insert(newsletterSubscribers).values(row);
    await expect(db.insert(newsletterSubscribers).values(row)).rejects.toThrow();
  });

  test(`${driver}: bad input gets a 4xx with a JSON error and stores nothing`, async ({ databases }) => {
    const { db } = databases[driver];
    const deps = leadDeps(db);
    const before = (await db.select().from(newsletterSubscribers)).length;
    const cases: [Request, number, string][] = [
      [postJson(endpoint, { email: "not-an-address", consent }), 400, fieldErrors.email.invalid],
      [postJson(endpoint, { consent }), 400, fieldErrors.email.required],
      [postJson(endpoint, { email: ["a@example.com"], consent }), 400, fieldErrors.email.required],
      [postJson(endpoint, ["a@example.com"]), 400, ""],
      [postRaw(endpoint, "email=a%40example.com", "application/x-www-form-urlencoded"), 415, ""],
      [postRaw(endpoint, "{", "application/json"), 400, ""],
      [postJson(endpoint, { email: `${"a".repeat(20_000)}@example.com` }), 413, ""],
    ];
    for (const [request, status, emailError] of cases) {
      const response = await handleNewsletterRequest(request, deps);
      expect(response.status).toBe(status);
      const body = await response.json();
      expect(body.ok).toBe(false);
      if (emailError) expect(body.errors.email).toBe(emailError);
      else expect(typeof body.errors.form).toBe("string");
    }
    expect((await db.select().from(newsletterSubscribers)).length).toBe(before);
  });

  test(`${driver}: a filled-in honeypot hears 202 and nothing is stored`, async ({ databases }) => {
    const { db } = databases[driver];
    const response = await handleNewsletterRequest(
      postJson(endpoint, { email: "robot@example.com", consent, website: "https://spam.example" }),
      leadDeps(db),
    );
    expect(response.status).toBe(202);
    const rows = await db.select().from(newsletterSubscribers);
    expect(rows.map((row) => row.email)).not.toContain("robot@example.com");
  });
}

test("a client over the newsletter limit gets 429 with Retry-After", async ({ databases }) => {
  const { db } = databases.pglite;
  const deps = leadDeps(db, { limiter: new RateLimiter({ db, name: "newsletter-limit", limit: 1, windowMs: 60_000 }) });
  expect((await handleNewsletterRequest(postJson(endpoint, { email: "one@example.com", consent }), deps)).status).toBe(
    202,
  );
  const limited = await handleNewsletterRequest(postJson(endpoint, { email: "two@example.com", consent }), deps);
  expect(limited.status).toBe(429);
  expect(limited.headers.get("Retry-After")).toMatch(/^\d+$/);
});
