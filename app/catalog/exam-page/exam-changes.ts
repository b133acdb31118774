// What changed in the exams' formats, by date, with sources: the "What changed"
// notes on the exam pages and the /exams/changes page. The figures a change
// replaced are allowed only inside such a note; `superseded` lists them so a
// test can find them anywhere else (docs/decisions/020-exam-facts-as-sourced-data.md).

import { fillIn } from "#app/lib/fill-in";
import { announcementsHeading, note, toeflScales } from "#content/whatChanged";
import { type ExamId, factSources, shsatAdaptiveFrom } from "../exams";
import { factsCheckedOn, type Provenance } from "../fact-sources";
import { moreFactSources } from "./more-fact-sources";

export type ExamChange = Provenance & {
  id: string;
  exam: ExamId;
  /** One line: what is different now. */
  title: string;
  /** The format before, as our pages used to show it. */
  before: string;
  /** The format now. */
  after: string;
  /**
   * The old figures, as patterns over a page's text: a match outside a
   * what-changed note means a page still shows the old format.
   */
  superseded: readonly RegExp[];
  /** A figure that is superseded only when shown alone: in a paragraph without its companion. */
  supersededAlone?: { figure: RegExp; companion: RegExp };
};

/** The attribute that marks a what-changed note in HTML; the old figures may appear inside it. */
export const whatChangedAttribute = "data-what-changed";

/**
 * The words around the notes and the /exams/changes page
 * (content/pages/what-changed.yml), with a date put in as the page is drawn.
 */
export const whatChangedCopy = {
  ...note,
  since: (when: string) => fillIn(note.since, { when }),
  announced: (when: string) => `${when.charAt(0).toUpperCase()}${when.slice(1)}`,
  announcementsHeading,
  toeflScales,
} as const;

/** The bold opening of a what-changed note in Markdown: `> **What changed …**`. */
export const whatChangedMarkdownLead = "**What changed";

export const examChanges = [
  {
    id: "gre-2023-shorter",
    exam: "gre",
    title: "The GRE General Test became about half as long",
    before:
      "Verbal reasoning 40 questions in 60 minutes, quantitative reasoning 40 questions in 70 minutes, two essays (Analyze an Issue and Analyze an Argument) and an unscored section: about 3 hours 45 minutes.",
    after:
      "Verbal reasoning 27 questions in 41 minutes, quantitative reasoning 27 questions in 47 minutes, 1 Analyze an Issue essay in 30 minutes: about 1 hour 58 minutes. Score scales unchanged (130–170, 260–340, writing 0–6); scores in 8–10 days.",
    superseded: [
      /\b40 questions (?:in|,) ?(?:60|70) minutes/i,
      /\b40 questions per section/i,
      /\b(?:two|2|both) (?:analytical writing )?essays\b(?! a week| per week)/i,
      /Analyze an Argument/i,
      /130 minutes plus/i,
    ],
    source: factSources.princetonReviewGre,
    alsoSeen: [moreFactSources.greShorterAnnouncement],
    checkedOn: factsCheckedOn,
    effectiveFrom: "2023-09-22",
  },
  {
    id: "act-2025-enhanced",
    exam: "act",
    title: "The enhanced ACT: shorter, science optional, a new composite",
    before:
      "English 75 questions in 45 minutes, math 60 in 60 (five answer choices), reading 40 in 35, science 40 in 35, all required; the composite averaged all four.",
    after:
      "English 50 questions in 35 minutes, math 45 in 50 (four answer choices), reading 36 in 40; science (40 in 40) and writing (1 essay, 40 minutes) optional; the composite averages English, math and reading; about 2 hours 5 minutes.",
    superseded: [
      /\b75 (?:questions|q\b)/i,
      /\|\s*75\s*\|/,
      /\b60 questions,? (?:in )?60 minutes/i,
      /\b40 questions,? (?:in )?35 minutes/i,
      /\|\s*40\s*\|\s*35\s*\|/,
    ],
    source: factSources.actEnhancements,
    alsoSeen: [moreFactSources.actEnhancementsK12, moreFactSources.edisonPrepAct],
    checkedOn: factsCheckedOn,
    effectiveFrom: "2025-04-01",
    effectiveText: "April 2025 online, September 2025 on paper",
  },
  {
    id: "shsat-2025-digital",
    exam: "shsat",
    title: "The SHSAT moved from paper to computer",
    before: "A paper test: 57 math and 57 ELA questions in 180 minutes.",
    after:
      "The same 57 + 57 questions in 180 minutes, taken on a DOE-provided computer, with new on-screen question types.",
    superseded: [],
    source: moreFactSources.nycShsatFaq,
    alsoSeen: [moreFactSources.shsatLabFormat],
    checkedOn: factsCheckedOn,
    effectiveFrom: "2025-10-01",
    effectiveText: "fall 2025 (for September 2026 admission)",
  },
  {
    id: "toefl-2026-bands",
    exam: "toefl",
    title: "TOEFL iBT: adaptive reading and listening, a 1–6 band score, a shorter test",
    before:
      "The format our pages showed: reading 30–40 questions in 54–72 minutes, listening 28–39 questions in 41–57 minutes, speaking 4 tasks in 17 minutes, writing 2 tasks in 50 minutes, a total from 0 to 120.",
    after:
      "Reading (35–48 questions, about 18–27 minutes) and listening (35–45 questions, about 18–27 minutes) adapt to you; writing 12 tasks in about 23 minutes; speaking 11 tasks in about 8 minutes. Each section and the total get a band from 1 to 6 in half bands, aligned with the CEFR, shown beside a comparable 0–120 total for two years. Scores within 72 hours.",
    superseded: [
      /\b30[–-]40 ?(?:questions|q\b|preguntas|प्रश्न|문항)/i,
      /\b54[–-]72\b/,
      /\b41[–-]57\b/,
      /\b28[–-]39\b/,
      /\b162[–-]196\b/,
      /\b4 tasks,? (?:in )?17 minutes/i,
      /\b2 tasks,? (?:in )?50 minutes/i,
      /50분 동안 2개의 과제/,
    ],
    // 0–120 is still shown during the transition, but never as the only scale.
    supersededAlone: { figure: /\b0 ?(?:[–-]|to|a|से) ?120\b/, companion: /\b1 ?(?:[–-]|to|a|से) ?6\b/ },
    source: factSources.etsToeflEnhancements,
    alsoSeen: [moreFactSources.toeflResources2026, moreFactSources.myToefl2026],
    checkedOn: factsCheckedOn,
    effectiveFrom: "2026-01-21",
  },
  {
    id: "shsat-2026-adaptive",
    exam: "shsat",
    title: "The SHSAT became computer-adaptive, with 50 + 50 questions",
    before:
      "A fixed test: 57 math and 57 ELA questions (114 in all) in 180 minutes, with free movement between questions.",
    after:
      "50 ELA and 50 math questions in 180 minutes; the difficulty follows each answer, and a submitted question cannot be reopened, except within one reading passage until it is submitted. Still 8 schools.",
    superseded: [/\b57\b(?! ?minutes)/, /\b114\b/],
    source: factSources.shsatAdaptiveNews,
    alsoSeen: [moreFactSources.nycShsatFaq, moreFactSources.shsatLabFormat],
    checkedOn: factsCheckedOn,
    ...shsatAdaptiveFrom,
  },
] as const satisfies readonly ExamChange[];

/** An announced change whose format we could not see yet: listed, with no figures. */
export type ExamAnnouncement = Provenance & { id: string; exam: ExamId; title: string; text: string };

export const examAnnouncements = [
  {
    id: "cps-2026-new-test",
    exam: "cps",
    title: "CPS is replacing the High School Admissions Test",
    text: "The Chicago Sun-Times reported in June 2026 that CPS is replacing the HSAT with a different exam that is longer and given only in English. We could not yet see the new test's sections or timing; our CPS pages show the 60-minute test until CPS publishes the new format.",
    source: moreFactSources.cpsNewTest2026,
    checkedOn: factsCheckedOn,
    effectiveFrom: "2026-06-05",
    effectiveText: "announced June 2026",
  },
] as const satisfies readonly ExamAnnouncement[];

/** The changes of one exam, newest first. */
export function changesOf(exam: ExamId): ExamChange[] {
  return examChanges
    .filter((change) => change.exam === exam)
    .sort((a, b) => b.effectiveFrom.localeCompare(a.effectiveFrom));
}

/** Every change, newest first, for /exams/changes. */
export function changesByDate(): ExamChange[] {
  return [...examChanges].sort((a, b) => b.effectiveFrom.localeCompare(a.effectiveFrom));
}

/**
 * ETS's comparison of old score requirements with the new bands, as far as we
 * could see it (the score-scale FAQ of ETS's TOEFL help centre): the three rows
 * it states. We found no full ETS table to cite, so we show no more.
 */
export const toeflConcordance = {
  rows: [
    { total: "100", band: "5", note: "Band 5 covers old totals of 95–106" },
    { total: "90", band: "4.5", note: "" },
    { total: "80", band: "4", note: "" },
  ],
  source: moreFactSources.etsToeflScaleFaq,
  checkedOn: factsCheckedOn,
  effectiveFrom: "2026-01-21",
  caveat:
    "ETS's FAQ gives 100 → 5 (band 5 covering 95–106), 90 → 4.5 and 80 → 4 for score requirements; we found no complete ETS table, so no other rows are shown.",
} as const satisfies Provenance & { rows: readonly { total: string; band: string; note: string }[] };
