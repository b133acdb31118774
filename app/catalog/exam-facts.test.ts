// The exam facts the pages show (exams.ts, cpsHsat, shsat) equal SPEC §9.
// The e2e specs then compare what the pages render with these catalog values.
import { describe, expect, test } from "vitest";
import { examFactClauses, examFactLine, numberIn, parseSectionClause } from "#tests/support/exam-facts";
import { cpsHsat, type ExamId, examById, shsat } from "./exams";

const specLabels: Partial<Record<ExamId, string>> = { toefl: "TOEFL", gre: "GRE", act: "ACT", hspt: "HSPT" };

/** SPEC's short section names ("quant") against ours ("Quantitative reasoning"). */
function sameSection(specName: string, ourName: string): boolean {
  const ours = ourName.toLowerCase();
  return ours.startsWith(specName) || (specName === "essays" && ours.includes("writing"));
}

describe.each(Object.entries(specLabels))("%s sections", (id, label) => {
  const exam = examById(id as ExamId);
  const specSections = examFactClauses(label ?? "")
    .map(parseSectionClause)
    .filter((section) => section !== null);

  test("are the sections of SPEC §9, in its order", () => {
    expect(exam.sections).toHaveLength(specSections.length);
    exam.sections.forEach((section, index) => {
      expect(sameSection(specSections[index]?.name ?? "", section.name)).toBe(true);
    });
  });

  test("have SPEC §9's question counts and minutes", () => {
    exam.sections.forEach((section, index) => {
      const spec = specSections[index];
      expect(numberIn(section.questions)).toBe(spec?.count);
      if (spec?.minutes) expect(numberIn(section.minutes)).toBe(spec.minutes);
    });
  });
});

test("TOEFL, GRE and ACT scales and HSPT's total time are SPEC §9's", () => {
  const clauses = (label: string) => examFactClauses(label).join("; ");
  expect(clauses("TOEFL")).toContain(`scale ${numberIn(examById("toefl").scale)}`);
  const [total, writing] = examById("gre")
    .scale.split(",")
    .map((part) => numberIn(part));
  expect(clauses("GRE")).toContain(`${total}; writing ${writing}`);
  expect(clauses("ACT")).toContain(`scale ${numberIn(examById("act").scale)}`);
  expect(clauses("HSPT")).toContain(`about ${numberIn(examById("hspt").totalTime)} hours`);
});

test("the SHSAT facts are SPEC §9's", () => {
  expect(examFactLine("SHSAT")).toBe(
    `${shsat.questions} questions (${shsat.mathQuestions} math + ${shsat.elaQuestions} ELA), ${shsat.minutes} min, ${shsat.maxScore} max, ${shsat.schools} schools`,
  );
  expect(examById("shsat").totalTime).toBe(`${shsat.minutes} minutes`);
  expect(examById("shsat").sections.map((section) => numberIn(section.questions))).toEqual([
    String(shsat.mathQuestions),
    String(shsat.elaQuestions),
  ]);
});

test("the CPS HSAT rules are SPEC §9's", () => {
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
  expect(cpsHsat.retakes).toBe(false);
  const cps = examById("cps");
  expect(cps.totalTime).toBe(`${cpsHsat.sectionMinutes * 2} minutes`);
  for (const section of cps.sections) {
    expect(numberIn(section.questions)).toBe(String(cpsHsat.sectionMaxPoints));
    expect(numberIn(section.minutes)).toBe(String(cpsHsat.sectionMinutes));
  }
});

/** "54–72 minutes" → [54, 72]; "17 minutes" → [17, 17]; no number → null. */
function minuteRange(text: string): [number, number] | null {
  const numbers = text.match(/\d+/g)?.map(Number) ?? [];
  if (numbers.length === 0) return null;
  return [numbers[0] ?? 0, numbers[1] ?? numbers[0] ?? 0];
}

test("a total time in minutes is the sum of the timed sections", () => {
  for (const id of ["toefl", "gre", "act"] as const) {
    const exam = examById(id);
    const timed = exam.sections.map((section) => minuteRange(section.minutes)).filter((range) => range !== null);
    const low = timed.reduce((sum, range) => sum + range[0], 0);
    const high = timed.reduce((sum, range) => sum + range[1], 0);
    const total = exam.totalTime.includes("minutes") ? minuteRange(exam.totalTime) : null;
    const hours = exam.totalTime.match(/about (\d+(?:\.\d+)?) hours?/i);
    if (total) expect(total).toEqual([low, high === low ? low : high]);
    // "About 3 hours" is within half an hour of the sum.
    else expect(Math.abs(Number(hours?.[1]) * 60 - (low + high) / 2)).toBeLessThanOrEqual(30);
  }
});
