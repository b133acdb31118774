// The shapes of the landing and audience pages' data (docs/product.md, "Pages").
import { expect, test } from "vitest";
import { cps as cpsComparison } from "#content/comparisons";
import { testimonial } from "#content/forTutors";
import { cps as cpsSteps } from "#content/steps";
import { examLandings } from "./exam-landing";
import { cpsFaqs, cpsTestimonials } from "./exam-page/cps-landing";
import { diagnosticUrl } from "./links";
import { toTestimonial } from "./testimonials";

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

test("the testimonials are illustrative people and carry no figures (docs/decisions/007)", () => {
  for (const { quote, highlight } of [...cpsTestimonials, toTestimonial(testimonial.review)]) {
    expect(`${quote} ${highlight ?? ""}`).not.toMatch(/\d/);
  }
});
