// Feature cards shown by the FeatureGrid section, one named export per page or audience.
import type { LucideIcon } from "lucide-react";
import {
  Bot,
  ChartLine,
  ClipboardCheck,
  Gauge,
  Mic,
  ShieldCheck,
  Smartphone,
  Target,
  TrendingUp,
  Infinity as Unlimited,
  Users,
} from "lucide-react";
import { brand } from "./brand";
import { cpsHsat } from "./exams";

export type Feature = {
  /** A lucide icon component; only the icons a page uses end up in its bundle. */
  icon: LucideIcon;
  title: string;
  text: string;
};

/** Cards several pages show alike (home, every exam page through `sharedFeatures`, the CPS pages), written once. */
export const commonFeatures = {
  tutor: {
    icon: Bot,
    title: "An AI tutor on call",
    text: "Ask why an answer is right or wrong and get a clear explanation, any time of day.",
  },
  guarantee: {
    icon: ShieldCheck,
    title: "Money-back guarantee",
    text: "Complete the full recommended study plan; if your score does not improve, ask for your money back.",
  },
  parents: {
    icon: Users,
    title: "Parent progress dashboard",
    text: "Parents see practice time, progress and predicted scores without looking over a shoulder.",
  },
  /** The CPS pages' prediction card: the about page's program and the City Cast landing page. */
  tierPredictions: {
    icon: Gauge,
    title: "Tier-based score predictions",
    text: `Predicted points on the ${cpsHsat.totalPoints}-point scale, and what they mean in your tier.`,
  },
} as const satisfies Record<string, Feature>;

/** The promised features of SPEC §1, in its order (home page). */
export const homeFeatures = [
  {
    icon: ClipboardCheck,
    title: "A study plan made for you",
    text: "A short diagnostic test shows where you stand, and your plan starts from there.",
  },
  {
    icon: Unlimited,
    title: "Unlimited practice and mock tests",
    text: "Practise as much as you like, with full-length mock tests whenever you are ready.",
  },
  {
    icon: Mic,
    title: "Instant AI grading",
    text: "Get feedback on your speaking and writing in seconds instead of waiting days.",
  },
  commonFeatures.tutor,
  {
    icon: ChartLine,
    title: "Performance analytics",
    text: "See your strengths and weak spots by section and skill, and how they change over time.",
  },
  {
    icon: Gauge,
    title: "Predicted scores",
    text: "Know where your score is heading before test day, so you can plan your last weeks.",
  },
  {
    icon: Smartphone,
    title: "Mobile app",
    text: "Keep practising on your phone; your progress follows you between devices.",
  },
  commonFeatures.guarantee,
  commonFeatures.parents,
] as const satisfies readonly Feature[];

/** "Why choose" points of the exam selection page. */
export const whyChooseFeatures = [
  {
    icon: Target,
    title: "Practice that adapts",
    text: "Every practice set targets the skills you need most, so no session is wasted.",
  },
  {
    icon: TrendingUp,
    title: "Progress you can see",
    text: "Analytics and predicted scores show how far you have come and what is left to do.",
  },
  {
    icon: ClipboardCheck,
    title: `Try it free for ${brand.trialDays} days`,
    text: "Start with a diagnostic test and a study plan. No credit card required.",
  },
] as const satisfies readonly Feature[];
