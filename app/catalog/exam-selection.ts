// The exam selection page (/exams): one card per exam, and the trial block.
import { contactUs } from "#content/actions";
import { cards, page } from "#content/examSelection";
import { type ExamSelectionId, examSelectionIds } from "./content-schemas/audience-ids";
import { examById } from "./exams";
import { signupUrl } from "./links";
import { examBullets } from "./plans";

/** An exam card (docs/product.md, "Exam card"); HSPT and GRE lead to pricing ("Exam selection"). */
function card(id: ExamSelectionId) {
  const exam = examById(id);
  const { description, features, cta } = cards[id];
  return {
    id,
    title: exam.name,
    subtitle: exam.audience,
    link: exam.route,
    description,
    features: features.map((item) => (typeof item === "string" ? item : examBullets[item.plan])),
    cta,
  };
}

export type ExamCard = ReturnType<typeof card>;
export const examCards: readonly ExamCard[] = examSelectionIds.map(card);

export const examSelectionCopy = { ...page, trial: { ...page.trial, contact: { label: contactUs, href: "/contact" } } };

/** "Start free trial" for each exam: the sign-up app with the trial flag and the exam's code. */
export const examTrialLinks = examCards.map((examCard) => ({
  label: examCard.title,
  href: signupUrl({ trial: true, test: examCard.id }),
}));
