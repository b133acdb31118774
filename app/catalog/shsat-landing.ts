// The NYC SHSAT landing page (/shsat, SPEC §2): hero, learn-more cards and
// facts box, six-step path, comparison, FAQ and help links. Facts from `shsat`.
import { BookOpen, Calculator, Gauge, Timer } from "lucide-react";
import { formatPrice } from "#app/lib/format";
import type { HelpLink } from "./blocks";
import { brand, trialOffer } from "./brand";
import { shownClaim } from "./claims";
import { type ComparisonTableData, comparisonFeatures, comparisonRow, competitorPrices } from "./comparisons";
import {
  examHero,
  examHeroLabels,
  examPlans,
  type InfoBoxData,
  infoBoxFreshness,
  planPriceList,
  sharedFeatures,
} from "./exam-pages";
import { examById, shsat } from "./exams";
import { type FaqItem, faqQuestions } from "./faqs";
import type { Feature } from "./features";
import { diagnosticUrl, officialSites } from "./links";
import { pagePaths } from "./page-paths";
import { planFor } from "./plans";
import type { Step } from "./steps";

const studentsHelped = shownClaim("studentsHelped");

export const shsatHero = examHero("shsat", {
  badgeText: `NYC SHSAT prep · ${shsat.schools} specialized high schools`,
  test: "shsat",
  stats: {
    stat2: "Unlimited",
    stat2Label: "practice questions",
    stat3: studentsHelped.value,
    stat3Label: studentsHelped.label,
  },
  featureCards: [
    { icon: Calculator, title: "Math set done", subtitle: "Every answer explained", position: "top-left" },
    { icon: Gauge, title: "Predicted score", subtitle: `On the scale up to ${shsat.maxScore}`, position: "top-right" },
    {
      icon: Timer,
      title: "Mock test ready",
      subtitle: `${shsat.minutes} minutes, like the real test`,
      position: "bottom-left",
    },
  ],
});

export const shsatCopy = {
  heroLabels: examHeroLabels,
  diagnostic: { label: "Take the Free Diagnostic", href: diagnosticUrl("shsat") },
  learnMore: {
    eyebrow: "What you get",
    heading: "Everything your 8th grader needs for the SHSAT",
    intro: `Math and English Language Arts practice in the SHSAT's format, for the ${shsat.schools} specialized high schools.`,
  },
  steps: { eyebrow: "Your path", heading: "Six steps to test day" },
  comparison: {
    eyebrow: "Compare",
    heading: "How the options compare",
    intro: "Tutors, books and free practice tests all have their place. Here is what each gives your child.",
  },
  faq: { eyebrow: "FAQ", heading: "SHSAT questions parents ask" },
  help: {
    eyebrow: "More help",
    heading: "Official information and real people",
    intro: "Test dates and registration are set by the city. Check the official portal, and ask us anything else.",
  },
  finalCta: {
    heading: "Start preparing for the SHSAT today",
    text: trialOffer(`every part of ${brand.name}'s SHSAT prep`),
  },
} as const;

const shared = sharedFeatures("SHSAT");

/** The nine cards of the learn-more section. */
export const shsatFeatures = [
  {
    icon: Calculator,
    title: `${shsat.mathQuestions} math questions, mastered`,
    text: "Word problems, algebra, geometry and probability, at the level your child needs next.",
  },
  {
    icon: BookOpen,
    title: "English Language Arts that clicks",
    text: `Reading comprehension and revising-and-editing practice for the ${shsat.elaQuestions} ELA questions.`,
  },
  {
    icon: Timer,
    title: `Pacing for ${shsat.minutes} minutes`,
    text: "The SHSAT lets you split the time between math and ELA. Timed practice shows your child how.",
  },
  shared.plan,
  shared.practice,
  shared.mocks,
  shared.tutor,
  shared.predicted,
  shared.parents,
] as const satisfies readonly Feature[];

const shsatExam = examById("shsat");

/** The facts box: questions, time and schools, from the shsat exam's sourced facts. */
export const shsatFacts: InfoBoxData = {
  title: "The SHSAT at a glance",
  sections: [
    {
      label: "Questions",
      value: `${shsat.questions} questions`,
      subtitle: `${shsat.mathQuestions} math + ${shsat.elaQuestions} English Language Arts`,
    },
    {
      label: "Time",
      value: `${shsat.minutes} minutes`,
      subtitle: "One sitting; your child decides how to split the time between math and ELA",
    },
    {
      label: "Schools",
      value: `${shsat.schools} schools`,
      subtitle: "The specialized high schools that admit students by SHSAT score",
    },
  ],
  bottomText: `Scored up to ${shsat.maxScore}. Offers depend on the score and on the order in which your child ranks the schools.`,
  ...(shsatExam.formatNote ? { note: shsatExam.formatNote } : {}),
  freshness: infoBoxFreshness(shsatExam.format),
};

/** SPEC §2's six steps: diagnostic, custom plan, practice, track progress, test-day prep, ace it. */
export const shsatSteps = [
  { title: "Take the diagnostic", text: "A free diagnostic test shows your child's starting level in math and ELA." },
  { title: "Get a custom plan", text: "The plan fits the weeks before test day and starts with the biggest gains." },
  { title: "Practise", text: "Adaptive sets on phone or computer, with an explanation for every answer." },
  { title: "Track progress", text: "The parent dashboard shows practice time, progress and the predicted score." },
  {
    title: "Prepare for test day",
    text: `Full mock tests with ${shsat.questions} questions in ${shsat.minutes} minutes build pacing and calm.`,
  },
  { title: "Ace it", text: "Your child walks in knowing the format, the timing and their strengths." },
] as const satisfies readonly Step[];

const week = planFor("SHSAT", "7-Day");
const sixMonths = planFor("SHSAT", "6-Month");

const row = comparisonRow;

export const shsatComparison = {
  caption: `${brand.name} compared with private tutoring, prep books and free resources for the SHSAT`,
  options: [
    { label: brand.name, highlight: true },
    { label: "Private tutoring" },
    { label: "Prep books" },
    { label: "Free resources" },
  ],
  rows: [
    row(
      "Cost",
      { text: `${formatPrice(week.price)} to ${formatPrice(sixMonths.price)} per plan` },
      { text: competitorPrices.tutoring.label },
      { text: competitorPrices.books.label },
      { text: "Free" },
    ),
    row("Made for the SHSAT format", "yes", "partial", "yes", "partial"),
    row(comparisonFeatures.diagnostic, "yes", "partial", "no", "no"),
    row(comparisonFeatures.adaptsToChild, "yes", "yes", "no", "no"),
    row("Unlimited practice questions", "yes", "no", "no", "partial"),
    row(`Timed ${shsat.minutes}-minute mock tests`, "yes", "partial", "partial", "partial"),
    row("Explanation for every answer", "yes", "yes", "partial", "partial"),
    row("Predicted score", "yes", "partial", "no", "no"),
    row("Parent progress dashboard", "yes", "partial", "no", "no"),
    row("One-to-one time with a person", "no", "yes", "no", "no"),
  ],
} as const satisfies ComparisonTableData;

const planList = planPriceList(examPlans("SHSAT"));

export const shsatFaqs = [
  {
    question: "What is the SHSAT?",
    answer: `The Specialized High Schools Admissions Test is the test New York City uses for admission to ${shsat.schools} of its specialized high schools. It has ${shsat.questions} questions: ${shsat.mathQuestions} math and ${shsat.elaQuestions} English Language Arts.`,
  },
  {
    question: "How long is the test?",
    answer: `${shsat.minutes} minutes for both parts together. Students decide how to split the time between math and ELA, which is why pacing practice matters.`,
  },
  {
    question: "How is the SHSAT scored?",
    answer: `Answers are converted to a scaled score of up to ${shsat.maxScore}. Offers depend on the score and on the order in which a student ranks the schools.`,
  },
  {
    question: "How does the free diagnostic work?",
    answer:
      "Your child takes a short diagnostic test online. It shows the starting level in math and ELA, and the study plan is built from the results.",
  },
  {
    question: "When should my child start preparing?",
    answer:
      "As soon as you know the test date. The diagnostic shows how much ground there is to cover, and the study plan spreads it over the weeks you have.",
  },
  {
    question: "Are the mock tests like the real SHSAT?",
    answer: `Yes. They have ${shsat.questions} questions, ${shsat.mathQuestions} math and ${shsat.elaQuestions} ELA, with the full ${shsat.minutes}-minute timing.`,
  },
  {
    question: "Can I follow my child's progress?",
    answer: "Yes. The parent progress dashboard shows practice time, progress in math and ELA and the predicted score.",
  },
  {
    question: "How much does it cost?",
    answer: `Start with a free ${brand.trialDays}-day trial, no credit card required. SHSAT plans cost ${planList}, paid once.`,
  },
  {
    question: "Is there a money-back guarantee?",
    answer:
      "Yes. If your child completes the full recommended study plan and the score does not improve, ask us for your money back.",
  },
  {
    question: faqQuestions.tutoring,
    answer:
      "No. Our AI tutor explains every answer at any time of day, and the practice adapts to your child, but there is no human tutor.",
  },
] as const satisfies readonly FaqItem[];

export const shsatHelpLinks: readonly HelpLink[] = [
  {
    title: "Official NYC admissions",
    text: "Test dates, registration and the list of specialized high schools, from New York City's school application portal.",
    action: { label: officialSites.nycSchools.label, href: officialSites.nycSchools.href },
  },
  {
    title: "Ask our team",
    text: "Questions about the SHSAT, our plans or getting started? Send us a message and we will reply by email.",
    action: { label: "Contact us", href: pagePaths.contact },
  },
];
