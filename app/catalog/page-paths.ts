// Where every page of the catalog lives, the language of the pages that
// declare one, and which pages compute from their query string. Client code
// links to pages through these, and so do react-router.config.ts and the
// scripts, which run without the Vite plugin that reads page copy; what a page
// says (title, description, heading, intro: content/pages/pages.yml, joined
// with these in pages.ts) is read on the server and reaches the browser as
// loader data (docs/decisions/018-page-meta-on-the-server.md).
export const pagePaths = {
  home: "/",
  about: "/about",
  aboutCps: "/highschoolentrance/about",
  blog: "/blog",
  englishResources: "/blogs/english-resources",
  allToeflResources: "/blogs/all-toefl-resources",
  allToeflTopics: "/blogs/all-toefl-topics",
  resourcesEnglish: "/resources-english",
  resourcesHindi: "/resources-hindi",
  resourcesSpanish: "/resources-spanish",
  resourcesKorean: "/resources-korean",
  contact: "/contact",
  contactCps: "/highschoolentrance/contact",
  pricing: "/pricing",
  pricingCps: "/highschoolentrance/pricing",
  freeTemplates: "/free-templates",
  studyGuides: "/study-guides",
  forTutors: "/for-tutors",
  events: "/events",
  exams: "/exams",
  examToefl: "/exams/toefl",
  examGre: "/exams/gre",
  examAct: "/exams/act",
  examHspt: "/exams/hspt",
  examHsat: "/exams/hsat",
  examChanges: "/exams/changes",
  toefl: "/toefl",
  shsat: "/shsat",
  highschoolentrance: "/highschoolentrance",
  highschoolentranceBlog: "/highschoolentrance/blog",
  pointsCalculator: "/highschoolentrance/points-calculator",
  studyPlanner: "/study-planner",
  citycast: "/citycast",
  terms: "/terms",
  privacy: "/privacy",
  whatsappOptIn: "/whatsapp-opt-in",
  accessibility: "/accessibility",
  notFound: "/404",
} as const;

export type PageId = keyof typeof pagePaths;

/** The resources page in each of its languages; a page without an entry is in English. */
export const pageLangs = {
  resourcesEnglish: "en",
  resourcesHindi: "hi",
  resourcesSpanish: "es",
  resourcesKorean: "ko",
} as const satisfies Partial<Record<PageId, string>>;

/** Pages that compute from the query string (a calculator's fields, the blog's filters). */
export const queryReadingPages = ["blog", "pointsCalculator", "studyPlanner"] as const satisfies readonly PageId[];

/** Their paths: server.ts renders them per request when a query string is given. */
export const queryReadingPaths: ReadonlySet<string> = new Set(queryReadingPages.map((id) => pagePaths[id]));
