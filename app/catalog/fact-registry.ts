// Every sourced exam fact in one list with the pages that show it (for the unit test and `npm run facts`).

import { notes } from "#content/facts";
import { examAnnouncements, examChanges, toeflConcordance } from "./exam-page/exam-changes";
import { shsatCutoffs } from "./exam-page/shsat-cutoffs";
import { cpsHsat, type ExamId, examById, examFormatProvenance, exams } from "./exams";
import type { Provenance } from "./fact-sources";

export type RegisteredFact = { id: string; label: string; provenance: Provenance; pages: readonly string[] };

function examPages(exam: { route: string; examPage: string | null }): string[] {
  return [...new Set([exam.route, exam.examPage, "/exams/changes"].filter((path) => path !== null))];
}

export function registeredFacts(): RegisteredFact[] {
  const pagesOf = (id: ExamId) => examPages(examById(id));
  return [
    ...exams.map((exam) => ({
      id: `${exam.id}-format`,
      label: `${exam.fullName}: sections, questions, time and scale`,
      provenance: examFormatProvenance(exam.id),
      pages: [...examPages(exam), "/exams", "/study-guides"],
    })),
    {
      id: "cps-admission-points",
      label: "CPS selective enrollment: 900 points, 450 from the test, tiers and seat shares",
      provenance: { ...cpsHsat.rules, ...notes["cps-admission-points"] },
      pages: ["/highschoolentrance", "/highschoolentrance/points-calculator", "/exams/hsat"],
    },
    ...examChanges.map((change) => ({
      id: change.id,
      label: `What changed: ${change.title}`,
      provenance: change,
      pages: pagesOf(change.exam),
    })),
    ...examAnnouncements.map((announcement) => ({
      id: announcement.id,
      label: `Announced: ${announcement.title}`,
      provenance: announcement,
      pages: pagesOf(announcement.exam),
    })),
    {
      id: "toefl-concordance",
      label: "TOEFL: old 0–120 requirements as 1–6 bands",
      provenance: toeflConcordance,
      pages: ["/toefl", "/exams/toefl", "/exams/changes"],
    },
    {
      id: "shsat-cutoffs",
      label: "SHSAT: lowest scores that earned an offer, by school and year",
      provenance: shsatCutoffs,
      pages: ["/shsat", "/shsat/school-list"],
    },
  ];
}
