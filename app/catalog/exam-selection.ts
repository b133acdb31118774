// The exam selection page (/exams, SPEC §2): one card per exam, and the trial block.
import { brand } from "./brand";
import { type ExamId, examById, shsat } from "./exams";
import { signupUrl } from "./links";
import { pagePaths } from "./page-paths";
import { examBullets } from "./plans";

/** SPEC §3's exam card. */
export type ExamCard = {
  id: ExamId;
  title: string;
  subtitle: string;
  description: string;
  features: readonly string[];
  /** Where the card leads (SPEC §2: HSPT and GRE go to pricing). */
  link: string;
  cta: string;
};

function card(id: ExamId, details: Pick<ExamCard, "description" | "features" | "cta">): ExamCard {
  const exam = examById(id);
  return { id, title: exam.name, subtitle: exam.audience, link: exam.route, ...details };
}

export const examCards: readonly ExamCard[] = [
  card("toefl", {
    description: "All four sections of the TOEFL iBT, scored on the new 1–6 band scale.",
    features: [
      examBullets.speakingWritingGrading,
      "Reading and listening practice that adapts to you",
      "Full-length mock tests",
    ],
    cta: "Explore TOEFL prep",
  }),
  card("cps", {
    description: "Timed math and reading practice for Chicago's 60-minute High School Admissions Test.",
    features: [
      examBullets.tierPredictions,
      examBullets.parentDashboard,
      "Built for the 11 selective enrollment schools",
    ],
    cta: "Explore CPS HSAT prep",
  }),
  card("shsat", {
    description: `Math and ELA practice in the format of the ${shsat.questions}-question, ${shsat.minutes}-minute SHSAT.`,
    features: [
      "Full-length mock tests",
      examBullets.parentDashboard,
      `Aimed at NYC's ${shsat.schools} specialized high schools`,
    ],
    cta: "Explore SHSAT prep",
  }),
  card("hspt", {
    description: "Practice for all five HSPT sections, from verbal skills to language.",
    features: ["Timed section practice", "Full-length mock tests", examBullets.parentDashboard],
    cta: "See HSPT plans",
  }),
  card("gre", {
    description: "Verbal and quantitative reasoning practice, plus the analytical writing essay.",
    features: [examBullets.essayGrading, examBullets.greWords, "Adaptive quant practice"],
    cta: "See GRE plans",
  }),
];

export const examSelectionCopy = {
  cardsHeading: "Exams we prepare you for",
  whyChoose: {
    heading: `Why choose ${brand.name}`,
    intro: "The same adaptive approach for every exam: start where you are and practise what moves your score.",
  },
  trial: {
    heading: `Start your free ${brand.trialDays}-day trial`,
    text: "No credit card required. Pick your exam to start, or write to us if you have a question first.",
    label: "Start free trial",
    contact: { label: "Contact us", href: pagePaths.contact },
  },
} as const;

/** "Start free trial" for each exam: the sign-up app with the trial flag and the exam's code. */
export const examTrialLinks = examCards.map((examCard) => ({
  label: examCard.title,
  href: signupUrl({ trial: true, test: examCard.id }),
}));

/** The header's exam menu (SPEC §2: GMAT is listed but cannot be chosen yet). */
export const examMenuCopy = {
  label: "Exams",
  comingSoon: "Coming soon",
  allExams: { label: "All exams", href: pagePaths.exams },
} as const;
