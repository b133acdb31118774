import { beforeEach, expect, test, vi } from "vitest";
import { consentDefaults, gtagBootScript, track, trackView } from "./analytics";

beforeEach(() => {
  window.dataLayer = [];
  window.gtag = undefined;
});

test("track pushes the event and its payload to the data layer", () => {
  track("social_click", { network: "youtube", url: "https://www.youtube.com/@examwise" });
  expect(window.dataLayer).toEqual([
    { event: "social_click", network: "youtube", url: "https://www.youtube.com/@examwise" },
  ]);
});

test("track creates the data layer when the page has none", () => {
  window.dataLayer = undefined;
  track("contact_form_start", { page: "/contact" });
  expect(window.dataLayer).toEqual([{ event: "contact_form_start", page: "/contact" }]);
});

test("track also sends the event to gtag when it is loaded", () => {
  const gtag = vi.fn();
  window.gtag = gtag;
  track("faq_expand", { question: "Is there a free trial?", page: "/" });
  expect(gtag).toHaveBeenCalledWith("event", "faq_expand", { question: "Is there a free trial?", page: "/" });
});

test("an event carries the language of its page: a Spanish page's says es, to the data layer and to gtag", () => {
  const gtag = vi.fn();
  window.gtag = gtag;
  document.documentElement.lang = "es";
  try {
    track("contact_form_submit", { page: "/es/contact", outcome: "sent" });
  } finally {
    document.documentElement.lang = "";
  }
  const sent = { page: "/es/contact", outcome: "sent", page_language: "es" };
  expect(window.dataLayer).toEqual([{ event: "contact_form_submit", ...sent }]);
  expect(gtag).toHaveBeenCalledWith("event", "contact_form_submit", sent);
});

test("a pricing view without utm_source is recorded as direct, with no campaign event", () => {
  trackView("pricing", "/pricing", "");
  expect(window.dataLayer).toEqual([{ event: "pricing_view", page: "/pricing", utm_source: "direct" }]);
});

test("a pricing view with only utm_source records the source and no campaign event", () => {
  trackView("pricing", "/pricing", "?utm_source=newsletter");
  expect(window.dataLayer).toEqual([{ event: "pricing_view", page: "/pricing", utm_source: "newsletter" }]);
});

test("a full campaign adds the utm_tracking event with term and content", () => {
  trackView("pricing", "/pricing", "?utm_source=fb&utm_medium=cpc&utm_campaign=fall&utm_term=hsat&utm_content=video");
  expect(window.dataLayer).toEqual([
    { event: "pricing_view", page: "/pricing", utm_source: "fb" },
    {
      event: "utm_tracking",
      page: "/pricing",
      utm_source: "fb",
      utm_medium: "cpc",
      utm_campaign: "fall",
      utm_term: "hsat",
      utm_content: "video",
    },
  ]);
});

test("a landing page view carries the campaign fields it has", () => {
  trackView("landing", "citycast", "?utm_source=citycast&utm_medium=podcast");
  expect(window.dataLayer).toEqual([
    {
      event: "landing_page_view",
      page: "citycast",
      utm_source: "citycast",
      utm_medium: "podcast",
      utm_campaign: undefined,
    },
  ]);
});

test("a campaign needs source, medium and campaign together", () => {
  for (const search of ["?utm_source=news", "?utm_source=news&utm_medium=email"]) {
    window.dataLayer = [];
    trackView("pricing", "/pricing", search);
    expect(window.dataLayer?.map((entry) => (entry as { event: string }).event)).toEqual(["pricing_view"]);
  }
  window.dataLayer = [];
  trackView("landing", "/toefl", "?utm_source=news&utm_medium=email&utm_campaign=fall");
  expect(window.dataLayer?.at(-1)).toEqual({
    event: "utm_tracking",
    page: "/toefl",
    utm_source: "news",
    utm_medium: "email",
    utm_campaign: "fall",
  });
});

test("a campaign includes term and content only when present", () => {
  trackView("landing", "/toefl", "?utm_source=a&utm_medium=b&utm_campaign=c&utm_content=d");
  expect(window.dataLayer?.at(-1)).toEqual({
    event: "utm_tracking",
    page: "/toefl",
    utm_source: "a",
    utm_medium: "b",
    utm_campaign: "c",
    utm_content: "d",
  });
});

test("the gtag boot snippet refuses every consent before it configures the id, and loads nothing", () => {
  const snippet = gtagBootScript("G-ABC1234");
  const defaults = snippet.indexOf(`gtag('consent','default',${JSON.stringify(consentDefaults)})`);
  const config = snippet.indexOf(`gtag('config',"G-ABC1234")`);
  expect(defaults).toBeGreaterThan(-1);
  expect(config).toBeGreaterThan(defaults);
  expect(Object.values(consentDefaults)).toEqual(["denied", "denied", "denied", "denied"]);
  expect(snippet).not.toContain("<");
  expect(snippet).not.toContain("googletagmanager");
});
