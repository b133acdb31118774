// What changed in the exams' formats, with sources. The replaced figures are allowed only inside a
// what-changed note; `superseded` lets a test find them anywhere else (decision 020).

import { fillIn } from "#app/lib/fill-in";
import { announcementsHeading, note, toeflScales, whichVersion } from "#content/whatChanged";
import { cpsShorterTestFrom, type ExamId, exams, factSources, shsatAdaptiveFrom } from "../exams";
import { factsCheckedOn, isIsoDate, type Provenance } from "../fact-sources";
import { toeflBandCefr, toeflBands, toeflScaleProvenance, toeflScaleTables, toeflTotalMax } from "../toefl-score-scale";
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
  /** The old figures, as patterns: a match outside a what-changed note is a page showing the old format. */
  superseded: readonly RegExp[];
  /** A figure that is superseded only when shown alone: in a paragraph without its companion. */
  supersededAlone?: { figure: RegExp; companion: RegExp };
};

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
    caveat:
      "ACT's page for schools says that state and district school-day tests have the new options from spring 2026, so a school-day ACT taken before then could still be the older format.",
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
    id: "toefl-2023-shorter",
    exam: "toefl",
    title: "TOEFL iBT became shorter: under two hours, a new writing task",
    before:
      "Reading 30–40 questions in 54–72 minutes, listening 28–39 questions in 41–57 minutes, speaking 4 tasks in 17 minutes, writing 2 tasks in 50 minutes, with a break and unscored questions: about 3 hours, a total from 0 to 120.",
    after:
      "Reading 20 questions in 35 minutes, listening 28 questions in 36 minutes, speaking 4 tasks in 16 minutes, writing 2 tasks in 29 minutes (an integrated task and the new Academic Discussion task); no break and no unscored questions: under 2 hours, a total from 0 to 120.",
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
    source: moreFactSources.magooshToefl2023,
    alsoSeen: [moreFactSources.etsToefl2023Release],
    checkedOn: factsCheckedOn,
    effectiveFrom: "2023-07-26",
    caveat:
      "We could not open ETS's press release (its address is cited by others); the date and the figures agree across Magoosh and other prep publishers' summaries of ETS's announcement.",
  },
  {
    id: "toefl-2026-bands",
    exam: "toefl",
    title: "TOEFL iBT: adaptive reading and listening, a 1–6 band score, a shorter test",
    before:
      "The format of 26 July 2023: reading 20 questions in 35 minutes, listening 28 questions in 36 minutes, speaking 4 tasks in 16 minutes, writing 2 tasks in 29 minutes, a total from 0 to 120.",
    after:
      "Reading (35–48 questions, about 18–27 minutes) and listening (35–45 questions, about 18–27 minutes) adapt to you; writing 12 tasks in about 23 minutes; speaking 11 tasks in about 8 minutes. Each section and the total get a band from 1 to 6 in half bands, aligned with the CEFR, shown beside a comparable 0–120 total for two years. Scores within 72 hours.",
    superseded: [
      /\b20 questions,? (?:in )?35 minutes/i,
      /\b28 questions,? (?:in )?36 minutes/i,
      /\b4 (?:speaking )?tasks,? (?:in )?16 minutes/i,
      /\b2 (?:writing )?tasks,? (?:in )?29 minutes/i,
      /\bfour (?:TOEFL )?speaking tasks\b/i,
      /चारों स्पीकिंग/,
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
    source: factSources.nycShsatPage,
    alsoSeen: [factSources.shsatAdaptiveNews, moreFactSources.nycShsatFaq, moreFactSources.shsatLabFormat],
    checkedOn: factsCheckedOn,
    ...shsatAdaptiveFrom,
  },
  {
    id: "cps-2023-shorter",
    exam: "cps",
    title: "The CPS High School Admissions Test became one hour long, in six languages",
    before: "A test of about two and a half hours, given in English only.",
    after:
      "About one hour: math and reading, 30 minutes each, offered in English, Spanish, Arabic, Simplified Chinese, Polish and Urdu; taken once, no retakes.",
    superseded: [],
    source: factSources.cpsShorterTest2023,
    alsoSeen: [moreFactSources.cpsHsatPage],
    checkedOn: factsCheckedOn,
    ...cpsShorterTestFrom,
    caveat:
      "The length before and after and the 30 + 30 minutes are the Chicago Sun-Times'; CPS's own page confirms about one hour, math and reading, six languages and no retakes. A CPS letter to families, as quoted by a parents' site, puts the first test day in CPS schools on 11 October 2023.",
  },
] as const satisfies readonly ExamChange[];

/** An announced change whose format we could not see yet: listed, with no figures. */
export type ExamAnnouncement = Provenance & { id: string; exam: ExamId; title: string; text: string };

export const examAnnouncements = [
  {
    id: "cps-2026-new-test",
    exam: "cps",
    title: "CPS is replacing the High School Admissions Test",
    text: "The Chicago Sun-Times reported on 5 June 2026 that CPS is replacing the HSAT for 8th graders with a different exam that is longer and given only in English. That report is a secondary source, and we could not see the new test's name, sections, timing or first test date; our CPS pages describe the 60-minute test with this caveat until CPS publishes the new format.",
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

/** ETS's table of 0–120 totals and 1–6 bands with their CEFR levels (sources in toefl-score-scale.ts). */
export const toeflConcordance = {
  rows: toeflBands.map((band, index) => {
    const low = toeflScaleTables.total[index] ?? 0;
    const high = index === 0 ? toeflTotalMax : (toeflScaleTables.total[index - 1] ?? toeflTotalMax + 1) - 1;
    return { total: `${low}–${high}`, band: String(band), note: toeflBandCefr[band] };
  }),
  ...toeflScaleProvenance,
} as const satisfies Provenance & { rows: readonly { total: string; band: string; note: string }[] };

/** What "Which version will I take?" answers for an exam and a test date (ISO). */
export type FormatOnDate =
  /** The format a change brought in, on or before the date. */
  | { kind: "current"; change: ExamChange }
  /** The date is before the exam's first recorded change: the format that change replaced. */
  | { kind: "earlier"; change: ExamChange }
  /** No change of this exam is on record: the format on its page. */
  | { kind: "noChange" };

/** The format in force for `exam` on `date` (YYYY-MM-DD), from the dated changes above. */
export function formatOnDate(exam: ExamId, date: string): FormatOnDate {
  const changes = changesOf(exam);
  const inForce = changes.find((change) => change.effectiveFrom <= date);
  if (inForce) return { kind: "current", change: inForce };
  const first = changes.at(-1);
  return first ? { kind: "earlier", change: first } : { kind: "noChange" };
}

/** Announcements of an exam made on or before `date` whose new format has no start date yet. */
function announcementsBefore(exam: ExamId, date: string): ExamAnnouncement[] {
  return examAnnouncements.filter((announcement) => announcement.exam === exam && announcement.effectiveFrom <= date);
}

type WhichVersionFields = { exam: string; date: string };
type WhichVersionError = "examMissing" | "dateMissing" | "dateInvalid";

export type WhichVersionOutcome =
  | { kind: "empty"; fields: WhichVersionFields }
  | {
      kind: "invalid";
      fields: WhichVersionFields;
      errors: Partial<Record<keyof WhichVersionFields, WhichVersionError>>;
    }
  | {
      kind: "answer";
      fields: WhichVersionFields;
      exam: ExamId;
      date: string;
      answer: FormatOnDate;
      announcements: readonly ExamAnnouncement[];
    };

/** "Which version will I take?" from the address: `?exam=toefl&date=2026-03-14`. */
export function whichVersionFromQuery(query: URLSearchParams): WhichVersionOutcome {
  const fields = { exam: (query.get("exam") ?? "").slice(0, 20), date: (query.get("date") ?? "").trim().slice(0, 20) };
  if (fields.exam === "" && fields.date === "") return { kind: "empty", fields };
  const exam = exams.find((candidate) => candidate.id === fields.exam)?.id;
  const errors: Partial<Record<keyof WhichVersionFields, WhichVersionError>> = {};
  if (!exam) errors.exam = "examMissing";
  if (fields.date === "") errors.date = "dateMissing";
  else if (!isIsoDate(fields.date)) errors.date = "dateInvalid";
  if (!exam || errors.date) return { kind: "invalid", fields, errors };
  return {
    kind: "answer",
    fields,
    exam,
    date: fields.date,
    answer: formatOnDate(exam, fields.date),
    announcements: announcementsBefore(exam, fields.date),
  };
}
