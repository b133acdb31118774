// The exam page template: one config per exam under /exams, and what the landing pages share with it.

import { icons } from "#app/components/icons";
import { formatPrice } from "#app/lib/format";
import { startTrial } from "#content/actions";
import {
  bottomFeatures as bottomFeatureContent,
  heroes,
  heroLabels,
  infoBox as infoBoxCopy,
  infoBoxes,
  learnMoreContext,
  panelTitle,
  priceLabels,
  template,
} from "#content/examPages";
import {
  act as actFeatures,
  gre as greFeatures,
  hsat as hsatFeatures,
  hspt as hsptFeatures,
  toefl as toeflFeatureContent,
} from "#content/features";
import { shared } from "#content/landingPages";
import { exam as examStepContent, headings } from "#content/steps";
import type { PageId } from "../../routes.ts";
import type { HelpLink } from "../blocks";
import { type ExamId, examById, sectionLabel } from "../exams";
import { checkedLabel, type Provenance } from "../fact-sources";
import type { Feature } from "../features";
import { signupUrl, type TestCode } from "../links";
import type { FeatureContent as CardContent, Step } from "../page-content-schema";
import type { PageInfo } from "../pages.server";
import { heroPrice, type Plan, type PlanTest, plans } from "../plans";

type InfoBoxSection = { label: string; value: string; subtitle: string; duration?: string };

/** The info box (docs/product.md, "Info box"): an exam's format and scoring at a glance, with its source. */
export type InfoBoxData = {
  title: string;
  sections: readonly InfoBoxSection[];
  bottomText: string;
  /** What a student should know about the current format, beyond the figures. */
  note?: string;
  /** A tool about the exam's scores (the TOEFL score converter). */
  link?: { label: string; href: string };
  freshness: ReturnType<typeof infoBoxFreshness>;
};

/** Labels of the hero's buttons and links, the same on every exam hero. */
export const examHeroLabels = { trial: startTrial, ...heroLabels };

/** A text written for every exam, for one: `{exam}`, `{exam-price}`, `{exam-scale}`, `{exam-time}`. */
function fillExam(text: string, id: ExamId): string {
  const exam = examById(id);
  const values: Record<string, () => string> = {
    exam: () => exam.name,
    "exam-price": () => formatPrice(heroPrice(id).amount),
    "exam-scale": () => exam.scale,
    "exam-time": () => exam.totalTime.toLowerCase(),
  };
  return text.replace(/\{(exam(?:-price|-scale|-time)?)\}/g, (_, name: string) => values[name]?.() ?? name);
}

/** A text written for every exam, with the exam's name for `{exam}`. */
const withExamName = (text: string, examName: string) => text.replaceAll("{exam}", examName);

/** The help link to our team, the same on every landing page. */
export const askTeam = (examName: string): HelpLink => ({
  title: shared.askTeam.title,
  text: withExamName(shared.askTeam.text, examName),
  action: { label: shared.askTeam.label, href: "/contact" },
});

/** The hero's in-page link to its learn-more section, named with the exam for screen readers. */
export function learnMoreAction(examName: string, label: string = examHeroLabels.learnMore) {
  return { label, href: "#learn-more", srContext: withExamName(learnMoreContext, examName) };
}

/** The hero's price stat: the 6-Month price, or ACT's "from" price. */
export function priceStat(exam: ExamId) {
  const { amount, label } = heroPrice(exam);
  return { price: formatPrice(amount), priceLabel: label === "from" ? priceLabels.from : priceLabels.oneTime };
}

/** The strip under every exam hero: what every student is promised (docs/product.md, "Promised features"). */
const bottomFeatures = bottomFeatureContent.map(({ icon, text }) => ({ icon: icons[icon], text }));

/** The exam's own plans, for its pricing section; ACT has none. */
export function examPlans(test: PlanTest | null): readonly Plan[] {
  return test ? plans.filter((plan) => plan.test === test) : [];
}

/** When the box's facts were last compared with their source ("Checked November 2026"), and which source. */
export function infoBoxFreshness(provenance: Provenance) {
  return { checked: checkedLabel(provenance), checkedOn: provenance.checkedOn, source: provenance.source };
}

/** The format-and-scoring box of an exam, from its facts in exams.ts and exam-pages.yml's `infoBoxes`. */
export function examInfoBox(
  id: keyof typeof infoBoxes,
  subtitles: Readonly<Record<string, string>> = infoBoxes[id].sections,
): InfoBoxData {
  const exam = examById(id);
  const { bottomText, link }: { bottomText?: string; link?: InfoBoxData["link"] } = infoBoxes[id];
  return {
    title: fillExam(infoBoxCopy.title, id),
    sections: exam.sections.map((section) => {
      const subtitle = subtitles[section.name];
      if (!subtitle) throw new Error(`No description for the ${exam.name} ${section.name} section`);
      return { label: sectionLabel(section), value: section.questions, subtitle, duration: section.minutes };
    }),
    bottomText: bottomText ?? fillExam(infoBoxCopy.bottomText, id),
    ...(exam.formatNote ? { note: exam.formatNote } : {}),
    ...(link ? { link } : {}),
    freshness: infoBoxFreshness(exam.format),
  };
}

/** A step or card written for every exam, with the exam's name (as the page says it). */
const named = ({ title, text }: Step, examName: string): Step => ({
  title: withExamName(title, examName),
  text: withExamName(text, examName),
});

/** An exam page's cards from the page copy (features.yml). */
export const examFeatures = (list: readonly CardContent[], examName: string): Feature[] =>
  list.map((card) => ({ icon: icons[card.icon], ...named(card, examName) }));

/** The steps of the "how it works" section every exam page shares. */
export const examSteps = (examName: string): Step[] => examStepContent.map((step) => named(step, examName));

/** The words around the template's sections; `{exam}` is the exam's name. */
export const examTemplateCopy = {
  learnMore: {
    eyebrow: template.learnMore.eyebrow,
    heading: (examName: string) => withExamName(template.learnMore.heading, examName),
  },
  howItWorks: { eyebrow: template.howItWorks.eyebrow, heading: headings["four-steps"] },
  plans: {
    eyebrow: template.plans.eyebrow,
    heading: (examName: string) => withExamName(template.plans.heading, examName),
    intro: template.plans.intro,
  },
  noPlans: {
    heading: (examName: string, price: string) =>
      withExamName(template.noPlans.heading, examName).replaceAll("{exam-price}", price),
    text: template.noPlans.text,
  },
} as const;

/** An exam hero without the page's words, which arrive as loader data (decision 018). */
export type ExamHeroConfig = ReturnType<typeof examHero>;
/** The exam page config (docs/product.md, "Exam page config"): the hero with the page's h1 in lines and its intro. */
export type ExamPageConfig = ReturnType<typeof examPageConfig>;

/** An exam hero from the exam's facts and its badge, figures and cards (exam-pages.yml `heroes`). */
export function examHero(id: ExamId & TestCode, { badge, stats, featureCards }: (typeof heroes)[keyof typeof heroes]) {
  const exam = examById(id);
  return {
    examName: exam.name,
    examFullName: exam.fullName,
    badgeText: badge,
    // The sign-up app's addresses for the exam: the trial and a new account.
    trialUrl: signupUrl({ trial: true, exam: id }),
    signUpUrl: signupUrl({ page: "new", test: id }),
    stats: { ...priceStat(id), ...stats },
    featureCards: featureCards.map((card) => ({ ...card, icon: icons[card.icon] })),
    bottomFeatures,
    panel: {
      title: withExamName(panelTitle, exam.name),
      items: exam.sections.map((section) => ({ label: sectionLabel(section), detail: section.minutes })),
    },
  };
}

export function examPageConfig(hero: ExamHeroConfig, page: Pick<PageInfo, "headingLines" | "intro">) {
  return { ...hero, titleLines: page.headingLines, description: page.intro };
}

/** Everything one page of the /exams/:exam template shows besides its words (pages.server.ts, by `pageId`); the
 * exam's id is its sign-up test code and names its format box. */
function templatePage(
  id: keyof typeof infoBoxes,
  pageId: PageId,
  hero: (typeof heroes)[keyof typeof heroes],
  cards: readonly CardContent[],
) {
  const { name, planCode } = examById(id);
  const features = examFeatures(cards, name);
  if (features.length !== 9) throw new Error(`${pageId} needs 9 feature cards, has ${features.length}`);
  return { exam: id, pageId, hero: examHero(id, hero), features, infoBox: examInfoBox(id), plans: examPlans(planCode) };
}

/** The TOEFL's nine feature cards, shared by /exams/toefl and /toefl. */
export const toeflFeatures: readonly Feature[] = examFeatures(toeflFeatureContent, examById("toefl").name);

/** The pages of the /exams/:exam template, by the path's last segment. */
export const examTemplatePages = {
  toefl: templatePage("toefl", "examToefl", heroes.toefl, toeflFeatureContent),
  gre: templatePage("gre", "examGre", heroes.gre, greFeatures),
  act: templatePage("act", "examAct", heroes.act, actFeatures),
  hspt: templatePage("hspt", "examHspt", heroes.hspt, hsptFeatures),
  hsat: templatePage("cps", "examHsat", heroes.hsat, hsatFeatures),
} as const;

export function isExamSlug(slug: string): slug is keyof typeof examTemplatePages {
  return Object.hasOwn(examTemplatePages, slug);
}
