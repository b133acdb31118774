import { expect, test } from "vitest";
import { brand } from "#app/catalog/brand";
import { formatLegalDate, liabilityCap } from "#app/catalog/legal";
import { allLegalPages } from "#content-collections";

function entry(page: string) {
  const found = allLegalPages.find((candidate) => candidate.page === page);
  if (!found) throw new Error(`no legal page ${page}`);
  return { ...found, body: found.content };
}

function sectionNumbers(body: string): number[] {
  return [...body.matchAll(/^## (\d+)\. /gm)].map((match) => Number(match[1]));
}

test("the terms have 20 numbered sections and the privacy policy 15, in order", () => {
  expect(sectionNumbers(entry("terms").body)).toEqual(Array.from({ length: 20 }, (_, index) => index + 1));
  expect(sectionNumbers(entry("privacy").body)).toEqual(Array.from({ length: 15 }, (_, index) => index + 1));
});

test("the terms, privacy policy and WhatsApp page carry the brand's legal date", () => {
  for (const page of ["terms", "privacy", "whatsappOptIn"]) expect(entry(page).updated).toBe(brand.legalUpdated);
  expect(formatLegalDate(brand.legalUpdated)).toBe("February 28th, 2025");
});

test("the terms write the liability cap in its labelled form, so the price walker recognises it", () => {
  const { body } = entry("terms");
  expect(body).toContain(liabilityCap.label);
  expect(body.replaceAll(liabilityCap.label, "")).not.toMatch(/\$\d/);
});

test("the legal pages name the support address for questions and opting out", () => {
  for (const page of ["terms", "privacy", "whatsappOptIn"]) expect(entry(page).body).toContain(brand.supportEmail);
});

test("dates get the right ordinal suffix", () => {
  expect(formatLegalDate("2025-03-01")).toBe("March 1st, 2025");
  expect(formatLegalDate("2025-03-22")).toBe("March 22nd, 2025");
  expect(formatLegalDate("2025-03-13")).toBe("March 13th, 2025");
  expect(formatLegalDate("2025-03-03")).toBe("March 3rd, 2025");
});

test("the accessibility statement names the standard, how it is tested, its limits and where to report", () => {
  const { body } = entry("accessibility");
  expect(body).toContain("WCAG");
  expect(body).toContain("2.2");
  expect(body).toContain("AA");
  expect(body).toContain("axe");
  expect(body).toMatch(/keyboard/i);
  expect(body).toContain("## 3. Known limits");
  expect(body).toContain("](/contact)");
  expect(body).toContain(brand.supportEmail);
});
