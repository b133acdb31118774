// Every URL of the site. A page is a route with an id that keys its words in content/pages/pages.yml. Plain route
// objects, not @react-router/dev's helpers, so the server (no dev packages) can read the table (decision 042).
import type { RouteConfig, RouteConfigEntry } from "@react-router/dev/routes";
import { feedIds, feedPath } from "./catalog/calendar-feeds.ts";

const pageRoutes = [
  { id: "home", index: true, file: "routes/marketing/home.tsx" },
  { id: "about", path: "about", file: "routes/marketing/about.tsx" },
  { id: "pricing", path: "pricing", file: "routes/marketing/pricing.tsx" },
  { id: "contact", path: "contact", file: "routes/marketing/contact.tsx" },
  { id: "freeTemplates", path: "free-templates", file: "routes/marketing/free-templates.tsx" },
  { id: "forTutors", path: "for-tutors", file: "routes/marketing/for-tutors.tsx" },
  { id: "events", path: "events", file: "routes/marketing/events.tsx" },
  { id: "citycast", path: "citycast", file: "routes/marketing/citycast.tsx" },
  { id: "studyPlanner", path: "study-planner", file: "routes/tools/study-planner.tsx" },
  { id: "calendar", path: "calendar", file: "routes/tools/calendar.tsx" },

  // Exams: the chooser, the exam pages (one module) and the landing pages (one module).
  { id: "exams", path: "exams", file: "routes/exams/exams-index.tsx" },
  { id: "examChanges", path: "exams/changes", file: "routes/exams/exam-changes.tsx" },
  { id: "examToefl", path: "exams/toefl", file: "routes/exams/exam-page.tsx" },
  { id: "examGre", path: "exams/gre", file: "routes/exams/exam-page.tsx" },
  { id: "examAct", path: "exams/act", file: "routes/exams/exam-page.tsx" },
  { id: "examHspt", path: "exams/hspt", file: "routes/exams/exam-page.tsx" },
  { id: "examHsat", path: "exams/hsat", file: "routes/exams/exam-page.tsx" },
  { id: "toefl", path: "toefl", file: "routes/exams/landing.tsx" },
  { id: "shsat", path: "shsat", file: "routes/exams/landing.tsx" },
  { id: "toeflScoreConverter", path: "toefl/score-converter", file: "routes/tools/toefl-score-converter.tsx" },
  { id: "shsatSchoolList", path: "shsat/school-list", file: "routes/tools/shsat-school-list.tsx" },

  // Chicago CPS HSAT: the landing page and the CPS versions of shared pages.
  { id: "highschoolentrance", path: "highschoolentrance", file: "routes/exams/landing.tsx" },
  { id: "aboutCps", path: "highschoolentrance/about", file: "routes/marketing/about.tsx" },
  { id: "pricingCps", path: "highschoolentrance/pricing", file: "routes/marketing/pricing.tsx" },
  { id: "contactCps", path: "highschoolentrance/contact", file: "routes/marketing/contact.tsx" },
  { id: "pointsCalculator", path: "highschoolentrance/points-calculator", file: "routes/tools/points-calculator.tsx" },
  { id: "offerExplorer", path: "highschoolentrance/offer-explorer", file: "routes/tools/offer-explorer.tsx" },

  // Editorial content: the blog, its hubs, study guides, resources in four languages.
  { id: "blog", path: "blog", file: "routes/blog/blog-index.tsx" },
  { id: "englishResources", path: "blogs/english-resources", file: "routes/blog/article-hubs.tsx" },
  { id: "allToeflResources", path: "blogs/all-toefl-resources", file: "routes/blog/article-hubs.tsx" },
  { id: "allToeflTopics", path: "blogs/all-toefl-topics", file: "routes/blog/article-hubs.tsx" },
  { id: "highschoolentranceBlog", path: "highschoolentrance/blog", file: "routes/blog/highschoolentrance-blog.tsx" },
  { id: "studyGuides", path: "study-guides", file: "routes/marketing/study-guides.tsx" },
  { id: "resourcesEnglish", path: "resources-english", file: "routes/blog/resources.tsx" },
  { id: "resourcesHindi", path: "resources-hindi", file: "routes/blog/resources.tsx" },
  { id: "resourcesSpanish", path: "resources-spanish", file: "routes/blog/resources.tsx" },
  { id: "resourcesKorean", path: "resources-korean", file: "routes/blog/resources.tsx" },

  // Legal: one module over the Markdown of content/legal/.
  { id: "terms", path: "terms", file: "routes/legal.tsx" },
  { id: "privacy", path: "privacy", file: "routes/legal.tsx" },
  { id: "whatsappOptIn", path: "whatsapp-opt-in", file: "routes/legal.tsx" },
  { id: "accessibility", path: "accessibility", file: "routes/legal.tsx" },

  // Any other address: the not-found page.
  { id: "notFound", path: "*", file: "routes/not-found.tsx" },
] as const satisfies readonly RouteConfigEntry[];

export type PageId = (typeof pageRoutes)[number]["id"];

/**
 * The pages a parent who reads Spanish first decides on (docs/decisions/066-spanish-pages.md): each is served in
 * Spanish at /es + its English address, by the English page's module; its words are in content/pages/es/.
 */
export const spanishPageIds = [
  "home",
  "pricing",
  "pricingCps",
  "highschoolentrance",
  "shsat",
  "examHspt",
  "pointsCalculator",
  "studyPlanner",
  "contact",
  "contactCps",
] as const satisfies readonly PageId[];
export type SpanishPageId = (typeof spanishPageIds)[number];

/** The Spanish counterparts: the English route's module under /es, with an id of its own ("es/pricing"). */
const spanishRoutes: RouteConfigEntry[] = spanishPageIds.map((id: PageId) => {
  const route: PageRoute | undefined = pageRoutes.find((candidate) => candidate.id === id);
  const path = route && "path" in route ? `es/${route.path}` : "es";
  return { id: path, path, file: route?.file ?? "" };
});
type PageRoute = (typeof pageRoutes)[number];
/** The address of a page ("/" for home): catalog data typed with it fails to compile on a path no page has. */
export type PagePath = "/" | `/${Exclude<Extract<PageRoute, { path: string }>["path"], "*">}`;

export const pageIds: readonly PageId[] = pageRoutes.map((route) => route.id);

/** A page's address; the not-found page's own is /404 (any address no route has). */
export function pagePath(id: PageId): string {
  const route: PageRoute | undefined = pageRoutes.find((candidate) => candidate.id === id);
  if (!route || !("path" in route)) return "/";
  return route.path === "*" ? "/404" : `/${route.path}`;
}

/** Which page a module serving several pages is rendering, from its loader's `pattern` (the route's path). */
export function pageAt<const Id extends PageId>(pattern: string, ids: readonly Id[]): Id {
  const path = `/${pattern.replace(/^\/?(es(\/|$))?/, "")}`;
  const id = ids.find((candidate) => pagePath(candidate) === path);
  if (id === undefined) throw new Error(`No page of ${ids.join(", ")} has the route ${pattern}`);
  return id;
}

export default [
  ...pageRoutes,
  ...spanishRoutes,
  // Any other address under /es: the not-found page in Spanish.
  { id: "es/*", path: "es/*", file: "routes/not-found.tsx" },
  { path: "free-templates/:slug", file: "routes/marketing/free-template.tsx" },
  { path: "blog/:slug", file: "routes/blog/blog-post.tsx" },
  { path: "study-guides/:slug", file: "routes/blog/study-guide.tsx" },
  // A second address of a page: the page declares its own canonical (docs/product.md, "Second addresses").
  { id: "englishResourcesBlog", path: "blog/english-resources", file: "routes/blog/article-hubs.tsx" },
  // The planner's calendar file, computed per request from ?exam=…&date=… (never pre-rendered).
  { path: "study-planner.ics", file: "routes/tools/study-planner-ics.ts" },
  // The deadline calendars, one file per exam (pre-rendered, docs/decisions/067-deadline-calendars.md).
  ...feedIds.map((feed) => ({
    id: `calendar-feed-${feed}`,
    path: feedPath(feed).slice(1),
    file: "routes/tools/calendar-feed.ts",
  })),
  // Files for feed readers and search engines (pre-rendered, docs/decisions/004-feeds-prerendered.md).
  { path: "blog/rss.xml", file: "routes/blog/rss.tsx" },
  { path: "sitemap.xml", file: "routes/seo/sitemap.tsx" },
  { path: "robots.txt", file: "routes/seo/robots.tsx" },
  // The links of the newsletter's mails: rendered per request, never hydrated.
  { path: "newsletter/confirm", file: "routes/newsletter/confirm.tsx" },
  { path: "newsletter/unsubscribe", file: "routes/newsletter/unsubscribe.tsx" },
  // Resource routes of the HTTP API (docs/product.md, "HTTP API"); never pre-rendered.
  { path: "api/email/sendContact", file: "routes/api/send-contact.ts" },
  { path: "api/newsletter", file: "routes/api/newsletter.ts" },
  { path: "api/templates", file: "routes/api/templates.ts" },
  // The lead inbox for the team (docs/decisions/030-admin-inbox.md): per request, noindex, never hydrated.
  {
    file: "routes/admin/layout.tsx",
    children: [
      { path: "admin", index: true, file: "routes/admin/overview.tsx" },
      { path: "admin/sign-in", file: "routes/admin/sign-in.tsx" },
      { path: "admin/sign-in/verify", file: "routes/admin/verify.tsx" },
      { path: "admin/sign-out", file: "routes/admin/sign-out.ts" },
      { path: "admin/messages", file: "routes/admin/messages.tsx" },
      { path: "admin/messages.csv", file: "routes/admin/messages-csv.ts" },
      { path: "admin/messages/:id", file: "routes/admin/message.tsx" },
      { path: "admin/forget", file: "routes/admin/forget.tsx" },
      { id: "adminSubscribers", path: "admin/subscribers", file: "routes/admin/tables.tsx" },
      { id: "adminAudit", path: "admin/audit", file: "routes/admin/tables.tsx" },
    ],
  },
] satisfies RouteConfig;
