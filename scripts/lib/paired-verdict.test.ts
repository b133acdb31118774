import { expect, test } from "vitest";
import { alpha, maxPairs, pairedVerdict, signTestTail } from "./paired-verdict.ts";

test("the sign test's tail is the binomial tail at one half", () => {
  expect(signTestTail(7, 7)).toBeCloseTo(1 / 128, 12);
  expect(signTestTail(8, 7)).toBeCloseTo(9 / 256, 12);
  expect(signTestTail(10, 9)).toBeCloseTo(11 / 1024, 12);
  expect(signTestTail(5, 0)).toBe(1);
  expect(signTestTail(5, 6)).toBe(0);
});

test("one pair within the limit passes a page at once", () => {
  expect(pairedVerdict([false])).toBe("pass");
  expect(pairedVerdict([true, true, false])).toBe("pass");
});

test("pairs all over the limit ask for more, and fail the page once seven agree", () => {
  expect(pairedVerdict([true])).toBe("undecided");
  expect(pairedVerdict(Array(6).fill(true))).toBe("undecided");
  expect(pairedVerdict(Array(7).fill(true))).toBe("fail");
  expect(pairedVerdict([...Array(6).fill(true), false])).toBe("pass");
});

test("a page that sits exactly on its limit fails at most once in a hundred", () => {
  // Every sequence of seven coin tosses, judged as the gate judges pairs as they come.
  let failures = 0;
  for (let outcome = 0; outcome < 2 ** maxPairs; outcome++) {
    const pairs: boolean[] = [];
    let verdict = pairedVerdict(pairs);
    for (let bit = 0; verdict === "undecided"; bit++) {
      pairs.push(Boolean(outcome & (1 << bit)));
      verdict = pairedVerdict(pairs);
    }
    if (verdict === "fail") failures++;
  }
  expect(failures / 2 ** maxPairs).toBeLessThanOrEqual(alpha);
});

test("more least pairs than seven (--pairs) are judged by the same 1% test", () => {
  expect(pairedVerdict(Array(10).fill(true))).toBe("fail");
  expect(pairedVerdict([false, ...Array(9).fill(true)])).toBe("pass");
  expect(pairedVerdict([false, false, ...Array(14).fill(true)])).toBe("fail");
});
