// The list helper's facts: each school has an id of its own for the shared address, and each rule of offers it
// states has a source (title and address) and a real checked date no later than this edition of the facts.
import { expect, test } from "vitest";
import { factsCheckedOn, isIsoDate } from "#app/catalog/fact-sources";
import { shsat, shsatOfferRules } from "#content/facts";
import { shsatSchools } from "./shsat-cutoffs";

test("the schools of the list are the SHSAT's schools, each with an id of its own", () => {
  const ids = shsatSchools.map((school) => school.id);
  expect(new Set(ids).size).toBe(ids.length);
  expect(ids).toHaveLength(shsat.schools);
});

test("every rule of offers has a source with its address and a checked date", () => {
  expect(shsatOfferRules.length).toBeGreaterThan(0);
  for (const rule of shsatOfferRules) {
    expect(rule.source.title.trim(), rule.id).not.toBe("");
    expect(rule.source.url, rule.id).toMatch(/^https?:\/\/\S+\.\S+/);
    expect(isIsoDate(rule.checkedOn), rule.id).toBe(true);
    expect(rule.checkedOn <= factsCheckedOn, rule.id).toBe(true);
  }
});
