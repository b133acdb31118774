// The words around content/facts.yml's figures in a page's language (docs/decisions/066-spanish-pages.md): in
// Spanish, exam-pages.yml's `examFacts` gives the sentences and facts.yml keeps the figures, put in by `withFigures`.
import { fillIn } from "#app/lib/fill-in";
import type { Lang } from "#app/lib/lang";
import { examFacts } from "#content/examPagesEs";
import { note as noteEn } from "#content/whatChanged";
import { note as noteEs } from "#content/whatChangedEs";
import { effectiveLabel, monthYear, type Provenance } from "./fact-sources";

/** The figures of an English text, in order: "57", "2.5", a range "18–27" as one. */
const figurePattern = /\d+(?:\.\d+)?(?:\s?[–-]\s?\d+(?:\.\d+)?)?/g;

/** The Spanish words of the facts; the file's schema leaves them optional, the English file having none. */
export function spanishFacts(): NonNullable<typeof examFacts> {
  if (!examFacts) throw new Error("content/pages/es/exam-pages.yml has no examFacts");
  return examFacts;
}

/**
 * `translated` with each `{n}` replaced by the next figure of `english`, so a figure is written once, in facts.yml.
 * `where` names the entry when the two do not have as many figures (the build stops on it).
 */
export function withFigures(translated: string, english: string, where: string): string {
  const figures = english.match(figurePattern) ?? [];
  const blanks = translated.split("{n}").length - 1;
  if (blanks !== figures.length) {
    throw new Error(
      `content/pages/es/exam-pages.yml, examFacts ${where}: ${blanks} {n} for the ${figures.length} figures of "${english}"`,
    );
  }
  let next = 0;
  return translated.replace(/\{n\}/g, () => figures[next++] ?? "");
}

/** A date in Spanish ("21 de enero de 2026", "noviembre de 2026"); these pages are rendered on the server only. */
const spanishDate = (iso: string, options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat("es-US", { ...options, timeZone: "UTC" }).format(new Date(`${iso}T00:00:00Z`));

/** "Checked November 2026", "Verificado en noviembre de 2026": the freshness line of a facts box or table. */
export function checkedLabelIn(lang: Lang, { checkedOn }: Pick<Provenance, "checkedOn">): string {
  if (lang === "en") return fillIn(noteEn.checked, { when: monthYear(checkedOn) });
  return fillIn(noteEs.checked, { when: spanishDate(checkedOn, { month: "long", year: "numeric" }) });
}

/** "21 January 2026" or the words of `effectiveText`; in Spanish, the effectiveText already put in Spanish. */
export function effectiveLabelIn(lang: Lang, provenance: Pick<Provenance, "effectiveFrom" | "effectiveText">): string {
  if (lang === "en" || provenance.effectiveText) return effectiveLabel(provenance);
  return spanishDate(provenance.effectiveFrom, { day: "numeric", month: "long", year: "numeric" });
}
