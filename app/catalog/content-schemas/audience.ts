// The shapes of the audience and tool pages' copy files, by file name, each a plain schema (no resolver).
import { z } from "zod";
import { durations, planTests } from "../prices.ts";
import { examSelectionIds, planBulletIds } from "./audience-ids.ts";
import {
  each,
  faq,
  feature,
  paragraph,
  review,
  sectionHeading,
  sentences,
  sentenceWith,
  step,
  text,
  texts,
  under,
} from "./fields.ts";

const cards = z.array(feature).min(1);

const lines = z.array(text).min(1);

/** Words for each plan duration ("7-Day"). */
const byDuration = z.strictObject(each(durations, text));

/** A bullet written here (or an alias of one of the file's `bullets:`), or one of the pricing plans' (`plan:`). */
const bullet = z.union([
  // The object shape first: a wrong plan id is then reported as such, not as "expected string".
  z.strictObject({
    plan: z.enum(planBulletIds, {
      error: (issue) =>
        `is not a bullet of the pricing plans "${String(issue.input)}" (known: ${planBulletIds.join(", ")})`,
    }),
  }),
  text,
]);

const examCard = z.strictObject({ description: text, features: z.array(bullet).min(1), cta: text });

const fieldLabels = z.strictObject({ label: text, pointsLabel: text });

export const audienceContentSchemas = {
  actions: z.strictObject({ startTrial: text, contactUs: text, trialOffer: sentenceWith("what") }),
  about: z.strictObject({
    sentences,
    company: z.strictObject({ eyebrow: text, heading: text, products: cards }),
    general: z.strictObject({
      examsLabel: text,
      values: sectionHeading.extend({ cards }),
      companyIntro: paragraph,
      steps: sectionHeading,
      cta: z.strictObject({ heading: text }),
    }),
    cps: z.strictObject({
      badge: text,
      freeTestLabel: text,
      program: sectionHeading.extend({ cards }),
      stepsEyebrow: text,
      companyIntro: paragraph,
      cta: z.strictObject({ heading: text, text, contactLabel: text }),
    }),
  }),
  citycast: z.strictObject({
    hero: z.strictObject({ badge: text, signUpLabel: text }),
    offer: z.strictObject({ badge: text, title: text, text, moreLabel: text }),
    students: sectionHeading.extend({ cards }),
    parents: sectionHeading.extend({ cards }),
    partnerSection: z.strictObject({ ...texts("eyebrow heading pointsTitle"), paragraphs: lines, points: lines }),
    finalCta: z.strictObject({ heading: text, text }),
  }),
  "for-tutors": z.strictObject({
    sentences,
    requestLabel: text,
    hero: z.strictObject({
      ...texts("badge howItWorksLabel"),
      notice: z.strictObject({ title: text, text: paragraph }),
    }),
    tutorFeatures: sectionHeading.extend({ cards }),
    studentFeatures: sectionHeading.extend({ cards }),
    testimonial: sectionHeading.extend({ review }),
    faq: sectionHeading.extend({ items: z.array(faq.extend({ answer: paragraph })).min(1) }),
    connect: sectionHeading.extend({ steps: z.array(step).min(1) }),
    cta: z.strictObject({ heading: text, text: paragraph }),
  }),
  home: z.strictObject({
    hero: z.strictObject(texts("badge signUpLabel seePricingLabel examsHeading examsText tryForFree")),
    features: sectionHeading,
    howItWorks: z.strictObject({ eyebrow: text }),
    testimonials: sectionHeading,
    comparison: sectionHeading,
    faq: z.strictObject(texts("eyebrow heading supportText supportLabel")),
    pricing: sectionHeading,
  }),
  "exam-selection": z.strictObject({
    bullets: sentences,
    cards: z.strictObject(each(examSelectionIds, examCard)),
    page: z.strictObject({
      cardsHeading: text,
      whyChoose: z.strictObject({ heading: text, intro: text }),
      trial: z.strictObject(texts("heading text label")),
    }),
  }),
  "study-planner": z.strictObject({
    studyPlanner: z.strictObject({
      ...texts("formHeading exam examPlaceholder date dateHint submit emptyResult invalidResult resultHeading"),
      ...texts("startOn startNow basis outlineHeading addToCalendar calendarHint basisCps basisOurs weekLeft"),
      weeksLeft: sentenceWith("weeks"),
      dayLeft: text,
      daysLeft: sentenceWith("days"),
      until: sentenceWith("date"),
      suggestion: sentenceWith("exam", "from", "to"),
      short: sentenceWith("weeks"),
      week: sentenceWith("number"),
      calendarName: sentenceWith("exam"),
      subscribeFeed: sentenceWith("exam"),
      ...texts("feedHint feedHowTo"),
      errors: z.strictObject({
        ...texts("examMissing examInvalid dateMissing dateInvalid datePast"),
        dateTooFar: sentenceWith("days"),
      }),
    }),
    calendarFile: z.strictObject({
      empty: text,
      makePlan: text,
      testDay: sentenceWith("exam"),
      fileName: sentenceWith("exam", "date"),
    }),
    planSteps: z.strictObject(each(["diagnostic", "plan", "practice", "progress", "testDayPrep", "testDay"], step)),
  }),
  "points-calculator": z.strictObject({
    card: z.strictObject(texts("title text actionLabel")),
    aboutSection: sectionHeading,
    blogLead: text,
  }),
  events: z.strictObject({
    text: z.strictObject({
      ...texts("upcomingHeading pastHeading noUpcoming register opensInNewTab date time location"),
      spotsLeft: sentenceWith("spots"),
      attendees: sentenceWith("count"),
    }),
  }),
  "points-calculator-page": z.strictObject({
    subjects: z.strictObject(under("reading math science social", fieldLabels)),
    sections: z.strictObject(under("math reading", fieldLabels)),
    calculator: z.strictObject({
      ...texts("formHeading testLegend testHint gradesLegend gradePlaceholder submit resultHeading emptyResult"),
      ...texts("invalidResult totalLabel testPointsLabel gradePointsLabel shareHint explorerLink"),
      errors: z.strictObject(texts("percentileMissing percentileNotWhole percentileRange gradeMissing gradeInvalid")),
      rulesHeading: text,
      rules: z.strictObject({ test: text, grades: text, total: text }),
      gradeTable: z.strictObject(texts("caption grade points source sourceLink")),
      seatsHeading: text,
      seats: lines,
      disclaimer: text,
    }),
  }),
  "shsat-cutoffs": z.strictObject({
    ...texts("heading intro caption schoolColumn adaptiveNote"),
    /** The schools left out of the table, and why. */
    missingNote: sentenceWith("schools"),
    /** In a secondary row's cell for a year it has no figure for. */
    notFound: text,
  }),
  /** The SHSAT school list helper's words (its cutoffs and rules of offers are data in content/facts.yml). */
  "shsat-school-list": z.strictObject({
    warning: z.strictObject(texts("heading text")),
    form: z.strictObject({
      ...texts("heading intro listLegend choicePlaceholder scoreLabel submit"),
      choiceLabel: sentenceWith("n"),
      scoreHint: sentenceWith("max"),
    }),
    result: z.strictObject({
      ...texts("heading empty invalid choiceColumn schoolColumn noFigure cutoffsSource"),
      ...texts("yieldedHeading yieldedIntro whyHeading share"),
      summary: sentenceWith("score"),
      caption: sentenceWith("score"),
      met: sentenceWith("cutoff"),
      notMet: sentenceWith("cutoff"),
      yieldedSchool: sentenceWith("year", "school", "choice"),
      yieldedNone: sentenceWith("year"),
      yieldedUnknown: sentenceWith("year", "school", "choice"),
      why: lines,
    }),
    errors: z.strictObject({
      ...texts("scoreMissing scoreNotWhole choiceUnknown choiceGap choiceNone"),
      scoreRange: sentenceWith("max"),
      choiceDuplicate: sentenceWith("n"),
    }),
    rules: z.strictObject({ ...texts("heading intro notFound"), checked: sentenceWith("date") }),
    cutoffs: z.strictObject(texts("heading intro sourceIntro alsoSeen related")),
    landingLink: text,
  }),
  /** The words around the pricing plans. */
  pricing: z.strictObject({
    plans: z.strictObject({
      ...texts("durationLabel popularBadge originalPriceLabel cpsFootnote"),
      discount: sentenceWith("percent"),
      title: sentenceWith("exam", "duration"),
      /** A translation's names of the durations and the period after a price; English's are in prices.ts. */
      durations: byDuration.optional(),
      periods: byDuration.optional(),
    }),
    trialBanner: z.strictObject(texts("heading text trial")),
    cards: z.strictObject({ ...each(durations, z.strictObject({ subtitle: text, description: text })), cta: text }),
    bullets: z.strictObject(each(planBulletIds, text)),
    features: z.strictObject(each([...planTests, "shared"], lines)),
    cpsPlans: z.strictObject({
      /** A translation's names of the CPS plans; English's are in prices.ts (copy refers to them). */
      titles: byDuration.optional(),
      subtitles: byDuration,
      ...texts("description cta"),
      features: lines,
    }),
  }),
  "free-templates": z.strictObject({
    text: z.strictObject({
      ...texts("testTypesLabel searchLabel searchPlaceholder loading loadFailed"),
      comingSoon: sentenceWith("test"),
      noMatch: sentenceWith("query"),
      caption: sentenceWith("test"),
      columns: z.strictObject(texts("name description perfectFor link")),
      ...texts("openLink opensInNewTab backToTemplates perfectForLabel testLabel"),
      pageTitle: sentenceWith("name", "test"),
    }),
  }),
  /** The words around the exams' changes (the changes themselves are in exam-page/exam-changes.ts). */
  "what-changed": z.strictObject({
    note: z.strictObject({
      heading: text,
      since: sentenceWith("when"),
      ...texts("now before allChanges sourceLabel"),
      /** The freshness line of a facts box or table: {when} is the month and year of the last check. */
      checked: sentenceWith("when"),
    }),
    announcementsHeading: text,
    toeflScales: z.strictObject(texts("heading intro caption totalColumn bandColumn noteColumn")),
    whichVersion: z.strictObject({
      ...texts("heading intro examLabel examPlaceholder dateLabel dateHint submit resultHeading empty"),
      current: sentenceWith("date", "exam", "since"),
      earlier: sentenceWith("date", "exam", "since"),
      noChange: sentenceWith("exam", "date"),
      ...texts("announced sourceLabel"),
      errors: z.strictObject(texts("examMissing dateMissing dateInvalid")),
    }),
  }),
  /** The TOEFL score converter's words (ETS's tables are data in toefl-score-scale.ts). */
  "toefl-score-converter": z.strictObject({
    fromOld: z.strictObject(texts("heading intro totalLabel sectionsLegend sectionsHint submit")),
    fromBand: z.strictObject(texts("heading intro bandLabel bandPlaceholder submit")),
    sections: z.strictObject(texts("reading listening writing speaking")),
    result: z.strictObject({
      ...texts("heading empty invalid"),
      totalLine: sentenceWith("score", "band", "cefr", "low", "high"),
      sectionLine: sentenceWith("section", "score", "band", "cefr"),
      overallLine: sentenceWith("band", "cefr", "mean"),
      bandLine: sentenceWith("band", "cefr", "low", "high", "comparable"),
      bandSectionsCaption: sentenceWith("band"),
      ...texts("sectionColumn rangeColumn share"),
    }),
    errors: z.strictObject(texts("notWhole totalRange sectionRange bandInvalid")),
    example: z.strictObject({
      ...texts("heading text link"),
      /** The requirement the example converts, the scores its link fills in. */
      total: z.number().int().min(0).max(120),
      speaking: z.number().int().min(0).max(30),
    }),
    tables: z.strictObject({
      ...texts(
        "heading totalCaption sectionsCaption bandColumn totalColumn cefrColumn overallRule comparableRule howObtained",
      ),
      checked: sentenceWith("date"),
      related: text,
    }),
  }),
} as const;
