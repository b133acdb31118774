// The About page (SPEC §2): the general version, and the Chicago CPS version on
// paths with the `highschoolentrance` segment.
import {
  Code,
  GraduationCap,
  LayoutDashboard,
  Presentation,
  Scale,
  School,
  Sparkles,
  Target,
  Users,
  Zap,
} from "lucide-react";
import { brand, trialOffer } from "./brand";
import { cpsStepsHeading } from "./cps-landing";
import { cpsHsat } from "./exams";
import { commonFeatures, type Feature } from "./features";
import { diagnosticUrl, signupUrl } from "./links";
import { pagePaths } from "./page-paths";

/** The parent company's three products (SPEC §1). */
export const companyProducts = [
  {
    icon: GraduationCap,
    title: brand.name,
    text: "Adaptive exam preparation for students, and progress tracking for their parents and tutors.",
  },
  {
    icon: Code,
    title: "An assessment API",
    text: "Assessments that companies build into their own products.",
  },
  {
    icon: Presentation,
    title: "An assessment suite for teachers",
    text: "Tools that help teachers set, grade and follow assessments in their classes.",
  },
] as const satisfies readonly Feature[];

export const aboutValues = [
  {
    icon: Target,
    title: "Practice should adapt",
    text: "Every student starts somewhere different. A diagnostic test and adaptive sets mean no wasted sessions.",
  },
  {
    icon: Zap,
    title: "Feedback should be instant",
    text: "Waiting days for a graded essay slows learning down. Our AI scores speaking and writing in seconds.",
  },
  {
    icon: Users,
    title: "Parents should see progress",
    text: "A dashboard shows practice time and predicted scores, so support at home is based on facts.",
  },
  {
    icon: Scale,
    title: "Good prep should be affordable",
    text: `Plans cost far less than private tutoring, and every one starts with ${brand.trialDays} free days.`,
  },
] as const satisfies readonly Feature[];

export const aboutCopy = {
  general: {
    hero: {
      badge: brand.tagline,
      trial: { label: `Start ${brand.trialDays}-Day Free Trial`, href: signupUrl({ trial: true }) },
      exams: { label: "See our exams", href: pagePaths.exams },
    },
    values: { eyebrow: "What we believe", heading: "Why we build exam prep this way" },
    company: {
      eyebrow: "Who we are",
      heading: `${brand.name} is made by ${brand.company}`,
      intro: `${brand.company} builds assessment tools. ${brand.name} is the part made for students.`,
    },
    steps: { eyebrow: "How it works", heading: "From first login to test day" },
    cta: {
      heading: "See it for yourself",
      text: trialOffer(brand.name),
      contact: { label: "Contact us", href: pagePaths.contact },
    },
  },
  cps: {
    hero: {
      badge: "Chicago CPS HSAT program",
      trial: { label: `Start ${brand.trialDays}-Day Free Trial`, href: signupUrl({ trial: true, exam: "cps" }) },
      freeTest: { label: "Try Free Test", href: diagnosticUrl("cps") },
    },
    program: {
      eyebrow: "Why a Chicago program",
      heading: "Built around how selective enrollment works",
      intro: `The HSAT is only half of the ${cpsHsat.totalPoints} points, and tiers change who competes with whom. Our CPS program is built around those rules.`,
    },
    steps: { eyebrow: "How we help", heading: cpsStepsHeading },
    company: {
      eyebrow: "Who we are",
      heading: `${brand.name} is made by ${brand.company}`,
      intro: `${brand.company} builds assessment tools. ${brand.name} is the part made for students and their families.`,
    },
    cta: {
      heading: "Questions about the HSAT?",
      text: `Try ${brand.name} free for ${brand.trialDays} days, or write to our Chicago team.`,
      contact: { label: "Contact our CPS team", href: pagePaths.contactCps },
    },
  },
} as const;

export const aboutCpsProgram = [
  commonFeatures.tierPredictions,
  {
    icon: LayoutDashboard,
    title: "A parent dashboard",
    text: "Practice time, progress in math and reading, and the predicted score in one place.",
  },
  {
    icon: School,
    title: `All ${cpsHsat.selectiveSchools} selective schools in view`,
    text: `Your child can rank up to ${cpsHsat.schoolsToRank} of them; we help you see where the points stand.`,
  },
  {
    icon: Sparkles,
    title: `The ${cpsHsat.totalPoints}-point scale, explained`,
    text: `${cpsHsat.testPoints} points from the test and ${cpsHsat.gradePoints} from 7th-grade grades, in plain words.`,
  },
] as const satisfies readonly Feature[];
