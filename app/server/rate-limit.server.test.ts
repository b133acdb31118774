import { expect, test } from "vitest";
import { RateLimiter } from "./rate-limit.server";

function limiterAt(start = 0, limit = 3, windowMs = 60_000) {
  const clock = { now: start };
  const limiter = new RateLimiter({ limit, windowMs, now: () => clock.now, maxKeys: 3 });
  return { limiter, clock };
}

test("a client may make `limit` requests at once; the next one waits", () => {
  const { limiter } = limiterAt();
  expect(limiter.take("a")).toEqual({ allowed: true });
  expect(limiter.take("a")).toEqual({ allowed: true });
  expect(limiter.take("a")).toEqual({ allowed: true });
  expect(limiter.take("a")).toEqual({ allowed: false, retryAfterSeconds: 20 });
});

test("clients are counted separately", () => {
  const { limiter } = limiterAt(0, 1);
  expect(limiter.take("a").allowed).toBe(true);
  expect(limiter.take("a").allowed).toBe(false);
  expect(limiter.take("b").allowed).toBe(true);
});

test("allowance comes back over the window, and Retry-After counts down", () => {
  const { limiter, clock } = limiterAt(0, 3);
  for (let i = 0; i < 3; i++) limiter.take("a");
  clock.now = 10_000;
  expect(limiter.take("a")).toEqual({ allowed: false, retryAfterSeconds: 10 });
  clock.now = 20_000;
  expect(limiter.take("a")).toEqual({ allowed: true });
  expect(limiter.take("a").allowed).toBe(false);
});

test("memory stays bounded: idle clients are forgotten first", () => {
  const { limiter, clock } = limiterAt(0, 1, 1_000);
  limiter.take("old");
  clock.now = 5_000;
  for (const key of ["b", "c", "d", "e"]) limiter.take(key);
  expect(limiter.size).toBeLessThanOrEqual(3);
  // "e" was just limited and must still be remembered.
  expect(limiter.take("e").allowed).toBe(false);
});
