// The shapes of exam-pages.yml and landing-pages.yml.
import { z } from "zod";
import { type ClaimId, claims, shownClaim } from "../exam-page/claims.ts";
import { each, icon, id, sentenceWith, text, texts, under } from "./fields.ts";

const shownClaimIds = (Object.keys(claims) as ClaimId[]).filter((claim) => claims[claim].show);
const cardPositions = ["top-left", "top-right", "bottom-left"] as const;

const figure = z.strictObject({ value: text, label: text });
const floatingCard = z.strictObject({ icon, title: text, subtitle: text, position: z.enum(cardPositions) });

/** A figure of the hero: written here (or an alias of one), or a claim of claims.ts (its label in the file's language). */
const stat = z.union([
  figure,
  z.strictObject({
    claim: z.enum(shownClaimIds as [ClaimId, ...ClaimId[]], {
      error: (issue) =>
        `is not a claim a page may show "${String(issue.input)}" (known: ${shownClaimIds.join(", ")}; docs/decisions/007)`,
    }),
    /** What the figure counts, in another language than claims.ts's English. */
    label: text.optional(),
  }),
]);

/** A hero, its claims' figures written out as the hero draws them; its three cards one in each place. */
const hero = z
  .strictObject({
    badge: text,
    /** The two figures after the price. */
    stats: z.tuple([stat, stat]),
    /** The three cards around the picture, one in each place. */
    featureCards: z.tuple([floatingCard, floatingCard, floatingCard]),
  })
  .refine(
    (entry) =>
      entry.featureCards
        .map((card) => card.position)
        .sort()
        .join() === [...cardPositions].sort().join(),
    { path: ["featureCards"], message: `must have one card in each place (${cardPositions.join(", ")})` },
  )
  .transform(({ badge, stats, featureCards }) => {
    const [stat2, stat3] = stats.map((entry) =>
      "claim" in entry ? { ...shownClaim(entry.claim), ...(entry.label && { label: entry.label }) } : entry,
    ) as [z.output<typeof figure>, z.output<typeof figure>];
    const figures = { stat2: stat2.value, stat2Label: stat2.label, stat3: stat3.value, stat3Label: stat3.label };
    return { badge, stats: figures, featureCards };
  });

const infoBox = z.strictObject({
  /** What each section asks of you, by the section's name in app/catalog/exams.ts. */
  sections: z.record(z.string(), text),
  /** The line under the sections, when it is not the template's. */
  bottomText: text.optional(),
  /** A tool about this exam's scores, linked under the box (the TOEFL score converter). */
  link: z.strictObject({ label: text, href: z.string().startsWith("/") }).optional(),
});

const section = z.strictObject({ eyebrow: text, heading: text });
const sectionWithIntro = section.extend({ intro: text });

/** A text of content/facts.yml in another language; each `{n}` is the next figure of the English text, in order. */
const figured = text.or(sentenceWith("n"));

/** An exam's words (content/facts.yml `exams`) in another language; its figures stay in facts.yml. */
const examWords = z.strictObject({
  ...each(["fullName", "audience", "scale", "totalTime"], figured),
  formatNote: figured.optional(),
  /** When the format started, when facts.yml says it in words (`effectiveText`). */
  effectiveText: figured.optional(),
  /** By the section's English name. */
  sections: z.record(z.string(), z.strictObject(each(["name", "questions", "minutes"], figured))),
});

export const examPagesFile = z.strictObject({
  /** The hero's buttons and labels, the same on every exam hero. */
  heroLabels: z.strictObject(texts("signUp learnMore statsLabel highlightsLabel featuresLabel")),
  /** Read by screen readers after the learn-more link. */
  learnMoreContext: text,
  /** Under the hero's price: ACT's "from" price, and the others' 6-month price. */
  priceLabels: z.strictObject({ from: text, oneTime: text }),
  bottomFeatures: z.array(z.strictObject({ icon, text })).min(1),
  panelTitle: text,
  template: z.strictObject({
    learnMore: section,
    howItWorks: z.strictObject({ eyebrow: text }),
    plans: sectionWithIntro,
    noPlans: z.strictObject({ heading: text, text }),
  }),
  infoBox: z.strictObject({ title: text, bottomText: text }),
  /** The structured data's words: an exam's product (`{exam}`), its format as a dataset (`{name}`, the box's title). */
  structuredData: z.strictObject({ product: text, dataset: sentenceWith("name") }),
  /** Figures and floating cards several heroes show. */
  stats: z.record(id, figure),
  cards: z.record(id, floatingCard),
  heroes: z.strictObject(under("toefl gre act hspt hsat cps toeflLanding shsat", hero)),
  infoBoxes: z.strictObject(under("toefl gre act hspt cps", infoBox)),
  /**
   * The words of content/facts.yml (exam formats, changes, announcements) in a Spanish file: the English pages take
   * them from facts.yml itself. A change or announcement is by its id, and needed once a Spanish page shows it.
   */
  examFacts: z
    .strictObject({
      /** After the name of an optional section. */
      optional: text,
      exams: z.strictObject(under("toefl cps shsat hspt gre act", examWords)),
      changes: z.record(
        id,
        z.strictObject({ ...each(["title", "before", "after"], figured), effectiveText: figured.optional() }),
      ),
      announcements: z.record(
        id,
        z.strictObject({ ...each(["title", "text"], figured), effectiveText: figured.optional() }),
      ),
    })
    .optional(),
});

const helpLink = z.strictObject({ title: text, text });
const helpLinkWithLabel = helpLink.extend({ label: text });
/** Cards that link to a page of this site. */
const siteLinks = z.array(
  helpLink.extend({ action: z.strictObject({ label: text, href: z.string().startsWith("/") }) }),
);
const split = z.strictObject({ value: text, label: text });
/** What every landing page has; the closing banner says what the free trial covers ("Try … free for 7 days"). */
const landing = {
  steps: section,
  comparison: z.strictObject({ intro: text }),
  faq: section,
  finalCta: z.strictObject({ heading: text, trialOffer: text }),
};

export const landingPagesFile = z.strictObject({
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
    help: sectionWithIntro.extend({ official: helpLink, links: siteLinks }),
  }),
  toefl: z.strictObject({
    ...landing,
    learnMore: sectionWithIntro,
    help: sectionWithIntro.extend({ links: siteLinks }),
  }),
  shsat: z.strictObject({
    ...landing,
    diagnostic: text,
    learnMore: sectionWithIntro,
    facts: z.strictObject({
      title: text,
      ...under("questions time schools", z.strictObject({ label: text, value: text, subtitle: text })),
      bottomText: text,
    }),
    help: sectionWithIntro.extend({ official: helpLink, links: siteLinks }),
  }),
});
