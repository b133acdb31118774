// The For Tutors page (SPEC §2): the tutor dashboard, what students get, and
// how to request an account. The product offers no direct tutoring (SPEC §1).
import {
  Activity,
  Bot,
  ClipboardList,
  Gauge,
  Mic,
  Smartphone,
  Target,
  TrendingUp,
  UserPlus,
  Users,
} from "lucide-react";
import { formatList } from "#app/lib/format";
import { brand } from "./brand";
import { exams } from "./exams";
import type { FaqItem } from "./faqs";
import type { Feature } from "./features";
import { tutorFormUrl } from "./links";
import type { Step } from "./steps";
import { type Testimonial, toTestimonial } from "./testimonials";

const requestAccount = { label: "Request Tutor Account", href: tutorFormUrl() };

export const forTutorsCopy = {
  hero: {
    badge: "For tutors",
    request: requestAccount,
    howItWorks: { label: "How it works", href: "#connect" },
    notice: {
      title: "Good to know:",
      text: `${brand.name} does not offer direct tutoring. We give tutors a dashboard and adaptive practice for their students; the teaching stays with you.`,
    },
  },
  tutorFeatures: {
    eyebrow: "Your dashboard",
    heading: "Everything you need to guide your students",
    intro: "One dashboard for every student you work with.",
  },
  studentFeatures: {
    eyebrow: "For your students",
    heading: "What your students get between sessions",
  },
  testimonial: { eyebrow: "From a tutor", heading: "What tutors say" },
  faq: { eyebrow: "FAQ", heading: "Questions tutors ask" },
  connect: {
    eyebrow: "Get started",
    heading: "Connect with your students in three steps",
  },
  cta: {
    heading: "Bring your students' practice into one place",
    text: "Tutor accounts are given on request. Tell us about your students and we will set you up.",
    request: requestAccount,
  },
} as const;

/** The six things the tutor dashboard does (SPEC §1, §6). */
export const tutorFeatures = [
  {
    icon: TrendingUp,
    title: "Track progress",
    text: "See each student's progress by section and skill, and how it changes week by week.",
  },
  {
    icon: ClipboardList,
    title: "Assign practice sets",
    text: "Send a student the practice you want them to do before the next session.",
  },
  {
    icon: Activity,
    title: "Monitor activity",
    text: "Know who practised, for how long and on what, without asking.",
  },
  {
    icon: Gauge,
    title: "Results and score predictions",
    text: "Open any student's results and predicted score, and plan your sessions around them.",
  },
  {
    icon: Users,
    title: "Manage several students",
    text: "Every student you work with in one dashboard, each with their own plan.",
  },
  {
    icon: UserPlus,
    title: "Share with other tutors",
    text: "A student's dashboard can have more than one tutor seat, so co-tutors see the same picture.",
  },
] as const satisfies readonly Feature[];

/** The four things students get (SPEC §1's promised features). */
export const tutorStudentFeatures = [
  {
    icon: Target,
    title: "Adaptive practice",
    text: "A study plan from a diagnostic test, and sets that adapt to every answer.",
  },
  {
    icon: Mic,
    title: "Instant AI grading",
    text: "Speaking and writing scored in seconds, with tips to improve.",
  },
  {
    icon: Bot,
    title: "An AI tutor between sessions",
    text: "Explanations for every answer, any time of day.",
  },
  {
    icon: Smartphone,
    title: "Mobile app",
    text: "Practice on the phone or the computer; progress follows them.",
  },
] as const satisfies readonly Feature[];

/** The page's one testimonial (an illustrative tutor). */
export const tutorTestimonial: Testimonial = toTestimonial({
  name: "Sofia R.",
  role: "Independent TOEFL tutor",
  school: "Chicago",
  content:
    "I used to start every session asking what my students had practised. Now I open the dashboard, see the weak spots and assign the next set before we even talk.",
  rating: 5,
});

export const tutorFaqs = [
  {
    question: "How do I get a tutor account?",
    answer:
      "Tutor accounts are given on request. Fill in the tutor account form, tell us about your students, and we will reply by email to set you up.",
  },
  {
    question: `Does ${brand.name} offer tutoring?`,
    answer: `No. ${brand.name} does not offer direct tutoring. Students get adaptive practice and an AI tutor that explains answers; tutors get a dashboard to guide them.`,
  },
  {
    question: "Which exams can my students prepare for?",
    answer: `${formatList(exams.map((exam) => exam.name))}.`,
  },
  {
    question: "Can more than one tutor follow the same student?",
    answer:
      "Yes. A student's dashboard can have several tutor seats, so co-tutors and coordinators see the same results.",
  },
  {
    question: "What can I see about each student?",
    answer: "Progress by section, practice activity, results of practice sets and mock tests, and the predicted score.",
  },
] as const satisfies readonly FaqItem[];

/** The three-step connect section. */
export const tutorConnectSteps = [
  { title: "Request your account", text: "Fill in the short tutor account form; we reply by email." },
  { title: "Connect your students", text: "Add the students you work with to your dashboard." },
  { title: "Assign and follow", text: "Send practice sets, watch activity and plan sessions around real results." },
] as const satisfies readonly Step[];
