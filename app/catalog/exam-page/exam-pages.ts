// The exam page template: one config per exam under /exams, and what the landing pages share with it.

import { icons } from "#app/components/icons";
import { fillIn } from "#app/lib/fill-in";
import { formatPrice } from "#app/lib/format";
import { type Lang, pathIn } from "#app/lib/lang";
import { startTrial as startTrialEn } from "#content/actions";
import { startTrial as startTrialEs } from "#content/actionsEs";
import {
  bottomFeatures as bottomFeaturesEn,
  heroes as heroesEn,
  heroLabels as heroLabelsEn,
  infoBox as infoBoxEn,
  infoBoxes as infoBoxesEn,
  learnMoreContext as learnMoreContextEn,
  panelTitle as panelTitleEn,
  priceLabels as priceLabelsEn,
  structuredData as structuredDataEn,
  template as templateEn,
} from "#content/examPages";
import {
  bottomFeatures as bottomFeaturesEs,
  heroes as heroesEs,
  heroLabels as heroLabelsEs,
  infoBox as infoBoxEs,
  infoBoxes as infoBoxesEs,
  learnMoreContext as learnMoreContextEs,
  panelTitle as panelTitleEs,
  priceLabels as priceLabelsEs,
  structuredData as structuredDataEs,
  template as templateEs,
} from "#content/examPagesEs";
import {
  act as actFeatures,
  gre as greFeatures,
  hsat as hsatFeatures,
  hspt as hsptFeatures,
  toefl as toeflFeatureContent,
} from "#content/features";
import { hspt as hsptFeaturesEs } from "#content/featuresEs";
import { shared as sharedEn } from "#content/landingPages";
import { shared as sharedEs } from "#content/landingPagesEs";
import { exam as examStepsEn, headings as headingsEn } from "#content/steps";
import { exam as examStepsEs, headings as headingsEs } from "#content/stepsEs";
import type { PageId } from "../../routes.ts";
import type { HelpLink } from "../blocks";
import { type ExamId, examIn, sectionLabelIn } from "../exams";
import type { Provenance } from "../fact-sources";
import { checkedLabelIn } from "../fact-words";
import type { Feature } from "../features";
import { signupUrl, type TestCode } from "../links";
import type { FeatureContent as CardContent, Step } from "../page-content-schema";
import type { PageInfo } from "../pages.server";
import { heroPrice, type Plan, type PlanTest, plansIn } from "../plans";

/** exam-pages.yml's words, and the other files' words the exam pages share, in each language. */
const words = {
  en: {
    startTrial: startTrialEn,
    bottomFeatures: bottomFeaturesEn,
    heroes: heroesEn,
    heroLabels: heroLabelsEn,
    infoBox: infoBoxEn,
    infoBoxes: infoBoxesEn,
    learnMoreContext: learnMoreContextEn,
    panelTitle: panelTitleEn,
    priceLabels: priceLabelsEn,
    structuredData: structuredDataEn,
    template: templateEn,
    shared: sharedEn,
    examSteps: examStepsEn,
    headings: headingsEn,
  },
  es: {
    startTrial: startTrialEs,
    bottomFeatures: bottomFeaturesEs,
    heroes: heroesEs,
    heroLabels: heroLabelsEs,
    infoBox: infoBoxEs,
    infoBoxes: infoBoxesEs,
    learnMoreContext: learnMoreContextEs,
    panelTitle: panelTitleEs,
    priceLabels: priceLabelsEs,
    structuredData: structuredDataEs,
    template: templateEs,
    shared: sharedEs,
    examSteps: examStepsEs,
    headings: headingsEs,
  },
} as const;

/** An exam hero's words (exam-pages.yml `heroes`), in either language. */
type HeroWords = (typeof heroesEn)[keyof typeof heroesEn];

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
export const examHeroLabelsIn = (lang: Lang) => ({ trial: words[lang].startTrial, ...words[lang].heroLabels });
export const examHeroLabels = examHeroLabelsIn("en");

/** A text written for every exam, for one: `{exam}`, `{exam-price}`, `{exam-scale}`, `{exam-time}`. */
function fillExam(text: string, id: ExamId, lang: Lang): string {
  const exam = examIn(lang, id);
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
export const askTeam = (examName: string, lang: Lang = "en"): HelpLink => {
  const { askTeam: ask } = words[lang].shared;
  const href = pathIn(lang, "/contact");
  return { title: ask.title, text: withExamName(ask.text, examName), action: { label: ask.label, href } };
};

/** The words of the structured data (JSON-LD) of a page about exams, in `lang`. */
export function structuredDataWordsIn(lang: Lang) {
  const { product, dataset } = words[lang].structuredData;
  return {
    productName: (examName: string) => withExamName(product, examName),
    datasetDescription: (name: string) => fillIn(dataset, { name }),
  };
}

/** The hero's in-page link to its learn-more section, named with the exam for screen readers. */
export function learnMoreAction(examName: string, label?: string, lang: Lang = "en") {
  return {
    label: label ?? words[lang].heroLabels.learnMore,
    href: "#learn-more",
    srContext: withExamName(words[lang].learnMoreContext, examName),
  };
}

/** The hero's price stat: the 6-Month price, or ACT's "from" price. */
export function priceStat(exam: ExamId, lang: Lang = "en") {
  const { amount, label } = heroPrice(exam);
  const { priceLabels } = words[lang];
  return { price: formatPrice(amount), priceLabel: label === "from" ? priceLabels.from : priceLabels.oneTime };
}

/** The strip under every exam hero: what every student is promised (docs/product.md, "Promised features"). */
const bottomFeaturesIn = (lang: Lang) =>
  words[lang].bottomFeatures.map(({ icon, text }) => ({ icon: icons[icon], text }));

/** The exam's own plans, for its pricing section; ACT has none. */
export function examPlans(test: PlanTest | null, lang: Lang = "en"): readonly Plan[] {
  return test ? plansIn(lang).filter((plan) => plan.test === test) : [];
}

/** When the box's facts were last compared with their source ("Checked November 2026"), and which source. */
export function infoBoxFreshness(provenance: Provenance, lang: Lang = "en") {
  return { checked: checkedLabelIn(lang, provenance), checkedOn: provenance.checkedOn, source: provenance.source };
}

/** The format-and-scoring box of an exam, from its facts in exams.ts and exam-pages.yml's `infoBoxes`. */
export function examInfoBox(
  id: keyof typeof infoBoxesEn,
  subtitles: Readonly<Record<string, string>> = infoBoxesEn[id].sections,
  lang: Lang = "en",
): InfoBoxData {
  // Sections are named by their English names in facts.yml and in `infoBoxes`.
  const english = examIn("en", id);
  const exam = examIn(lang, id);
  const { bottomText, link }: { bottomText?: string; link?: InfoBoxData["link"] } = words[lang].infoBoxes[id];
  return {
    title: fillExam(words[lang].infoBox.title, id, lang),
    sections: exam.sections.map((section, index) => {
      const englishName = english.sections[index]?.name ?? section.name;
      const subtitle = subtitles[englishName];
      if (!subtitle) throw new Error(`No description for the ${exam.name} ${englishName} section`);
      return { label: sectionLabelIn(lang, section), value: section.questions, subtitle, duration: section.minutes };
    }),
    bottomText: bottomText ?? fillExam(words[lang].infoBox.bottomText, id, lang),
    ...(exam.formatNote ? { note: exam.formatNote } : {}),
    ...(link ? { link } : {}),
    freshness: infoBoxFreshness(exam.format, lang),
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
export const examSteps = (examName: string, lang: Lang = "en"): Step[] =>
  words[lang].examSteps.map((step) => named(step, examName));

/** The words around the template's sections; `{exam}` is the exam's name. */
export function examTemplateCopyIn(lang: Lang) {
  const { template, headings } = words[lang];
  return {
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
}

/** An exam hero without the page's words, which arrive as loader data (decision 018). */
export type ExamHeroConfig = ReturnType<typeof examHero>;
/** The exam page config (docs/product.md, "Exam page config"): the hero with the page's h1 in lines and its intro. */
export type ExamPageConfig = ReturnType<typeof examPageConfig>;

/** An exam hero from the exam's facts and its badge, figures and cards (exam-pages.yml `heroes`), in `lang`. */
function examHero(id: ExamId & TestCode, { badge, stats, featureCards }: HeroWords, lang: Lang = "en") {
  const exam = examIn(lang, id);
  return {
    examName: exam.name,
    examFullName: exam.fullName,
    badgeText: badge,
    // The sign-up app's addresses for the exam: the trial and a new account.
    trialUrl: signupUrl({ trial: true, exam: id }),
    signUpUrl: signupUrl({ page: "new", test: id }),
    stats: { ...priceStat(id, lang), ...stats },
    featureCards: featureCards.map((card) => ({ ...card, icon: icons[card.icon] })),
    bottomFeatures: bottomFeaturesIn(lang),
    panel: {
      title: withExamName(words[lang].panelTitle, exam.name),
      items: exam.sections.map((section) => ({ label: sectionLabelIn(lang, section), detail: section.minutes })),
    },
  };
}

/** The hero of exam-pages.yml's `heroes` entry `key`, in `lang`. */
export const examHeroIn = (lang: Lang, id: ExamId & TestCode, key: keyof typeof heroesEn) =>
  examHero(id, words[lang].heroes[key], lang);

export function examPageConfig(hero: ExamHeroConfig, page: Pick<PageInfo, "headingLines" | "intro">) {
  return { ...hero, titleLines: page.headingLines, description: page.intro };
}

/** Everything one page of the /exams/:exam template shows besides its words (pages.server.ts, by `pageId`); the
 * exam's id is its sign-up test code and names its format box. */
function templatePage(
  id: keyof typeof infoBoxesEn,
  pageId: PageId,
  hero: keyof typeof heroesEn,
  cards: readonly CardContent[],
  lang: Lang = "en",
) {
  const { name, planCode } = examIn(lang, id);
  const features = examFeatures(cards, name);
  if (features.length !== 9) throw new Error(`${pageId} needs 9 feature cards, has ${features.length}`);
  const subtitles = words[lang].infoBoxes[id].sections;
  return {
    exam: id,
    pageId,
    hero: examHeroIn(lang, id, hero),
    features,
    infoBox: examInfoBox(id, subtitles, lang),
    plans: examPlans(planCode, lang),
  };
}

/** The TOEFL's nine feature cards, shared by /exams/toefl and /toefl. */
export const toeflFeatures: readonly Feature[] = examFeatures(toeflFeatureContent, examIn("en", "toefl").name);

/** The pages of the /exams/:exam template, by the path's last segment. */
export const examTemplatePages = {
  toefl: templatePage("toefl", "examToefl", "toefl", toeflFeatureContent),
  gre: templatePage("gre", "examGre", "gre", greFeatures),
  act: templatePage("act", "examAct", "act", actFeatures),
  hspt: templatePage("hspt", "examHspt", "hspt", hsptFeatures),
  hsat: templatePage("cps", "examHsat", "hsat", hsatFeatures),
} as const;

export type ExamSlug = keyof typeof examTemplatePages;
export type ExamTemplatePage = (typeof examTemplatePages)[ExamSlug];

/** The template's pages in Spanish: those of spanishPageIds (routes.ts). */
const spanishTemplatePages: Partial<Record<ExamSlug, ExamTemplatePage>> = {
  hspt: templatePage("hspt", "examHspt", "hspt", hsptFeaturesEs, "es"),
};

/** A page of the /exams/:exam template in `lang`. */
export function examTemplatePageIn(lang: Lang, slug: ExamSlug): ExamTemplatePage {
  const page = lang === "en" ? examTemplatePages[slug] : spanishTemplatePages[slug];
  if (!page) throw new Error(`/exams/${slug} has no page in ${lang}`);
  return page;
}

export function isExamSlug(slug: string): slug is ExamSlug {
  return Object.hasOwn(examTemplatePages, slug);
}
