// The schemas and resolvers of exam-pages.yml, landing-pages.yml and the exam lists; no page copy imported here.
import { z } from "zod";
import { type ClaimId, claims, shownClaim } from "../exam-page/claims.ts";
import type { IconKey } from "../icon-keys.ts";
import type { ContentFields } from "../page-content-schema.ts";
import { byKey, each, type Fail, resolveUses, texts } from "./fields.ts";

type Path = readonly (string | number)[];

/** A card as the pages have it: its icon by key (app/components/icons.ts). */
export type CardContent = { icon: IconKey; title: string; text: string };

// ---------------------------------------------------------------- faqs.yml

/** The landing pages' questions in content/pages/faqs.yml, entries as the home page's. */
export function examFaqLists<Entry extends z.ZodType>(entry: Entry) {
  const list = z.array(entry).min(1);
  return each(["cps", "toefl", "shsat"], list);
}

// ------------------------------------------------------------ features.yml

const examCardIds = ["plan", "practice", "mocks", "analytics", "predicted", "mobile"] as const;
const examFeatureListNames = ["toefl", "gre", "act", "hspt", "hsat", "cps", "shsat"] as const;

/** features.yml's exam cards (`exam`, `{exam}` the name) and one list per page of cards or `use:` entries. */
export function examFeatureLists<Line extends z.ZodType, Card extends z.ZodType, Entry extends z.ZodType>(
  line: Line,
  card: Card,
  entry: Entry,
) {
  return {
    /** Titles several cards share, each card with its own text (`sharedTitle: study-plan`). */
    titles: z.record(z.string(), line),
    exam: z.strictObject(each(examCardIds, card)),
    ...each(examFeatureListNames, z.array(entry).min(1)),
  };
}

/** Replaces each `sharedTitle: study-plan` (of a card or a step) with its title under `titles:`. */
export function resolveSharedTitles<Data extends { titles: Readonly<Record<string, string>> }>(
  data: Data,
  fail: Fail,
): { [Key in keyof Data]: Key extends "titles" ? Data[Key] : WithTitles<Data[Key]> } {
  const resolve = (value: unknown, at: Path): unknown => {
    if (Array.isArray(value)) return value.map((item, index) => resolve(item, [...at, index]));
    if (value && typeof value === "object" && "sharedTitle" in value) {
      const { sharedTitle, ...entry } = value as { sharedTitle: string; text: string };
      const title =
        data.titles[sharedTitle] ??
        fail([...at, "sharedTitle"], `refers to "${sharedTitle}", which is not under titles:`);
      return { ...entry, title };
    }
    if (value && typeof value === "object" && at.length < 2) {
      return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, resolve(item, [...at, key])]));
    }
    return value;
  };
  return Object.fromEntries(
    Object.entries(data).map(([key, value]) => [key, key === "titles" ? value : resolve(value, [key])]),
  ) as never;
}

/** A list or pool once `sharedTitle` is resolved. */
type WithTitles<Value> = Value extends readonly (infer Item)[]
  ? Exclude<Item, { sharedTitle: string }>[]
  : Value extends Record<string, unknown>
    ? { [Key in keyof Value]: Exclude<Value[Key], { sharedTitle: string }> }
    : Value;

/** Resolves the exam pages' lists of features.yml: `use:` names a card of `common` or of `exam`. */
export function resolveExamFeatures(
  data: { common: Readonly<Record<string, CardContent>>; exam: Record<(typeof examCardIds)[number], CardContent> } & {
    [List in (typeof examFeatureListNames)[number]]: readonly (CardContent | { use: string })[];
  },
  fail: Fail,
) {
  for (const card of examCardIds) {
    if (Object.hasOwn(data.common, card)) fail(["exam", card], `has the id of a card under common: (${card})`);
  }
  const pool = { ...data.common, ...data.exam };
  return byKey(examFeatureListNames, (name) => resolveUses(data[name], pool, [name], "common: or exam", fail));
}

// --------------------------------------------------------------- steps.yml

const examStepListNames = ["exam", "cps", "toefl", "shsat"] as const;

/** steps.yml's exam lists: steps, `use: diagnostic`, or `sharedTitle: custom-plan` with its own `text`. */
export function examStepLists<Text extends z.ZodType, Id extends z.ZodType, Step extends z.ZodType>(
  line: Text,
  key: Id,
  step: Step,
) {
  const list = z.array(z.union([step, z.strictObject({ use: key }), z.strictObject({ sharedTitle: key, text: line })]));
  return {
    /** Step titles several lists share, each with its own text. */
    titles: z.record(z.string(), line),
    ...each(examStepListNames, list.min(1)),
  };
}

/** Resolves the exam pages' lists of steps.yml (their shared titles already resolved). */
export function resolveExamSteps<Step extends object>(
  data: { shared: Readonly<Record<string, Step>> } & {
    [List in (typeof examStepListNames)[number]]: readonly (Step | { use: string })[];
  },
  fail: Fail,
) {
  return byKey(examStepListNames, (name) => resolveUses(data[name], data.shared, [name], "shared", fail));
}

// ----------------------------------------------------------- exam-pages.yml

const shownClaimIds = (Object.keys(claims) as ClaimId[]).filter((claim) => claims[claim].show);
const cardPositions = ["top-left", "top-right", "bottom-left"] as const;
const heroNames = ["toefl", "gre", "act", "hspt", "hsat", "cps", "toeflLanding", "shsat"] as const;
type HeroName = (typeof heroNames)[number];

/** The schemas of exam-pages.yml and landing-pages.yml. */
export function examPageSchemas({ text, id, icon }: ContentFields) {
  /** A figure of the hero: written here, one of `stats` (`use: instant-scores`), or a claim of claims.ts. */
  const stat = z.union([
    z.strictObject({ value: text, label: text }),
    z.strictObject({ use: id }),
    z.strictObject({
      claim: z.enum(shownClaimIds as [ClaimId, ...ClaimId[]], {
        error: (issue) =>
          `is not a claim a page may show "${String(issue.input)}" (known: ${shownClaimIds.join(", ")}; docs/decisions/007)`,
      }),
    }),
  ]);

  const floatingCard = z.strictObject({ icon, title: text, subtitle: text, position: z.enum(cardPositions) });

  const cardEntry = z.union([floatingCard, z.strictObject({ use: id })]);

  const hero = z.union([
    z.strictObject({
      badge: text,
      /** The two figures after the price. */
      stats: z.tuple([stat, stat]),
      /** The three cards around the picture, one in each place. */
      featureCards: z.tuple([cardEntry, cardEntry, cardEntry]),
    }),
    /** The figures and cards of another hero (the CPS landing page shows /exams/hsat's). */
    z.strictObject({ badge: text, figuresOf: z.enum(heroNames) }),
  ]);

  const infoBox = z.strictObject({
    /** What each section asks of you, by the section's name in app/catalog/exams.ts. */
    sections: z.record(z.string(), text),
    /** The line under the sections, when it is not the template's. */
    bottomText: text.optional(),
    /** A tool about this exam's scores, linked under the box (the TOEFL score converter). */
    link: z.strictObject({ label: text, href: z.string().startsWith("/") }).optional(),
  });

  const examPagesFile = z.strictObject({
    /** The hero's buttons and labels, the same on every exam hero. */
    heroLabels: z.strictObject(texts("signUp learnMore statsLabel highlightsLabel featuresLabel")),
    /** Read by screen readers after the learn-more link. */
    learnMoreContext: text,
    /** Under the hero's price: ACT's "from" price, and the others' 6-month price. */
    priceLabels: z.strictObject({ from: text, oneTime: text }),
    bottomFeatures: z.array(z.strictObject({ icon, text })).min(1),
    panelTitle: text,
    template: z.strictObject({
      learnMore: z.strictObject({ eyebrow: text, heading: text }),
      howItWorks: z.strictObject({ eyebrow: text }),
      plans: z.strictObject({ eyebrow: text, heading: text, intro: text }),
      noPlans: z.strictObject({ heading: text, text }),
    }),
    infoBox: z.strictObject({ title: text, bottomText: text }),
    /** Figures several heroes show. */
    stats: z.record(z.string(), z.strictObject({ value: text, label: text })),
    /** Floating cards several heroes show. */
    cards: z.record(z.string(), floatingCard),
    heroes: z.strictObject(each(heroNames, hero)),
    infoBoxes: z.strictObject({ toefl: infoBox, gre: infoBox, act: infoBox, hspt: infoBox, cps: infoBox }),
  });

  const section = z.strictObject({ eyebrow: text, heading: text });
  const sectionWithIntro = z.strictObject({ eyebrow: text, heading: text, intro: text });
  const helpLink = z.strictObject({ title: text, text });
  const helpLinkWithLabel = z.strictObject({ title: text, text, label: text });
  /** The closing banner: its heading, and what the free trial covers ("Try … free for 7 days"). */
  const finalCta = z.strictObject({ heading: text, trialOffer: text });
  const split = z.strictObject({ value: text, label: text });
  const factBoxSection = z.strictObject({ label: text, value: text, subtitle: text });
  /** What every landing page has. */
  const landing = { steps: section, comparison: z.strictObject({ intro: text }), faq: section, finalCta };

  const landingPagesFile = z.strictObject({
    /** Sections the three landing pages show alike. */
    shared: z.strictObject({
      comparison: section,
      /** `{exam}` is the page's exam. */
      askTeam: helpLinkWithLabel,
    }),
    cps: z.strictObject({
      ...landing,
      learnMore: text,
      features: sectionWithIntro,
      scoring: z.strictObject({
        ...texts("eyebrow heading intro"),
        points: z.strictObject({ title: text, test: split, grades: split }),
        seats: z.strictObject({ title: text, rank: split, tier: split }),
        facts: z.array(z.strictObject({ icon, title: text, text })).min(1),
      }),
      testimonials: section,
      help: sectionWithIntro.extend({ official: helpLink }),
    }),
    toefl: z.strictObject({
      ...landing,
      learnMore: sectionWithIntro,
      help: sectionWithIntro.extend({ resources: helpLinkWithLabel, templates: helpLinkWithLabel }),
    }),
    shsat: z.strictObject({
      ...landing,
      diagnostic: text,
      learnMore: sectionWithIntro,
      facts: z.strictObject({
        title: text,
        ...each(["questions", "time", "schools"], factBoxSection),
        bottomText: text,
      }),
      help: sectionWithIntro.extend({ official: helpLink }),
    }),
  });
  return { examPagesFile, landingPagesFile, floatingCard };
}

type ExamPageSchemas = ReturnType<typeof examPageSchemas>;

type ExamPagesData = z.output<ExamPageSchemas["examPagesFile"]>;

type FloatingCardContent = z.output<ExamPageSchemas["floatingCard"]>;
type HeroContent = {
  badge: string;
  stats: { stat2: string; stat2Label: string; stat3: string; stat3Label: string };
  featureCards: FloatingCardContent[];
};

/** Resolves the heroes' figures and cards (`use:`, `claim:`). */
export function resolveExamPages(data: ExamPagesData, fail: Fail) {
  const { stats, cards, heroes, ...rest } = data;
  const resolveHero = (name: HeroName, from: HeroName = name): HeroContent => {
    const entry = heroes[from];
    if ("figuresOf" in entry) {
      if (from !== name) fail(["heroes", name, "figuresOf"], `refers to "${from}", which has no figures of its own`);
      return { ...resolveHero(name, entry.figuresOf), badge: entry.badge };
    }
    const { stats: figures, featureCards } = entry;
    const [stat2, stat3] = figures.map((figure, index) => {
      if ("claim" in figure) return shownClaim(figure.claim);
      if ("use" in figure) {
        return (
          stats[figure.use] ??
          fail(["heroes", from, "stats", index, "use"], `refers to "${figure.use}", which is not under stats:`)
        );
      }
      return figure;
    }) as [{ value: string; label: string }, { value: string; label: string }];
    const resolvedCards = featureCards.map((card, index) =>
      "use" in card
        ? (cards[card.use] ??
          fail(["heroes", from, "featureCards", index, "use"], `refers to "${card.use}", which is not under cards:`))
        : card,
    );
    const places = resolvedCards.map((card) => card.position).sort();
    if (places.join() !== [...cardPositions].sort().join()) {
      fail(["heroes", from, "featureCards"], `must have one card in each place (${cardPositions.join(", ")})`);
    }
    return {
      badge: heroes[name].badge,
      stats: { stat2: stat2.value, stat2Label: stat2.label, stat3: stat3.value, stat3Label: stat3.label },
      featureCards: resolvedCards,
    };
  };
  return {
    ...rest,
    heroes: Object.fromEntries(heroNames.map((name) => [name, resolveHero(name)])) as Record<HeroName, HeroContent>,
  };
}
