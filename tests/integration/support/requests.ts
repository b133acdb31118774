// Requests as the lead endpoints receive them from React Router, and the
// endpoints' dependencies for a test database.

import { currentConsent } from "#app/catalog/consent";
import type { Database } from "#app/server/db/database.server";
import type { NewsletterDependencies } from "#app/server/newsletter.server";
import { RateLimiter } from "#app/server/rate-limit.server";

export const origin = "http://127.0.0.1:3000";

export function postJson(path: string, body: unknown, headers: Record<string, string> = {}): Request {
  return postRaw(path, JSON.stringify(body), "application/json", headers);
}

export function postRaw(
  path: string,
  body: string,
  contentType: string | undefined,
  headers: Record<string, string> = {},
): Request {
  return new Request(`${origin}${path}`, {
    method: "POST",
    headers: { ...(contentType ? { "Content-Type": contentType } : {}), ...headers },
    body,
  });
}

export const silentLog = { info: () => {}, warn: () => {}, error: () => {} };

/** The leads secret of the tests (LEADS_SECRET in production). */
export const testSecret = "test-leads-secret-0123456789abcdef0123456789";

export function leadDeps(db: Database, overrides: Partial<NewsletterDependencies> = {}): NewsletterDependencies {
  return {
    db,
    secret: testSecret,
    limiter: new RateLimiter({ db, name: "test", limit: 1_000, windowMs: 60_000 }),
    clientAddress: "127.0.0.1",
    log: silentLog,
    ...overrides,
  };
}

/** A message that passes validation; `tag` makes it findable. */
export function validContact(tag = "hello") {
  return {
    formData: {
      name: "Ada Lovelace",
      email: "ada@example.com",
      message: `Hello, ${tag}: when does the trial start?`,
      consent: currentConsent.contact,
    },
    key: "examwise-contact",
  };
}
