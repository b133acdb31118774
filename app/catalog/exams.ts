// The exams we prepare for and their formats, with sources: data in content/facts.yml (decisions 020 and 055).
import { cpsHsat, exams, notes, shsat } from "#content/facts";
import type { Provenance } from "./fact-sources";

export { cpsHsat, exams, shsat };
export type Exam = (typeof exams)[number];
export type ExamId = Exam["id"];

/** A section's name as a facts box shows it: "Science (optional)". */
export function sectionLabel(section: Exam["sections"][number]): string {
  return section.optional ? `${section.name} (optional)` : section.name;
}

export function examById(id: ExamId): Exam {
  const exam = exams.find((candidate) => candidate.id === id);
  if (!exam) throw new Error(`Unknown exam ${id}`);
  return exam;
}

/** The exam chooser's order (docs/product.md, "Exam selection"); GMAT is listed but cannot be chosen yet. */
export const examChooser = [
  ...(["toefl", "cps", "shsat", "hspt", "gre"] as const).map((id) => {
    const exam = examById(id);
    return { id, title: exam.name, subtitle: exam.audience, url: exam.route, available: true };
  }),
  { id: "gmat", title: "GMAT", subtitle: "Business school admissions", url: null, available: false },
] as const;

/** An exam format's provenance with its notes: other pages stating it, and what we could not confirm. */
export function examFormatProvenance(id: ExamId): Provenance {
  return { ...examById(id).format, ...notes[`${id}-format`] };
}
