// The lowest SHSAT scores that earned an offer at each specialized high school, by year (public sources only).

import { fillIn } from "#app/lib/fill-in";
import * as words from "#content/shsatCutoffs";
import { type FactSource, factsCheckedOn, type Provenance } from "../fact-sources";
import { moreFactSources } from "./more-fact-sources";

export type SchoolCutoffs = { school: string; cutoffs: Readonly<Record<CutoffYear, number>> };

export const cutoffYears = [2023, 2024, 2025] as const;
export type CutoffYear = (typeof cutoffYears)[number];

const gregsTutoring: FactSource = {
  title: "Greg's Tutoring: official SHSAT cutoffs by admission year (NYC DOE figures)",
  url: "https://gregstutoringnyc.com/shsat-cutoffs",
};

export const shsatCutoffs = {
  /** Admission year = the September the student starts; the test was the fall before. */
  schools: [
    { school: "Stuyvesant High School", cutoffs: { 2023: 561, 2024: 561, 2025: 556 } },
    {
      school: "High School for Mathematics, Science and Engineering at City College",
      cutoffs: { 2023: 518, 2024: 542, 2025: 526 },
    },
    { school: "The Bronx High School of Science", cutoffs: { 2023: 521, 2024: 526, 2025: 518 } },
    { school: "High School of American Studies at Lehman College", cutoffs: { 2023: 510, 2024: 514, 2025: 504 } },
    { school: "Brooklyn Technical High School", cutoffs: { 2023: 503, 2024: 507, 2025: 505 } },
    { school: "The Brooklyn Latin School", cutoffs: { 2023: 493, 2024: 492, 2025: 496 } },
  ],
  /** Schools the source above leaves out, from tutoring sites (secondary); their 2023 cutoffs were not found. */
  secondary: [
    { school: "Queens High School for the Sciences at York College", cutoffs: { 2024: 524, 2025: 518 } },
    { school: "Staten Island Technical High School", cutoffs: { 2024: 519, 2025: 527 } },
  ],
  source: gregsTutoring,
  alsoSeen: [
    moreFactSources.ivyShsatCutoffs2024,
    {
      title: "VEGA AI: lowest qualifying SHSAT scores for fall 2025 offers",
      url: "https://www.myvega.ai/test-prep/shsat/shsat-cutoff-scores-2025",
    },
  ],
  checkedOn: factsCheckedOn,
  effectiveFrom: "2023-03-01",
  effectiveText: "offers for September 2023 to September 2025",
  caveat:
    "The figures are NYC DOE's as collected by a tutoring site; we could not open the DOE's own admissions report. The 2025 figures and the 2024-to-2025 changes agree with a second site. The rows for Queens High School for the Sciences and Staten Island Tech come only from other tutoring sites (2024: Ivy Tutoring & Prep; 2025: VEGA AI's changes on 2024), and their 2023 cutoffs were not found.",
} as const satisfies Provenance & {
  schools: readonly SchoolCutoffs[];
  secondary: readonly { school: string; cutoffs: Partial<Record<CutoffYear, number>> }[];
};

/** The words around the table; `adaptiveNote` says old cutoffs may not carry over (issue 16). */
export const shsatCutoffCopy = {
  ...words,
  /** The rows only secondary sources give, and the years they lack. */
  missingNote: (schools: readonly string[]) => fillIn(words.missingNote, { schools: schools.join(" and ") }),
  yearLabel: (year: number) => `${year}`,
  /** A year a secondary row has no figure for. */
  notFound: "not found",
} as const;
