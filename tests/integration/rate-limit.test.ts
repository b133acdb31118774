// @vitest-environment node
// The per-client rate limit in the database: a token bucket per key on PGlite
// and PostgreSQL, and one limit for every instance on one PostgreSQL.
import { eq } from "drizzle-orm";
import { expect } from "vitest";
import { openDatabase } from "#app/server/db/database.server";
import { rateLimits } from "#app/server/db/schema.server";
import { RateLimiter } from "#app/server/rate-limit.server";
import { test } from "./support/database-test";
import { drivers, migrationsFolder, postgresUrl, type TestDatabase } from "./support/databases";

let names = 0;

/** A limiter with a clock of its own, under a name no other test uses. */
function limiterAt(database: TestDatabase, { limit = 3, windowMs = 60_000, start = 1_800_000_000_000 } = {}) {
  const clock = { now: start };
  const options = { db: database.db, name: `limit-${++names}`, limit, windowMs, now: () => clock.now };
  return { limiter: new RateLimiter(options), clock, options };
}

for (const driver of drivers) {
  test(`${driver}: a client may make \`limit\` requests at once; the next one waits`, async ({ databases }) => {
    const { limiter } = limiterAt(databases[driver]);
    expect(await limiter.take("a")).toEqual({ allowed: true });
    expect(await limiter.take("a")).toEqual({ allowed: true });
    expect(await limiter.take("a")).toEqual({ allowed: true });
    expect(await limiter.take("a")).toEqual({ allowed: false, retryAfterSeconds: 20 });
  });

  test(`${driver}: clients and endpoints are counted separately`, async ({ databases }) => {
    const { limiter, options } = limiterAt(databases[driver], { limit: 1 });
    expect((await limiter.take("a")).allowed).toBe(true);
    expect((await limiter.take("a")).allowed).toBe(false);
    expect((await limiter.take("b")).allowed).toBe(true);
    const otherEndpoint = new RateLimiter({ ...options, name: `${options.name}-other` });
    expect((await otherEndpoint.take("a")).allowed).toBe(true);
  });

  test(`${driver}: allowance comes back over the window, and Retry-After counts down`, async ({ databases }) => {
    const { limiter, clock } = limiterAt(databases[driver]);
    for (let i = 0; i < 3; i++) await limiter.take("a");
    clock.now += 10_000;
    expect(await limiter.take("a")).toEqual({ allowed: false, retryAfterSeconds: 10 });
    clock.now += 10_000;
    expect(await limiter.take("a")).toEqual({ allowed: true });
    expect((await limiter.take("a")).allowed).toBe(false);
    // A refused request takes nothing: the bucket is full again a window after the last allowed one.
    clock.now += 60_000;
    for (let i = 0; i < 3; i++) expect((await limiter.take("a")).allowed).toBe(true);
  });

  test(`${driver}: a burst of concurrent requests gets exactly \`limit\` through`, async ({ databases }) => {
    const { limiter } = limiterAt(databases[driver], { limit: 5 });
    const results = await Promise.all(Array.from({ length: 20 }, () => limiter.take("burst")));
    expect(results.filter((result) => result.allowed)).toHaveLength(5);
  });

  test(`${driver}: buckets idle for a whole window are purged, busy ones kept`, async ({ databases }) => {
    const { db } = databases[driver];
    const { limiter, clock, options } = limiterAt(databases[driver], { limit: 2 });
    await limiter.take("idle");
    clock.now += 30_000;
    await limiter.take("busy");
    clock.now += 31_000;
    expect(await limiter.purgeIdle()).toBe(1);
    const keys = (await db.select({ key: rateLimits.key }).from(rateLimits)).map((row) => row.key);
    expect(keys).toContain(`${options.name}:busy`);
    expect(keys).not.toContain(`${options.name}:idle`);
    // A purged client starts with a full bucket, as it would have anyway.
    expect((await limiter.take("idle")).allowed).toBe(true);
    expect((await limiter.take("idle")).allowed).toBe(true);
    expect((await limiter.take("idle")).allowed).toBe(false);
  });
}

test("pglite: without a clock the database's now() refills the bucket", async ({ databases }) => {
  const { db } = databases.pglite;
  const limiter = new RateLimiter({ db, name: "server-clock", limit: 1, windowMs: 60_000 });
  expect((await limiter.take("a")).allowed).toBe(true);
  const refused = await limiter.take("a");
  expect(refused).toEqual({ allowed: false, retryAfterSeconds: expect.any(Number) });
  expect(refused.allowed === false && refused.retryAfterSeconds).toBeGreaterThan(55);
  await db
    .update(rateLimits)
    .set({ updatedAt: new Date(Date.now() - 61_000) })
    .where(eq(rateLimits.key, "server-clock:a"));
  expect((await limiter.take("a")).allowed).toBe(true);
});

test("postgres: two instances on one database allow `limit` together, not each", async ({ databases }) => {
  const { schema } = databases.postgres;
  if (!schema) throw new Error("The PostgreSQL test database has a schema of its own");
  // A second handle on the same schema: another server instance with its own pool.
  const other = await openDatabase({ driver: "postgres", url: postgresUrl, schema, migrationsFolder });
  try {
    const options = { name: "two-instances", limit: 5, windowMs: 60_000 };
    const first = new RateLimiter({ ...options, db: databases.postgres.db });
    const second = new RateLimiter({ ...options, db: other.db });
    const results = await Promise.all(
      Array.from({ length: 24 }, (_, i) => (i % 2 === 0 ? first : second).take("203.0.113.9")),
    );
    expect(results.filter((result) => result.allowed)).toHaveLength(5);
    const refused = results.find((result) => !result.allowed);
    expect(refused).toEqual({ allowed: false, retryAfterSeconds: expect.any(Number) });
    // Later requests from either instance are still refused.
    expect((await first.take("203.0.113.9")).allowed).toBe(false);
    expect((await second.take("203.0.113.9")).allowed).toBe(false);
  } finally {
    await other.close();
  }
});
