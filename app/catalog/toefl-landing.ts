// The TOEFL landing page (/toefl): the same structure as the SHSAT page, from
// the TOEFL facts in exams.ts. Its cards and format box are /exams/toefl's.
import { ClipboardCheck, Mic, Target } from "lucide-react";
import { formatPrice } from "#app/lib/format";
import type { HelpLink } from "./blocks";
import { brand, trialOffer } from "./brand";
import { type ComparisonTableData, comparisonFeatures, comparisonRow, competitorPrices } from "./comparisons";
import {
  examHero,
  examHeroLabels,
  examInfoBox,
  examPlans,
  planPriceList,
  toeflFeatures,
  toeflSectionSubtitles,
} from "./exam-pages";
import { examById } from "./exams";
import { effectiveLabel } from "./fact-sources";
import { type FaqItem, faqQuestions, studyPlanFaq } from "./faqs";
import { pagePaths } from "./page-paths";
import { planFor } from "./plans";
import type { Step } from "./steps";

const toefl = examById("toefl");

export const toeflHero = examHero("toefl", {
  badgeText: "TOEFL iBT prep with instant AI feedback",
  test: "toefl",
  stats: {
    stat2: "Instant",
    stat2Label: "speaking and writing scores",
    stat3: `All ${toefl.sections.length}`,
    stat3Label: "TOEFL sections",
  },
  featureCards: [
    { icon: Mic, title: "Speaking task scored", subtitle: "Feedback in seconds", position: "top-left" },
    { icon: Target, title: "Predicted score", subtitle: "On the 1–6 band scale", position: "top-right" },
    { icon: ClipboardCheck, title: "Study plan ready", subtitle: "From your diagnostic", position: "bottom-left" },
  ],
});

export const toeflCopy = {
  heroLabels: examHeroLabels,
  learnMore: {
    eyebrow: "What you get",
    heading: "Everything you need for the TOEFL iBT",
    intro: `Practice for all ${toefl.sections.length} sections, with feedback on speaking and writing the moment you finish.`,
  },
  steps: { eyebrow: "Your path", heading: "Six steps to your target score" },
  comparison: {
    eyebrow: "Compare",
    heading: "How the options compare",
    intro: "Tutors, books and free videos all have their place. Here is what each gives you for your time and money.",
  },
  faq: { eyebrow: "FAQ", heading: "TOEFL questions students ask" },
  help: {
    eyebrow: "More help",
    heading: "Free resources and real people",
    intro: "Read our free TOEFL guides and templates, or write to us with any question.",
  },
  finalCta: {
    heading: "Start practising for the TOEFL today",
    text: trialOffer(`every part of ${brand.name}'s TOEFL prep`),
  },
} as const;

export const toeflLandingFeatures = toeflFeatures;

export const toeflFacts = examInfoBox("toefl", toeflSectionSubtitles);

export const toeflSteps = [
  { title: "Take the diagnostic", text: "A short test shows your level in reading, listening, speaking and writing." },
  { title: "Get your study plan", text: "The plan fits your test date and starts where you can gain the most." },
  { title: "Practise reading and listening", text: "Adaptive sets with an explanation for every answer." },
  {
    title: "Speak and write with feedback",
    text: "Record answers and write essays; the AI scores them in seconds and shows what to fix.",
  },
  { title: "Take mock tests", text: "Full tests with the real timing show your predicted score and build stamina." },
  { title: "Reach your target", text: "Walk into the test centre knowing every task and how to pace it." },
] as const satisfies readonly Step[];

const row = comparisonRow;

export const toeflComparison = {
  caption: `${brand.name} compared with private tutoring, prep books and free resources for the TOEFL`,
  options: [
    { label: brand.name, highlight: true },
    { label: "Private tutoring" },
    { label: "Prep books" },
    { label: "Free resources" },
  ],
  rows: [
    row(
      "Cost",
      {
        text: `${formatPrice(planFor("TOEFL", "7-Day").price)} to ${formatPrice(planFor("TOEFL", "6-Month").price)} per plan`,
      },
      { text: competitorPrices.tutoring.label },
      { text: competitorPrices.books.label },
      { text: "Free" },
    ),
    row("Covers all four sections", "yes", "yes", "yes", "partial"),
    row(comparisonFeatures.diagnostic, "yes", "partial", "no", "no"),
    row("Instant scoring of speaking answers", "yes", "no", "no", "no"),
    row("Instant feedback on essays", "yes", "no", "no", "partial"),
    row("Practice adapts to your level", "yes", "yes", "no", "no"),
    row("Timed mock tests", "yes", "partial", "partial", "partial"),
    row("Predicted score", "yes", "partial", "no", "no"),
    row(comparisonFeatures.anyDevice, "yes", "no", "partial", "yes"),
    row("One-to-one time with a person", "no", "yes", "no", "no"),
  ],
} as const satisfies ComparisonTableData;

const sectionList = toefl.sections
  .map((section) => `${section.name} (${section.questions}, ${section.minutes.toLowerCase()})`)
  .join(", ");

export const toeflFaqs = [
  {
    question: "What is on the TOEFL iBT?",
    answer: `${toefl.sections.length} sections: ${sectionList}.`,
  },
  {
    question: "How is the TOEFL scored?",
    answer: `Since ${effectiveLabel(toefl.format)} each section and the total are reported in ${toefl.scale}. Your predicted score in ${brand.name} uses the band scale, so you always know how far you are from your target.`,
  },
  {
    question: "How does the AI grade my speaking?",
    answer:
      "Record your answer to a speaking task. Within seconds you get a score against the TOEFL criteria and tips on delivery, language and content, so you can try again right away.",
  },
  {
    question: "How does the AI grade my writing?",
    answer:
      "Submit an essay and the AI scores it against the TOEFL criteria, then points out the parts that cost you points and how to fix them.",
  },
  studyPlanFaq,
  {
    question: "How long do I need to prepare?",
    answer:
      "It depends on your starting level and your target. The diagnostic shows the gap; choose 7 days for a final review, or 1 or 6 months for steady progress.",
  },
  {
    question: "Are the mock tests like the real TOEFL?",
    answer: "Yes. They follow the same sections, task types and timing, and end with a predicted score.",
  },
  {
    question: faqQuestions.cost,
    answer: `Start with a free ${brand.trialDays}-day trial, no credit card required. TOEFL plans cost ${planPriceList(examPlans("TOEFL"))}, paid once.`,
  },
  {
    question: "Can I practise on my phone?",
    answer: "Yes. The mobile app has every practice set, and your progress follows you between phone and computer.",
  },
  {
    question: faqQuestions.tutoring,
    answer: "No. Our AI tutor explains every answer at any time of day, but there is no human tutor.",
  },
] as const satisfies readonly FaqItem[];

export const toeflHelpLinks: readonly HelpLink[] = [
  {
    title: "All TOEFL resources",
    text: "Every article and guide we have written about the TOEFL iBT, grouped by section.",
    action: { label: "Read the guides", href: pagePaths.allToeflResources },
  },
  {
    title: "Free templates",
    text: "Templates for TOEFL essays and speaking answers, free to use.",
    action: { label: "Browse templates", href: pagePaths.freeTemplates },
  },
  {
    title: "Ask our team",
    text: "Questions about the TOEFL, our plans or getting started? Send us a message and we will reply by email.",
    action: { label: "Contact us", href: pagePaths.contact },
  },
];
