// Every URL of the site, explicitly (docs/product.md, "Routes"). A page's address is written once,
// in app/catalog/page-paths.ts; its route here takes that path and has the
// page's id as its id (routes.test.ts checks both). Where one module serves
// several pages (the Chicago CPS versions, the resources languages), its
// loader asks which route matched (pageOfRoute), never the address.
import { index, layout, prefix, type RouteConfig, route } from "@react-router/dev/routes";
import { type PageId, pageAliases, pagePaths } from "./catalog/page-paths";

/** The route of a page of the catalog: at the page's path, with the page's id. */
function page(id: PageId, file: string) {
  return route(pagePaths[id].slice(1), file, { id });
}

/** A second address of a page (pageAliases), served by the page's module. */
function alias(id: keyof typeof pageAliases, file: string) {
  return route(pageAliases[id].path.slice(1), file, { id });
}

export default [
  index("routes/marketing/home.tsx", { id: "home" }),
  page("about", "routes/marketing/about.tsx"),
  page("pricing", "routes/marketing/pricing.tsx"),
  page("contact", "routes/marketing/contact.tsx"),
  page("freeTemplates", "routes/marketing/free-templates.tsx"),
  route("free-templates/:slug", "routes/marketing/free-template.tsx"),
  page("forTutors", "routes/marketing/for-tutors.tsx"),
  page("events", "routes/marketing/events.tsx"),
  page("citycast", "routes/marketing/citycast.tsx"),
  page("studyPlanner", "routes/tools/study-planner.tsx"),
  // The planner's calendar file, computed per request from ?exam=…&date=… (never pre-rendered).
  route("study-planner.ics", "routes/tools/study-planner-ics.ts"),

  // Exams: the chooser, the landing pages, and one template for the exam pages (examToefl, examGre…).
  page("exams", "routes/exams/exams-index.tsx"),
  page("examChanges", "routes/exams/exam-changes.tsx"),
  route("exams/:exam", "routes/exams/exam-page.tsx"),
  page("toefl", "routes/exams/toefl.tsx"),
  page("shsat", "routes/exams/shsat.tsx"),

  // Chicago CPS HSAT: the landing page and the CPS versions of shared pages.
  page("highschoolentrance", "routes/exams/highschoolentrance.tsx"),
  page("aboutCps", "routes/marketing/about.tsx"),
  page("pricingCps", "routes/marketing/pricing.tsx"),
  page("contactCps", "routes/marketing/contact.tsx"),
  page("pointsCalculator", "routes/tools/points-calculator.tsx"),

  // Editorial content: the blog, its hubs and articles, study guides, resources.
  page("blog", "routes/blog/blog-index.tsx"),
  alias("englishResourcesBlog", "routes/blog/english-resources.tsx"),
  page("englishResources", "routes/blog/english-resources.tsx"),
  page("allToeflResources", "routes/blog/all-toefl-resources.tsx"),
  page("allToeflTopics", "routes/blog/all-toefl-topics.tsx"),
  route("blog/:slug", "routes/blog/blog-post.tsx"),
  page("highschoolentranceBlog", "routes/blog/highschoolentrance-blog.tsx"),
  page("studyGuides", "routes/marketing/study-guides.tsx"),
  route("study-guides/:slug", "routes/blog/study-guide.tsx"),
  page("resourcesEnglish", "routes/blog/resources.tsx"),
  page("resourcesHindi", "routes/blog/resources.tsx"),
  page("resourcesSpanish", "routes/blog/resources.tsx"),
  page("resourcesKorean", "routes/blog/resources.tsx"),
  // Files for feed readers and search engines (pre-rendered, see docs/decisions/004-feeds-prerendered.md).
  route("blog/rss.xml", "routes/blog/rss.tsx"),
  route("sitemap.xml", "routes/seo/sitemap.tsx"),
  route("robots.txt", "routes/seo/robots.tsx"),

  // Legal.
  page("terms", "routes/legal/terms.tsx"),
  page("privacy", "routes/legal/privacy.tsx"),
  page("whatsappOptIn", "routes/legal/whatsapp-opt-in.tsx"),
  page("accessibility", "routes/legal/accessibility.tsx"),

  // The links of the newsletter's mails: rendered per request, never hydrated.
  route("newsletter/confirm", "routes/newsletter/confirm.tsx"),
  route("newsletter/unsubscribe", "routes/newsletter/unsubscribe.tsx"),

  // Resource routes of the HTTP API (docs/product.md, "HTTP API"); never pre-rendered.
  route("api/email/sendContact", "routes/api/send-contact.ts"),
  route("api/newsletter", "routes/api/newsletter.ts"),
  route("api/templates", "routes/api/templates.ts"),

  // The lead inbox for the team (docs/decisions/030-admin-inbox.md): per request, noindex, never hydrated.
  layout("routes/admin/layout.tsx", [
    ...prefix("admin", [
      index("routes/admin/overview.tsx"),
      route("sign-in", "routes/admin/sign-in.tsx"),
      route("sign-in/verify", "routes/admin/verify.tsx"),
      route("sign-out", "routes/admin/sign-out.ts"),
      route("messages", "routes/admin/messages.tsx"),
      route("messages.csv", "routes/admin/messages-csv.ts"),
      route("messages/:id", "routes/admin/message.tsx"),
      route("forget", "routes/admin/forget.tsx"),
      route("subscribers", "routes/admin/subscribers.tsx"),
      route("audit", "routes/admin/audit.tsx"),
    ]),
  ]),

  // Any other address: the not-found page.
  route("*", "routes/not-found.tsx", { id: "notFound" }),
] satisfies RouteConfig;
