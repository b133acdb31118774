// The exams we prepare for and their formats, with sources: data in content/facts.yml (decisions 020 and 055).
import type { Lang } from "#app/lib/lang";
import { cpsHsat, exams, notes, shsat } from "#content/facts";
import type { Provenance } from "./fact-sources";
import { spanishFacts, withFigures } from "./fact-words";

export { cpsHsat, exams, shsat };
export type Exam = (typeof exams)[number];
export type ExamId = Exam["id"];

/** A section's name as a facts box shows it: "Science (optional)". */
export const sectionLabel = (section: Exam["sections"][number]): string => sectionLabelIn("en", section);

/** A section of `examIn(lang, …)` as a facts box shows it: "Ciencias (opcional)". */
export function sectionLabelIn(lang: Lang, section: Exam["sections"][number]): string {
  if (!section.optional) return section.name;
  return `${section.name} ${lang === "es" ? spanishFacts().optional : "(optional)"}`;
}

export function examById(id: ExamId): Exam {
  const exam = exams.find((candidate) => candidate.id === id);
  if (!exam) throw new Error(`Unknown exam ${id}`);
  return exam;
}

/** An exam with its words in Spanish (exam-pages.yml's `examFacts`) and its figures from facts.yml. */
function spanishExam(exam: Exam): Exam {
  const words = spanishFacts().exams[exam.id];
  const put = (translated: string | undefined, english: string, where: string) => {
    if (translated === undefined) throw new Error(`content/pages/es/exam-pages.yml, examFacts ${where}: is missing`);
    return withFigures(translated, english, where);
  };
  const at = (field: string) => `exams.${exam.id}.${field}`;
  return {
    ...exam,
    fullName: put(words.fullName, exam.fullName, at("fullName")),
    audience: put(words.audience, exam.audience, at("audience")),
    scale: put(words.scale, exam.scale, at("scale")),
    totalTime: put(words.totalTime, exam.totalTime, at("totalTime")),
    ...(exam.formatNote && { formatNote: put(words.formatNote, exam.formatNote, at("formatNote")) }),
    format: {
      ...exam.format,
      ...(exam.format.effectiveText && {
        effectiveText: put(words.effectiveText, exam.format.effectiveText, at("effectiveText")),
      }),
    },
    sections: exam.sections.map((section) => {
      const named = words.sections[section.name];
      const sectionAt = (field: string) => at(`sections.${section.name}.${field}`);
      return {
        ...section,
        name: put(named?.name, section.name, sectionAt("name")),
        questions: put(named?.questions, section.questions, sectionAt("questions")),
        minutes: put(named?.minutes, section.minutes, sectionAt("minutes")),
      };
    }),
  };
}

const spanishExams = new Map<ExamId, Exam>();

/** An exam in `lang`: its names, audience, format and notes in that language, the same figures. */
export function examIn(lang: Lang, id: ExamId): Exam {
  const exam = examById(id);
  if (lang === "en") return exam;
  const known = spanishExams.get(id);
  if (known) return known;
  const spanish = spanishExam(exam);
  spanishExams.set(id, spanish);
  return spanish;
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
