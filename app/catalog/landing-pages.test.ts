// The shapes of the landing and audience pages' data (docs/product.md, "Pages").
import { expect, test } from "vitest";
import { aboutCopy } from "./about";
import { citycastCopy, partner } from "./citycast";
import { examLandings } from "./exam-landing";
import { cpsComparison, cpsFaqs, cpsSteps, cpsTestimonials } from "./exam-page/cps-landing";
import {
  forTutorsCopy,
  tutorConnectSteps,
  tutorFaqs,
  tutorFeatures,
  tutorStudentFeatures,
  tutorTestimonial,
} from "./for-tutors";
import { diagnosticUrl, tutorFormUrl } from "./links";

const {
  comparison: shsatComparison,
  facts: shsatFacts,
  faqs: shsatFaqs,
  features: shsatFeatures,
  second: shsatSecond,
  steps: shsatSteps,
} = examLandings.shsat;
const { comparison: toeflComparison, faqs: toeflFaqs, steps: toeflSteps } = examLandings.toefl;

const firstNameAndInitial = /^\p{Lu}\p{Ll}+ \p{Lu}\.$/u;

test("the CPS landing page has six steps, six testimonials, ten questions and four options across 14 features", () => {
  expect(cpsSteps).toHaveLength(6);
  expect(cpsTestimonials).toHaveLength(6);
  for (const { name } of cpsTestimonials) expect(name).toMatch(firstNameAndInitial);
  expect(new Set(cpsTestimonials.map((item) => item.id)).size).toBe(6);
  expect(cpsFaqs).toHaveLength(10);
  expect(cpsComparison.options).toHaveLength(4);
  expect(cpsComparison.rows).toHaveLength(14);
  for (const row of cpsComparison.rows) expect(row.cells).toHaveLength(4);
});

test("the SHSAT page has nine cards, the facts box, the six steps, ten questions and a comparison", () => {
  expect(shsatFeatures).toHaveLength(9);
  expect(shsatFacts.sections.map((section) => section.label)).toEqual(["Questions", "Time", "Schools"]);
  expect(shsatSteps.map((step) => step.title)).toEqual([
    "Take the diagnostic",
    "Get a custom plan",
    "Practise",
    "Track progress",
    "Prepare for test day",
    "Ace it",
  ]);
  expect(shsatFaqs).toHaveLength(10);
  for (const row of shsatComparison.rows) expect(row.cells).toHaveLength(shsatComparison.options.length);
  expect(shsatSecond.action.href).toBe(diagnosticUrl("shsat"));
});

test("the TOEFL page has the SHSAT page's structure", () => {
  expect(toeflSteps).toHaveLength(6);
  expect(toeflFaqs).toHaveLength(10);
  for (const row of toeflComparison.rows) expect(row.cells).toHaveLength(toeflComparison.options.length);
});

test("CityCast's sign-up and trial links credit the partner", () => {
  for (const href of [citycastCopy.hero.signUp.href, citycastCopy.hero.trial.href]) {
    expect(new URL(href).searchParams.get("ref")).toBe(partner.ref);
  }
  expect(new URL(citycastCopy.hero.trial.href).searchParams.get("trial")).toBe("true");
});

test("the CPS About page's free test is the CPS diagnostic and its trial is a CPS trial", () => {
  expect(aboutCopy.cps.hero.freeTest.href).toBe(diagnosticUrl("cps"));
  expect(new URL(aboutCopy.cps.hero.trial.href).searchParams.get("exam")).toBe("cps");
  expect(new URL(aboutCopy.general.hero.trial.href).searchParams.get("trial")).toBe("true");
});

test("For Tutors: six tutor features, four student features, five questions, three steps, and no direct tutoring", () => {
  expect(tutorFeatures).toHaveLength(6);
  expect(tutorStudentFeatures).toHaveLength(4);
  expect(tutorFaqs).toHaveLength(5);
  expect(tutorConnectSteps).toHaveLength(3);
  expect(forTutorsCopy.hero.request.href).toBe(tutorFormUrl());
  expect(forTutorsCopy.hero.notice.text).toMatch(/does not offer direct tutoring/);
});

test("the testimonials are illustrative people and carry no figures (docs/decisions/007)", () => {
  for (const { quote, highlight } of [...cpsTestimonials, tutorTestimonial]) {
    expect(`${quote} ${highlight ?? ""}`).not.toMatch(/\d/);
  }
});
