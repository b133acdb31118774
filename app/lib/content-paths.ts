// Where articles, guides and templates live on the site (client-safe).
import { href } from "react-router";
import type { Exam } from "#app/catalog/exams";

/** Pages under /blog/ that are not articles. */
const notArticles = new Set(["english-resources", "rss.xml"]);

export const rssPath = "/blog/rss.xml";

export const articlePath = (slug: string): string => href("/blog/:slug", { slug });

export const guidePath = (slug: string): string => href("/study-guides/:slug", { slug });

/** The page on this site that shows one template. */
export const templatePath = (slug: string): string => href("/free-templates/:slug", { slug });

/** True for the address of a single article or study guide (not a list or hub page). */
export function isArticlePath(pathname: string): boolean {
  const match = /^\/(blog|study-guides)\/([^/]+)\/?$/.exec(pathname);
  if (!match?.[2]) return false;
  return match[1] === "study-guides" || !notArticles.has(match[2]);
}

/** The resources page in each of its four languages; each links to the others (hreflang). */
export const resourceLanguagePages = [
  { id: "resourcesEnglish", lang: "en", path: href("/resources-english") },
  { id: "resourcesHindi", lang: "hi", path: href("/resources-hindi") },
  { id: "resourcesSpanish", lang: "es", path: href("/resources-spanish") },
  { id: "resourcesKorean", lang: "ko", path: href("/resources-korean") },
] as const;

export const sitemapPath = "/sitemap.xml";
export const robotsPath = "/robots.txt";

/** Where an article sends a reader to learn about an exam: its landing page, or its exam page when the landing page is pricing. */
export function examLandingPath(exam: Pick<Exam, "route" | "examPage">): string {
  return exam.route === "/pricing" && exam.examPage ? exam.examPage : exam.route;
}
