// How the Lighthouse gate decides whether a page's code costs more than its
// budget allows (docs/performance.md, "How a page is judged"). A single run
// varies by ±9% on a 2-core machine, so the gate never judges one figure: it
// measures the page and its bare copy in turn (a pair), asks of each pair
// whether the page was over its limit, and judges the pairs with a sign test.
//
// If the page's typical pair sat exactly on the limit, each pair would be over
// it with probability ½. The gate fails a page only when that explanation is
// unlikely (at most `alpha`), and passes it as soon as no further pair could
// make it so. A page whose code costs nothing is over in far fewer than half
// its pairs, so it almost never fails; a page that is over in every pair fails
// once `maxPairs` pairs agree.

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
  if (over <= 0) return 1;
  if (over > pairs) return 0;
  let term = 0.5 ** pairs; // C(pairs, 0) / 2^pairs
  for (let k = 1; k <= over; k++) term = (term * (pairs - k + 1)) / k;
  let tail = 0;
  for (let k = over; k <= pairs; k++) {
    tail += term;
    term = (term * (pairs - k)) / (k + 1);
  }
  return Math.min(1, tail);
}

/**
 * The verdict on one limit from the pairs measured so far (`true`: that pair
 * was over the limit). "undecided": measure another pair.
 */
export function pairedVerdict(overLimit: readonly boolean[], test: SignTest = gateSignTest): PairedVerdict {
  const pairs = overLimit.length;
  const over = overLimit.filter(Boolean).length;
  if (pairs > 0 && signTestTail(pairs, over) <= test.alpha) return "fail";
  for (let more = 1; pairs + more <= test.maxPairs; more++) {
    if (signTestTail(pairs + more, over + more) <= test.alpha) return "undecided";
  }
  return "pass";
}
