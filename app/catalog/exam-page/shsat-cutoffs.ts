// The lowest SHSAT scores that earned an offer at each specialized high school, by year (content/facts.yml).
import { fillIn } from "#app/lib/fill-in";
import * as words from "#content/shsatCutoffs";

export { shsatCutoffs } from "#content/facts";

export const cutoffYears = [2023, 2024, 2025] as const;

/** The words around the table; `adaptiveNote` says old cutoffs may not carry over (issue 16). */
export const shsatCutoffCopy = {
  ...words,
  /** The rows only secondary sources give, and the years they lack. */
  missingNote: (schools: readonly string[]) => fillIn(words.missingNote, { schools: schools.join(" and ") }),
  yearLabel: (year: number) => `${year}`,
  /** A year a secondary row has no figure for. */
  notFound: "not found",
} as const;
