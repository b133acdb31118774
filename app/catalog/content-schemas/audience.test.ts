// The audience and tool pages' copy files (content/pages/{about,citycast,
// for-tutors,home,exam-selection,study-planner,points-calculator,events,actions}.yml): a broken
// entry stops the build naming file and field. Each case breaks one line
// of the real file.
import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "vitest";
import { brand } from "#app/catalog/brand";
import { planBulletIds } from "#app/catalog/content-schemas/audience-ids";
import { iconKeys } from "#app/catalog/icon-keys";
import type { PageContentName } from "#app/catalog/page-content-schema";
import { checkPageCopy } from "#tests/support/content-pages-check";

const contentPagesDir = path.resolve(import.meta.dirname, "../../../content/pages");

const source = (name: PageContentName) => readFileSync(path.join(contentPagesDir, `${name}.yml`), "utf8");

/** The real file with `from` replaced by `to` (once). */
function broken(name: PageContentName, from: string, to: string) {
  const original = source(name);
  expect(original).toContain(from);
  const changed = original.replace(from, to);
  return { parse: () => checkPageCopy(name, changed) };
}

test("a paragraph made of parts is one text, with the shared sentence written once", () => {
  const content = checkPageCopy("for-tutors", source("for-tutors"));
  const noTutoring = `${brand.name} does not offer direct tutoring.`;
  expect(content.hero.notice.text).toMatch(new RegExp(`^${noTutoring} We give tutors`));
  expect(content.faq.items[1]?.answer).toMatch(new RegExp(`^No\\. ${noTutoring} Students get`));
  expect(content.cta.text).toMatch(/^Tutor accounts are given on request\. Tell us/);
});

test("an exam card's bullet written once or taken from the pricing plans stays in its place", () => {
  const content = checkPageCopy("exam-selection", source("exam-selection"));
  expect(content.cards.toefl.features).toEqual([
    { plan: "speaking-writing-grading" },
    "Reading and listening practice that adapts to you",
    "Full-length mock tests",
  ]);
});

test("a missing field of the About page is named with its field", () => {
  const { parse } = broken("about", "    heading: Why we build exam prep this way\n", "");
  expect(parse).toThrow(`content/pages/about.yml:\n- general,values,heading: is missing`);
});

test("a missing field of the study planner is named with its field", () => {
  const { parse } = broken("study-planner", "  submit: Make my plan\n", "");
  expect(parse).toThrow(`content/pages/study-planner.yml:\n- studyPlanner,submit: is missing`);
});

test("an exam without its card on the selection page is named", () => {
  const original = source("exam-selection");
  const withoutGre = original.replace(/ {2}gre:\n(?: {4}.*\n| {6}.*\n)+/, "");
  expect(withoutGre).not.toBe(original);
  expect(() => checkPageCopy("exam-selection", withoutGre)).toThrow(
    `content/pages/exam-selection.yml:\n- cards,gre: is missing`,
  );
});

test("an unknown icon key on the About and For Tutors pages is an error that lists the known ones", () => {
  const about = broken("about", "icon: code", "icon: rocket");
  expect(about.parse).toThrow(
    `content/pages/about.yml:\n- company,products,1,icon: is not a known icon "rocket" (known: ${iconKeys.join(", ")})`,
  );
  const tutors = broken("for-tutors", "icon: user-plus", "icon: user-add");
  expect(tutors.parse).toThrow(
    `content/pages/for-tutors.yml:\n- tutorFeatures,cards,5,icon: is not a known icon "user-add"`,
  );
});

test("an unknown fact on the City Cast page is an error naming file and field", () => {
  const { parse } = broken(
    "citycast",
    "badge: For {fact:citycast-name} listeners",
    "badge: For {fact:citycast} listeners",
  );
  expect(parse).toThrow(`content/pages/citycast.yml:\n- hero,badge: refers to an unknown fact "citycast"`);
});

test("a typed price is refused only by review, but an unknown price reference stops the build", () => {
  const { parse } = broken("home", "badge: Free for {fact:trial-days} days", "badge: From {price:toefl-2m} for 7 days");
  expect(parse).toThrow(/content\/pages\/home\.yml:\n- hero,badge: refers to an unknown price "toefl-2m"/);
});

test("a part that refers to a sentence that is not written is an error", () => {
  const { parse } = broken("for-tutors", "- *accounts-on-request", "- *on-request");
  expect(parse).toThrow(
    "content/pages/for-tutors.yml:\n- faq,items,0,answer,0: refers to *on-request, but no &on-request is written before it",
  );
});

test("an exam card bullet that is not a bullet of the pricing plans is named", () => {
  const { parse } = broken("exam-selection", "- plan: gre-words", "- plan: gre-vocabulary");
  expect(parse).toThrow(
    `content/pages/exam-selection.yml:\n- cards,gre,features,1,plan: is not a bullet of the pricing plans "gre-vocabulary" (known: ${planBulletIds.join(", ")})`,
  );
  const unknownUse = broken("exam-selection", "- *mock-tests", "- *mock-exams");
  expect(unknownUse.parse).toThrow(
    "content/pages/exam-selection.yml:\n- cards,toefl,features,2: refers to *mock-exams, but no &mock-exams is written before it",
  );
});

test("a misspelt label of the events page is named as the missing field", () => {
  const { parse } = broken("events", "  register: Register Now", "  registr: Register Now");
  expect(parse).toThrow(`content/pages/events.yml:\n- text,register: is missing`);
});
