// The audience and tool pages' copy files (content/pages/{about,citycast,
// for-tutors,home,exam-selection,study-planner,points-calculator,events,actions}.yml): a broken
// entry stops the build naming file, line and field. Each case breaks one line
// of the real file, so the expected line is found in the broken source.
import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "vitest";
import { brand } from "#app/catalog/brand";
import { planBulletIds } from "#app/catalog/content-schemas/audience-ids";
import { iconKeys } from "#app/catalog/icon-keys";
import type { PageContentName } from "#app/catalog/page-content-schema";
import { contentPagesDir, parseContentPage } from "./content-pages";

const source = (name: PageContentName) => readFileSync(path.join(contentPagesDir, `${name}.yml`), "utf8");

/** The real file with `from` replaced by `to` (once), and the 1-based line where `marker` then stands. */
function broken(name: PageContentName, from: string, to: string, marker = to) {
  const original = source(name);
  expect(original).toContain(from);
  const changed = original.replace(from, to);
  const line = changed.split("\n").findIndex((text) => text.includes(marker)) + 1;
  expect(line).toBeGreaterThan(0);
  return { parse: () => parseContentPage(name, `content/pages/${name}.yml`, changed), line };
}

test("a paragraph made of parts is one text, with the shared sentence written once", () => {
  const content = parseContentPage("for-tutors", "content/pages/for-tutors.yml", source("for-tutors"));
  const noTutoring = `${brand.name} does not offer direct tutoring.`;
  expect(content.hero.notice.text).toMatch(new RegExp(`^${noTutoring} We give tutors`));
  expect(content.faq.items[1]?.answer).toMatch(new RegExp(`^No\\. ${noTutoring} Students get`));
  expect(content.cta.text).toMatch(/^Tutor accounts are given on request\. Tell us/);
});

test("an exam card's bullet written once or taken from the pricing plans stays in its place", () => {
  const content = parseContentPage("exam-selection", "content/pages/exam-selection.yml", source("exam-selection"));
  expect(content.cards.toefl.features).toEqual([
    { plan: "speaking-writing-grading" },
    "Reading and listening practice that adapts to you",
    "Full-length mock tests",
  ]);
});

test("a missing field of the About page is named with its line", () => {
  const { parse, line } = broken(
    "about",
    "    heading: Why we build exam prep this way\n",
    "",
    "    eyebrow: What we believe",
  );
  expect(parse).toThrow(`content/pages/about.yml:${line}: field "general.values.heading" is missing`);
});

test("a missing field of the study planner is named with its line", () => {
  const { parse, line } = broken("study-planner", "  submit: Make my plan\n", "", "  formHeading:");
  expect(parse).toThrow(`content/pages/study-planner.yml:${line}: field "studyPlanner.submit" is missing`);
});

test("an exam without its card on the selection page is named", () => {
  const original = source("exam-selection");
  const withoutGre = original.replace(/ {2}gre:\n(?: {4}.*\n| {6}.*\n)+/, "");
  expect(withoutGre).not.toBe(original);
  const line = withoutGre.split("\n").findIndex((text) => text.startsWith("  toefl:")) + 1;
  expect(() => parseContentPage("exam-selection", "content/pages/exam-selection.yml", withoutGre)).toThrow(
    `content/pages/exam-selection.yml:${line}: field "cards.gre" is missing`,
  );
});

test("an unknown icon key on the About and For Tutors pages is an error that lists the known ones", () => {
  const about = broken("about", "icon: code", "icon: rocket");
  expect(about.parse).toThrow(
    `content/pages/about.yml:${about.line}: field "company.products.1.icon" is not a known icon "rocket" (known: ${iconKeys.join(", ")})`,
  );
  const tutors = broken("for-tutors", "icon: user-plus", "icon: user-add");
  expect(tutors.parse).toThrow(
    `content/pages/for-tutors.yml:${tutors.line}: field "tutorFeatures.cards.5.icon" is not a known icon "user-add"`,
  );
});

test("an unknown fact on the City Cast page is an error naming file, line and field", () => {
  const { parse, line } = broken(
    "citycast",
    "badge: For {fact:citycast-name} listeners",
    "badge: For {fact:citycast} listeners",
  );
  expect(parse).toThrow(`content/pages/citycast.yml:${line}: field "hero.badge" refers to an unknown fact "citycast"`);
});

test("a typed price is refused only by review, but an unknown price reference stops the build", () => {
  const { parse, line } = broken(
    "home",
    "badge: Free for {fact:trial-days} days",
    "badge: From {price:toefl-2m} for 7 days",
  );
  expect(parse).toThrow(
    new RegExp(`^content/pages/home\\.yml:${line}: field "hero\\.badge" refers to an unknown price "toefl-2m"`),
  );
});

test("a part that refers to a sentence that is not written is an error", () => {
  const { parse, line } = broken("for-tutors", "- use: accounts-on-request", "- use: on-request");
  expect(parse).toThrow(
    `content/pages/for-tutors.yml:${line}: field "faq.items.0.answer.0.use" refers to "on-request", which is not under sentences:`,
  );
});

test("an exam card bullet that is not a bullet of the pricing plans is named", () => {
  const { parse, line } = broken("exam-selection", "- plan: gre-words", "- plan: gre-vocabulary");
  expect(parse).toThrow(
    `content/pages/exam-selection.yml:${line}: field "cards.gre.features.1.plan" is not a bullet of the pricing plans "gre-vocabulary" (known: ${planBulletIds.join(", ")})`,
  );
  const unknownUse = broken("exam-selection", "- use: mock-tests", "- use: mock-exams");
  expect(unknownUse.parse).toThrow(
    `content/pages/exam-selection.yml:${unknownUse.line}: field "cards.toefl.features.2.use" refers to "mock-exams", which is not under bullets:`,
  );
});

test("a misspelt label of the events page is named as the missing field, at its section's line", () => {
  const { parse, line } = broken("events", "  register: Register Now", "  registr: Register Now", "  upcomingHeading:");
  expect(parse).toThrow(`content/pages/events.yml:${line}: field "text.register" is missing`);
});
