// How the Lighthouse gate judges a page against its budget (docs/performance.md, "How a page is
// judged"): pairs of runs (the page, then its bare copy), each over its limit or not, judged by a
// sign test; a page fails only when sitting exactly on the limit (½ per pair) is unlikely.

export type PairedVerdict = "pass" | "fail" | "undecided";

export type SignTest = {
  /** Largest chance of failing a page that sits exactly on its limit. */
  alpha: number;
  /** Pairs after which the gate decides, whatever they say. */
  maxPairs: number;
};

/** 2⁻⁷ ≈ 0.8%: seven pairs over the limit, and none within it, fail a page. */
export const gateSignTest: SignTest = { alpha: 0.01, maxPairs: 7 };

/** P(X ≥ over) for X ~ Binomial(pairs, ½): the sign test's one-sided p-value. */
export function signTestTail(pairs: number, over: number): number {
  let tail = 0;
  let term = 0.5 ** pairs; // C(pairs, k) / 2^pairs, from k = 0
  for (let k = 0; k <= pairs; k++) {
    if (k >= over) tail += term;
    term = (term * (pairs - k)) / (k + 1);
  }
  return Math.min(1, tail);
}

/** The verdict on one limit from the pairs so far (`true`: over it); "undecided": measure another. */
export function pairedVerdict(overLimit: readonly boolean[], test: SignTest = gateSignTest): PairedVerdict {
  const pairs = overLimit.length;
  const over = overLimit.filter(Boolean).length;
  if (pairs > 0 && signTestTail(pairs, over) <= test.alpha) return "fail";
  for (let more = 1; pairs + more <= test.maxPairs; more++) {
    if (signTestTail(pairs + more, over + more) <= test.alpha) return "undecided";
  }
  return "pass";
}
