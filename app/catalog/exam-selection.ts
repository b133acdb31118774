// The exam selection page (/exams): one card per exam, and the trial block.
import { contactUs } from "#content/actions";
import { cards, page } from "#content/examSelection";
import { type ExamSelectionId, examSelectionIds, type PlanBulletId } from "./content-schemas/audience-ids";
import { type ExamId, examById } from "./exams";
import { signupUrl } from "./links";
import { examBullets } from "./plans";

/** An exam card (docs/product.md, "Exam card"). */
export type ExamCard = {
  id: ExamId;
  title: string;
  subtitle: string;
  description: string;
  features: readonly string[];
  /** Where the card leads (HSPT and GRE go to pricing: docs/product.md, "Exam selection"). */
  link: string;
  cta: string;
};

/** The pricing plans' bullets a card names by id in the content file. */
const planBullets: Record<PlanBulletId, string> = {
  "speaking-writing-grading": examBullets.speakingWritingGrading,
  "tier-predictions": examBullets.tierPredictions,
  "parent-dashboard": examBullets.parentDashboard,
  "essay-grading": examBullets.essayGrading,
  "gre-words": examBullets.greWords,
};

function card(id: ExamSelectionId): ExamCard {
  const exam = examById(id);
  const { description, features, cta } = cards[id];
  return {
    id,
    title: exam.name,
    subtitle: exam.audience,
    link: exam.route,
    description,
    features: features.map((item) => (typeof item === "string" ? item : planBullets[item.plan])),
    cta,
  };
}

export const examCards: readonly ExamCard[] = examSelectionIds.map(card);

export const examSelectionCopy = {
  cardsHeading: page.cardsHeading,
  whyChoose: page.whyChoose,
  trial: {
    heading: page.trial.heading,
    text: page.trial.text,
    label: page.trial.label,
    contact: { label: contactUs, href: "/contact" },
  },
} as const;

/** "Start free trial" for each exam: the sign-up app with the trial flag and the exam's code. */
export const examTrialLinks = examCards.map((examCard) => ({
  label: examCard.title,
  href: signupUrl({ trial: true, test: examCard.id }),
}));
