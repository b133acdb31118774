// The lowest SHSAT scores that earned an offer at each specialized high school, by year (content/facts.yml).
import { fillIn } from "#app/lib/fill-in";
import type { Lang } from "#app/lib/lang";
import { shsatCutoffs } from "#content/facts";
import * as wordsEn from "#content/shsatCutoffs";
import * as wordsEs from "#content/shsatCutoffsEs";
import { landingLink } from "#content/shsatSchoolList";
import { pagePath } from "../../routes.ts";

export { shsatCutoffs };

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

/** The eight schools, those of the source first; a secondary source's row lacks some years. */
export const shsatSchools: readonly { id: string; school: string; cutoffs: Partial<Record<number, number>> }[] = [
  ...shsatCutoffs.schools,
  ...shsatCutoffs.secondary,
];

/** The table of past cutoffs in `lang`, with its notes, source and checked date (a FactTable's props). */
export function shsatCutoffTableIn(lang: Lang) {
  const copy = shsatCutoffCopyIn(lang);
  return {
    heading: copy.heading,
    intro: copy.intro,
    caption: copy.caption,
    columns: [copy.schoolColumn, ...cutoffYears.map(copy.yearLabel)],
    rows: shsatSchools.map(({ school, cutoffs }) => [
      school,
      ...cutoffYears.map((year) => String(cutoffs[year] ?? copy.notFound)),
    ]),
    notes: [copy.adaptiveNote, copy.missingNote(shsatCutoffs.secondary.map((row) => row.school))],
    source: shsatCutoffs.source,
    checkedOn: shsatCutoffs.checkedOn,
    // The list helper is in English only for now.
    ...(lang === "en" ? { link: { label: landingLink, href: pagePath("shsatSchoolList") } } : {}),
  };
}
