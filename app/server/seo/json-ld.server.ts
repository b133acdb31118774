// Structured data generated from the catalog, never typed by hand: pass the result to jsonLd() (meta.server.ts).
import { brand } from "#app/catalog/brand";
import { examLabel, tagLabels } from "#app/catalog/content/content-labels";
import type { EventItem } from "#app/catalog/events";
import { exams } from "#app/catalog/exams";
import type { Provenance } from "#app/catalog/fact-sources";
import { siteUrl } from "#app/catalog/links";
import type { FaqItem } from "#app/catalog/page-content-schema";
import { pages } from "#app/catalog/pages.server";
import type { Plan } from "#app/catalog/plans";
import { socialFamilyFor, socialImagePath, socialLogoPath } from "#app/catalog/social-cards";
import type { Article, Guide } from "#app/lib/content-schema";
import { type Lang, pathIn } from "#app/lib/lang";
import { spanishPageIds } from "#app/routes.ts";
import { breadcrumbs as breadcrumbLabelsEn } from "#content/navigation";
import { breadcrumbs as breadcrumbLabelsEs } from "#content/navigationEs";

const currency = "USD";
/** A schema.org node of `type` with its fields. */
const ld = <Fields extends object>(type: string, fields: Fields) => ({
  "@context": "https://schema.org",
  "@type": type,
  ...fields,
});
const us = { "@type": "Organization", name: brand.company };

/** Schema.org prices are strings with two decimals, as "45.00". */
export const schemaPrice = (amount: number) => amount.toFixed(2);

type ProductPage = { description: string; url: string; plans: readonly Plan[] };
/** A product's name from its exam's, in the page's language ("Examwise TOEFL prep"). */
type ProductName = (examName: string) => string;

/** The whole product with one AggregateOffer spanning every plan's price. */
export function educationalApplicationJsonLd({ description, url, plans }: ProductPage) {
  const prices = plans.map((plan) => plan.price);
  return ld("EducationalApplication", {
    name: brand.name,
    description,
    url,
    applicationCategory: "EducationalApplication",
    operatingSystem: "Web, iOS, Android",
    publisher: us,
    offers: {
      "@type": "AggregateOffer",
      priceCurrency: currency,
      lowPrice: schemaPrice(Math.min(...prices)),
      highPrice: schemaPrice(Math.max(...prices)),
      offerCount: plans.length,
    },
  });
}

/** One Product per exam, each with an Offer per plan. */
export function productsJsonLd({
  plans,
  url,
  productName = (examName) => `${brand.name} ${examName} prep`,
}: Omit<ProductPage, "description"> & { productName?: ProductName }) {
  const byExam = new Map<string, Plan[]>();
  for (const plan of plans) {
    const examName = exams.find((exam) => exam.planCode === plan.test)?.name ?? plan.test;
    byExam.set(examName, [...(byExam.get(examName) ?? []), plan]);
  }
  return {
    "@context": "https://schema.org",
    "@graph": [...byExam].map(([examName, examPlans]) => ({
      "@type": "Product",
      name: productName(examName),
      brand: { "@type": "Brand", name: brand.name },
      offers: examPlans.map((plan) => ({
        "@type": "Offer",
        name: plan.title,
        sku: plan.priceId,
        price: schemaPrice(plan.price),
        priceCurrency: currency,
        availability: "https://schema.org/InStock",
        url,
      })),
    })),
  };
}

export function faqJsonLd(items: readonly FaqItem[]) {
  return ld("FAQPage", {
    mainEntity: items.map((item) => ({
      "@type": "Question",
      name: item.question,
      acceptedAnswer: { "@type": "Answer", text: item.answer },
    })),
  });
}

/** A free tool that runs in the browser (the points calculator, the study planner). */
export function webApplicationJsonLd({ name, description, url }: { name: string; description: string; url: string }) {
  return ld("WebApplication", {
    name,
    description,
    url,
    applicationCategory: "EducationalApplication",
    operatingSystem: "Any (runs in a web browser)",
    browserRequirements: "Works without JavaScript; updates instantly with it.",
    isAccessibleForFree: true,
    publisher: us,
  });
}

/** The company behind the site, for the home page. */
export function organizationJsonLd() {
  return ld("Organization", {
    "@id": siteUrl("/#organization"),
    name: brand.company,
    alternateName: brand.name,
    url: siteUrl("/"),
    logo: siteUrl(socialLogoPath),
    email: brand.supportEmail,
    sameAs: brand.social.map((profile) => profile.href),
  });
}

/** The site itself, for the home page, in its languages. It has no site search, so no SearchAction. */
export function webSiteJsonLd() {
  return ld("WebSite", {
    "@id": siteUrl("/#website"),
    name: brand.name,
    url: siteUrl("/"),
    inLanguage: spanishPageIds.length > 0 ? ["en", "es"] : "en",
    publisher: { "@id": siteUrl("/#organization") },
  });
}

export type Crumb = { name: string; path: string };

const breadcrumbLabelsIn: Record<Lang, typeof breadcrumbLabelsEn> = { en: breadcrumbLabelsEn, es: breadcrumbLabelsEs };

/** Section pages a nested address sits under (its English address); `/blogs/...` pages belong to the blog. */
const crumbSections: readonly { prefix: string; label: keyof typeof breadcrumbLabelsEn; path: string }[] = [
  { prefix: "/blog/", label: "blog", path: pages.blog.path },
  { prefix: "/blogs/", label: "blog", path: pages.blog.path },
  { prefix: "/exams/", label: "exams", path: pages.exams.path },
  { prefix: "/highschoolentrance/", label: "cps", path: pages.highschoolentrance.path },
  { prefix: "/study-guides/", label: "studyGuides", path: pages.studyGuides.path },
  { prefix: "/free-templates/", label: "freeTemplates", path: pages.freeTemplates.path },
];

/** True for an address below the top level, e.g. /exams/gre (such pages carry a BreadcrumbList). */
export const isNestedPath = (path: string): boolean => path.replace(/^\/+|\/+$/g, "").includes("/");

/**
 * Home, the section the page is in (when there is one), then the page. A Spanish page's trail (/es/...) is in
 * Spanish, through the Spanish versions of home and the section where they exist.
 */
export function breadcrumbTrail(path: string, name: string): Crumb[] {
  const lang: Lang = /^\/es(\/|$)/.test(path) ? "es" : "en";
  const englishPath = lang === "es" ? path.replace(/^\/es/, "") || "/" : path;
  const labels = breadcrumbLabelsIn[lang];
  const section = crumbSections.find((candidate) => englishPath.startsWith(candidate.prefix));
  return [
    { name: labels.home, path: pathIn(lang, pages.home.path) },
    ...(section ? [{ name: labels[section.label], path: pathIn(lang, section.path) }] : []),
    { name, path },
  ];
}

/** Schema.org types of the site's JSON-LD that are creative works, which say what language they are in. */
const creativeWorks = new Set([
  "WebPage",
  "FAQPage",
  "WebApplication",
  "EducationalApplication",
  "Article",
  "BlogPosting",
  "WebSite",
  "Event",
]);

/** A JSON-LD node (or @graph) with `inLanguage` added to each creative work that does not say its language. */
export function withLanguage(data: Record<string, unknown>, lang: string): Record<string, unknown> {
  const graph = data["@graph"];
  if (Array.isArray(graph)) return { ...data, "@graph": graph.map((node) => withLanguage(node, lang)) };
  const type = data["@type"];
  return typeof type === "string" && creativeWorks.has(type) && !("inLanguage" in data)
    ? { ...data, inLanguage: lang }
    : data;
}

/**
 * The page itself, for a page in English and Spanish: its language, and its version in the other language as the
 * work it translates (the Spanish page) or its translation (the English one).
 */
export function webPageJsonLd(page: { url: string; name: string; lang: Lang; other: { lang: Lang; url: string } }) {
  const other = { "@type": "WebPage", "@id": page.other.url, url: page.other.url, inLanguage: page.other.lang };
  return ld("WebPage", {
    "@id": page.url,
    url: page.url,
    name: page.name,
    inLanguage: page.lang,
    isPartOf: { "@id": siteUrl("/#website") },
    ...(page.lang === "es" ? { translationOfWork: other } : { workTranslation: other }),
  });
}

export function breadcrumbJsonLd(trail: readonly Crumb[]) {
  return ld("BreadcrumbList", {
    itemListElement: trail.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: siteUrl(crumb.path),
    })),
  });
}

const onlineLocation = /^online\b/i;
const timeZones: Record<string, string> = { CT: "America/Chicago", ET: "America/New_York" };

/** "6:00 PM" on a YYYY-MM-DD in "CT" as an ISO 8601 date-time with its offset, or null when unreadable. */
export function eventDateTime(date: string, time: string, zone: string): string | null {
  const match = /^(\d{1,2}):(\d{2})\s*([AP]M)$/i.exec(time.trim());
  const timeZone = timeZones[zone];
  if (!match || !timeZone) return null;
  const [, hours = "0", minutes = "00", half = "AM"] = match;
  const hour24 = (Number(hours) % 12) + (half.toUpperCase() === "PM" ? 12 : 0);
  const offset = new Intl.DateTimeFormat("en-US", { timeZone, timeZoneName: "longOffset" })
    .formatToParts(new Date(`${date}T12:00:00Z`))
    .find((part) => part.type === "timeZoneName")
    ?.value.replace("GMT", "");
  return `${date}T${String(hour24).padStart(2, "0")}:${minutes}:00${offset || "+00:00"}`;
}

/** Start and end of an event from its date and a time like "6:00 PM – 7:30 PM CT"; the date alone when unreadable. */
function eventTimes(event: EventItem): { startDate: string; endDate?: string } {
  const match = /^(.+?)\s*[–-]\s*(.+?)\s+([A-Z]{2})$/.exec(event.time.trim());
  const start = match ? eventDateTime(event.date, match[1] ?? "", match[3] ?? "") : null;
  const end = match ? eventDateTime(event.date, match[2] ?? "", match[3] ?? "") : null;
  return start && end ? { startDate: start, endDate: end } : { startDate: event.date };
}

function eventLocation(event: EventItem) {
  if (onlineLocation.test(event.location)) return { "@type": "VirtualLocation", url: event.registrationLink };
  const [, locality, region] = /^(.+),\s*([A-Z]{2})$/.exec(event.location) ?? [];
  return {
    "@type": "Place",
    name: event.location,
    address:
      locality && region
        ? { "@type": "PostalAddress", addressLocality: locality, addressRegion: region, addressCountry: "US" }
        : event.location,
  };
}

/** One Event per event the page lists. Registration is on the payment site, so no Offer (its price is not ours to state). */
export function eventsJsonLd(events: readonly EventItem[]) {
  return {
    "@context": "https://schema.org",
    "@graph": events.map((event) => ({
      "@type": "Event",
      name: event.title,
      description: event.description,
      ...eventTimes(event),
      eventStatus: "https://schema.org/EventScheduled",
      eventAttendanceMode: onlineLocation.test(event.location)
        ? "https://schema.org/OnlineEventAttendanceMode"
        : "https://schema.org/OfflineEventAttendanceMode",
      location: eventLocation(event),
      image: siteUrl(event.image.src),
      url: event.registrationLink,
      organizer: { ...us, url: siteUrl("/") },
    })),
  };
}

/** An exam's format facts as a schema.org Dataset: when they were checked and what they are based on. */
export function examFactsJsonLd({
  name,
  provenance,
  url,
  description = `${name}: sections, questions, time and scoring, as the exam's owner publishes them.`,
}: {
  name: string;
  provenance: Provenance;
  url: string;
  /** In the page's language. */
  description?: string;
}) {
  return ld("Dataset", {
    name,
    description,
    url,
    isBasedOn: provenance.source.url,
    citation: [provenance.source, ...(provenance.alsoSeen ?? [])].map((source) => source.url),
    temporalCoverage: `${provenance.effectiveFrom}/..`,
    dateModified: provenance.checkedOn,
    creator: us,
    isAccessibleForFree: true,
  });
}

/** An Article or BlogPosting: its page, its social card, its author, and us as publisher. */
function writtenWork(
  type: "Article" | "BlogPosting",
  page: { path: string; title: string; description: string; author: string },
) {
  const url = siteUrl(page.path);
  return ld(type, {
    headline: page.title,
    description: page.description,
    url,
    mainEntityOfPage: { "@type": "WebPage", "@id": url },
    image: siteUrl(socialImagePath(socialFamilyFor(page.path))),
    author: { "@type": "Organization", name: page.author, url: siteUrl("/about") },
    publisher: { ...us, url: siteUrl("/") },
  });
}

/** The /calendar page: its dates as a Dataset, each calendar file one of its downloads (schema.org DataDownload). */
export function calendarJsonLd(
  page: { path: string; heading: string; description: string },
  feeds: readonly { file: string; url: string }[],
) {
  return ld("Dataset", {
    url: siteUrl(page.path),
    name: page.heading,
    description: page.description,
    inLanguage: "en",
    creator: us,
    isAccessibleForFree: true,
    distribution: feeds.map((feed) => ({
      "@type": "DataDownload",
      name: feed.file,
      contentUrl: feed.url,
      encodingFormat: "text/calendar",
    })),
  });
}

/** The /exams/changes page as an Article, published and modified on the day its facts were last checked. */
export function examChangesJsonLd(page: { path: string; heading: string; description: string }, checkedOn: string) {
  return {
    ...writtenWork("Article", { ...page, title: page.heading, author: brand.company }),
    datePublished: checkedOn,
    dateModified: checkedOn,
    inLanguage: "en",
  };
}

export function blogPostingJsonLd(article: Article): Record<string, unknown> {
  return {
    ...writtenWork("BlogPosting", article),
    datePublished: article.date,
    dateModified: article.updated ?? article.date,
    inLanguage: article.lang,
    wordCount: article.wordCount,
    about: article.exams.map(examLabel),
    keywords: article.tags.map((tag) => tagLabels[tag]).join(", "),
  };
}

export function guideJsonLd(guide: Guide): Record<string, unknown> {
  return { ...writtenWork("Article", guide), dateModified: guide.updated, inLanguage: "en" };
}
