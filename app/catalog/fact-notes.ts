// Other pages stating each format's figures, and what we could not confirm (content/facts.yml); read by
// `npm run facts` and the loaders' Dataset JSON-LD, never a page.
import { notes } from "#content/facts";
import type { ExamId } from "./exams";
import type { Provenance } from "./fact-sources";

/** An exam format's provenance with its notes. */
export function examFormatProvenance(exam: { id: ExamId; format: Provenance }): Provenance {
  return { ...exam.format, ...notes[`${exam.id}-format`] };
}
