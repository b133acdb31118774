// The City Cast Chicago partner page (/citycast, SPEC §2): a welcome for the
// partner's listeners, the featured CPS HSAT offer, benefits and the partner.
import { BookOpen, LayoutDashboard, MessageCircle, Smartphone, Timer } from "lucide-react";
import { brand } from "./brand";
import { priceStat } from "./exam-pages";
import { cpsHsat } from "./exams";
import { commonFeatures, type Feature } from "./features";
import { signupUrl } from "./links";
import { pagePaths } from "./page-paths";
import { cpsPlans } from "./plans";

/** The partner, and the referral code the sign-up app credits it with. */
export const partner = { name: "City Cast Chicago", ref: "citycast" } as const;

const featuredPlan = cpsPlans.find((plan) => plan.popular) ?? cpsPlans[cpsPlans.length - 1];
const price = priceStat("cps");

export const citycastCopy = {
  hero: {
    badge: `For ${partner.name} listeners`,
    trial: {
      label: `Start ${brand.trialDays}-Day Free Trial`,
      href: signupUrl({ trial: true, exam: "cps", ref: partner.ref }),
    },
    signUp: { label: "Sign Up Now", href: signupUrl({ ref: partner.ref }) },
  },
  offer: {
    badge: "Featured for Chicago families",
    title: "CPS HSAT prep",
    text: `Everything your 8th grader needs for the High School Admissions Test and the ${cpsHsat.selectiveSchools} selective enrollment schools.`,
    price: { value: price.price, label: price.priceLabel },
    features: featuredPlan?.features ?? [],
    more: { label: "See the full CPS HSAT program", href: pagePaths.highschoolentrance },
  },
  students: {
    eyebrow: "For students",
    heading: "Practice that fits an 8th grader's week",
    intro: "Short sessions, clear explanations and a timer that stops being scary.",
  },
  parents: {
    eyebrow: "For parents",
    heading: "Know where your child stands",
    intro: `Selective enrollment is confusing. We show you the ${cpsHsat.totalPoints}-point picture in plain numbers.`,
  },
  partnerSection: {
    eyebrow: "Our partner",
    heading: `Why we teamed up with ${partner.name}`,
    paragraphs: [
      `${partner.name} covers life in Chicago, and for families of 8th graders that includes a big question: how to get ready for the selective enrollment high schools.`,
      `We want every family who hears about ${brand.name} there to be able to try it before paying anything, so the trial is free for ${brand.trialDays} days and needs no credit card.`,
    ],
    pointsTitle: "What listeners get",
    points: [
      `${brand.trialDays} days of full access, no credit card required`,
      "Timed math and reading practice and full mock tests",
      `Score predictions on the ${cpsHsat.totalPoints}-point scale, by tier`,
      "The parent progress dashboard from day one",
      `Signing up here tells us ${partner.name} sent you`,
    ],
  },
  finalCta: {
    heading: "Ready when your 8th grader is",
    text: `Start the free ${brand.trialDays}-day trial today, or sign up now and begin with the diagnostic test.`,
  },
} as const;

export const citycastStudentBenefits = [
  {
    icon: Timer,
    title: "Timed like the real HSAT",
    text: `Two ${cpsHsat.sectionMinutes}-minute sections, math without a calculator and reading.`,
  },
  {
    icon: MessageCircle,
    title: "Every answer explained",
    text: "The AI tutor explains why an answer is right or wrong, any time of day.",
  },
  {
    icon: Smartphone,
    title: "Practice on the go",
    text: "The mobile app turns a bus ride into a practice set; progress follows to the computer.",
  },
] as const satisfies readonly Feature[];

export const citycastParentBenefits = [
  commonFeatures.tierPredictions,
  {
    icon: LayoutDashboard,
    title: "A dashboard for you",
    text: "Practice time, progress in math and reading, and the topics that still need work.",
  },
  {
    icon: BookOpen,
    title: "The rules, explained",
    text: `Our CPS HSAT page explains how ${cpsHsat.testPoints} test points and ${cpsHsat.gradePoints} grade points add up, and how seats are filled.`,
  },
] as const satisfies readonly Feature[];
