// Every page's words: what search engines and social cards show for it, and
// its heading and introduction. Titles and descriptions are unique per page; a
// test keeps them so. Read on the server only: loaders send a page its own
// entry and its meta tags (docs/decisions/018-page-meta-on-the-server.md), so
// client code names pages through page-paths.ts and never imports this file.
import { notFoundPage } from "./not-found-page";
import { type PageId, pageLangs, pagePaths } from "./page-paths";

export type { PageId } from "./page-paths";

export type PageInfo = {
  path: string;
  title: string;
  description: string;
  /** The page's one h1. */
  heading: string;
  /** A short honest introduction shown under the heading. */
  intro: string;
  /** Where this page's canonical address is another page's (ARCHITECTURE.md). */
  canonicalPath?: string;
  lang?: string;
  /** The page computes from its query string (a calculator's fields, the blog's filters), so the server renders it per request when one is given. */
  readsQuery?: boolean;
};

const page = <const T extends PageInfo>(info: T) => info;

export const pages = {
  home: page({
    path: pagePaths.home,
    title: "Examwise: adaptive AI exam prep for TOEFL, CPS HSAT, SHSAT, HSPT and GRE",
    description:
      "Start with a diagnostic test, follow a study plan built for you, and get instant AI feedback. Try Examwise free for 3 days, no credit card required.",
    heading: "Exam prep that adapts to you",
    intro:
      "Examwise builds a study plan from a short diagnostic test, then adjusts every practice set to what you need next. Pick your exam and try it free for 3 days, no credit card required.",
  }),
  about: page({
    path: pagePaths.about,
    title: "About Examwise: who we are and how we help students prepare",
    description:
      "Examwise is the student-facing exam prep service of Examwise Labs. Learn what we build, who we build it for, and how adaptive practice works.",
    heading: "About Examwise",
    intro:
      "Examwise is built by Examwise Labs, a company that makes assessment tools for students, teachers and companies. We help students prepare for the exams that open doors, with practice that adapts to each learner.",
  }),
  aboutCps: page({
    path: pagePaths.aboutCps,
    title: "About Examwise CPS HSAT prep for Chicago families",
    description:
      "How Examwise helps Chicago 8th graders prepare for the CPS High School Admissions Test, with tier-based score predictions and a parent dashboard.",
    heading: "About our CPS HSAT prep",
    intro:
      "We built our Chicago program for 8th graders aiming at the 11 selective enrollment high schools, and for the parents who support them.",
  }),
  blog: page({
    path: pagePaths.blog,
    title: "Examwise blog: study tips and exam strategy",
    description: "Practical articles on TOEFL, CPS HSAT, SHSAT, HSPT, GRE and ACT preparation from the Examwise team.",
    heading: "The Examwise blog",
    intro: "Study tips, exam strategy and plain explanations of how each test works.",
    readsQuery: true,
  }),
  englishResources: page({
    path: pagePaths.englishResources,
    title: "English learning resources for test takers",
    description:
      "A reading list of Examwise articles and guides for students improving their English for TOEFL and IELTS.",
    heading: "English learning resources",
    intro: "Our articles and guides for students who are building their English for university entrance exams.",
  }),
  allToeflResources: page({
    path: pagePaths.allToeflResources,
    title: "All TOEFL resources in one place",
    description:
      "Every Examwise TOEFL article, template and study guide, grouped by section: reading, listening, speaking and writing.",
    heading: "All TOEFL resources",
    intro: "Everything we have written about the TOEFL iBT, grouped by section.",
  }),
  allToeflTopics: page({
    path: pagePaths.allToeflTopics,
    title: "TOEFL topics: speaking and writing practice prompts",
    description:
      "TOEFL speaking and writing topics to practise with, grouped by task type, with tips on how to plan each answer.",
    heading: "All TOEFL topics",
    intro: "Practice topics for the TOEFL speaking and writing tasks, grouped by task.",
  }),
  resourcesEnglish: page({
    path: pagePaths.resourcesEnglish,
    title: "Free exam prep resources in English",
    description: "Free guides and articles in English to help you prepare for TOEFL, IELTS and other exams.",
    heading: "Free resources in English",
    intro: "Free guides and articles to help you prepare, in English.",
    lang: pageLangs.resourcesEnglish,
  }),
  resourcesHindi: page({
    path: pagePaths.resourcesHindi,
    title: "हिंदी में मुफ़्त परीक्षा तैयारी संसाधन",
    description: "TOEFL और IELTS की तैयारी के लिए हिंदी में मुफ़्त गाइड और लेख।",
    heading: "हिंदी में मुफ़्त संसाधन",
    intro: "TOEFL और अन्य परीक्षाओं की तैयारी के लिए हिंदी में मुफ़्त गाइड और लेख।",
    lang: pageLangs.resourcesHindi,
  }),
  resourcesSpanish: page({
    path: pagePaths.resourcesSpanish,
    title: "Recursos gratuitos para preparar exámenes en español",
    description: "Guías y artículos gratuitos en español para preparar el TOEFL, el IELTS y otros exámenes.",
    heading: "Recursos gratuitos en español",
    intro: "Guías y artículos gratuitos en español para preparar tus exámenes.",
    lang: pageLangs.resourcesSpanish,
  }),
  resourcesKorean: page({
    path: pagePaths.resourcesKorean,
    title: "한국어 무료 시험 준비 자료",
    description: "TOEFL과 IELTS 준비를 위한 한국어 무료 가이드와 글 모음입니다.",
    heading: "한국어 무료 학습 자료",
    intro: "TOEFL과 다른 시험 준비를 위한 한국어 무료 가이드와 글입니다.",
    lang: pageLangs.resourcesKorean,
  }),
  contact: page({
    path: pagePaths.contact,
    title: "Contact Examwise support",
    description:
      "Questions about plans, exams or your account? Send the Examwise team a message and we will reply by email.",
    heading: "Contact us",
    intro: "Questions about a plan, an exam or your account? Write to us and we will reply by email.",
  }),
  contactCps: page({
    path: pagePaths.contactCps,
    title: "Contact our CPS HSAT team",
    description:
      "Questions about CPS HSAT prep for your 8th grader? Send our Chicago team a message and we will reply by email.",
    heading: "Contact our CPS HSAT team",
    intro: "Ask us anything about the HSAT, selective enrollment or our Chicago program.",
  }),
  pricing: page({
    path: pagePaths.pricing,
    title: "Examwise pricing: 7-day, 1-month and 6-month plans",
    description:
      "Plans for TOEFL, CPS HSAT, HSPT, GRE and SHSAT prep. Pick 7 days, 1 month or 6 months of full access.",
    heading: "Simple plans for every exam",
    intro:
      "Choose your exam and how long you need. Every plan includes full access to practice, mock tests and analytics.",
  }),
  pricingCps: page({
    path: pagePaths.pricingCps,
    title: "CPS HSAT prep pricing for Chicago 8th graders",
    description: "Three CPS HSAT plans: 7-Day Cram, 1-Month All Access and 6-Month All Access.",
    heading: "Choose Your CPS HSAT Success Path",
    intro: "Give your 8th grader an edge for Chicago's top selective enrollment high schools.",
  }),
  freeTemplates: page({
    path: pagePaths.freeTemplates,
    title: "Free study templates for TOEFL, IELTS, GRE, HSAT and more",
    description: "Free essay, speaking and study-plan templates for nine exams. Search by name or by who they are for.",
    heading: "Free study templates",
    intro: "Templates for essays, speaking answers and study plans, free to use.",
  }),
  studyGuides: page({
    path: pagePaths.studyGuides,
    title: "Study guides for every exam we teach",
    description:
      "Step-by-step study guides for TOEFL, CPS HSAT, SHSAT, HSPT, GRE and ACT: what to study, in what order, and when to start.",
    heading: "Study guides",
    intro: "What to study, in what order, and when to start, exam by exam.",
  }),
  forTutors: page({
    path: pagePaths.forTutors,
    title: "Examwise for tutors: track and guide your students",
    description:
      "A tutor dashboard to assign practice sets, follow progress and see predicted scores for several students. Request a tutor account.",
    heading: "Examwise for tutors",
    intro:
      "Assign practice, follow progress and see predicted scores for all your students in one dashboard. Tutor accounts are available on request.",
  }),
  events: page({
    path: pagePaths.events,
    title: "Examwise events: workshops and info sessions",
    description:
      "Upcoming Examwise workshops and information sessions for students and parents, and what we covered in past events.",
    heading: "Events and workshops",
    intro: "Workshops and information sessions for students and parents.",
  }),
  exams: page({
    path: pagePaths.exams,
    title: "Choose your exam: TOEFL, CPS HSAT, NYC SHSAT, HSPT or GRE",
    description: "Compare the exams Examwise prepares you for and start a free 3-day trial for yours.",
    heading: "Choose your exam",
    intro: "Pick the exam you are preparing for to see how Examwise helps.",
  }),
  examToefl: page({
    path: pagePaths.examToefl,
    title: "TOEFL iBT prep with instant AI speaking and writing feedback",
    description:
      "Adaptive TOEFL practice for all four sections of the 2026 test, with 1–6 band score predictions and instant AI grading of speaking and writing.",
    heading: "TOEFL iBT preparation",
    intro: "Practice all four TOEFL sections with instant feedback on every speaking and writing answer.",
  }),
  examGre: page({
    path: pagePaths.examGre,
    title: "GRE prep with adaptive verbal and quant practice",
    description: "Adaptive GRE practice for verbal and quantitative reasoning, essay grading, and 3,000 GRE words.",
    heading: "GRE preparation",
    intro: "Adaptive verbal and quantitative practice, graded essays and vocabulary review for the GRE General Test.",
  }),
  examAct: page({
    path: pagePaths.examAct,
    title: "ACT prep for English, math, reading and science",
    description:
      "Adaptive ACT practice for all four sections, scored 1 to 36, with mock tests and performance analytics.",
    heading: "ACT preparation",
    intro: "Adaptive practice for the ACT's English, math, reading and science sections.",
  }),
  examHspt: page({
    path: pagePaths.examHspt,
    title: "HSPT prep for Catholic high school entrance",
    description: "Practice all five HSPT sections with timed mock tests and a parent progress dashboard.",
    heading: "HSPT preparation",
    intro: "Practice all five HSPT sections with timed mock tests, and follow progress on the parent dashboard.",
  }),
  examHsat: page({
    path: pagePaths.examHsat,
    title: "CPS HSAT prep: math and reading for selective enrollment",
    description:
      "Prepare for the 60-minute CPS HSAT with timed math and reading practice and tier-based score predictions.",
    heading: "CPS HSAT preparation",
    intro: "Timed math and reading practice for the CPS High School Admissions Test.",
  }),
  examChanges: page({
    path: pagePaths.examChanges,
    title: "What changed in the exams: GRE, ACT, TOEFL and SHSAT format updates",
    description:
      "The exam format changes since 2023, by date: the shorter GRE, the enhanced ACT, the digital and adaptive SHSAT and the TOEFL iBT's 1–6 scores, each with its source.",
    heading: "What changed in the exams",
    intro:
      "Exam owners change their tests. Here is every format change our pages follow, newest first, with what it was before, what it is now and where we checked it.",
  }),
  toefl: page({
    path: pagePaths.toefl,
    title: "Raise your TOEFL score with adaptive AI practice",
    description:
      "TOEFL prep that grades your speaking and writing instantly and builds a study plan from a diagnostic test. Try it free for 3 days.",
    heading: "Reach your TOEFL target score",
    intro: "A study plan built from your diagnostic test, and instant feedback on every speaking and writing answer.",
  }),
  shsat: page({
    path: pagePaths.shsat,
    title: "NYC SHSAT prep for the specialized high schools",
    description:
      "Adaptive SHSAT practice for math and ELA, full-length mock tests and a parent progress dashboard. Try it free for 3 days.",
    heading: "Prepare for the NYC SHSAT with confidence",
    intro:
      "Adaptive math and ELA practice for the test that decides admission to New York City's 8 specialized high schools.",
  }),
  highschoolentrance: page({
    path: pagePaths.highschoolentrance,
    title: "CPS HSAT prep for Chicago selective enrollment high schools",
    description:
      "Help your 8th grader prepare for the CPS HSAT: adaptive practice, tier-based score predictions and a parent dashboard.",
    heading: "Get ready for the CPS HSAT",
    intro:
      "Adaptive practice for Chicago's High School Admissions Test, with score predictions and a dashboard for parents.",
  }),
  highschoolentranceBlog: page({
    path: pagePaths.highschoolentranceBlog,
    title: "CPS HSAT blog: articles for Chicago families",
    description:
      "Articles on the CPS HSAT, selective enrollment points, tiers and timelines for Chicago parents and students.",
    heading: "CPS HSAT articles",
    intro: "Plain explanations of the HSAT, selective enrollment points and the application timeline.",
  }),
  pointsCalculator: page({
    path: pagePaths.pointsCalculator,
    title: "CPS selection points calculator: HSAT percentiles and 7th-grade grades",
    description:
      "Work out your 8th grader's CPS selective enrollment points out of 900 from HSAT percentiles and 7th-grade grades, with every rule shown.",
    heading: "CPS selection points calculator",
    intro:
      "Enter the HSAT percentiles and the final 7th-grade grades to see the points out of 900, worked out in your browser with the rules shown beside the result.",
    readsQuery: true,
  }),
  studyPlanner: page({
    path: pagePaths.studyPlanner,
    title: "Study planner: weeks left, when to start and a week-by-week plan",
    description:
      "Pick your exam and test date to see the weeks left, when to start and a week-by-week study outline, and add the milestones to your calendar.",
    heading: "Test-date countdown planner",
    intro:
      "Choose the exam and the test date. You get the weeks left, a suggested start date and a plan for every week, ready to add to your calendar.",
    readsQuery: true,
  }),
  citycast: page({
    path: pagePaths.citycast,
    title: "Examwise for City Cast Chicago listeners",
    description: "A welcome for City Cast Chicago listeners: try Examwise CPS HSAT prep free for 3 days.",
    heading: "Welcome, City Cast Chicago listeners",
    intro: "Preparing for the CPS HSAT this year? Try Examwise free for 3 days, no credit card required.",
  }),
  terms: page({
    path: pagePaths.terms,
    title: "Terms of Service",
    description: "The terms that apply when you use Examwise, the exam preparation service of Examwise Labs.",
    heading: "Terms of Service",
    intro: "The terms that apply when you use Examwise.",
  }),
  privacy: page({
    path: pagePaths.privacy,
    title: "Privacy Policy",
    description: "What information Examwise collects, why, and the choices you have.",
    heading: "Privacy Policy",
    intro: "What we collect, why we collect it, and the choices you have.",
  }),
  whatsappOptIn: page({
    path: pagePaths.whatsappOptIn,
    title: "WhatsApp updates from Examwise: how opting in works",
    description: "How you agree to receive WhatsApp messages from Examwise, what we send, and how to stop at any time.",
    heading: "WhatsApp updates",
    intro: "How you agree to receive WhatsApp messages from us, what we send, and how to stop.",
  }),
  accessibility: page({
    path: pagePaths.accessibility,
    title: "Accessibility statement",
    description:
      "The accessibility standard Examwise holds its website to, how we test it, what we know still falls short, and how to tell us about a problem.",
    heading: "Accessibility statement",
    intro:
      "We want everyone to be able to use this site. Here is what we aim for, how we check it and how to reach us.",
  }),
  notFound: page(notFoundPage),
} as const satisfies Record<PageId, PageInfo>;

/** Paths whose page computes from the query string (server.ts renders them per request when given one). */
const allPages: readonly PageInfo[] = Object.values(pages);
export const queryReadingPaths: ReadonlySet<string> = new Set(
  allPages.filter((info) => info.readsQuery).map((info) => info.path),
);
