// The Spanish pages state the exams' facts in Spanish with the figures of content/facts.yml (issue 32): a figure is
// written once, and a Spanish sentence that does not say as many figures as its English one stops the build.
import { expect, test } from "vitest";
import { announcementsOf, changesOf } from "./exam-page/exam-changes";
import { examIn, exams } from "./exams";
import { checkedLabelIn, effectiveLabelIn, withFigures } from "./fact-words";

const figures = (text: string) => text.match(/\d+(?:\.\d+)?/g) ?? [];

test("every exam's format says the same figures in Spanish as in English", () => {
  for (const { id } of exams) {
    const [english, spanish] = [examIn("en", id), examIn("es", id)];
    expect(figures(spanish.audience)).toEqual(figures(english.audience));
    expect(figures(spanish.scale)).toEqual(figures(english.scale));
    expect(figures(spanish.totalTime)).toEqual(figures(english.totalTime));
    expect(figures(spanish.formatNote ?? "")).toEqual(figures(english.formatNote ?? ""));
    for (const [index, section] of spanish.sections.entries()) {
      const englishSection = english.sections[index];
      expect(figures(section.questions)).toEqual(figures(englishSection?.questions ?? ""));
      expect(figures(section.minutes)).toEqual(figures(englishSection?.minutes ?? ""));
    }
  }
  expect(examIn("es", "hspt").sections.map((section) => section.questions)).toContain("60 preguntas");
});

test("the changes and announcements the Spanish pages show keep their figures", () => {
  for (const exam of ["cps", "shsat", "hspt"] as const) {
    const [english, spanish] = [changesOf(exam), changesOf(exam, "es")];
    expect(spanish.map((change) => change.id)).toEqual(english.map((change) => change.id));
    for (const [index, change] of spanish.entries()) {
      expect(figures(change.before)).toEqual(figures(english[index]?.before ?? ""));
      expect(figures(change.after)).toEqual(figures(english[index]?.after ?? ""));
    }
    expect(announcementsOf(exam, "es").map((item) => figures(item.text))).toEqual(
      announcementsOf(exam).map((item) => figures(item.text)),
    );
  }
});

test("a Spanish sentence with more or fewer figures than its English one is refused, naming the entry", () => {
  expect(withFigures("{n} preguntas en {n} minutos", "50 questions in 180 minutes", "x")).toBe(
    "50 preguntas en 180 minutos",
  );
  expect(withFigures("Unos {n} minutos", "About 18–27 minutes", "x")).toBe("Unos 18–27 minutos");
  expect(() =>
    withFigures("{n} preguntas", "50 questions in 180 minutes", "exams.shsat.sections.Math.questions"),
  ).toThrow(/exam-pages\.yml, examFacts exams\.shsat\.sections\.Math\.questions: 1 \{n\} for the 2 figures/);
});

test("dates read in the page's language", () => {
  expect(checkedLabelIn("en", { checkedOn: "2026-11-27" })).toBe("Checked November 2026");
  expect(checkedLabelIn("es", { checkedOn: "2026-11-27" })).toBe("Verificado en noviembre de 2026");
  expect(effectiveLabelIn("es", { effectiveFrom: "2026-01-21" })).toBe("21 de enero de 2026");
  expect(effectiveLabelIn("en", { effectiveFrom: "2026-01-21" })).toBe("21 January 2026");
});
