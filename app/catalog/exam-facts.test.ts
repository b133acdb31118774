// Exam facts are dated, sourced data (issue 16): every fact names its source,
// the day it was checked and the day the format took effect; the formats are
// the exam owners' current ones; HSPT and CPS HSAT keep the brief's figures (docs/product.md, "Exam facts"), for
// which no newer source was found.
import { describe, expect, test } from "vitest";
import { examFactClauses, examFactLine, numberIn, parseSectionClause } from "#tests/support/exam-facts";
import { changesOf, examChanges } from "./exam-page/exam-changes";
import { cpsHsat, type ExamId, examById, exams, shsat } from "./exams";
import { registeredFacts } from "./fact-registry";
import { factAgeDays, factMaxAgeDays, factsCheckedOn, provenanceProblems } from "./fact-sources";

describe.each(registeredFacts().map((fact) => [fact.id, fact] as const))("fact %s", (_id, fact) => {
  test("has a source with a title and an address, a checked date and an effective date", () => {
    expect(provenanceProblems(fact.provenance)).toEqual([]);
  });

  test("is shown on at least one page", () => {
    expect(fact.pages.length).toBeGreaterThan(0);
  });
});

test("a fact without a source, a checked date or an effective date is reported", () => {
  expect(provenanceProblems({})).toEqual(["no source title", "no source URL", "no checked date", "no effective date"]);
  expect(
    provenanceProblems({
      source: { title: "ETS", url: "https://www.ets.org/" },
      checkedOn: "2026-13-01",
      effectiveFrom: "2026-01-21",
    }),
  ).toEqual(["no checked date"]);
  expect(
    provenanceProblems(
      { source: { title: "ETS", url: "https://www.ets.org/" }, checkedOn: "2027-01-01", effectiveFrom: "2026-01-21" },
      "2026-11-24",
    ),
  ).toEqual(["checked date in the future"]);
});

test("every exam in the catalog is registered with its format's provenance", () => {
  const ids = new Set(registeredFacts().map((fact) => fact.id));
  for (const exam of exams) expect(ids.has(`${exam.id}-format`)).toBe(true);
});

test("a fact is due for a check a year after it was checked", () => {
  expect(factAgeDays("2025-11-24", "2026-11-24")).toBe(365);
  expect(factAgeDays(factsCheckedOn, factsCheckedOn)).toBeLessThanOrEqual(factMaxAgeDays);
});

/** The formats issue 16 asks for, as the exam owners state them. */
const currentFormats: Record<
  "gre" | "act" | "toefl" | "shsat",
  { sections: [string, string, string][]; since: string }
> = {
  gre: {
    since: "2023-09-22",
    sections: [
      ["Verbal reasoning", "27", "41"],
      ["Quantitative reasoning", "27", "47"],
      ["Analytical writing", "1", "30"],
    ],
  },
  act: {
    since: "2025-04-01",
    sections: [
      ["English", "50", "35"],
      ["Math", "45", "50"],
      ["Reading", "36", "40"],
      ["Science", "40", "40"],
      ["Writing", "1", "40"],
    ],
  },
  toefl: {
    since: "2026-01-21",
    sections: [
      ["Reading", "35-48", "18-27"],
      ["Listening", "35-45", "18-27"],
      ["Writing", "12", "23"],
      ["Speaking", "11", "8"],
    ],
  },
  shsat: {
    since: "2026-10-01",
    sections: [
      ["Math", "50", "180"],
      ["English Language Arts", "50", "180"],
    ],
  },
};

describe.each(Object.entries(currentFormats))("%s", (id, format) => {
  const exam = examById(id as ExamId);

  test("has the current sections, question counts and minutes", () => {
    expect(
      exam.sections.map((section) => [section.name, numberIn(section.questions), numberIn(section.minutes)]),
    ).toEqual(format.sections);
  });

  test("dates the format from the day it took effect", () => {
    expect(exam.format.effectiveFrom).toBe(format.since);
  });

  test("has a dated what-changed entry whose new format is the one on the page", () => {
    const [latest] = changesOf(exam.id);
    expect(latest?.effectiveFrom).toBe(format.since);
    for (const [, questions] of format.sections) expect(latest?.after).toContain(questions.replace("-", "–"));
  });
});

test("GRE keeps its scales: 130–170 per section, 260–340 in total, writing 0–6", () => {
  expect(examById("gre").scale).toBe("130–170 per section, 260–340 in total; writing 0–6");
  expect(examById("gre").totalTime).toBe("About 1 hour 58 minutes");
});

test("ACT science and writing are optional and the composite averages English, math and reading", () => {
  const act = examById("act");
  expect(act.sections.filter((section) => section.optional).map((section) => section.name)).toEqual([
    "Science",
    "Writing",
  ]);
  expect(act.scale).toContain("average of English, math and reading");
  expect(act.sections.find((section) => section.name === "Math")?.questions).toContain("4 answer choices");
});

test("TOEFL shows both scales: the 1–6 bands and the 0–120 total", () => {
  expect(examById("toefl").scale).toMatch(/1–6 bands in half-band steps.*0–120/);
});

test("the SHSAT figures the landing page uses are the shsat exam's sections", () => {
  const sections = examById("shsat").sections.map((section) => Number(numberIn(section.questions)));
  expect([shsat.mathQuestions, shsat.elaQuestions]).toEqual(sections);
  expect(shsat.questions).toBe(shsat.mathQuestions + shsat.elaQuestions);
  expect(examById("shsat").totalTime).toBe(`${shsat.minutes} minutes`);
  expect(shsat.schools).toBe(8);
});

/** "About 18–27 minutes" → [18, 27]; "17 minutes" → [17, 17]; "About 1 hour 58 minutes" → [118, 118]. */
function minuteRange(text: string): [number, number] | null {
  const hours = /(\d+) hours? (\d+) minutes/.exec(text);
  if (hours) return [Number(hours[1]) * 60 + Number(hours[2]), Number(hours[1]) * 60 + Number(hours[2])];
  const numbers = text.match(/\d+/g)?.map(Number) ?? [];
  if (numbers.length === 0) return null;
  return [numbers[0] ?? 0, numbers[1] ?? numbers[0] ?? 0];
}

test("a total time is the sum of the timed sections (ACT: without the optional ones)", () => {
  for (const id of ["toefl", "gre", "act"] as const) {
    const exam = examById(id);
    const timed = exam.sections
      .filter((section) => !("optional" in section && section.optional))
      .map((section) => minuteRange(section.minutes))
      .filter((range) => range !== null);
    const low = timed.reduce((sum, range) => sum + range[0], 0);
    const high = timed.reduce((sum, range) => sum + range[1], 0);
    expect(minuteRange(exam.totalTime)).toEqual([low, high]);
  }
});

test("every what-changed entry states the figures it replaced, and its patterns find them", () => {
  for (const change of examChanges) {
    expect(change.before.length).toBeGreaterThan(0);
    if (change.superseded.length > 0) {
      expect(change.superseded.some((pattern) => pattern.test(change.before))).toBe(true);
      expect(change.superseded.some((pattern) => pattern.test(change.after))).toBe(false);
    }
  }
});

// HSPT: no newer format found; the brief's figures stay (docs/product.md, "Exam facts").
test("HSPT sections are the brief's", () => {
  const specSections = examFactClauses("HSPT")
    .map(parseSectionClause)
    .filter((section) => section !== null);
  const hspt = examById("hspt");
  expect(hspt.sections.map((section) => [numberIn(section.questions), numberIn(section.minutes)])).toEqual(
    specSections.map((section) => [section.count, section.minutes]),
  );
  expect(examFactClauses("HSPT").join("; ")).toContain(`about ${numberIn(hspt.totalTime)} hours`);
});

// CPS HSAT: a new test is announced but its format is not published; the brief's rules stay
// (docs/product.md, "Exam facts").
test("the CPS HSAT rules are the brief's", () => {
  const line = examFactLine("CPS HSAT");
  const percent = (share: number) => `${Math.round(share * 100)}%`;
  const { startWeeksAhead: weeks } = cpsHsat;
  for (const fact of [
    `${cpsHsat.sectionMinutes * 2}-minute test (Math ${cpsHsat.sectionMinutes} and Reading ${cpsHsat.sectionMinutes}, no calculator`,
    `each section up to ${cpsHsat.sectionMaxPoints} points`,
    `${cpsHsat.testPoints} of ${cpsHsat.totalPoints} admission points from the test and ${cpsHsat.gradePoints} from 7th-grade grades`,
    `percentile multiplier ${cpsHsat.percentileMultiplier}`,
    `first ${percent(cpsHsat.rankSeatShare)} of seats to top scorers, ${percent(cpsHsat.tierSeatShare)} split across ${cpsHsat.tiers} tiers`,
    `rank up to ${cpsHsat.schoolsToRank} schools`,
    "taken once, no retakes",
    `${cpsHsat.selectiveSchools} selective schools`,
    `start ${weeks.min}-${weeks.max} weeks ahead`,
  ]) {
    expect(line).toContain(fact);
  }
  const cps = examById("cps");
  expect(cps.totalTime).toBe(`${cpsHsat.sectionMinutes * 2} minutes`);
  for (const section of cps.sections) {
    expect(numberIn(section.questions)).toBe(String(cpsHsat.sectionMaxPoints));
    expect(numberIn(section.minutes)).toBe(String(cpsHsat.sectionMinutes));
  }
});
