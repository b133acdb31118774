import { expect, test } from "vitest";
import { cpsOffers } from "#content/facts";
import { cpsCutoff, cpsOffersFacts } from "./cps-offer-facts";
import { isIsoDate } from "./fact-sources";

const figure = { cycle: "2025-26", school: "payton", seats: "tier1", points: 796, checkedOn: "2026-11-28" };

test("every published cutoff names its source and the day it was checked", () => {
  for (const cutoff of cpsOffers.cutoffs) {
    expect(cutoff.source.url).toMatch(/^https?:\/\//);
    expect(cutoff.source.title).not.toBe("");
    expect(isIsoDate(cutoff.checkedOn)).toBe(true);
  }
});

test("a cutoff without a source or a checked date is refused", () => {
  expect(cpsCutoff.safeParse({ ...figure, source: "cpsSelectiveEnrollmentResults" }).success).toBe(true);
  const { error: noSource } = cpsCutoff.safeParse(figure);
  expect(noSource?.issues.map((issue) => issue.path.join("."))).toEqual(["source"]);
  const { checkedOn: _, ...undated } = figure;
  const { error: noDate } = cpsCutoff.safeParse({ ...undated, source: "cpsSelectiveEnrollmentResults" });
  expect(noDate?.issues.map((issue) => issue.path.join("."))).toEqual(["checkedOn"]);
});

test("a cutoff for a school not in the list is refused", () => {
  const checked = { source: "cpsSelectiveEnrollmentResults", checkedOn: "2026-11-28" };
  const file = {
    selection: checked,
    schools: { names: [{ id: "payton", name: "Walter Payton College Prep" }], ...checked },
    tierLookup: checked,
    newTest: checked,
    cutoffs: [{ ...figure, school: "hogwarts", ...checked }],
  };
  const { error } = cpsOffersFacts.safeParse(file);
  expect(error?.issues.map((issue) => issue.path.join("."))).toEqual(["cutoffs.0.school"]);
});

test("the statements the explorer shows each name a source and a checked date", () => {
  for (const checked of [cpsOffers.selection, cpsOffers.schools, cpsOffers.tierLookup, cpsOffers.newTest]) {
    expect(checked.source.url).toMatch(/^https:\/\/[a-z.]*cps\.edu\//);
    expect(isIsoDate(checked.checkedOn)).toBe(true);
  }
});
