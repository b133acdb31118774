import { expect, test } from "vitest";
import { marketingClaimsLine } from "#tests/support/exam-facts";
import { type ClaimId, claims, shownClaim } from "./claims";

// docs/decisions/007-marketing-claims.md; the brief's list is in tests/fixtures/spec-section-9.md.
test("every claim is one the brief makes", () => {
  const line = marketingClaimsLine();
  for (const claim of Object.values(claims)) expect(line).toContain(claim.value);
});

test("a page can show the claims we stand behind and no other", () => {
  expect(shownClaim("studentsHelped").value).toBe("100+");
  const hidden = (Object.keys(claims) as ClaimId[]).filter((id) => !claims[id].show);
  expect(hidden.length).toBeGreaterThan(0);
  for (const id of hidden) expect(() => shownClaim(id)).toThrow(/not shown/);
});
