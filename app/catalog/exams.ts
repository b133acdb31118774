// The exams we prepare for and the facts about each, as the exam owners publish
// them today, with their sources (docs/decisions/020-exam-facts-as-sourced-data.md).
import { type FactSource, factsCheckedOn, type Provenance } from "./fact-sources";
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
  /** Upper-case code the plan table uses (SPEC §3 `test`). */
  planCode: "TOEFL" | "CPS" | "HSPT" | "GRE" | "SHSAT" | null;
  /** Where the exam chooser and "learn more" links send a visitor. */
  route: string;
  /** The exam's page under /exams, where it has one. */
  examPage: string | null;
  audience: string;
  scale: string;
  totalTime: string;
  sections: readonly ExamSection[];
  /** Where the format above comes from, when it was checked and since when it holds. */
  format: Provenance;
  /** A short line a student should know about the current format, shown under the facts. */
  formatNote?: string;
};

/** The exam owners' pages and the other public pages the facts below were checked against. */
export const factSources = {
  etsToeflEnhancements: {
    title: "ETS TOEFL help centre: TOEFL iBT enhancements coming January 2026",
    url: "https://intercom.help/toeflaccess/en/articles/11758550-toefl-ibt-enhancements-coming-january-2026",
  },
  etsToeflScaleFaq: {
    title: "ETS TOEFL help centre: frequently asked questions, TOEFL score scale change",
    url: "https://intercom.help/toeflaccess/en/articles/12839204-frequently-asked-questions-toefl-score-scale-change",
  },
  toeflResources2026: {
    title: "TOEFL Resources: the 2026 TOEFL format revealed",
    url: "https://www.toeflresources.com/blog/2026_toefl_format_revealed/",
  },
  myToefl2026: {
    title: "MyTOEFL: TOEFL iBT new format (effective January 21, 2026)",
    url: "https://www.mytoefl.io/new-toefl-blog-details/toefl-ibt-new-format-effective-january-21-2026",
  },
  princetonReviewGre: {
    title: "The Princeton Review: how the shortened GRE is structured",
    url: "https://www.princetonreview.com/grad-school-advice/how-will-shortened-gre-be-structured",
  },
  greShorterAnnouncement: {
    title: "Financial Express: ETS announces a shorter GRE from 22 September 2023",
    url: "https://www.financialexpress.com/jobs-career/education-graduate-record-examinations-shorter-gre-test-coming-in-september-3131631",
  },
  actEnhancements: {
    title: "ACT: ACT test enhancements and changes",
    url: "https://www.act.org/content/act/en/products-and-services/the-act/test-changes/enhancements.html",
  },
  actEnhancementsK12: {
    title: "ACT: changes and enhancements for K-12 educators",
    url: "https://www.act.org/content/act/en/products-and-services/the-act/test-changes/enhancements/k12.html",
  },
  edisonPrepAct: {
    title: "Edison Prep: upcoming changes to the ACT (section-by-section table)",
    url: "https://edisonprep.com/upcoming-changes-to-the-act-and-what-it-means-for-the-class-of-2026",
  },
  nycShsatFaq: {
    title: "NYC Public Schools: Specialized High Schools Admissions Test (SHSAT) questions and answers",
    url: "https://pwsauth.nycenet.edu/learning/testing/specialized-high-school-admissions-test",
  },
  shsatAdaptiveNews: {
    title: "Breaking New York: SHSAT goes computer-adaptive in fall 2026",
    url: "https://www.breakingnewyork.com/education/shsat-goes-computer-adaptive-fall-2026/",
  },
  shsatLabFormat: {
    title: "SHSAT Lab: SHSAT format changes, paper to digital to adaptive",
    url: "https://www.shsatlab.com/blog/shsat-format-changes-paper-digital-adaptive-2026",
  },
  hsptScoreAtTheTop: {
    title: "Score at the Top: HSPT sections, questions and timing",
    url: "https://www.scoreatthetop.com/faqs/hspt",
  },
  hsptPeace: {
    title: "PEACE Educational Services: HSPT format",
    url: "http://peaceedservices.com/?p=10",
  },
  cpsSchoolProfile: {
    title: "Chicago Public Schools: selective enrollment admissions (900-point scale), school profile",
    url: "https://cps.edu/schools/profiles/school-overview/admissions/world-language-hs",
  },
  cpsShorterTest2023: {
    title: "Chicago Sun-Times: CPS shortens high school admissions test (September 2023)",
    url: "https://chicago.suntimes.com/education/2023/9/14/23873801/cps-selective-enrollment-applications-open-shorter-high-school-admissions-test",
  },
  cpsNewTest2026: {
    title: "Chicago Sun-Times: new test to get into selective CPS high schools is longer, only in English (June 2026)",
    url: "https://chicago.suntimes.com/education/2026/06/05/new-test-to-get-into-selective-cps-high-schools-is-longer-only-in-english",
  },
  cpsPointsExplained: {
    title: "Nurturing Wisdom: the CPS 900-point system (225 points per HSAT section)",
    url: "https://nurturingwisdom.com/sehs-admissions-process/",
  },
} as const satisfies Record<string, FactSource>;

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
      alsoSeen: [factSources.toeflResources2026, factSources.myToefl2026, factSources.etsToeflScaleFaq],
      checkedOn: factsCheckedOn,
      effectiveFrom: "2026-01-21",
      caveat:
        "ETS's help centre gives the date, the adaptive Reading and Listening, the 1–6 scale beside 0–120 for two years and scores within 72 hours; the item counts and minutes per section come from test-prep publishers' summaries of ETS's format, not from an ETS table we could see.",
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
      alsoSeen: [factSources.cpsSchoolProfile, factSources.cpsPointsExplained, factSources.cpsNewTest2026],
      checkedOn: factsCheckedOn,
      effectiveFrom: "2023-10-01",
      effectiveText: "fall 2023 (for 2024–25 admission)",
      caveat:
        "In June 2026 the Chicago Sun-Times reported that CPS is replacing this test with a longer exam given only in English; we could not see its format, so the 60-minute test stays here until CPS publishes one. The percentile multiplier, the tier shares and the count of selective schools are SPEC §9's and were not re-confirmed.",
    },
    formatNote:
      "CPS has announced a new, longer admissions test given only in English. We will update this page as soon as CPS publishes its format; check cps.edu before test day.",
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
      source: factSources.shsatAdaptiveNews,
      alsoSeen: [factSources.nycShsatFaq, factSources.shsatLabFormat],
      checkedOn: factsCheckedOn,
      effectiveFrom: "2026-10-01",
      effectiveText: "the fall 2026 test (for September 2027 admission)",
      caveat:
        "The 50 + 50 questions and the no-going-back rule are NYC Public Schools' as reported by the news and prep pages above; the DOE page we could see confirms the digital test and the 8 schools. The 800 maximum is SPEC §9's; we found no DOE statement of the adaptive test's scale.",
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
      alsoSeen: [factSources.hsptPeace],
      checkedOn: factsCheckedOn,
      effectiveFrom: "2020-08-01",
      effectiveText: "at least the 2020–21 school year",
      caveat:
        "We found no page of the publisher (Scholastic Testing Service) in our search; two independent prep pages agree with SPEC §9's figures and we found no report of a change. The start date is the date of the older page, not a known change.",
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
      alsoSeen: [factSources.greShorterAnnouncement],
      checkedOn: factsCheckedOn,
      effectiveFrom: "2023-09-22",
      caveat:
        "We could not see ETS's own GRE structure page in our search; the figures agree across The Princeton Review and ETS's announcement as reported by the press.",
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
      alsoSeen: [factSources.actEnhancementsK12, factSources.edisonPrepAct],
      checkedOn: factsCheckedOn,
      effectiveFrom: "2025-04-01",
      effectiveText: "April 2025 online and September 2025 on paper",
      caveat:
        "ACT's pages give the dates, 125 minutes, 44 fewer questions, four math answer choices, optional science and the new composite; the per-section counts and minutes are from Edison Prep's copy of ACT's table (they add up to ACT's totals).",
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

/** The order of SPEC §2's exam chooser; GMAT is listed but cannot be chosen yet. */
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
    alsoSeen: [factSources.cpsPointsExplained],
    checkedOn: factsCheckedOn,
    effectiveFrom: "2023-10-01",
    effectiveText: "fall 2023 (for 2024–25 admission)",
    caveat:
      "CPS's page confirms 900 points, 450 from the test and 450 from 7th-grade grades; 225 per section is from a prep page. The percentile multiplier, the 30% / 70% seat shares, the 4 tiers, the 6 ranked schools and the 11 schools are SPEC §9's and were not re-confirmed.",
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
