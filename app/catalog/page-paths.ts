// Where every page of the catalog lives, the language of the pages that
// declare one, and which pages compute from their query string. This is the one
// place a page's address is written: app/routes.ts builds each page's route from
// it, with the page's id as the route's id (routes.test.ts holds them together).
// Client code links to pages through these, and so do react-router.config.ts and
// the scripts, which run without the Vite plugin that reads page copy; what a
// page says (title, description, heading, intro: content/pages/pages.yml, joined
// with these in pages.server.ts) is read on the server and reaches the browser as
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
  // The exam pages: one route, `/exams/:exam`, serves them (written out here so
  // that the browser needs no href(); routes.test.ts checks them against it).
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
  // The catch-all route's page: any address no other route has.
  notFound: "/404",
} as const;

export type PageId = keyof typeof pagePaths;

/**
 * The address of a page. Catalog data that the browser loads may repeat an
 * address typed as this (a literal costs fewer bytes than `pagePaths.x`): a
 * path no page has fails the type check.
 */
export type PagePath = (typeof pagePaths)[PageId];

/**
 * Second addresses of a page, each with its own route; the page declares its own address canonical
 * (docs/product.md, "Second addresses").
 */
export const pageAliases = {
  englishResourcesBlog: { path: "/blog/english-resources", page: "englishResources" },
} as const satisfies Record<string, { path: string; page: PageId }>;

/** The resources page in each of its languages; a page without an entry is in English. */
export const pageLangs = {
  resourcesEnglish: "en",
  resourcesHindi: "hi",
  resourcesSpanish: "es",
  resourcesKorean: "ko",
} as const satisfies Partial<Record<PageId, string>>;

/**
 * Which of `ids` a route module is serving, from the matched route's pattern (a
 * loader's `pattern`), for a module that serves several pages (the CPS versions
 * of about, pricing and contact; the resources page in each language). The
 * pattern is the route's path from app/routes.ts, not the address asked for.
 */
export function pageOfRoute<const Id extends PageId>(pattern: string, ids: readonly Id[]): Id {
  const path = pattern.startsWith("/") ? pattern : `/${pattern}`;
  const id = ids.find((candidate) => pagePaths[candidate] === path);
  if (id === undefined) throw new Error(`No page of ${ids.join(", ")} has the route ${path}`);
  return id;
}

/** Pages that compute from the query string (a calculator's fields, the blog's filters). */
export const queryReadingPages = ["blog", "pointsCalculator", "studyPlanner"] as const satisfies readonly PageId[];

/** Their paths: server.ts renders them per request when a query string is given. */
export const queryReadingPaths: ReadonlySet<string> = new Set(queryReadingPages.map((id) => pagePaths[id]));
