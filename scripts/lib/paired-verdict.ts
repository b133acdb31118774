// How the Lighthouse gate judges a limit over pairs of runs, the page and its bare copy (docs/performance.md): a page
// fails only when sitting exactly on the limit (over it in a pair with probability ½) is unlikely at the 1% level.

/** Pairs after which the gate decides: 2⁻⁷ ≈ 0.8%, so seven pairs over the limit, and none within it, fail a page. */
export const maxPairs = 7;
export const alpha = 0.01;

/** P(X ≥ over) for X ~ Binomial(pairs, ½): the sign test's p-value. */
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
export function pairedVerdict(overLimit: readonly boolean[]): "pass" | "fail" | "undecided" {
  const pairs = overLimit.length;
  const over = overLimit.filter(Boolean).length;
  if (pairs > 0 && signTestTail(pairs, over) <= alpha) return "fail";
  // Each further pair over the limit lowers the tail, so the last pair allowed is the page's best chance to fail.
  const more = maxPairs - pairs;
  return more > 0 && signTestTail(maxPairs, over + more) <= alpha ? "undecided" : "pass";
}
