import { expect, test } from "vitest";
import { backoffDelay } from "./outbox.server";

test("the delay doubles after each failed attempt, up to the maximum", () => {
  const delays = [1, 2, 3, 4, 5, 6, 7, 8].map((attempts) => backoffDelay(attempts, 30_000, 3_600_000));
  expect(delays).toEqual([30_000, 60_000, 120_000, 240_000, 480_000, 960_000, 1_920_000, 3_600_000]);
});
