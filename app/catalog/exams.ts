// The exams we prepare for and the facts of SPEC §9 about each.
import type { TestCode } from "./links";

export type ExamSection = {
  name: string;
  questions: string;
  minutes: string;
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
};

export const exams = [
  {
    id: "toefl",
    name: "TOEFL",
    fullName: "TOEFL iBT (Test of English as a Foreign Language)",
    planCode: "TOEFL",
    route: "/toefl",
    examPage: "/exams/toefl",
    audience: "Students applying to English-speaking universities",
    scale: "0–120",
    totalTime: "162–196 minutes",
    sections: [
      { name: "Reading", questions: "30–40 questions", minutes: "54–72 minutes" },
      { name: "Listening", questions: "28–39 questions", minutes: "41–57 minutes" },
      { name: "Speaking", questions: "4 tasks", minutes: "17 minutes" },
      { name: "Writing", questions: "2 tasks", minutes: "50 minutes" },
    ],
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
      { name: "Math", questions: "57 questions", minutes: "Shared 180 minutes" },
      { name: "English Language Arts", questions: "57 questions", minutes: "Shared 180 minutes" },
    ],
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
  },
  {
    id: "gre",
    name: "GRE",
    fullName: "GRE General Test",
    planCode: "GRE",
    route: "/pricing",
    examPage: "/exams/gre",
    audience: "Graduate and business school applicants",
    scale: "260–340, writing 0–6",
    totalTime: "130 minutes plus two timed essays",
    sections: [
      { name: "Verbal reasoning", questions: "40 questions", minutes: "60 minutes" },
      { name: "Quantitative reasoning", questions: "40 questions", minutes: "70 minutes" },
      { name: "Analytical writing", questions: "2 essays", minutes: "Timed essays" },
    ],
  },
  {
    id: "act",
    name: "ACT",
    fullName: "ACT college admissions test",
    planCode: null,
    route: "/exams/act",
    examPage: "/exams/act",
    audience: "High school students applying to US colleges",
    scale: "1–36",
    totalTime: "About 3 hours",
    sections: [
      { name: "English", questions: "75 questions", minutes: "45 minutes" },
      { name: "Math", questions: "60 questions", minutes: "60 minutes" },
      { name: "Reading", questions: "40 questions", minutes: "35 minutes" },
      { name: "Science", questions: "40 questions", minutes: "35 minutes" },
    ],
  },
] as const satisfies readonly Exam[];

export type ExamId = (typeof exams)[number]["id"];

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

/** The CPS HSAT rules of SPEC §9, used by the landing page and the points calculator. */
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
} as const;

export const shsat = {
  questions: 114,
  mathQuestions: 57,
  elaQuestions: 57,
  minutes: 180,
  maxScore: 800,
  schools: 8,
} as const;
