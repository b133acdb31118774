// The exams we prepare for and their facts as the owners publish them, with sources (decision 020).
// Imported with its extension: content-collections.ts loads it.

import type { PagePath } from "../routes.ts";
import { type FactSource, factsCheckedOn, type Provenance } from "./fact-sources.ts";
import type { TestCode } from "./links";

export type ExamSection = {
  name: string;
  questions: string;
  minutes: string;
  /** A section the student may leave out (ACT science and writing). */
  optional?: boolean;
};

export type Exam = {
  id: TestCode;
  /** Name on buttons and in the exam chooser. */
  name: string;
  fullName: string;
  /** Upper-case code the plan table uses (`test` in docs/product.md, "Plan"). */
  planCode: "TOEFL" | "CPS" | "HSPT" | "GRE" | "SHSAT" | null;
  /** Where the exam chooser and "learn more" links send a visitor: a page of app/routes.ts. */
  route: PagePath;
  /** The exam's page under /exams, where it has one. */
  examPage: PagePath | null;
  audience: string;
  scale: string;
  totalTime: string;
  sections: readonly ExamSection[];
  /** Where the format above comes from, when it was checked and since when it holds. */
  format: Provenance;
  /** A short line a student should know about the current format, shown under the facts. */
  formatNote?: string;
};

/** The pages the formats below come from; other pages, notes and changes are in content/facts.yml. */
export const factSources = {
  etsToeflEnhancements: {
    title: "ETS TOEFL help centre: TOEFL iBT enhancements coming January 2026",
    url: "https://intercom.help/toeflaccess/en/articles/11758550-toefl-ibt-enhancements-coming-january-2026",
  },
  princetonReviewGre: {
    title: "The Princeton Review: how the shortened GRE is structured",
    url: "https://www.princetonreview.com/grad-school-advice/how-will-shortened-gre-be-structured",
  },
  actEnhancements: {
    title: "ACT: ACT test enhancements and changes",
    url: "https://www.act.org/content/act/en/products-and-services/the-act/test-changes/enhancements.html",
  },
  nycShsatPage: {
    title: "NYC Public Schools: Specialized High Schools Admissions Test (SHSAT)",
    url: "https://www.schools.nyc.gov/school-life/learning/testing/specialized-high-school-admissions-test",
  },
  shsatAdaptiveNews: {
    title: "Breaking New York: SHSAT goes computer-adaptive in fall 2026",
    url: "https://www.breakingnewyork.com/education/shsat-goes-computer-adaptive-fall-2026/",
  },
  hsptScoreAtTheTop: {
    title: "Score at the Top: HSPT sections, questions and timing",
    url: "https://www.scoreatthetop.com/faqs/hspt",
  },
  cpsSchoolProfile: {
    title: "Chicago Public Schools: selective enrollment admissions (900-point scale), school profile",
    url: "https://cps.edu/schools/profiles/school-overview/admissions/world-language-hs",
  },
  cpsShorterTest2023: {
    title: "Chicago Sun-Times: CPS shortens high school admissions test (September 2023)",
    url: "https://chicago.suntimes.com/education/2023/9/14/23873801/cps-selective-enrollment-applications-open-shorter-high-school-admissions-test",
  },
} as const satisfies Record<string, FactSource>;

/** When the shorter CPS HSAT and its admission rules started: its format and the rules say the same. */
const cpsShorterTestFrom = {
  effectiveFrom: "2023-10-01",
  effectiveText: "fall 2023 (for 2024–25 admission)",
} as const;

export const exams = [
  {
    id: "toefl",
    name: "TOEFL",
    fullName: "TOEFL iBT (Test of English as a Foreign Language)",
    planCode: "TOEFL",
    route: "/toefl",
    examPage: "/exams/toefl",
    audience: "Students applying to English-speaking universities",
    scale: "1–6 bands in half-band steps, shown beside a 0–120 total during the transition",
    totalTime: "About 67–85 minutes",
    sections: [
      { name: "Reading", questions: "35–48 questions, adaptive", minutes: "About 18–27 minutes" },
      { name: "Listening", questions: "35–45 questions, adaptive", minutes: "About 18–27 minutes" },
      { name: "Writing", questions: "12 tasks", minutes: "About 23 minutes" },
      { name: "Speaking", questions: "11 tasks", minutes: "About 8 minutes" },
    ],
    format: {
      source: factSources.etsToeflEnhancements,
      checkedOn: factsCheckedOn,
      effectiveFrom: "2026-01-21",
    },
    formatNote:
      "Reading and Listening adapt to your answers, so the number of questions and the time vary a little. Scores arrive within 72 hours.",
  },
  {
    id: "cps",
    name: "CPS HSAT",
    fullName: "CPS High School Admissions Test (Chicago selective enrollment)",
    planCode: "CPS",
    route: "/highschoolentrance",
    examPage: "/exams/hsat",
    audience: "Chicago 8th graders applying to selective enrollment high schools",
    scale: "Up to 450 of 900 admission points",
    totalTime: "60 minutes",
    sections: [
      { name: "Math", questions: "Up to 225 points", minutes: "30 minutes, no calculator" },
      { name: "Reading", questions: "Up to 225 points", minutes: "30 minutes" },
    ],
    format: {
      source: factSources.cpsShorterTest2023,
      checkedOn: factsCheckedOn,
      ...cpsShorterTestFrom,
    },
    formatNote:
      "CPS has announced a new, longer admissions test given only in English (Chicago Sun-Times, 5 June 2026, a news report). CPS has not yet published its format or first test date where we could see it, so the figures above are the current HSAT's; check cps.edu before test day.",
  },
  {
    id: "shsat",
    name: "NYC SHSAT",
    fullName: "NYC Specialized High Schools Admissions Test",
    planCode: "SHSAT",
    route: "/shsat",
    examPage: null,
    audience: "New York City 8th graders applying to the 8 specialized high schools",
    scale: "Up to 800",
    totalTime: "180 minutes",
    sections: [
      { name: "Math", questions: "50 questions, adaptive", minutes: "Shared 180 minutes" },
      { name: "English Language Arts", questions: "50 questions, adaptive", minutes: "Shared 180 minutes" },
    ],
    format: {
      source: factSources.nycShsatPage,
      checkedOn: factsCheckedOn,
      // The adaptive test; its what-changed entry in content/facts.yml starts with it.
      effectiveFrom: "2026-10-01",
      effectiveText: "the fall 2026 test (for September 2027 admission)",
    },
    formatNote:
      "The test adapts to each answer. Once you submit a question you cannot go back to it, except within the questions of one reading passage until you submit that passage.",
  },
  {
    id: "hspt",
    name: "HSPT",
    fullName: "High School Placement Test (Catholic high school entrance)",
    planCode: "HSPT",
    route: "/pricing",
    examPage: "/exams/hspt",
    audience: "8th graders applying to Catholic high schools",
    scale: "Percentile ranks by section",
    totalTime: "About 2.5 hours",
    sections: [
      { name: "Verbal skills", questions: "60 questions", minutes: "16 minutes" },
      { name: "Quantitative skills", questions: "52 questions", minutes: "30 minutes" },
      { name: "Reading", questions: "62 questions", minutes: "25 minutes" },
      { name: "Mathematics", questions: "64 questions", minutes: "45 minutes" },
      { name: "Language", questions: "60 questions", minutes: "25 minutes" },
    ],
    format: {
      source: factSources.hsptScoreAtTheTop,
      checkedOn: factsCheckedOn,
      effectiveFrom: "2020-08-01",
      effectiveText: "at least the 2020–21 school year",
    },
  },
  {
    id: "gre",
    name: "GRE",
    fullName: "GRE General Test",
    planCode: "GRE",
    route: "/pricing",
    examPage: "/exams/gre",
    audience: "Graduate and business school applicants",
    scale: "130–170 per section, 260–340 in total; writing 0–6",
    totalTime: "About 1 hour 58 minutes",
    sections: [
      { name: "Verbal reasoning", questions: "27 questions (12 + 15)", minutes: "41 minutes" },
      { name: "Quantitative reasoning", questions: "27 questions (12 + 15)", minutes: "47 minutes" },
      { name: "Analytical writing", questions: "1 essay (Analyze an Issue)", minutes: "30 minutes" },
    ],
    format: {
      source: factSources.princetonReviewGre,
      checkedOn: factsCheckedOn,
      effectiveFrom: "2023-09-22",
    },
    formatNote: "No unscored section and no scheduled break. Official scores arrive in 8–10 days.",
  },
  {
    id: "act",
    name: "ACT",
    fullName: "ACT college admissions test",
    planCode: null,
    route: "/exams/act",
    examPage: "/exams/act",
    audience: "High school students applying to US colleges",
    scale: "1–36; the composite is the average of English, math and reading",
    totalTime: "About 2 hours 5 minutes without the optional sections",
    sections: [
      { name: "English", questions: "50 questions", minutes: "35 minutes" },
      { name: "Math", questions: "45 questions, 4 answer choices", minutes: "50 minutes" },
      { name: "Reading", questions: "36 questions", minutes: "40 minutes" },
      { name: "Science", questions: "40 questions", minutes: "40 minutes", optional: true },
      { name: "Writing", questions: "1 essay", minutes: "40 minutes", optional: true },
    ],
    format: {
      source: factSources.actEnhancements,
      checkedOn: factsCheckedOn,
      effectiveFrom: "2025-04-01",
      effectiveText: "April 2025 online and September 2025 on paper",
    },
    formatNote:
      "Science and writing are optional; science is reported on its own and no longer counts toward the composite.",
  },
] as const satisfies readonly Exam[];

export type ExamId = (typeof exams)[number]["id"];

/** A section's name as a facts box shows it: "Science (optional)". */
export function sectionLabel(section: ExamSection): string {
  return section.optional ? `${section.name} (optional)` : section.name;
}

export function examById(id: ExamId): Exam {
  const exam = exams.find((candidate) => candidate.id === id);
  if (!exam) throw new Error(`Unknown exam ${id}`);
  return exam;
}

/** The exam chooser's order (docs/product.md, "Exam selection"); GMAT is listed but cannot be chosen yet. */
export const examChooser = [
  ...(["toefl", "cps", "shsat", "hspt", "gre"] as const).map((id) => {
    const exam = examById(id);
    return { id, title: exam.name, subtitle: exam.audience, url: exam.route, available: true };
  }),
  { id: "gmat", title: "GMAT", subtitle: "Business school admissions", url: null, available: false },
] as const;

/** The CPS HSAT rules, used by the landing page and the points calculator (format: the cps exam's). */
export const cpsHsat = {
  totalPoints: 900,
  testPoints: 450,
  gradePoints: 450,
  sectionMaxPoints: 225,
  sectionMinutes: 30,
  percentileMultiplier: 2.2727,
  rankSeatShare: 0.3,
  tierSeatShare: 0.7,
  tiers: 4,
  schoolsToRank: 6,
  selectiveSchools: 11,
  retakes: false,
  startWeeksAhead: { min: 8, max: 12 },
  rules: {
    source: factSources.cpsSchoolProfile,
    checkedOn: factsCheckedOn,
    ...cpsShorterTestFrom,
  } satisfies Provenance,
} as const;

/** The SHSAT's figures, as the sections of the shsat exam above state them. */
export const shsat = {
  questions: 100,
  mathQuestions: 50,
  elaQuestions: 50,
  minutes: 180,
  maxScore: 800,
  schools: 8,
} as const;
