// The lowest SHSAT scores that earned an offer at each specialized high school, by year (content/facts.yml).
import { fillIn } from "#app/lib/fill-in";
import type { Lang } from "#app/lib/lang";
import * as wordsEn from "#content/shsatCutoffs";
import * as wordsEs from "#content/shsatCutoffsEs";

export { shsatCutoffs } from "#content/facts";

export const cutoffYears = [2023, 2024, 2025] as const;

/** Schools in a sentence: "A and B", "A y B" (server-rendered pages only). */
const schoolList = (lang: Lang, schools: readonly string[]) =>
  new Intl.ListFormat(lang === "es" ? "es-US" : "en-US", { type: "conjunction" }).format(schools);

/** The words around the table in `lang`; `adaptiveNote` says old cutoffs may not carry over (issue 16). */
export function shsatCutoffCopyIn(lang: Lang) {
  const words = lang === "en" ? wordsEn : wordsEs;
  return {
    ...words,
    /** The rows only secondary sources give, and the years they lack. */
    missingNote: (schools: readonly string[]) => fillIn(words.missingNote, { schools: schoolList(lang, schools) }),
    yearLabel: (year: number) => `${year}`,
  } as const;
}
