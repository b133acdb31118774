// The exam page template (SPEC §3 "Exam page config" and "Info box"): one
// config per exam under /exams, plus the pieces the SHSAT and TOEFL landing
// pages share with it. Facts come from exams.ts, prices from plans.ts.
import {
  BookOpen,
  Calculator,
  ChartLine,
  ClipboardCheck,
  CreditCard,
  FlaskConical,
  Gauge,
  Headphones,
  Languages,
  LayoutDashboard,
  Library,
  type LucideIcon,
  Mic,
  PenLine,
  ShieldCheck,
  Sigma,
  Smartphone,
  Sparkles,
  SpellCheck,
  Target,
  Timer,
  Infinity as Unlimited,
} from "lucide-react";
import { formatPrice } from "#app/lib/format";
import { brand } from "./brand";
import { shownClaim } from "./claims";
import type { TitleLine } from "./content-schemas/pages";
import { cpsHsat, type ExamId, examById, sectionLabel } from "./exams";
import { checkedLabel, type FactSource, type Provenance } from "./fact-sources";
import { commonFeatures, type Feature } from "./features";
import { signupUrl, type TestCode } from "./links";
import { type PageId, pagePaths } from "./page-paths";
import type { PageInfo } from "./pages";
import { type Duration, heroPrice, type Plan, type PlanTest, plans } from "./plans";
import { diagnosticStep, fourStepsHeading, type Step } from "./steps";

/** A line of a hero title (the page's heading, content/pages/pages.yml); highlighted lines are drawn in the primary colour. */
export type { TitleLine };

export type ExamHeroStats = {
  price: string;
  priceLabel: string;
  stat2: string;
  stat2Label: string;
  stat3: string;
  stat3Label: string;
};

export type FeatureCardPosition = "top-left" | "top-right" | "bottom-left";

/** A small card floating around the hero's picture. */
export type FloatingFeatureCard = { icon: LucideIcon; title: string; subtitle: string; position: FeatureCardPosition };

/** One item of the strip under the hero. */
export type BottomFeature = { icon: LucideIcon; text: string };

/** SPEC §3's exam page config: what an exam hero shows. */
export type ExamPageConfig = {
  examName: string;
  examFullName: string;
  badgeText: string;
  /** The page's h1, in lines; joined with spaces they read as the page's heading. */
  titleLines: readonly TitleLine[];
  description: string;
  trialUrl: string;
  signUpUrl: string;
  stats: ExamHeroStats;
  featureCards: readonly FloatingFeatureCard[];
  bottomFeatures: readonly BottomFeature[];
  /** The picture in the hero: the exam's parts as a study plan. */
  panel: { title: string; items: readonly { label: string; detail: string }[] };
};

export type InfoBoxSection = { label: string; value: string; subtitle: string; duration?: string };

/** When the box's facts were last compared with their source, and which source. */
export type InfoBoxFreshness = { checked: string; checkedOn: string; source: FactSource };

/** SPEC §3's info box: an exam's format and scoring at a glance, with its source. */
export type InfoBoxData = {
  title: string;
  sections: readonly InfoBoxSection[];
  bottomText: string;
  /** What a student should know about the current format, beyond the figures. */
  note?: string;
  freshness: InfoBoxFreshness;
};

/** Labels of the hero's buttons and links, the same on every exam hero. */
export const examHeroLabels = {
  trial: `Start ${brand.trialDays}-Day Free Trial`,
  signUp: "Sign Up",
  learnMore: "Learn more",
  statsLabel: "At a glance",
  highlightsLabel: "Highlights",
  featuresLabel: "Included",
} as const;

/** The hero's in-page link to its learn-more section, named with the exam for screen readers. */
export function learnMoreAction(examName: string, label: string = examHeroLabels.learnMore) {
  return { label, href: "#learn-more", srContext: `about ${examName} prep` };
}

/** The hero's price stat: the exam's 6-Month price, or ACT's "from" price (ARCHITECTURE.md). */
export function priceStat(exam: ExamId): Pick<ExamHeroStats, "price" | "priceLabel"> {
  const { amount, label } = heroPrice(exam);
  return { price: formatPrice(amount), priceLabel: label === "from" ? "starting price" : "one-time, 6 months" };
}

/** The strip under every exam hero: what SPEC §1 promises every student. */
export const bottomFeatures = [
  { icon: Sparkles, text: `Free for ${brand.trialDays} days` },
  { icon: CreditCard, text: "No credit card required" },
  { icon: ShieldCheck, text: "Money-back guarantee" },
  { icon: Smartphone, text: "Mobile app and desktop" },
] as const satisfies readonly BottomFeature[];

/** The sign-up app's addresses for an exam: the trial and a new account. */
export function examLinks(test: TestCode): { trialUrl: string; signUpUrl: string } {
  return { trialUrl: signupUrl({ trial: true, exam: test }), signUpUrl: signupUrl({ page: "new", test }) };
}

/** A plan's length in words, for sentences such as "$50 for 1 month". */
export const durationText: Record<Duration, string> = {
  "7-Day": "7 days",
  "1-Month": "1 month",
  "6-Month": "6 months",
};

/** "$25 for 7 days, $50 for 1 month, $159 for 6 months". */
export function planPriceList(list: readonly Plan[]): string {
  return list.map((plan) => `${formatPrice(plan.price)} for ${durationText[plan.duration]}`).join(", ");
}

/** The exam's own plans, for its pricing section; ACT has none. */
export function examPlans(test: PlanTest | null): readonly Plan[] {
  return test ? plans.filter((plan) => plan.test === test) : [];
}

/** "Checked November 2026" and the source, for the foot of a facts box. */
export function infoBoxFreshness(provenance: Provenance): InfoBoxFreshness {
  return { checked: checkedLabel(provenance), checkedOn: provenance.checkedOn, source: provenance.source };
}

export { sectionLabel };

/** The format-and-scoring box of an exam, from its facts in exams.ts. */
export function examInfoBox(id: ExamId, subtitles: Readonly<Record<string, string>>, bottomText?: string): InfoBoxData {
  const exam = examById(id);
  return {
    title: `${exam.name} format and scoring`,
    sections: exam.sections.map((section) => {
      const subtitle = subtitles[section.name];
      if (!subtitle) throw new Error(`No description for the ${exam.name} ${section.name} section`);
      return { label: sectionLabel(section), value: section.questions, subtitle, duration: section.minutes };
    }),
    bottomText: bottomText ?? `Scored ${exam.scale}. Total time: ${exam.totalTime.toLowerCase()}.`,
    ...(exam.formatNote ? { note: exam.formatNote } : {}),
    freshness: infoBoxFreshness(exam.format),
  };
}

/** Features every exam shares; each exam page shows nine cards, its own first. */
export function sharedFeatures(examName: string) {
  return {
    plan: {
      icon: ClipboardCheck,
      title: "A study plan made for you",
      text: `A short diagnostic test shows where you stand on the ${examName}, and your plan starts from there.`,
    },
    practice: {
      icon: Unlimited,
      title: "Unlimited practice",
      text: "Practise as much as you like. Every set adapts to what you got right and wrong before.",
    },
    mocks: {
      icon: Timer,
      title: "Timed mock tests",
      text: `Full-length mock tests with the ${examName}'s timing, so test day feels familiar.`,
    },
    tutor: commonFeatures.tutor,
    analytics: {
      icon: ChartLine,
      title: "Performance analytics",
      text: "See your strengths and weak spots by section and skill, and how they change week by week.",
    },
    predicted: {
      icon: Gauge,
      title: "Predicted score",
      text: "Know where your score is heading before test day, so you can plan the last weeks.",
    },
    mobile: {
      icon: Smartphone,
      title: "Practice on any device",
      text: "Use the mobile app on the bus and the desktop at home; your progress follows you.",
    },
    guarantee: commonFeatures.guarantee,
    parents: commonFeatures.parents,
  } as const satisfies Record<string, Feature>;
}

/** The steps of the "how it works" section every exam page shares. */
export function examSteps(examName: string): Step[] {
  return [
    {
      title: "Start your free trial",
      text: `${brand.trialDays} days of full access to ${examName} prep. No credit card required.`,
    },
    diagnosticStep,
    {
      title: "Follow your plan",
      text: "Practise with sets that adapt to you and get instant feedback on every answer.",
    },
    {
      title: "Walk in ready",
      text: "Watch your predicted score, then finish with full mock tests before test day.",
    },
  ];
}

/** The words around the template's sections; `{exam}` is the exam's name. */
export const examTemplateCopy = {
  learnMore: {
    eyebrow: "What you get",
    heading: (examName: string) => `Everything you need for the ${examName}`,
  },
  howItWorks: { eyebrow: "How it works", heading: fourStepsHeading },
  plans: {
    eyebrow: "Plans",
    heading: (examName: string) => `${examName} plans`,
    intro: "Pick the length that fits your test date. Every plan includes full access.",
  },
  noPlans: {
    heading: (examName: string, price: string) => `${examName} prep from ${price}`,
    text: `Start with a free ${brand.trialDays}-day trial, no credit card required, and choose a plan when you are ready.`,
  },
} as const;

/**
 * An exam hero without the page's words: the heading and intro are in pages.ts,
 * which the browser never loads, so they arrive as loader data and
 * `examPageConfig` completes the hero (docs/decisions/018-page-meta-on-the-server.md).
 */
export type ExamHeroConfig = Omit<ExamPageConfig, "titleLines" | "description">;

/** Everything one page of the /exams/:exam template shows, besides its words (pages.ts, by `pageId`). */
export type ExamTemplatePage = {
  exam: ExamId;
  pageId: PageId;
  hero: ExamHeroConfig;
  features: readonly Feature[];
  infoBox: InfoBoxData;
  plans: readonly Plan[];
};

/** An exam hero from the exam's facts; `examPageConfig` adds the page's heading and intro. */
export function examHero(
  id: ExamId,
  details: Pick<ExamPageConfig, "badgeText" | "featureCards"> & {
    test: TestCode;
    stats: Omit<ExamHeroStats, "price" | "priceLabel">;
  },
): ExamHeroConfig {
  const exam = examById(id);
  return {
    examName: exam.name,
    examFullName: exam.fullName,
    badgeText: details.badgeText,
    ...examLinks(details.test),
    stats: { ...priceStat(id), ...details.stats },
    featureCards: details.featureCards,
    bottomFeatures,
    panel: {
      title: `Your ${exam.name} study plan`,
      items: exam.sections.map((section) => ({ label: sectionLabel(section), detail: section.minutes })),
    },
  };
}

/** SPEC §3's exam page config: the hero with the page's h1 in lines and its intro. */
export function examPageConfig(hero: ExamHeroConfig, page: Pick<PageInfo, "headingLines" | "intro">): ExamPageConfig {
  return { ...hero, titleLines: page.headingLines, description: page.intro };
}

function templatePage(
  id: ExamId,
  pageId: PageId,
  heroConfig: ExamHeroConfig,
  features: readonly Feature[],
  infoBox: InfoBoxData,
): ExamTemplatePage {
  if (features.length !== 9) throw new Error(`${pagePaths[pageId]} needs 9 feature cards, has ${features.length}`);
  return { exam: id, pageId, hero: heroConfig, features, infoBox, plans: examPlans(examById(id).planCode) };
}

const toeflShared = sharedFeatures("TOEFL");

/** The TOEFL's nine feature cards, shared by /exams/toefl and /toefl. */
export const toeflFeatures = [
  {
    icon: Mic,
    title: "Speaking graded in seconds",
    text: "Record an answer and get a score and tips against the TOEFL criteria right away, then try again.",
  },
  {
    icon: PenLine,
    title: "Writing feedback you can use",
    text: "Submit an essay and see which parts cost you points, with suggestions to fix them.",
  },
  {
    icon: Headphones,
    title: "Reading and listening that adapt",
    text: "Daily-life texts, academic passages, conversations and talks at the level you need next, with every answer explained.",
  },
  toeflShared.plan,
  toeflShared.practice,
  toeflShared.mocks,
  toeflShared.tutor,
  toeflShared.predicted,
  toeflShared.guarantee,
] as const satisfies readonly Feature[];

/** What each TOEFL section asks of you, for the info box. */
export const toeflSectionSubtitles = {
  Reading: "Complete the words, read in daily life, and short academic passages",
  Listening: "Choose a response, conversations, announcements and academic talks",
  Writing: "Build a sentence, write an email, and write for an academic discussion",
  Speaking: "Listen and repeat, then answer the questions of a short interview",
} as const;

const greShared = sharedFeatures("GRE");
const actShared = sharedFeatures("ACT");
const hsptShared = sharedFeatures("HSPT");
const hsatShared = sharedFeatures("CPS HSAT");

/** The CPS hero's figures and floating cards: the same on /exams/hsat and the CPS landing page (cps-landing.ts). */
export const cpsHeroFigures = {
  stats: {
    stat2: String(cpsHsat.totalPoints),
    stat2Label: "point scale for score predictions",
    stat3: String(cpsHsat.selectiveSchools),
    stat3Label: "selective enrollment schools",
  },
  featureCards: [
    {
      icon: Gauge,
      title: "Points predicted",
      subtitle: `On the ${cpsHsat.totalPoints}-point scale`,
      position: "top-left",
    },
    { icon: LayoutDashboard, title: "Parent dashboard", subtitle: "Progress at a glance", position: "top-right" },
    {
      icon: Timer,
      title: "Timed section done",
      subtitle: `${cpsHsat.sectionMinutes} minutes, like the real test`,
      position: "bottom-left",
    },
  ],
} as const satisfies Pick<Parameters<typeof examHero>[1], "stats" | "featureCards">;

/** The predictions card of both CPS feature grids (/exams/hsat and the CPS landing page). */
export const cpsPredictionsFeature = {
  icon: Target,
  title: "Tier-based score predictions",
  text: `See your predicted points on the ${cpsHsat.totalPoints}-point scale and what they mean for your tier.`,
} as const satisfies Feature;

/** The pages of the /exams/:exam template, by the path's last segment. */
export const examTemplatePages = {
  toefl: templatePage(
    "toefl",
    "examToefl",
    examHero("toefl", {
      badgeText: "TOEFL iBT · all four sections",
      test: "toefl",
      stats: {
        stat2: "Instant",
        stat2Label: "speaking and writing scores",
        stat3: "Unlimited",
        stat3Label: "practice and mock tests",
      },
      featureCards: [
        { icon: Mic, title: "Speaking task scored", subtitle: "Feedback in seconds", position: "top-left" },
        { icon: Target, title: "Predicted score", subtitle: "On the 1–6 band scale", position: "top-right" },
        { icon: ClipboardCheck, title: "Study plan ready", subtitle: "From your diagnostic", position: "bottom-left" },
      ],
    }),
    toeflFeatures,
    examInfoBox("toefl", toeflSectionSubtitles),
  ),
  gre: templatePage(
    "gre",
    "examGre",
    examHero("gre", {
      badgeText: "GRE General Test",
      test: "gre",
      stats: {
        stat2: shownClaim("greWords").value,
        stat2Label: shownClaim("greWords").label,
        stat3: "Instant",
        stat3Label: "essay grading",
      },
      featureCards: [
        { icon: PenLine, title: "Essay graded", subtitle: "On the 0–6 writing scale", position: "top-left" },
        { icon: Sigma, title: "Quant set adapted", subtitle: "To your last answers", position: "top-right" },
        { icon: Languages, title: "Word review due", subtitle: "Spaced repetition", position: "bottom-left" },
      ],
    }),
    [
      {
        icon: BookOpen,
        title: "Verbal reasoning practice",
        text: "Reading comprehension, text completion and sentence equivalence, at the level you need next.",
      },
      {
        icon: Calculator,
        title: "Quantitative reasoning that adapts",
        text: "Arithmetic, algebra, geometry and data analysis sets that return to the topics you miss.",
      },
      {
        icon: PenLine,
        title: "Your Issue essay graded instantly",
        text: "Write the analytical writing task and get a score on the 0–6 scale with notes on what to improve.",
      },
      {
        icon: Library,
        title: `${shownClaim("greWords").value} GRE words`,
        text: "Learn the vocabulary the verbal section leans on, with spaced review so the words stay.",
      },
      greShared.plan,
      greShared.mocks,
      greShared.tutor,
      greShared.predicted,
      greShared.guarantee,
    ],
    examInfoBox("gre", {
      "Verbal reasoning": "Reading comprehension, text completion and sentence equivalence",
      "Quantitative reasoning": "Arithmetic, algebra, geometry and data analysis",
      "Analytical writing": "One essay taking a position on an issue, scored 0–6",
    }),
  ),
  act: templatePage(
    "act",
    "examAct",
    examHero("act", {
      badgeText: "ACT · English, math, reading, optional science",
      test: "act",
      stats: {
        stat2: `All ${examById("act").sections.length}`,
        stat2Label: "ACT sections, optional ones too",
        stat3: "Unlimited",
        stat3Label: "practice questions",
      },
      featureCards: [
        { icon: FlaskConical, title: "Science set done", subtitle: "Every answer explained", position: "top-left" },
        { icon: Target, title: "Predicted score", subtitle: "On the 1–36 scale", position: "top-right" },
        { icon: Timer, title: "Pacing check", subtitle: "Time per question", position: "bottom-left" },
      ],
    }),
    [
      {
        icon: SpellCheck,
        title: "English that sticks",
        text: "Grammar, punctuation and style questions, with a short rule behind every answer.",
      },
      {
        icon: Calculator,
        title: "Math from algebra to trigonometry",
        text: "Sets that adapt to your level and come back to the topics you keep missing.",
      },
      {
        icon: FlaskConical,
        title: "Reading and science reasoning",
        text: "Passages, charts and experiments: learn to find the answer fast without reading everything twice.",
      },
      {
        icon: Timer,
        title: "Pacing practice",
        text: "The ACT gives you well under a minute and a half per question. Timed sets show where you spend too long.",
      },
      actShared.plan,
      actShared.practice,
      actShared.tutor,
      actShared.analytics,
      actShared.mobile,
    ],
    examInfoBox("act", {
      English: "Grammar, punctuation, sentence structure and style",
      Math: "Algebra, functions, geometry, statistics and trigonometry",
      Reading: "Passages with questions on meaning, detail and reasoning",
      Science: "Charts, experiments and conflicting viewpoints; reported on its own",
      Writing: "One essay weighing perspectives on an issue",
    }),
  ),
  hspt: templatePage(
    "hspt",
    "examHspt",
    examHero("hspt", {
      badgeText: "HSPT · Catholic high school entrance",
      test: "hspt",
      stats: {
        stat2: `All ${examById("hspt").sections.length}`,
        stat2Label: "HSPT sections",
        stat3: "Unlimited",
        stat3Label: "practice questions",
      },
      featureCards: [
        { icon: Timer, title: "Verbal set timed", subtitle: "Speed and accuracy", position: "top-left" },
        { icon: LayoutDashboard, title: "Parent dashboard", subtitle: "Progress at a glance", position: "top-right" },
        { icon: ClipboardCheck, title: "Study plan ready", subtitle: "From your diagnostic", position: "bottom-left" },
      ],
    }),
    [
      {
        icon: Timer,
        title: "Built for HSPT speed",
        text: "Some sections give you well under a minute per question. Timed sets build that pace.",
      },
      {
        icon: BookOpen,
        title: "Verbal, reading and language",
        text: "Analogies, vocabulary, reading passages and grammar, with an explanation for every answer.",
      },
      {
        icon: Calculator,
        title: "Quantitative skills and math",
        text: "Number series, comparisons and the math an 8th grader needs, at the right level.",
      },
      hsptShared.plan,
      hsptShared.practice,
      hsptShared.mocks,
      hsptShared.tutor,
      hsptShared.parents,
      hsptShared.guarantee,
    ],
    examInfoBox("hspt", {
      "Verbal skills": "Analogies, synonyms, antonyms and logic",
      "Quantitative skills": "Number series, comparisons and reasoning",
      Reading: "Comprehension and vocabulary in context",
      Mathematics: "Arithmetic, algebra, geometry and problem solving",
      Language: "Grammar, punctuation, spelling and usage",
    }),
  ),
  hsat: templatePage(
    "cps",
    "examHsat",
    examHero("cps", {
      badgeText: "Chicago selective enrollment",
      test: "cps",
      ...cpsHeroFigures,
    }),
    [
      {
        icon: Timer,
        title: `Two ${cpsHsat.sectionMinutes}-minute sections`,
        text: "Math and reading practice timed like the real HSAT, so the clock is no surprise.",
      },
      cpsPredictionsFeature,
      {
        icon: Calculator,
        title: "Math without a calculator",
        text: "Build the mental math and estimation the HSAT expects, one skill at a time.",
      },
      hsatShared.plan,
      hsatShared.practice,
      hsatShared.tutor,
      hsatShared.analytics,
      hsatShared.parents,
      hsatShared.guarantee,
    ],
    examInfoBox(
      "cps",
      {
        Math: "Number sense, algebra, geometry and data",
        Reading: "Passages with questions on meaning, detail and vocabulary",
      },
      `The test gives up to ${cpsHsat.testPoints} of the ${cpsHsat.totalPoints} admission points; 7th-grade grades give the other ${cpsHsat.gradePoints}.`,
    ),
  ),
} as const satisfies Record<string, ExamTemplatePage>;

export type ExamSlug = keyof typeof examTemplatePages;

export function isExamSlug(slug: string): slug is ExamSlug {
  return Object.hasOwn(examTemplatePages, slug);
}
