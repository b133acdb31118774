// The exam page template (docs/product.md, "Exam page config" and "Info box"): one
// config per exam under /exams, plus the pieces the SHSAT and TOEFL landing
// pages share with it. Facts come from exams.ts, prices from plans.ts; the
// words are in content/pages/exam-pages.yml (heroes, labels, format boxes),
// features.yml and steps.yml (the cards and steps of every exam page).

import type { LucideIcon } from "lucide-react";
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
import { exam as examStepContent, headings } from "#content/steps";
import type { PageId } from "../../routes.ts";
import type { CardContent } from "../content-schemas/exam-pages";
import type { TitleLine } from "../content-schemas/pages";
import { planPriceList } from "../copy-refs";
import { type ExamId, examById, sectionLabel } from "../exams";
import { checkedLabel, type FactSource, type Provenance } from "../fact-sources";
import type { Feature } from "../features";
import { signupUrl, type TestCode } from "../links";
import type { Step } from "../page-content-schema";
import type { PageInfo } from "../pages.server";
import { heroPrice, type Plan, type PlanTest, plans } from "../plans";
/** A line of a hero title (the page's heading, content/pages/pages.yml); highlighted lines are drawn in the primary colour. */

export type ExamHeroStats = {
  price: string;
  priceLabel: string;
  stat2: string;
  stat2Label: string;
  stat3: string;
  stat3Label: string;
};

export type FeatureCardPosition = "top-left" | "top-right" | "bottom-left";

/** A small card floating around the hero's picture. */
type FloatingFeatureCard = { icon: LucideIcon; title: string; subtitle: string; position: FeatureCardPosition };

/** One item of the strip under the hero. */
type BottomFeature = { icon: LucideIcon; text: string };

/** The exam page config (docs/product.md, "Exam page config"): what an exam hero shows. */
export type ExamPageConfig = {
  examName: string;
  examFullName: string;
  badgeText: string;
  /** The page's h1, in lines; joined with spaces they read as the page's heading. */
  titleLines: readonly TitleLine[];
  description: string;
  trialUrl: string;
  signUpUrl: string;
  stats: ExamHeroStats;
  featureCards: readonly FloatingFeatureCard[];
  bottomFeatures: readonly BottomFeature[];
  /** The picture in the hero: the exam's parts as a study plan. */
  panel: { title: string; items: readonly { label: string; detail: string }[] };
};

type InfoBoxSection = { label: string; value: string; subtitle: string; duration?: string };

/** When the box's facts were last compared with their source, and which source. */
export type InfoBoxFreshness = { checked: string; checkedOn: string; source: FactSource };

/** The info box (docs/product.md, "Info box"): an exam's format and scoring at a glance, with its source. */
export type InfoBoxData = {
  title: string;
  sections: readonly InfoBoxSection[];
  bottomText: string;
  /** What a student should know about the current format, beyond the figures. */
  note?: string;
  /** A tool about the exam's scores (the TOEFL score converter). */
  link?: { label: string; href: string };
  freshness: InfoBoxFreshness;
};

/** Labels of the hero's buttons and links, the same on every exam hero. */
export const examHeroLabels = { trial: startTrial, ...heroLabels };

/**
 * A text written for every exam, for one exam: `{exam}` its name, `{exam-price}`
 * its hero price, `{exam-scale}` and `{exam-time}` its scale and total time.
 */
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
export const withExamName = (text: string, examName: string) => text.replaceAll("{exam}", examName);

/** A card of the page copy, with its icon's component from the one map (app/components/icons.ts). */
export function toFeature({ icon, title, text }: CardContent, examName = ""): Feature {
  return { icon: icons[icon], title: withExamName(title, examName), text: withExamName(text, examName) };
}

/** The hero's in-page link to its learn-more section, named with the exam for screen readers. */
export function learnMoreAction(examName: string, label: string = examHeroLabels.learnMore) {
  return { label, href: "#learn-more", srContext: withExamName(learnMoreContext, examName) };
}

/**
 * The hero's price stat: the exam's 6-Month price, or ACT's "from" price
 * (docs/product.md, "Prices outside the plan cards").
 */
export function priceStat(exam: ExamId): Pick<ExamHeroStats, "price" | "priceLabel"> {
  const { amount, label } = heroPrice(exam);
  return { price: formatPrice(amount), priceLabel: label === "from" ? priceLabels.from : priceLabels.oneTime };
}

/** The strip under every exam hero: what every student is promised (docs/product.md, "Promised features"). */
const bottomFeatures: readonly BottomFeature[] = bottomFeatureContent.map(({ icon, text }) => ({
  icon: icons[icon],
  text,
}));

/** The sign-up app's addresses for an exam: the trial and a new account. */
function examLinks(test: TestCode): { trialUrl: string; signUpUrl: string } {
  return { trialUrl: signupUrl({ trial: true, exam: test }), signUpUrl: signupUrl({ page: "new", test }) };
}

/** A plan's length in words, and a list of plans in a sentence ("$25 for 7 days, …"): copy-refs.ts's. */
export { planPriceList };

/** The exam's own plans, for its pricing section; ACT has none. */
export function examPlans(test: PlanTest | null): readonly Plan[] {
  return test ? plans.filter((plan) => plan.test === test) : [];
}

/** "Checked November 2026" and the source, for the foot of a facts box. */
export function infoBoxFreshness(provenance: Provenance): InfoBoxFreshness {
  return { checked: checkedLabel(provenance), checkedOn: provenance.checkedOn, source: provenance.source };
}

export { sectionLabel };

/** The subtitles of an exam's format box, by section name: exam-pages.yml's `infoBoxes`. */
const examSectionSubtitles: Readonly<Record<keyof typeof infoBoxes, Readonly<Record<string, string>>>> = {
  toefl: infoBoxes.toefl.sections,
  gre: infoBoxes.gre.sections,
  act: infoBoxes.act.sections,
  hspt: infoBoxes.hspt.sections,
  cps: infoBoxes.cps.sections,
};

/** The format-and-scoring box of an exam, from its facts in exams.ts. */
export function examInfoBox(id: ExamId, subtitles: Readonly<Record<string, string>>, bottomText?: string): InfoBoxData {
  const exam = examById(id);
  return {
    title: fillExam(infoBoxCopy.title, id),
    sections: exam.sections.map((section) => {
      const subtitle = subtitles[section.name];
      if (!subtitle) throw new Error(`No description for the ${exam.name} ${section.name} section`);
      return { label: sectionLabel(section), value: section.questions, subtitle, duration: section.minutes };
    }),
    bottomText: bottomText ?? fillExam(infoBoxCopy.bottomText, id),
    ...(exam.formatNote ? { note: exam.formatNote } : {}),
    ...(infoBoxLink(id) ? { link: infoBoxLink(id) } : {}),
    freshness: infoBoxFreshness(exam.format),
  };
}

/** The link under an exam's format box, where exam-pages.yml gives one. */
function infoBoxLink(id: ExamId): { label: string; href: string } | undefined {
  const box: { link?: { label: string; href: string } } | undefined = (
    infoBoxes as Readonly<Record<string, { link?: { label: string; href: string } }>>
  )[id];
  return box?.link;
}

/** An exam page's cards from the page copy (features.yml), with the exam's name (as the page says it) in the shared ones. */
export function examFeatures(list: readonly CardContent[], examName: string): Feature[] {
  return list.map((card) => toFeature(card, examName));
}

/** The steps of the "how it works" section every exam page shares. */
export function examSteps(examName: string): Step[] {
  return examStepContent.map((step) => ({
    title: withExamName(step.title, examName),
    text: withExamName(step.text, examName),
  }));
}

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

/**
 * An exam hero without the page's words: the heading and intro are in pages.server.ts,
 * which the browser never loads, so they arrive as loader data and
 * `examPageConfig` completes the hero (docs/decisions/018-page-meta-on-the-server.md).
 */
export type ExamHeroConfig = Omit<ExamPageConfig, "titleLines" | "description">;

/** Everything one page of the /exams/:exam template shows, besides its words (pages.server.ts, by `pageId`). */
export type ExamTemplatePage = {
  exam: ExamId;
  pageId: PageId;
  hero: ExamHeroConfig;
  features: readonly Feature[];
  infoBox: InfoBoxData;
  plans: readonly Plan[];
};

/** A hero's badge, figures and cards as the page copy has them (exam-pages.yml `heroes`). */
export function heroCopy({ badge, stats, featureCards }: (typeof heroes)[keyof typeof heroes]) {
  return {
    badgeText: badge,
    stats,
    featureCards: featureCards.map((card) => ({ ...card, icon: icons[card.icon] })),
  };
}

/** An exam hero from the exam's facts; `examPageConfig` adds the page's heading and intro. */
export function examHero(
  id: ExamId,
  details: Pick<ExamPageConfig, "badgeText" | "featureCards"> & {
    test: TestCode;
    stats: Omit<ExamHeroStats, "price" | "priceLabel">;
  },
): ExamHeroConfig {
  const exam = examById(id);
  return {
    examName: exam.name,
    examFullName: exam.fullName,
    badgeText: details.badgeText,
    ...examLinks(details.test),
    stats: { ...priceStat(id), ...details.stats },
    featureCards: details.featureCards,
    bottomFeatures,
    panel: {
      title: withExamName(panelTitle, exam.name),
      items: exam.sections.map((section) => ({ label: sectionLabel(section), detail: section.minutes })),
    },
  };
}

/** The exam page config (docs/product.md, "Exam page config"): the hero with the page's h1 in lines and its intro. */
export function examPageConfig(hero: ExamHeroConfig, page: Pick<PageInfo, "headingLines" | "intro">): ExamPageConfig {
  return { ...hero, titleLines: page.headingLines, description: page.intro };
}

/** An exam page whose hero, cards and format box are the template's alone (the exam's id is its sign-up test code). */
function standardExamPage(id: "gre" | "act" | "hspt", pageId: PageId, cards: readonly CardContent[]): ExamTemplatePage {
  return templatePage(
    id,
    pageId,
    examHero(id, { ...heroCopy(heroes[id]), test: id }),
    examFeatures(cards, examById(id).name),
    examInfoBox(id, examSectionSubtitles[id]),
  );
}

function templatePage(
  id: ExamId,
  pageId: PageId,
  heroConfig: ExamHeroConfig,
  features: readonly Feature[],
  infoBox: InfoBoxData,
): ExamTemplatePage {
  if (features.length !== 9) throw new Error(`${pageId} needs 9 feature cards, has ${features.length}`);
  return { exam: id, pageId, hero: heroConfig, features, infoBox, plans: examPlans(examById(id).planCode) };
}

/** The TOEFL's nine feature cards, shared by /exams/toefl and /toefl. */
export const toeflFeatures: readonly Feature[] = examFeatures(toeflFeatureContent, examById("toefl").name);

/** What each TOEFL section asks of you, for the info box. */
export const toeflSectionSubtitles = examSectionSubtitles.toefl;

/** The pages of the /exams/:exam template, by the path's last segment. */
export const examTemplatePages = {
  toefl: templatePage(
    "toefl",
    "examToefl",
    examHero("toefl", {
      ...heroCopy(heroes.toefl),
      test: "toefl",
    }),
    toeflFeatures,
    examInfoBox("toefl", toeflSectionSubtitles),
  ),
  gre: standardExamPage("gre", "examGre", greFeatures),
  act: standardExamPage("act", "examAct", actFeatures),
  hspt: standardExamPage("hspt", "examHspt", hsptFeatures),
  hsat: templatePage(
    "cps",
    "examHsat",
    examHero("cps", {
      ...heroCopy(heroes.hsat),
      test: "cps",
    }),
    examFeatures(hsatFeatures, examById("cps").name),
    examInfoBox("cps", examSectionSubtitles.cps, infoBoxes.cps.bottomText),
  ),
} as const satisfies Record<string, ExamTemplatePage>;

export type ExamSlug = keyof typeof examTemplatePages;

export function isExamSlug(slug: string): slug is ExamSlug {
  return Object.hasOwn(examTemplatePages, slug);
}
