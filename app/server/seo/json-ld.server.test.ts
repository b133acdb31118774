import { expect, test } from "vitest";
import { brand } from "#app/catalog/brand";
import type { EventItem } from "#app/catalog/events";
import { siteUrl } from "#app/catalog/links";
import { cpsPlans, plans } from "#app/catalog/plans";
import {
  breadcrumbJsonLd,
  breadcrumbTrail,
  educationalApplicationJsonLd,
  eventDateTime,
  eventsJsonLd,
  isNestedPath,
  organizationJsonLd,
  productsJsonLd,
  schemaPrice,
  webPageJsonLd,
  webSiteJsonLd,
  withLanguage,
} from "./json-ld.server";

test("the EducationalApplication's AggregateOffer spans the lowest and highest plan price", () => {
  const data = educationalApplicationJsonLd({ description: "d", url: "https://x.test/", plans });
  const prices = plans.map((plan) => plan.price);
  expect(data["@type"]).toBe("EducationalApplication");
  expect(data.offers).toEqual({
    "@type": "AggregateOffer",
    priceCurrency: "USD",
    lowPrice: schemaPrice(Math.min(...prices)),
    highPrice: schemaPrice(Math.max(...prices)),
    offerCount: plans.length,
  });
});

test("products list one offer per plan with the plan's own price, grouped by exam", () => {
  const data = productsJsonLd({ plans: cpsPlans, url: "https://x.test/highschoolentrance/pricing" });
  expect(data["@graph"]).toHaveLength(1);
  const offers = data["@graph"][0]?.offers ?? [];
  expect(offers.map((offer) => [offer.name, offer.price])).toEqual(
    cpsPlans.map((plan) => [plan.title, schemaPrice(plan.price)]),
  );
  expect(productsJsonLd({ plans, url: "https://x.test/pricing" })["@graph"]).toHaveLength(5);
});

test("schema prices have two decimals", () => {
  expect(schemaPrice(45)).toBe("45.00");
});

test("the organization and the website name the brand and link each other", () => {
  const organization = organizationJsonLd();
  expect(organization).toMatchObject({ "@type": "Organization", name: brand.company, url: siteUrl("/") });
  expect(organization.sameAs).toEqual(brand.social.map((profile) => profile.href));
  expect(webSiteJsonLd()).toMatchObject({
    "@type": "WebSite",
    name: brand.name,
    publisher: { "@id": organization["@id"] },
  });
});

test("a breadcrumb trail starts at home, passes the page's section and ends at the page", () => {
  expect(breadcrumbTrail("/blogs/all-toefl-topics", "All TOEFL topics")).toEqual([
    { name: "Home", path: "/" },
    { name: "Blog", path: "/blog" },
    { name: "All TOEFL topics", path: "/blogs/all-toefl-topics" },
  ]);
  expect(breadcrumbTrail("/somewhere/else", "Else")).toEqual([
    { name: "Home", path: "/" },
    { name: "Else", path: "/somewhere/else" },
  ]);
  expect(breadcrumbJsonLd(breadcrumbTrail("/exams/gre", "GRE")).itemListElement.at(-1)).toEqual({
    "@type": "ListItem",
    position: 3,
    name: "GRE",
    item: siteUrl("/exams/gre"),
  });
  expect([isNestedPath("/exams/gre"), isNestedPath("/exams/"), isNestedPath("/")]).toEqual([true, false, false]);
});

const event: EventItem = {
  id: "e",
  title: "GRE analytical writing workshop",
  date: "2026-09-19",
  dateLabel: "September 19, 2026",
  time: "6:00 PM – 7:30 PM CT",
  location: "Online (Zoom)",
  description: "We wrote essays together.",
  image: { src: "/images/events/workshop.svg", width: 10, height: 10 },
  spots: 10,
  registrationLink: "https://pay.examwise.example/events/e",
  attendees: null,
};

test("an online event starts and ends at its local time, online", () => {
  const [data] = eventsJsonLd([event])["@graph"];
  expect(data).toMatchObject({
    "@type": "Event",
    name: event.title,
    startDate: "2026-09-19T18:00:00-05:00",
    endDate: "2026-09-19T19:30:00-05:00",
    eventAttendanceMode: "https://schema.org/OnlineEventAttendanceMode",
    location: { "@type": "VirtualLocation", url: event.registrationLink },
    image: siteUrl(event.image.src),
  });
});

test("an event in a city is a place; an unreadable time leaves the date alone", () => {
  const [data] = eventsJsonLd([{ ...event, location: "Chicago, IL", time: "all morning", date: "2027-01-16" }])[
    "@graph"
  ];
  expect(data?.startDate).toBe("2027-01-16");
  expect(data).not.toHaveProperty("endDate");
  expect(data?.location).toEqual({
    "@type": "Place",
    name: "Chicago, IL",
    address: { "@type": "PostalAddress", addressLocality: "Chicago", addressRegion: "IL", addressCountry: "US" },
  });
  expect(eventDateTime("2027-01-16", "11:00 AM", "ET")).toBe("2027-01-16T11:00:00-05:00");
  expect(eventDateTime("2026-07-04", "12:30 PM", "ET")).toBe("2026-07-04T12:30:00-04:00");
});

test("a Spanish page's breadcrumb trail is in Spanish and passes the Spanish section page where there is one", () => {
  const trail = breadcrumbTrail("/es/highschoolentrance/pricing", "Precios");
  expect(trail.map((crumb) => crumb.name)).toEqual(["Inicio", "CPS HSAT", "Precios"]);
  expect(trail[0]?.path).toMatch(/^\/(es)?$/);
  expect(trail[1]?.path).toMatch(/^(\/es)?\/highschoolentrance$/);
  expect(trail[2]?.path).toBe("/es/highschoolentrance/pricing");
});

test("structured data says the page's language on creative works, not on products or breadcrumbs", () => {
  const faq = withLanguage({ "@type": "FAQPage", mainEntity: [] }, "es");
  expect(faq.inLanguage).toBe("es");
  expect(withLanguage({ "@type": "BreadcrumbList" }, "es")).not.toHaveProperty("inLanguage");
  const graph = withLanguage({ "@graph": [{ "@type": "Product" }, { "@type": "WebApplication" }] }, "es");
  expect(graph["@graph"]).toEqual([{ "@type": "Product" }, { "@type": "WebApplication", inLanguage: "es" }]);
  // A language written by its builder stays.
  expect(withLanguage({ "@type": "Article", inLanguage: "en" }, "es").inLanguage).toBe("en");
  const page = webPageJsonLd({
    url: siteUrl("/es/pricing"),
    name: "Precios",
    lang: "es",
    other: { lang: "en", url: siteUrl("/pricing") },
  });
  expect(page).toMatchObject({ inLanguage: "es", translationOfWork: { "@id": siteUrl("/pricing"), inLanguage: "en" } });
});
