import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "vitest";
import { brand } from "#app/catalog/brand";
import { competitorPrices } from "#app/catalog/competitor-prices";
import { iconKeys } from "#app/catalog/icon-keys";
import { pageContentSchemas } from "#app/catalog/page-content-schema";
import { planFor, plans } from "#app/catalog/plans";
import { formatPrice } from "#app/lib/format";
import { checkPageCopy } from "#tests/support/content-pages-check";
import collections from "../../../content-collections";

const contentPagesDir = path.resolve(import.meta.dirname, "../../../content/pages");

/** A small faqs file; `home` is given as YAML lines so each case can break one. */
function faqsFile(home: string[]) {
  return [
    'questions: { cost: &cost "What does it cost, then?", tutoring: Is there a tutor? }',
    "shared:",
    "  study-plan: &study-plan { question: Where does my plan come from?, answer: From a test. }",
    "home:",
    ...home,
    ...["cps", "toefl", "shsat"].map((page) => `${page}: [*study-plan]`),
  ].join("\n");
}

const parseFaqs = (source: string) => () => checkPageCopy("faqs", source);

// Loads content-collections.ts, and with it the Markdown renderer: seconds on a busy machine.
test("every file of content/pages is a collection with a schema, and passes it", { timeout: 30_000 }, () => {
  const names = readdirSync(contentPagesDir)
    .filter((name) => name.endsWith(".yml"))
    .map((name) => path.basename(name, ".yml"))
    .sort();
  expect(
    collections.content
      .filter((collection) => collection.type === "singleton" && /^content\/pages\/[^/]+$/.test(collection.filePath))
      .map(({ name }) => name)
      .sort(),
  ).toEqual(names);
  expect(Object.keys(pageContentSchemas).sort()).toEqual(names);
  // The Spanish files (content/pages/es/), each a collection of its own.
  expect(readdirSync(path.join(contentPagesDir, "es")).sort()).toEqual(
    collections.content
      .filter((collection) => collection.type === "singleton" && collection.filePath.startsWith("content/pages/es/"))
      .map((collection) => (collection.type === "singleton" ? path.basename(collection.filePath) : ""))
      .sort(),
  );
  for (const name of Object.keys(pageContentSchemas) as (keyof typeof pageContentSchemas)[]) {
    expect(() => checkPageCopy(name, readFileSync(path.join(contentPagesDir, `${name}.yml`), "utf8"))).not.toThrow();
  }
});

test("a valid file repeats shared questions and entries", () => {
  const content = checkPageCopy(
    "faqs",
    faqsFile(["  - *study-plan", "  - question: *cost", "    answer: Less than you think."]),
  );
  expect(content.home).toEqual([
    { question: "Where does my plan come from?", answer: "From a test." },
    { question: "What does it cost, then?", answer: "Less than you think." },
  ]);
});

test("price and fact references become the catalog's figures", () => {
  const content = checkPageCopy(
    "faqs",
    faqsFile([
      "  - question: What does TOEFL cost?",
      '    answer: "{price:toefl-6m}, {price:lowest} and {fact:trial-days}."',
    ]),
  );
  const lowest = formatPrice(Math.min(...plans.map((plan) => plan.price)));
  expect(content.home[0]?.answer).toBe(
    `${formatPrice(planFor("TOEFL", "6-Month").price)}, ${lowest} and ${brand.trialDays}.`,
  );
});

test("the home page's FAQ names the lowest price of the catalog", async () => {
  const { home: homeFaqs } = await import("#content/faqs");
  const lowest = formatPrice(Math.min(...plans.map((plan) => plan.price)));
  expect(homeFaqs.some(({ answer }) => answer.includes(`start at ${lowest}`))).toBe(true);
});

test("a missing field is named", () => {
  expect(parseFaqs(faqsFile(["  - question: Where is the answer?"]))).toThrow(
    "content/pages/faqs.yml:\n- home,0,answer: is missing",
  );
});

test("a field of the wrong type is named", () => {
  expect(parseFaqs(faqsFile(["  - question: Is this a number?", "    answer: 42"]))).toThrow(
    /content\/pages\/faqs\.yml:\n- home,0,answer: has the wrong type: expected string, received number$/,
  );
});

test("a misspelt field is named", () => {
  expect(parseFaqs(faqsFile(["  - question: Is this spelt right?", "    anwser: No."]))).toThrow(
    /content\/pages\/faqs\.yml:\n(- .*\n)*- home,0,anwser: is not a field of this entry \(a typo\?\)/,
  );
});

test("an unknown price or fact is an error that lists the known ones", () => {
  expect(parseFaqs(faqsFile(["  - question: What does it cost?", "    answer: Only {price:toefl-9m}."]))).toThrow(
    /content\/pages\/faqs\.yml:\n- home,0,answer: refers to an unknown price "toefl-9m" \(known: .*toefl-6m/,
  );
  expect(
    parseFaqs(faqsFile(["  - question: How long is the trial?", "    answer: It lasts {fact:trial-weeks} weeks."])),
  ).toThrow('content/pages/faqs.yml:\n- home,0,answer: refers to an unknown fact "trial-weeks"');
  expect(parseFaqs(faqsFile(["  - question: What does it cost?", "    answer: Only {toefl-6m}."]))).toThrow(
    "content/pages/faqs.yml:\n- home,0,answer: has a brace that is not a reference",
  );
});

test("a reference to a shared entry or question that does not exist is an error", () => {
  expect(parseFaqs(faqsFile(["  - *plans"]))).toThrow(
    "content/pages/faqs.yml:\n- home,0: refers to *plans, but no &plans is written before it",
  );
  expect(parseFaqs(faqsFile(["  - question: *price", "    answer: Less than you think."]))).toThrow(
    "content/pages/faqs.yml:\n- home,0,question: refers to *price, but no &price is written before it",
  );
});

test("an anchor written twice is an error", () => {
  expect(parseFaqs(faqsFile(["  - question: &cost Is it cheap?", "    answer: Yes."]))).toThrow(
    "content/pages/faqs.yml:\n- home,0,question: names the anchor &cost a second time",
  );
});

test("the same sentence written twice is an error naming both places", () => {
  const twice = ["  - question: Is this written twice?", "    answer: Yes, this answer is here twice."];
  expect(parseFaqs(faqsFile([...twice, ...twice]))).toThrow(
    'content/pages/faqs.yml:\n- home,1,question: repeats the text of "home.0.question": write it once and refer to it',
  );
});

test("an entry the site's code uses by id must be there", () => {
  expect(parseFaqs(faqsFile(["  - *study-plan"]).replace("tutoring: Is there a tutor? ", ""))).toThrow(
    "content/pages/faqs.yml:\n- questions,tutoring: is missing",
  );
});

/** A small features file; `home` is given as YAML lines so each case can break one. */
function featuresFile(home: string[]) {
  return [
    "common:",
    ...["tutor", "guarantee", "parents", "tier-predictions"].map(
      (key) => `  ${key}: &${key} { icon: ${iconKeys[0]}, title: The ${key}, text: About the ${key}. }`,
    ),
    "home:",
    ...home,
    "whyChoose:",
    "  - *tutor",
    "titles: {}",
    "exam:",
    `  plan: &plan { icon: ${iconKeys[0]}, title: The plan card, text: About the plan card. }`,
    ...["toefl", "gre", "act", "hspt", "hsat", "cps", "shsat"].map((page) => `${page}: [*plan]`),
  ].join("\n");
}

test("a feature names its icon by key, and a common card by its anchor", () => {
  const content = checkPageCopy(
    "features",
    featuresFile(["  - *tutor", `  - icon: ${iconKeys[1]}`, "    title: Charts", "    text: Progress."]),
  );
  expect(content.home.map(({ icon }) => icon)).toEqual([iconKeys[0], iconKeys[1]]);
  expect(content.whyChoose).toEqual([content.common.tutor]);
  expect(content.home[0]).toEqual(content.common.tutor);
});

test("an unknown icon key is an error that lists the known ones", () => {
  expect(() =>
    checkPageCopy("features", featuresFile(["  - icon: rocket-ship", "    title: Fast", "    text: Very fast."])),
  ).toThrow(
    `content/pages/features.yml:\n- home,0,icon: is not a known icon "rocket-ship" (known: ${iconKeys.join(", ")})`,
  );
});

test("a card that refers to a common card that does not exist is an error", () => {
  expect(() => checkPageCopy("features", featuresFile(["  - *tutors"]))).toThrow(
    "content/pages/features.yml:\n- home,0: refers to *tutors, but no &tutors is written before it",
  );
});

/** The landing pages' tables, small, after the home table of a comparisons file. */
const landingTables = ["cps", "toefl", "shsat"].map(
  (page) =>
    `${page}: { caption: Ways for ${page}, options: [{ label: Us }, { label: Tutor }], rows: [{ feature: *diagnostic, cells: [yes, no] }] }`,
);

test("a comparison row with a cell too few is named", () => {
  const source = [
    "rowLabels: { diagnostic: &diagnostic A test, adapts-to-child: Adapts, any-device: Anywhere }",
    "home:",
    "  caption: Ways to prepare",
    "  options: [{ label: Us, highlight: true }, { label: Tutor }]",
    "  rows:",
    "    - feature: Cost",
    "      cells: [Low, High]",
    "    - feature: Adaptive",
    "      cells: [yes]",
    ...landingTables,
  ].join("\n");
  expect(() => checkPageCopy("comparisons", source)).toThrow(
    "content/pages/comparisons.yml:\n- home,rows,1,cells: has 1 cells for 2 options",
  );
});

test("a comparison cell is a mark when it says yes, no or partial, and text otherwise", () => {
  const source = [
    "rowLabels: { diagnostic: &diagnostic A test, adapts-to-child: Adapts, any-device: Anywhere }",
    "home:",
    "  caption: Ways to prepare",
    "  options: [{ label: Us }, { label: Tutor }, { label: Book }]",
    "  rows:",
    "    - feature: Cost",
    '      cells: [yes, partial, "From {competitor:books}"]',
    ...landingTables,
  ].join("\n");
  const content = checkPageCopy("comparisons", source);
  expect(content.home.rows[0]?.cells).toEqual(["yes", "partial", { text: `From ${competitorPrices.books.label}` }]);
});

// The exam pages' files (issue 19): exam-pages.yml, landing-pages.yml and the
// exam pages' lists of the shared files. Each case breaks one line of the real file.
const contentFile = (name: string) => readFileSync(path.join(contentPagesDir, `${name}.yml`), "utf8");

/** The real file with `from` (a whole line) replaced. */
function breakLine(name: string, from: string, to: string | null) {
  const source = contentFile(name);
  const lines = source.split("\n");
  const index = lines.indexOf(from);
  if (index < 0) throw new Error(`no line "${from}" in ${name}.yml`);
  const broken = to === null ? lines.filter((_, at) => at !== index) : lines.with(index, to);
  return { source: broken.join("\n") };
}

test("an exam hero's badge that is missing is named", () => {
  const { source } = breakLine("exam-pages", "    badge: GRE General Test", null);
  expect(() => checkPageCopy("exam-pages", source)).toThrow(
    `content/pages/exam-pages.yml:\n- heroes,gre,badge: is missing`,
  );
});

test("an unknown icon key of a hero's card or the strip under it is an error", () => {
  const card = breakLine("exam-pages", "      - icon: sigma", "      - icon: rocket-ship");
  expect(() => checkPageCopy("exam-pages", card.source)).toThrow(
    `content/pages/exam-pages.yml:\n- heroes,gre,featureCards,1,icon: is not a known icon "rocket-ship"`,
  );
  const strip = breakLine("exam-pages", "  - icon: sparkles", "  - icon: confetti");
  expect(() => checkPageCopy("exam-pages", strip.source)).toThrow(
    `content/pages/exam-pages.yml:\n- bottomFeatures,0,icon: is not a known icon "confetti"`,
  );
});

test("a hero's claim must be one the site may show, and a figure or card it uses must exist", () => {
  const claim = breakLine("exam-pages", "      - claim: greWords", "      - claim: firstChoice");
  expect(() => checkPageCopy("exam-pages", claim.source)).toThrow(
    `content/pages/exam-pages.yml:\n- heroes,gre,stats,0,claim: is not a claim a page may show "firstChoice"`,
  );
  const card = breakLine("exam-pages", "      - *plan-ready", "      - *plan-redy");
  expect(() => checkPageCopy("exam-pages", card.source)).toThrow(
    "content/pages/exam-pages.yml:\n- heroes,toefl,featureCards,2: refers to *plan-redy, but no &plan-redy is written before it",
  );
});

test("the CPS landing hero shows /exams/hsat's figures and cards, with its own badge", () => {
  const { heroes } = checkPageCopy("exam-pages", contentFile("exam-pages"));
  expect(heroes.cps.badge).not.toBe(heroes.hsat.badge);
  expect(heroes.cps.stats).toEqual(heroes.hsat.stats);
  expect(heroes.cps.featureCards).toEqual(heroes.hsat.featureCards);
});

test("a landing page's text with an unknown price or fact names its field", () => {
  const price = breakLine(
    "comparisons",
    '      cells: ["{price:cps-7d} to {price:cps-6m} per plan", "{competitor:tutoring}", "{competitor:books}", Free]',
    '      cells: ["{price:cps-7d} to {price:cps-12m} per plan", "{competitor:tutoring}", "{competitor:books}", Free]',
  );
  expect(() => checkPageCopy("comparisons", price.source)).toThrow(
    `content/pages/comparisons.yml:\n- cps,rows,0,cells,0: refers to an unknown price "cps-12m"`,
  );
  const fact = breakLine(
    "landing-pages",
    "    heading: How {fact:cps-hsat-total-points} admission points add up",
    "    heading: How {fact:cps-hsat-points} admission points add up",
  );
  expect(() => checkPageCopy("landing-pages", fact.source)).toThrow(
    `content/pages/landing-pages.yml:\n- cps,scoring,heading: refers to an unknown fact "cps-hsat-points"`,
  );
});

test("a landing page's missing field, and an exam page's card or step that refers to nothing, name their field", () => {
  const missing = breakLine("landing-pages", "  diagnostic: Take the Free Diagnostic", null);
  expect(() => checkPageCopy("landing-pages", missing.source)).toThrow(
    /content\/pages\/landing-pages\.yml:\n- shsat,diagnostic: is missing$/,
  );
  const features = contentFile("features").replace(/^ {2}- \*analytics$/m, "  - *analytic");
  expect(() => checkPageCopy("features", features)).toThrow(
    "content/pages/features.yml:\n- act,7: refers to *analytic, but no &analytic is written before it",
  );
  const steps = breakLine("steps", "  - title: *custom-plan", "  - title: *own-plan");
  expect(() => checkPageCopy("steps", steps.source)).toThrow(
    "content/pages/steps.yml:\n- cps,1,title: refers to *own-plan, but no &own-plan is written before it",
  );
});

test("a text written for every exam may say {exam}; another word in braces is still an error", () => {
  const typo = breakLine("exam-pages", "panelTitle: Your {exam} study plan", "panelTitle: Your {exams} study plan");
  expect(() => checkPageCopy("exam-pages", typo.source)).toThrow(
    `content/pages/exam-pages.yml:\n- panelTitle: has a brace that is not a reference`,
  );
});
