// What changed in the exams' formats (content/facts.yml, with sources). The replaced figures are allowed only
// inside a what-changed note; `superseded` lets a test find them anywhere else (decision 020).
import { fillIn } from "#app/lib/fill-in";
import type { Lang } from "#app/lib/lang";
import { announcements, changes } from "#content/facts";
import { announcementsHeading, note, toeflScales, whichVersion } from "#content/whatChanged";
import { type ExamId, examById, examIn, exams } from "../exams";
import { isIsoDate, type Provenance } from "../fact-sources";
import { spanishFacts, withFigures } from "../fact-words";
import { toeflBandCefr, toeflBands, toeflScaleProvenance, toeflScaleTables, toeflTotalMax } from "../toefl-score-scale";

/** The attribute that marks a what-changed note in HTML; the old figures may appear inside it. */
export const whatChangedAttribute = "data-what-changed";

/** The words around the notes and /exams/changes, with a date put in as the page is drawn. */
export const whatChangedCopy = {
  ...note,
  since: (when: string) => fillIn(note.since, { when }),
  announced: (when: string) => `${when.charAt(0).toUpperCase()}${when.slice(1)}`,
  announcementsHeading,
  toeflScales,
  whichVersion,
} as const;

/** The bold opening of a what-changed note in Markdown: `> **What changed …**`. */
export const whatChangedMarkdownLead = "**What changed";

/** "/\\b57\\b/" → /\b57\b/: content/facts.yml writes the old figures' patterns as text. */
function pattern(written: string): RegExp {
  const end = written.lastIndexOf("/");
  return new RegExp(written.slice(1, end), written.slice(end + 1));
}

/** A change of format: `superseded` finds its old figures, `supersededAlone` one shown without its companion. */
export type ExamChange = Omit<(typeof changes)[number], "superseded" | "supersededAlone"> & {
  superseded: readonly RegExp[];
  supersededAlone?: { figure: RegExp; companion: RegExp };
};

export const examChanges: readonly ExamChange[] = changes.map(({ superseded, supersededAlone, ...change }) => ({
  ...change,
  superseded: superseded.map(pattern),
  ...(supersededAlone && {
    supersededAlone: { figure: pattern(supersededAlone.figure), companion: pattern(supersededAlone.companion) },
  }),
}));

/** Announced changes whose format we could not see yet: listed, with no figures. */
export const examAnnouncements = announcements;
export type ExamAnnouncement = (typeof announcements)[number];

/** Every change, newest first, for /exams/changes. */
export function changesByDate(): ExamChange[] {
  return [...examChanges].sort((a, b) => b.effectiveFrom.localeCompare(a.effectiveFrom));
}

/** A text of facts.yml in Spanish (exam-pages.yml's `examFacts`), with its figures. */
function spanish(translated: string | undefined, english: string, where: string): string {
  if (translated === undefined) throw new Error(`content/pages/es/exam-pages.yml, examFacts ${where}: is missing`);
  return withFigures(translated, english, where);
}

/**
 * When a change started, in Spanish: its own words, or its exam format's when the change has none of its own (a
 * change without `effectiveFrom` starts with the format, facts.yml).
 */
function spanishEffectiveText(change: ExamChange, own: string | undefined): string | undefined {
  if (!change.effectiveText) return undefined;
  if (own === undefined && change.effectiveText === examById(change.exam).format.effectiveText) {
    return examIn("es", change.exam).format.effectiveText;
  }
  return spanish(own, change.effectiveText, `changes.${change.id}.effectiveText`);
}

function spanishChange(change: ExamChange): ExamChange {
  const words = spanishFacts().changes[change.id];
  const at = (field: string) => `changes.${change.id}.${field}`;
  const effectiveText = spanishEffectiveText(change, words?.effectiveText);
  return {
    ...change,
    title: spanish(words?.title, change.title, at("title")),
    before: spanish(words?.before, change.before, at("before")),
    after: spanish(words?.after, change.after, at("after")),
    ...(effectiveText && { effectiveText }),
  };
}

/** The changes of one exam, newest first, in `lang`. */
export function changesOf(exam: ExamId, lang: Lang = "en"): ExamChange[] {
  const ofExam = changesByDate().filter((change) => change.exam === exam);
  return lang === "en" ? ofExam : ofExam.map(spanishChange);
}

/** The announced changes of one exam, in `lang`. */
export function announcementsOf(exam: ExamId, lang: Lang = "en"): ExamAnnouncement[] {
  const ofExam = announcements.filter((announcement) => announcement.exam === exam);
  if (lang === "en") return ofExam;
  return ofExam.map((announcement) => {
    const words = spanishFacts().announcements[announcement.id];
    const at = (field: string) => `announcements.${announcement.id}.${field}`;
    return {
      ...announcement,
      title: spanish(words?.title, announcement.title, at("title")),
      text: spanish(words?.text, announcement.text, at("text")),
      ...(announcement.effectiveText && {
        effectiveText: spanish(words?.effectiveText, announcement.effectiveText, at("effectiveText")),
      }),
    };
  });
}

/** ETS's table of 0–120 totals and 1–6 bands with their CEFR levels (sources in toefl-score-scale.ts). */
export const toeflConcordance = {
  rows: toeflBands.map((band, index) => {
    const low = toeflScaleTables.total[index] ?? 0;
    const high = index === 0 ? toeflTotalMax : (toeflScaleTables.total[index - 1] ?? toeflTotalMax + 1) - 1;
    return { total: `${low}–${high}`, band: String(band), note: toeflBandCefr[band] };
  }),
  ...toeflScaleProvenance,
} as const satisfies Provenance & { rows: readonly { total: string; band: string; note: string }[] };

/**
 * The format in force for `exam` on `date` (YYYY-MM-DD): the format a change brought in on or before it (`current`),
 * the one the exam's first recorded change replaced (`earlier`), or the one on its page when none is on record.
 */
export function formatOnDate(exam: ExamId, date: string) {
  const changes = changesOf(exam);
  const inForce = changes.find((change) => change.effectiveFrom <= date);
  if (inForce) return { kind: "current" as const, change: inForce };
  const first = changes.at(-1);
  return first ? { kind: "earlier" as const, change: first } : { kind: "noChange" as const };
}

export type WhichVersionOutcome = ReturnType<typeof whichVersionFromQuery>;

/** "Which version will I take?" from the address: `?exam=toefl&date=2026-03-14`. */
export function whichVersionFromQuery(query: URLSearchParams) {
  const fields = { exam: (query.get("exam") ?? "").slice(0, 20), date: (query.get("date") ?? "").trim().slice(0, 20) };
  if (fields.exam === "" && fields.date === "") return { kind: "empty" as const, fields };
  const exam = exams.find((candidate) => candidate.id === fields.exam)?.id;
  const errors: { exam?: "examMissing"; date?: "dateMissing" | "dateInvalid" } = {};
  if (!exam) errors.exam = "examMissing";
  if (fields.date === "") errors.date = "dateMissing";
  else if (!isIsoDate(fields.date)) errors.date = "dateInvalid";
  if (!exam || errors.date) return { kind: "invalid" as const, fields, errors };
  return {
    kind: "answer" as const,
    fields,
    exam,
    date: fields.date,
    answer: formatOnDate(exam, fields.date),
    // Announcements made by the date whose new format has no start date yet.
    announcements: announcements.filter((item) => item.exam === exam && item.effectiveFrom <= fields.date),
  };
}
