import "#tests/support/public-env";
import { expect, type Page, test } from "@playwright/test";
import { pageIn, pages } from "#app/catalog/pages.server";
import { cpsPlans, plans, plansFor } from "#app/catalog/plans";
import { TESTIMONIAL_INTERVAL_MS } from "#app/catalog/testimonial-carousel";
import { homeTestimonials, testimonialCarouselCopyIn, toTestimonials } from "#app/catalog/testimonials";
import { fillIn } from "#app/lib/fill-in";
import { schemaPrice } from "#app/server/seo/json-ld.server";
import { home as homeFaqs } from "#content/faqs";
import { comparison, faq, features, hero, pricing, testimonials } from "#content/home";
import { testimonials as testimonialsHeadEs } from "#content/homeEs";
import { plans as pricingCopy } from "#content/pricing";
import { headings as stepHeadings } from "#content/steps";
import { carousel as carouselEs, home as homeTestimonialsEs } from "#content/testimonialsEs";
import { expectAnswer } from "#tests/support/faq-checks";
import { clickBelowTheFold } from "#tests/support/page-checks";
import { gotoWithPageScript } from "#tests/support/page-script";

const carouselCopy = testimonialCarouselCopyIn("en");

/** The carousel's words, in the page's language; its dots are links named "Show testimonial 2 of 5". */
type CarouselWords = { pause: string; dot: (number: number, count: number) => string };

function dots(page: Page, words: CarouselWords = carouselCopy, count = homeTestimonials.length) {
  const names = Array.from({ length: count }, (_, index) => words.dot(index + 1, count));
  return page.getByRole("link", { name: new RegExp(`^(${names.join("|")})$`) });
}

async function currentSlide(page: Page, words: CarouselWords = carouselCopy, count = homeTestimonials.length) {
  const states = await dots(page, words, count).evaluateAll((links) =>
    links.map((link) => link.getAttribute("aria-current")),
  );
  return states.indexOf("true") + 1;
}

/** Page time moves only when the test says so, however slowly the page loads. */
async function stopTheClock(page: Page) {
  await page.clock.install({ time: new Date("2026-01-05T09:00:00Z") });
  await page.clock.pauseAt(new Date("2026-01-05T09:00:01Z"));
}

function slide(page: Page, number: number) {
  return page.getByRole("listitem", { name: carouselCopy.slide(number, homeTestimonials.length) });
}

// docs/product.md, "Home".
test("the home page shows its sections in order: Try For Free cards per exam and a second call to action to the sign-up app in a new tab, the FAQ with its first answer open, every testimonial at once on a wide screen, and an EducationalApplication whose AggregateOffer spans every plan's price", async ({
  page,
}) => {
  await page.goto(pages.home.path);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(pages.home.heading);
  const headings = await page.locator("main h2").allTextContents();
  const expected: string[] = [
    hero.examsHeading,
    features.heading,
    stepHeadings["four-steps"],
    testimonials.heading,
    comparison.heading,
    faq.heading,
    pricing.heading,
  ];
  expect(headings.filter((heading) => expected.includes(heading))).toEqual(expected);
  await expect(page.getByRole("table", { name: /compares/ })).toBeVisible();
  await expect(page.getByRole("link", { name: faq.supportLabel })).toHaveAttribute("href", "/contact");

  const links = page.getByRole("link", { name: new RegExp(hero.tryForFree) });
  await expect(links).toHaveCount(5);
  const tests: (string | null)[] = [];
  for (const link of await links.all()) {
    await expect(link).toHaveAttribute("target", "_blank");
    const url = new URL((await link.getAttribute("href")) ?? "");
    expect(url.pathname).toBe("/signup/new");
    tests.push(url.searchParams.get("test"));
  }
  // docs/product.md, "Home": test = toefl, cps, shsat, hspt or gre.
  expect(tests).toEqual(["toefl", "cps", "shsat", "hspt", "gre"]);

  const signUp = page.getByRole("link", { name: hero.signUpLabel });
  await expect(signUp).toHaveAttribute("target", "_blank");
  expect(new URL((await signUp.getAttribute("href")) ?? "").pathname).toBe("/signup/now");

  const [first, ...rest] = homeFaqs;
  if (!first) throw new Error("no FAQ");
  await expectAnswer(page, first, true);
  for (const item of rest) await expectAnswer(page, item, false);

  const blocks = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((text) =>
    JSON.parse(text),
  );
  const app = blocks.find((block) => block["@type"] === "EducationalApplication");
  const prices = [...plans, ...cpsPlans].map((plan) => plan.price);
  expect(app?.offers).toMatchObject({
    "@type": "AggregateOffer",
    priceCurrency: "USD",
    lowPrice: schemaPrice(Math.min(...prices)),
    highPrice: schemaPrice(Math.max(...prices)),
  });
  expect(blocks.find((block) => block["@type"] === "FAQPage")?.mainEntity).toHaveLength(homeFaqs.length);

  for (const { quote } of homeTestimonials) await expect(page.getByText(quote)).toBeVisible();
  await expect(dots(page).first()).toBeHidden();
});

test("the contact-support link leads to the contact page", async ({ page }) => {
  await page.goto(pages.home.path);
  await clickBelowTheFold(page.getByRole("link", { name: faq.supportLabel }));
  await expect(page).toHaveURL(pages.contact.path);
});

test("the pricing section starts on 6-Month with one plan per exam and none marked popular", async ({ page }) => {
  await page.goto(pages.home.path);
  const section = page.getByRole("region", { name: pricing.heading });
  const shownPlans = section.getByRole("article").filter({ visible: true });
  await expect(section.getByRole("radio", { name: "6-Month" })).toBeChecked();
  await expect(shownPlans).toHaveCount(5);
  await expect(section.getByText(pricingCopy.popularBadge)).toHaveCount(0);
  await clickBelowTheFold(section.getByText("7-Day", { exact: true }));
  await expect(section.getByRole("radio", { name: "7-Day" })).toBeChecked();
  await expect(shownPlans).toHaveCount(5);
  await expect(shownPlans.getByRole("heading")).toHaveText(plansFor("7-Day").map((plan) => plan.title));
});

test("on a phone the testimonials advance every 5 s, wrap around, follow the dots and pause on focus @phone-only", async ({
  page,
}) => {
  await stopTheClock(page);
  await gotoWithPageScript(page, pages.home.path);
  // The pause button appears once the page script runs the carousel.
  await expect(page.getByRole("button", { name: carouselCopy.pause })).toBeVisible();
  expect(await currentSlide(page)).toBe(1);
  await slide(page, 1).scrollIntoViewIfNeeded();
  // One slide at a time: each change of slide starts the next 5 s wait.
  for (let next = 2; next <= homeTestimonials.length + 1; next++) {
    await page.clock.runFor(TESTIMONIAL_INTERVAL_MS - 1);
    expect(await currentSlide(page)).toBe(next - 1);
    await page.clock.runFor(1);
    const shown = ((next - 1) % homeTestimonials.length) + 1;
    await expect.poll(() => currentSlide(page)).toBe(shown);
    await expect(slide(page, shown)).toBeInViewport({ ratio: 0.9 });
  }

  await dots(page).nth(3).click();
  await expect.poll(() => currentSlide(page)).toBe(4);
  await expect(page.getByText(homeTestimonials[3]?.quote ?? "")).toBeInViewport();
  // The dot keeps focus, so the carousel waits.
  await page.clock.runFor(3 * TESTIMONIAL_INTERVAL_MS);
  expect(await currentSlide(page)).toBe(4);
  await page.getByRole("heading", { name: testimonials.heading }).click();
  await page.clock.runFor(TESTIMONIAL_INTERVAL_MS);
  await expect.poll(() => currentSlide(page)).toBe(5);
});

test("on a phone the carousel waits while the pointer is over it @phone-only", async ({ page }) => {
  await stopTheClock(page);
  await gotoWithPageScript(page, pages.home.path);
  await slide(page, 1).hover();
  await page.clock.runFor(3 * TESTIMONIAL_INTERVAL_MS);
  expect(await currentSlide(page)).toBe(1);
  await page.getByRole("heading", { name: testimonials.heading }).hover();
  await page.clock.runFor(TESTIMONIAL_INTERVAL_MS);
  await expect.poll(() => currentSlide(page)).toBe(2);
});

test("with reduced motion the phone carousel stays put, and a dot still shows its card @phone-only", async ({
  page,
}) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await stopTheClock(page);
  // The dots are plain links; waiting for the page script means its click handler, not the browser's, moves the strip.
  await gotoWithPageScript(page, pages.home.path);
  await page.clock.runFor(4 * TESTIMONIAL_INTERVAL_MS);
  expect(await currentSlide(page)).toBe(1);
  await expect(page.getByRole("button", { name: carouselCopy.pause })).toHaveCount(0);
  await dots(page).nth(1).click();
  await expect.poll(() => currentSlide(page)).toBe(2);
  await expect(slide(page, 2)).toBeInViewport({ ratio: 0.9 });
  await expect(slide(page, 1)).not.toBeInViewport();
});

// Issue 32: the Spanish home page's carousel behaves as the English one, with its own words.
test("on a phone the Spanish home page's testimonials advance, follow the dots and pause on focus @phone-only", async ({
  page,
}) => {
  const testimonialsEs = toTestimonials(homeTestimonialsEs);
  const count = testimonialsEs.length;
  const words: CarouselWords = {
    pause: carouselEs.pause,
    dot: (number, total) => fillIn(carouselEs.dot, { number, count: total }),
  };
  const slideEs = (number: number) => page.getByRole("listitem", { name: fillIn(carouselEs.slide, { number, count }) });
  await stopTheClock(page);
  await gotoWithPageScript(page, pageIn("es", "home").path);
  await expect(page.getByRole("button", { name: words.pause })).toBeVisible();
  expect(await currentSlide(page, words, count)).toBe(1);
  await slideEs(1).scrollIntoViewIfNeeded();
  await page.clock.runFor(TESTIMONIAL_INTERVAL_MS);
  await expect.poll(() => currentSlide(page, words, count)).toBe(2);
  await expect(slideEs(2)).toBeInViewport({ ratio: 0.9 });

  await dots(page, words, count).nth(3).click();
  await expect.poll(() => currentSlide(page, words, count)).toBe(4);
  await expect(page.getByText(testimonialsEs[3]?.quote ?? "")).toBeInViewport();
  // The dot keeps focus, so the carousel waits.
  await page.clock.runFor(3 * TESTIMONIAL_INTERVAL_MS);
  expect(await currentSlide(page, words, count)).toBe(4);
  await page.getByRole("heading", { name: testimonialsHeadEs.heading }).click();
  await page.clock.runFor(TESTIMONIAL_INTERVAL_MS);
  await expect.poll(() => currentSlide(page, words, count)).toBe(5);
});
