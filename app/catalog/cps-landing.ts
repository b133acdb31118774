// The Chicago CPS HSAT landing page (/highschoolentrance, SPEC §2): its hero,
// sections and their data. Every rule of the test comes from `cpsHsat`.
import {
  Calculator,
  CalendarClock,
  ClipboardCheck,
  GraduationCap,
  LayoutDashboard,
  ListOrdered,
  Repeat,
  School,
  Sigma,
  Timer,
} from "lucide-react";
import { formatPrice } from "#app/lib/format";
import type { HelpLink, ScoreFact, ScoreSplit } from "./blocks";
import { brand, trialOffer } from "./brand";
import { type ComparisonTableData, comparisonFeatures, comparisonRow, competitorPrices } from "./comparisons";
import { cpsHeroFigures, cpsPredictionsFeature, examHero, examHeroLabels } from "./exam-pages";
import { cpsHsat } from "./exams";
import { type FaqItem, faqQuestions } from "./faqs";
import type { Feature } from "./features";
import { officialSites } from "./links";
import { pagePaths } from "./page-paths";
import { cpsPlans, planFor } from "./plans";
import { pointsCalculatorLink } from "./points-calculator-link";
import { pricingCopy } from "./pricing";
import type { Step } from "./steps";
import { type Testimonial, toTestimonials } from "./testimonials";

const { totalPoints, testPoints, gradePoints, sectionMaxPoints, sectionMinutes, tiers, selectiveSchools } = cpsHsat;
const percent = (share: number) => `${Math.round(share * 100)}%`;
const weeks = `${cpsHsat.startWeeksAhead.min}–${cpsHsat.startWeeksAhead.max} weeks`;
/** How many schools a family ranks, said once for the timeline and the FAQ. */
const rankedSchools = `${cpsHsat.schoolsToRank} of the ${selectiveSchools} selective enrollment high schools, in order of preference`;
const topPercentilePoints = Math.round(99 * cpsHsat.percentileMultiplier);

export const cpsLandingHero = examHero("cps", {
  badgeText: "CPS HSAT prep for Chicago 8th graders",
  test: "cps",
  ...cpsHeroFigures,
});

/** The heading above `cpsSteps`, on the CPS landing and about pages. */
export const cpsStepsHeading = "Six steps from first login to test day";

export const cpsLandingCopy = {
  heroLabels: examHeroLabels,
  /** SPEC §2 names this page's anchor 'Learn More'. */
  learnMore: "Learn More",
  features: {
    eyebrow: "Why families choose us",
    heading: "Built for Chicago's selective enrollment admissions",
    intro: `Everything in ${brand.name}'s CPS program points at one test, one day, and the ${selectiveSchools} schools your child is aiming for.`,
  },
  scoring: {
    eyebrow: "How the HSAT is scored",
    heading: `How ${totalPoints} admission points add up`,
    intro: "Selective enrollment admission mixes the test, 7th-grade grades and where you live. Here is how.",
  },
  steps: { eyebrow: "Your path", heading: cpsStepsHeading },
  testimonials: { eyebrow: "Chicago families", heading: "What parents and students say" },
  comparison: {
    eyebrow: "Compare",
    heading: "How the options compare",
    intro: "Tutors, books and free worksheets all have their place. Here is what each gives your 8th grader.",
  },
  faq: { eyebrow: "FAQ", heading: "Questions Chicago parents ask" },
  help: {
    eyebrow: "More help",
    heading: "Official rules and real people",
    intro: "Dates and rules can change from year to year. Check the district's site, and ask us anything.",
  },
  finalCta: {
    heading: "Give your 8th grader a head start",
    text: trialOffer(`every part of ${brand.name}'s CPS HSAT prep`),
  },
} as const;

/** The feature grid under the hero (the "Learn More" target). */
export const cpsLandingFeatures = [
  {
    icon: Timer,
    title: "Practice timed like the real test",
    text: `Two ${sectionMinutes}-minute sections, math without a calculator and reading, so test day feels familiar.`,
  },
  cpsPredictionsFeature,
  {
    icon: LayoutDashboard,
    title: "A dashboard for parents",
    text: "Practice time, progress by section and the predicted score, without nagging every evening.",
  },
  {
    icon: ClipboardCheck,
    title: "A plan from a diagnostic test",
    text: "A short diagnostic shows where your child stands; the plan starts with the skills worth the most points.",
  },
  {
    icon: Calculator,
    title: "Math skills, one at a time",
    text: "Mental math and estimation practice that builds the speed the no-calculator section needs.",
  },
  {
    icon: School,
    title: `Aimed at the ${selectiveSchools} selective schools`,
    text: `Prepare with the whole picture: the test, the grades and ranking up to ${cpsHsat.schoolsToRank} schools.`,
  },
] as const satisfies readonly Feature[];

/** The scoring explanation (SPEC §9's CPS HSAT facts). */
export const cpsScoring: { splits: readonly ScoreSplit[]; facts: readonly ScoreFact[] } = {
  splits: [
    {
      title: `${totalPoints} admission points`,
      parts: [
        {
          amount: testPoints,
          value: `${testPoints} points`,
          label: `from the HSAT: math and reading, up to ${sectionMaxPoints} each`,
        },
        { amount: gradePoints, value: `${gradePoints} points`, label: "from 7th-grade grades" },
      ],
    },
    {
      title: "How seats are filled at each school",
      parts: [
        {
          amount: cpsHsat.rankSeatShare,
          value: percent(cpsHsat.rankSeatShare),
          label: "go to the highest point totals, whatever the tier",
        },
        {
          amount: cpsHsat.tierSeatShare,
          value: percent(cpsHsat.tierSeatShare),
          label: `are shared across ${tiers} tiers; students compete within their tier`,
        },
      ],
    },
  ],
  facts: [
    {
      icon: Timer,
      title: `Two ${sectionMinutes}-minute sections`,
      text: `Math (no calculator) and reading, ${sectionMinutes * 2} minutes in all. Each is worth up to ${sectionMaxPoints} points.`,
    },
    {
      icon: Sigma,
      title: "Percentiles become points",
      text: `Each section's percentile is multiplied by ${cpsHsat.percentileMultiplier}, so the 99th percentile earns ${topPercentilePoints} points.`,
    },
    {
      icon: GraduationCap,
      title: "Grades count as much as the test",
      text: `7th-grade grades give the other ${gradePoints} points, so schoolwork matters while you prepare.`,
    },
    {
      icon: ListOrdered,
      title: `Rank up to ${cpsHsat.schoolsToRank} schools`,
      text: `Choose up to ${rankedSchools}.`,
    },
    {
      icon: Repeat,
      title: "One attempt, no retakes",
      text: "The HSAT is taken once. There is no second try, so it pays to arrive ready.",
    },
    {
      icon: CalendarClock,
      title: `Start ${weeks} ahead`,
      text: "Enough time for a diagnostic, steady practice and a few full mock tests without cramming.",
    },
  ],
};

/** The six-step path. */
export const cpsSteps = [
  { title: "Take the free diagnostic", text: "A short test shows your child's starting level in math and reading." },
  {
    title: "Get a custom plan",
    text: `The plan fits the weeks left before test day and starts with the skills worth the most points.`,
  },
  { title: "Practise every day", text: "Short adaptive sets on phone or computer, with every answer explained." },
  { title: "Watch the dashboard", text: "Parents follow practice time, progress and the predicted score." },
  {
    title: "Rehearse test day",
    text: `Full mock tests with two ${sectionMinutes}-minute sections build pacing and calm.`,
  },
  { title: "Walk in ready", text: "One attempt, and your child knows exactly what to expect." },
] as const satisfies readonly Step[];

/** Six Chicago families (illustrative people, first name and initial). */
export const cpsTestimonials: readonly Testimonial[] = toTestimonials([
  {
    id: "tanya-cps",
    name: "Tanya R.",
    location: "Parent, Logan Square",
    score: "Offered a seat at her first-choice school",
    quote:
      "I finally understood how the points worked. The predicted score told us where my daughter stood in our tier, so we stopped guessing.",
  },
  {
    name: "Marcus J.",
    role: "8th grader",
    school: "Bronzeville",
    content:
      "Math without a calculator scared me. The short daily sets made mental math feel normal, and the timer stopped stressing me out.",
    rating: 5,
  },
  {
    id: "elena-cps",
    name: "Elena G.",
    location: "Parent, Pilsen",
    score: "Ready on test day",
    quote:
      "Tutoring was out of our budget. This gave my son a plan and explanations for every question, and I could check the dashboard from work.",
  },
  {
    name: "Priya S.",
    role: "Parent",
    school: "Edgewater",
    content:
      "We started ten weeks out, as they suggest. My daughter did one mock test every weekend near the end, and test day felt like just another one.",
    rating: 5,
  },
  {
    id: "david-cps",
    name: "David O.",
    location: "8th grader, Portage Park",
    score: "Reading went from weakest to strongest",
    quote: "The reading passages kept coming back to the question types I missed until I stopped missing them.",
  },
  {
    name: "Angela W.",
    role: "Parent",
    school: "Hyde Park",
    content:
      "Knowing there is only one attempt made us nervous. The practice tests took the surprise out of it for my son.",
    rating: 5,
  },
]);

const cps7 = planFor("CPS", "7-Day").price;
const cps6 = planFor("CPS", "6-Month").price;

const row = comparisonRow;

/** Four ways to prepare across 14 features (SPEC §2). */
export const cpsComparison = {
  caption: `${brand.name} compared with private tutoring, prep books and free resources for the CPS HSAT`,
  options: [
    { label: brand.name, highlight: true },
    { label: "Private tutoring" },
    { label: "Prep books" },
    { label: "Free resources" },
  ],
  rows: [
    row(
      "Cost",
      { text: `${formatPrice(cps7)} to ${formatPrice(cps6)} per plan` },
      { text: competitorPrices.tutoring.label },
      { text: competitorPrices.books.label },
      { text: "Free" },
    ),
    row("Made for the CPS HSAT format", "yes", "partial", "partial", "partial"),
    row(comparisonFeatures.diagnostic, "yes", "partial", "no", "no"),
    row(comparisonFeatures.adaptsToChild, "yes", "yes", "no", "no"),
    row("Unlimited practice questions", "yes", "no", "no", "partial"),
    row(`Timed mock tests (two ${sectionMinutes}-minute sections)`, "yes", "partial", "partial", "partial"),
    row("Explanation for every answer", "yes", "yes", "partial", "partial"),
    row(`Predicted score on the ${totalPoints}-point scale`, "yes", "partial", "no", "no"),
    row("Tier-based score predictions", "yes", "partial", "no", "no"),
    row("Parent progress dashboard", "yes", "partial", "no", "no"),
    row(comparisonFeatures.anyDevice, "yes", "no", "partial", "yes"),
    row("One-to-one time with a person", "no", "yes", "no", "no"),
    row(`Free ${brand.trialDays}-day trial, no credit card`, "yes", "partial", "no", { text: "Always free" }),
    row("Money-back guarantee", "yes", "no", "no", "no"),
  ],
} as const satisfies ComparisonTableData;

const planList = cpsPlans.map((plan) => `${plan.title} ${formatPrice(plan.price)}`).join(", ");

/** Ten questions; all start closed (SPEC §4). */
export const cpsFaqs = [
  {
    question: "What is the CPS HSAT?",
    answer: `The High School Admissions Test is the test Chicago Public Schools uses for its ${selectiveSchools} selective enrollment high schools. It takes ${sectionMinutes * 2} minutes: a ${sectionMinutes}-minute math section without a calculator and a ${sectionMinutes}-minute reading section.`,
  },
  {
    question: "How is the HSAT scored?",
    answer: `Each section's result is a percentile, which is multiplied by ${cpsHsat.percentileMultiplier}. That makes each section worth up to ${sectionMaxPoints} points and the whole test up to ${testPoints} points.`,
  },
  {
    question: `How do the ${totalPoints} admission points add up?`,
    answer: `Up to ${testPoints} points come from the HSAT and up to ${gradePoints} from 7th-grade grades. Both halves matter equally.`,
  },
  {
    question: "How are seats at each school given out?",
    answer: `The first ${percent(cpsHsat.rankSeatShare)} of seats go to the students with the highest point totals. The other ${percent(cpsHsat.tierSeatShare)} are split across ${tiers} tiers, and students compete for them with others in the same tier. That is why our predictions show where your child stands in your tier.`,
  },
  {
    question: "How many schools can my child rank?",
    answer: `Up to ${rankedSchools}.`,
  },
  {
    question: "Can my child retake the HSAT?",
    answer:
      "No. The test is taken once, with no retakes, which is why steady practice and a few full mock tests pay off.",
  },
  {
    question: "When should we start preparing?",
    answer: `We suggest starting ${weeks} before test day. If the test is closer than that, the 7-Day Cram plan focuses on the skills worth the most points.`,
  },
  {
    question: `How does ${brand.name} predict my child's score?`,
    answer: `From the diagnostic test and every practice set, we estimate the points your child would earn on the ${totalPoints}-point scale and show what they mean for your tier. It is an estimate to guide practice, not a promise of admission.`,
  },
  {
    question: "What does the parent dashboard show?",
    answer:
      "Practice time, progress in math and reading, the topics that still need work and the predicted score, so you can support your child without looking over a shoulder.",
  },
  {
    question: faqQuestions.cost,
    answer: `Every plan starts with a free ${brand.trialDays}-day trial, no credit card required. Then choose ${planList}. ${pricingCopy.cpsFootnote}.`,
  },
] as const satisfies readonly FaqItem[];

/** Where to learn more: the district's official site and our support. */
export const cpsHelpLinks: readonly HelpLink[] = [
  {
    title: "Official CPS admissions",
    text: "Application dates, testing information and the list of selective enrollment schools, from the district itself.",
    action: { label: officialSites.cps.label, href: officialSites.cps.href },
  },
  pointsCalculatorLink,
  {
    title: "Ask our team",
    text: "Questions about the HSAT, our plans or getting started? Send us a message and we will reply by email.",
    action: { label: "Contact us", href: pagePaths.contact },
  },
];
