// The shapes of the audience and tool pages' copy files.
import { z } from "zod";
import { examSelectionIds, planBulletIds } from "./audience-ids.ts";
import { each, faq, feature, paragraph, sectionHeading, sentences, sentenceWith, step, text, texts } from "./fields.ts";

const cards = z.array(feature).min(1);

const actionsFile = z.strictObject({ startTrial: text, contactUs: text, trialOffer: sentenceWith("what") });

const aboutFile = z.strictObject({
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
});

const citycastFile = z.strictObject({
  hero: z.strictObject({ badge: text, signUpLabel: text }),
  offer: z.strictObject({ badge: text, title: text, text, moreLabel: text }),
  students: sectionHeading.extend({ cards }),
  parents: sectionHeading.extend({ cards }),
  partnerSection: z.strictObject({
    eyebrow: text,
    heading: text,
    paragraphs: z.array(text).min(1),
    pointsTitle: text,
    points: z.array(text).min(1),
  }),
  finalCta: z.strictObject({ heading: text, text }),
});

const review = z.strictObject({ name: text, role: text, school: text, content: text, rating: z.int().min(1).max(5) });

const forTutorsFile = z.strictObject({
  sentences,
  requestLabel: text,
  hero: z.strictObject({
    badge: text,
    howItWorksLabel: text,
    notice: z.strictObject({ title: text, text: paragraph }),
  }),
  tutorFeatures: sectionHeading.extend({ cards }),
  studentFeatures: sectionHeading.extend({ cards }),
  testimonial: sectionHeading.extend({ review }),
  faq: sectionHeading.extend({ items: z.array(faq.extend({ answer: paragraph })).min(1) }),
  connect: sectionHeading.extend({ steps: z.array(step).min(1) }),
  cta: z.strictObject({ heading: text, text: paragraph }),
});

const homeFile = z.strictObject({
  hero: z.strictObject(texts("badge signUpLabel seePricingLabel examsHeading examsText tryForFree")),
  features: sectionHeading,
  howItWorks: z.strictObject({ eyebrow: text }),
  testimonials: sectionHeading,
  comparison: sectionHeading,
  faq: z.strictObject({ eyebrow: text, heading: text, supportText: text, supportLabel: text }),
  pricing: sectionHeading,
});

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

const examSelectionFile = z.strictObject({
  bullets: sentences,
  cards: z.strictObject(each(examSelectionIds, examCard)),
  page: z.strictObject({
    cardsHeading: text,
    whyChoose: z.strictObject({ heading: text, intro: text }),
    trial: z.strictObject({ heading: text, text, label: text }),
  }),
});

const studyPlannerFile = z.strictObject({
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
    errors: z.strictObject({
      ...texts("examMissing examInvalid dateMissing dateInvalid datePast"),
      dateTooFar: sentenceWith("days"),
    }),
  }),
  calendarFile: z.strictObject({ empty: text, makePlan: text }),
  planSteps: z.strictObject(each(["diagnostic", "plan", "practice", "progress", "testDayPrep", "testDay"], step)),
});

const pointsCalculatorFile = z.strictObject({
  card: z.strictObject({ title: text, text, actionLabel: text }),
  aboutSection: sectionHeading,
  blogLead: text,
});

const eventsFile = z.strictObject({
  text: z.strictObject({
    ...texts("upcomingHeading pastHeading noUpcoming register opensInNewTab date time location"),
    spotsLeft: sentenceWith("spots"),
    attendees: sentenceWith("count"),
  }),
});

export const audienceContentSchemas = {
  actions: actionsFile,
  about: aboutFile,
  citycast: citycastFile,
  "for-tutors": forTutorsFile,
  home: homeFile,
  "exam-selection": examSelectionFile,
  "study-planner": studyPlannerFile,
  "points-calculator": pointsCalculatorFile,
  events: eventsFile,
} as const;
