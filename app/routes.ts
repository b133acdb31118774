// Every URL of the site, explicitly (SPEC §2). Where one module serves several
// paths, the path decides the variant (e.g. the Chicago CPS versions).
import { index, layout, prefix, type RouteConfig, route } from "@react-router/dev/routes";

export default [
  index("routes/marketing/home.tsx"),
  route("about", "routes/marketing/about.tsx", { id: "about" }),
  route("pricing", "routes/marketing/pricing.tsx", { id: "pricing" }),
  route("contact", "routes/marketing/contact.tsx", { id: "contact" }),
  route("free-templates", "routes/marketing/free-templates.tsx"),
  route("free-templates/:slug", "routes/marketing/free-template.tsx"),
  route("for-tutors", "routes/marketing/for-tutors.tsx"),
  route("events", "routes/marketing/events.tsx"),
  route("citycast", "routes/marketing/citycast.tsx"),
  route("study-planner", "routes/tools/study-planner.tsx"),
  // The planner's calendar file, computed per request from ?exam=…&date=… (never pre-rendered).
  route("study-planner.ics", "routes/tools/study-planner-ics.ts"),

  // Exams: the chooser, the landing pages, and one template for /exams/{exam}.
  route("exams", "routes/exams/exams-index.tsx"),
  route("exams/changes", "routes/exams/exam-changes.tsx"),
  route("exams/:exam", "routes/exams/exam-page.tsx"),
  route("toefl", "routes/exams/toefl.tsx"),
  route("shsat", "routes/exams/shsat.tsx"),

  // Chicago CPS HSAT: the landing page and the CPS versions of shared pages.
  route("highschoolentrance", "routes/exams/highschoolentrance.tsx"),
  route("highschoolentrance/about", "routes/marketing/about.tsx", { id: "about-cps" }),
  route("highschoolentrance/pricing", "routes/marketing/pricing.tsx", { id: "pricing-cps" }),
  route("highschoolentrance/contact", "routes/marketing/contact.tsx", { id: "contact-cps" }),
  route("highschoolentrance/points-calculator", "routes/tools/points-calculator.tsx"),

  // Editorial content: the blog, its hubs and articles, study guides, resources.
  route("blog", "routes/blog/blog-index.tsx"),
  route("blog/english-resources", "routes/blog/english-resources.tsx", { id: "english-resources-blog" }),
  route("blogs/english-resources", "routes/blog/english-resources.tsx", { id: "english-resources" }),
  route("blogs/all-toefl-resources", "routes/blog/all-toefl-resources.tsx"),
  route("blogs/all-toefl-topics", "routes/blog/all-toefl-topics.tsx"),
  route("blog/:slug", "routes/blog/blog-post.tsx"),
  route("highschoolentrance/blog", "routes/blog/highschoolentrance-blog.tsx"),
  route("study-guides", "routes/marketing/study-guides.tsx"),
  route("study-guides/:slug", "routes/blog/study-guide.tsx"),
  route("resources-english", "routes/blog/resources.tsx", { id: "resources-english" }),
  route("resources-hindi", "routes/blog/resources.tsx", { id: "resources-hindi" }),
  route("resources-spanish", "routes/blog/resources.tsx", { id: "resources-spanish" }),
  route("resources-korean", "routes/blog/resources.tsx", { id: "resources-korean" }),
  // Files for feed readers and search engines (pre-rendered, see docs/decisions/004-feeds-prerendered.md).
  route("blog/rss.xml", "routes/blog/rss.tsx"),
  route("sitemap.xml", "routes/seo/sitemap.tsx"),
  route("robots.txt", "routes/seo/robots.tsx"),

  // Legal.
  route("terms", "routes/legal/terms.tsx"),
  route("privacy", "routes/legal/privacy.tsx"),
  route("whatsapp-opt-in", "routes/legal/whatsapp-opt-in.tsx"),
  route("accessibility", "routes/legal/accessibility.tsx"),

  // The links of the newsletter's mails: rendered per request, never hydrated.
  route("newsletter/confirm", "routes/newsletter/confirm.tsx"),
  route("newsletter/unsubscribe", "routes/newsletter/unsubscribe.tsx"),

  // Resource routes of the HTTP API (ARCHITECTURE.md); never pre-rendered.
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

  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
