// Journeys through the landing pages: /highschoolentrance, /shsat, /toefl and /citycast.
import "#tests/support/public-env";
import { expect, test } from "@playwright/test";
import { citycastPartner as partner } from "#app/catalog/brand";
import { examLandingIn, examLandings } from "#app/catalog/exam-landing";
import { cpsFaqs, cpsHelpLinks, cpsLandingCopy, cpsScoring, cpsTestimonials } from "#app/catalog/exam-page/cps-landing";
import { whatChangedCopy } from "#app/catalog/exam-page/exam-changes";
import { examHeroLabels, learnMoreAction, priceStat } from "#app/catalog/exam-page/exam-pages";
import { shsatCutoffCopyIn } from "#app/catalog/exam-page/shsat-cutoffs";

import { cpsHsat, shsat } from "#app/catalog/exams";
import { diagnosticUrl, officialSites, signupUrl } from "#app/catalog/links";
import { pageIn, pages } from "#app/catalog/pages.server";
import { cpsPlans } from "#app/catalog/plans";
import { startTrial } from "#content/actions";
import { finalCta, hero, offer, parents, partnerSection, students } from "#content/citycast";
import { cps as cpsComparison } from "#content/comparisons";
import { newTab } from "#content/sections";
import { expectExamPageFaq } from "#tests/support/faq-checks";
import { gotoHydrated } from "#tests/support/hydration";
import {
  clickBelowTheFold,
  expectFaqJsonLd,
  expectLearnMoreScrolls,
  expectNewTab,
  expectSectionsInOrder,
  hrefOf,
  recorded,
  stubOtherSites,
} from "#tests/support/page-checks";
import { gotoWithPageScript } from "#tests/support/page-script";

const shsatCutoffCopy = shsatCutoffCopyIn("en");

const {
  comparison: shsatComparison,
  copy: shsatCopy,
  facts: shsatFacts,
  faqs: shsatFaqs,
  features: shsatFeatures,
  helpLinks: shsatHelpLinks,
  hero: shsatHero,
  second: shsatSecond,
  steps: shsatSteps,
} = examLandings.shsat;
const { copy: toeflCopy, facts: toeflFacts, faqs: toeflFaqs, hero: toeflHero } = examLandings.toefl;

const campaign = "?utm_source=newsletter&utm_medium=email&utm_campaign=spring&utm_content=button";

test.beforeEach(async ({ context, baseURL }) => {
  await stubOtherSites(context, baseURL);
});

// ---- /highschoolentrance ----

// docs/product.md, "Exam facts": the scoring explanation shows the test's rules from the catalog.
test("the CPS HSAT landing page shows its sections in order, the scoring rules from the catalog, six steps, six testimonials and four options across 14 features", async ({
  page,
}) => {
  await gotoHydrated(page, pages.highschoolentrance.path);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(pages.highschoolentrance.heading);
  const copy = cpsLandingCopy;
  await expectSectionsInOrder(page, [
    copy.features.heading,
    copy.scoring.heading,
    copy.steps.heading,
    copy.testimonials.heading,
    copy.comparison.heading,
    copy.faq.heading,
    copy.help.heading,
    copy.finalCta.heading,
  ]);

  const scoring = page.getByRole("region", { name: cpsLandingCopy.scoring.heading });
  for (const split of cpsScoring.splits) {
    const figure = scoring.getByRole("figure", { name: split.title });
    for (const part of split.parts) await expect(figure.getByText(part.label)).toBeVisible();
  }
  for (const fact of cpsScoring.facts) await expect(scoring.getByRole("heading", { name: fact.title })).toBeVisible();
  const text = (await scoring.textContent()) ?? "";
  for (const figure of [
    cpsHsat.totalPoints,
    cpsHsat.testPoints,
    cpsHsat.gradePoints,
    cpsHsat.sectionMaxPoints,
    cpsHsat.percentileMultiplier,
    cpsHsat.selectiveSchools,
    cpsHsat.schoolsToRank,
    `${cpsHsat.rankSeatShare * 100}%`,
    `${cpsHsat.tierSeatShare * 100}%`,
    `${cpsHsat.tiers} tiers`,
    `${cpsHsat.startWeeksAhead.min}–${cpsHsat.startWeeksAhead.max} weeks`,
  ]) {
    expect(text).toContain(String(figure));
  }

  await expect(page.getByRole("region", { name: cpsLandingCopy.steps.heading }).getByRole("listitem")).toHaveCount(6);
  const testimonials = page.getByRole("region", { name: cpsLandingCopy.testimonials.heading });
  for (const { name } of cpsTestimonials) await expect(testimonials.getByText(name, { exact: true })).toBeVisible();
  const table = page.getByRole("table", { name: cpsComparison.caption });
  const options = cpsComparison.options.map((option) => option.label);
  await expect(table.getByRole("columnheader")).toHaveText(["Feature", ...options]);
  await expect(table.getByRole("rowheader")).toHaveText(cpsComparison.rows.map((row) => row.feature));
  await expect(table.getByRole("rowheader")).toHaveCount(14);
});

test("the CPS HSAT hero's trial and sign-up buttons open the sign-up app for cps in a new tab", async ({ page }) => {
  await gotoWithPageScript(page, pages.highschoolentrance.path);
  const trial = page.getByRole("link", { name: `${examHeroLabels.trial} ${newTab}` }).first();
  await expectNewTab(trial);
  expect((await hrefOf(trial)).href).toBe(signupUrl({ trial: true, exam: "cps" }));
  const signUp = page.getByRole("link", { name: `${examHeroLabels.signUp} ${newTab}` }).first();
  await expectNewTab(signUp);
  expect((await hrefOf(signUp)).href).toBe(signupUrl({ page: "new", test: "cps" }));
  await trial.click();
  expect(await recorded(page, "cta_click")).toEqual([
    {
      event: "cta_click",
      label: examHeroLabels.trial,
      section: "cps_hero",
      url: signupUrl({ trial: true, exam: "cps" }),
    },
  ]);
});

test("the CPS HSAT help links lead to the district's site in a new tab and to /contact", async ({ page }) => {
  await gotoHydrated(page, pages.highschoolentrance.path);
  const help = page.getByRole("region", { name: cpsLandingCopy.help.heading });
  const official = help.getByRole("link", { name: new RegExp(officialSites.cps.label) });
  await expectNewTab(official);
  expect((await hrefOf(official)).href).toBe(officialSites.cps.href);
  const contact = cpsHelpLinks.find((link) => link.action.href === pages.contact.path);
  await clickBelowTheFold(help.getByRole("link", { name: contact?.action.label ?? "" }));
  await expect(page).toHaveURL(pages.contact.path);
});

test("the CPS HSAT page records a landing view with the campaign on load", async ({ page }) => {
  await gotoWithPageScript(page, pages.highschoolentrance.path + campaign);
  await expect.poll(() => recorded(page, "landing_page_view")).toHaveLength(1);
  expect(await recorded(page, "landing_page_view")).toEqual([
    {
      event: "landing_page_view",
      page: pages.highschoolentrance.path,
      utm_source: "newsletter",
      utm_medium: "email",
      utm_campaign: "spring",
    },
  ]);
  expect(await recorded(page, "utm_tracking")).toEqual([
    {
      event: "utm_tracking",
      page: pages.highschoolentrance.path,
      utm_source: "newsletter",
      utm_medium: "email",
      utm_campaign: "spring",
      utm_content: "button",
    },
  ]);
});

// ---- /shsat ----

// docs/product.md, "SHSAT landing page".
test("the SHSAT page shows its sections in order: the hero's badge, stats and strip, nine cards, the facts box, the what-changed note and the cutoffs, six steps, help links to the city's portal and to /contact, then a trial", async ({
  page,
}) => {
  await gotoHydrated(page, pages.shsat.path);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(pages.shsat.heading);
  await expectSectionsInOrder(page, [
    shsatCopy.learnMore.heading,
    shsatCopy.steps.heading,
    shsatCopy.comparison.heading,
    shsatCopy.faq.heading,
    shsatCopy.help.heading,
    shsatCopy.finalCta.heading,
  ]);
  await expect(page.getByRole("table", { name: shsatComparison.caption })).toBeVisible();

  await expect(page.getByText(shsatHero.badgeText, { exact: true })).toBeVisible();
  const stats = page.getByLabel(examHeroLabels.statsLabel, { exact: true });
  const { price, priceLabel, stat2, stat2Label, stat3, stat3Label } = shsatHero.stats;
  await expect(stats.getByRole("definition")).toHaveText([price, stat2, stat3]);
  await expect(stats.getByRole("term")).toHaveText([priceLabel, stat2Label, stat3Label]);
  await expect(page.getByRole("list", { name: examHeroLabels.highlightsLabel }).getByRole("listitem")).toHaveText(
    shsatHero.featureCards.map((card) => new RegExp(`${card.title}\\s*${card.subtitle}`)),
  );
  const strip = page.getByRole("list", { name: examHeroLabels.featuresLabel });
  await expect(strip.getByRole("listitem")).toHaveText(shsatHero.bottomFeatures.map((feature) => feature.text));

  const section = page.getByRole("region", { name: shsatCopy.learnMore.heading });
  await expect(section.getByRole("heading", { level: 3 })).toHaveText([
    ...shsatFeatures.map((feature) => feature.title),
    shsatFacts.title,
    whatChangedCopy.heading,
    shsatCutoffCopy.heading,
  ]);
  const facts = section.getByRole("region", { name: shsatFacts.title });
  await expect(facts.getByRole("term")).toHaveText(shsatFacts.sections.map((item) => item.label));
  for (const item of shsatFacts.sections) {
    await expect(facts.getByText(item.value, { exact: true })).toBeVisible();
    await expect(facts.getByText(item.subtitle)).toBeVisible();
  }
  const text = (await facts.textContent()) ?? "";
  for (const figure of [
    `${shsat.questions} questions`,
    `${shsat.mathQuestions} math + ${shsat.elaQuestions}`,
    `${shsat.minutes} minutes`,
    `${shsat.schools} schools`,
    `up to ${shsat.maxScore}`,
  ]) {
    expect(text).toContain(figure);
  }

  const steps = page.getByRole("region", { name: shsatCopy.steps.heading }).getByRole("heading", { level: 3 });
  await expect(steps).toHaveText(shsatSteps.map((step, index) => `Step ${index + 1}: ${step.title}`));

  const help = page.getByRole("region", { name: shsatCopy.help.heading });
  const official = help.getByRole("link", { name: new RegExp(officialSites.nycSchools.label) });
  await expectNewTab(official);
  expect((await hrefOf(official)).href).toBe(officialSites.nycSchools.href);
  const contact = shsatHelpLinks.find((link) => link.action.href === pages.contact.path);
  await expect(help.getByRole("link", { name: contact?.action.label ?? "" })).toHaveAttribute(
    "href",
    pages.contact.path,
  );
  const final = page.getByRole("region", { name: shsatCopy.finalCta.heading });
  expect((await hrefOf(final.getByRole("link", { name: new RegExp(examHeroLabels.trial) }))).href).toBe(
    signupUrl({ trial: true, exam: "shsat" }),
  );
});

test("the SHSAT page records a landing view on load; its diagnostic button opens the diagnostic with test=shsat in a new tab and records start_diagnostic", async ({
  page,
}) => {
  await gotoWithPageScript(page, pages.shsat.path);
  await expect
    .poll(() => recorded(page, "landing_page_view"))
    .toEqual([{ event: "landing_page_view", page: pages.shsat.path }]);
  expect(await recorded(page, "utm_tracking")).toEqual([]);

  const trial = page.getByRole("link", { name: `${examHeroLabels.trial} ${newTab}` }).first();
  expect((await hrefOf(trial)).href).toBe(signupUrl({ trial: true, exam: "shsat" }));
  const diagnostic = page.getByRole("link", { name: `${shsatSecond.action.label} ${newTab}` });
  await expectNewTab(diagnostic);
  expect((await hrefOf(diagnostic)).href).toBe(diagnosticUrl("shsat"));
  expect((await hrefOf(diagnostic)).searchParams.get("test")).toBe("shsat");
  await diagnostic.click();
  expect(await recorded(page, "start_diagnostic")).toEqual([
    { event: "start_diagnostic", test: "shsat", url: diagnosticUrl("shsat") },
  ]);
});

// ---- the CPS HSAT and SHSAT pages' shared widgets ----

for (const landing of [
  {
    name: "CPS HSAT",
    path: pages.highschoolentrance.path,
    learnMore: cpsLandingCopy.learnMore,
    learnMoreTarget: cpsLandingCopy.features.heading,
    faqHeading: cpsLandingCopy.faq.heading,
    faqs: cpsFaqs,
  },
  {
    name: "SHSAT",
    path: pages.shsat.path,
    learnMore: learnMoreAction("NYC SHSAT").label,
    learnMoreTarget: shsatCopy.learnMore.heading,
    faqHeading: shsatCopy.faq.heading,
    faqs: shsatFaqs,
  },
  // The Spanish pages behave as the English ones (issue 32).
  ...(["highschoolentrance", "shsat"] as const).map((id) => {
    const { copy, faqs, hero, learnMoreLabel } = examLandingIn("es", id);
    return {
      name: `Spanish ${id}`,
      path: pageIn("es", id).path,
      learnMore: learnMoreAction(hero.examName, learnMoreLabel, "es").label,
      learnMoreTarget: copy.learnMore.heading,
      faqHeading: copy.faq.heading,
      faqs,
    };
  }),
]) {
  test(`the ${landing.name} 'Learn more' link scrolls to its section`, async ({ page }) => {
    await gotoHydrated(page, landing.path);
    await expectLearnMoreScrolls(
      page,
      page.getByRole("link", { name: new RegExp(`^${landing.learnMore}`) }),
      page.getByRole("heading", { level: 2, name: landing.learnMoreTarget }),
    );
  });

  test(`the ${landing.name} FAQ starts closed, opens one item at a time and records each first expansion`, async ({
    page,
  }) => {
    await page.goto(landing.path);
    await expect(page.getByRole("region", { name: landing.faqHeading }).locator("details")).toHaveCount(10);
    await expectExamPageFaq(page, landing.faqs, landing.path);
    await expectFaqJsonLd(page, landing.faqs);
  });
}

// ---- /toefl ----

test("the TOEFL page has the SHSAT page's structure, with TOEFL's facts from the catalog", async ({ page }) => {
  await gotoHydrated(page, pages.toefl.path);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(pages.toefl.heading);
  await expectSectionsInOrder(page, [
    toeflCopy.learnMore.heading,
    toeflCopy.steps.heading,
    toeflCopy.comparison.heading,
    toeflCopy.faq.heading,
    toeflCopy.help.heading,
    toeflCopy.finalCta.heading,
  ]);
  await expect(page.getByLabel(examHeroLabels.statsLabel, { exact: true }).getByRole("definition")).toHaveText([
    toeflHero.stats.price,
    toeflHero.stats.stat2,
    toeflHero.stats.stat3,
  ]);
  const facts = page.getByRole("region", { name: toeflFacts.title });
  await expect(facts.getByRole("term")).toHaveText(toeflFacts.sections.map((item) => item.label));
  for (const item of toeflFacts.sections) {
    await expect(facts.getByText(item.value, { exact: true })).toBeVisible();
    // Reading and listening share a time range, so a duration may be shown twice.
    if (item.duration) await expect(facts.getByText(item.duration, { exact: true }).first()).toBeVisible();
  }
  await expect(facts.getByText(toeflFacts.bottomText)).toBeVisible();
  const trial = page.getByRole("link", { name: `${examHeroLabels.trial} ${newTab}` }).first();
  expect((await hrefOf(trial)).href).toBe(signupUrl({ trial: true, exam: "toefl" }));
});

test("the TOEFL FAQ starts closed and records each first expansion; the page records a landing view", async ({
  page,
}) => {
  await page.goto(pages.toefl.path + campaign);
  await expectExamPageFaq(page, toeflFaqs, pages.toefl.path);
  await expectFaqJsonLd(page, toeflFaqs);
  await expect.poll(async () => (await recorded(page, "landing_page_view")).length).toBe(1);
  expect(await recorded(page, "utm_tracking")).toHaveLength(1);
});

// ---- /citycast ----

test("the CityCast page shows the hero, the featured CPS card, the benefits, the partner and a last call", async ({
  page,
}) => {
  await gotoHydrated(page, pages.citycast.path);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(pages.citycast.heading);
  await expectSectionsInOrder(page, [
    offer.title,
    students.heading,
    parents.heading,
    partnerSection.heading,
    finalCta.heading,
  ]);
  const card = page.getByRole("region", { name: offer.title });
  await expect(card.getByText(priceStat("cps").price, { exact: true })).toBeVisible();
  await expect(card.getByRole("listitem")).toHaveText([...(cpsPlans.find((plan) => plan.popular)?.features ?? [])]);
  await expect(page.getByRole("region", { name: partnerSection.heading }).getByRole("listitem")).toHaveText([
    ...partnerSection.points,
  ]);
});

test("CityCast's 'Start 3-Day Free Trial' and 'Sign Up Now' open the sign-up app with the partner's referral", async ({
  page,
}) => {
  await gotoWithPageScript(page, pages.citycast.path);
  const trial = page.getByRole("link", { name: `${startTrial} ${newTab}` }).first();
  const signUp = page.getByRole("link", { name: `${hero.signUpLabel} ${newTab}` }).first();
  for (const link of [trial, signUp]) {
    await expectNewTab(link);
    expect((await hrefOf(link)).searchParams.get("ref")).toBe(partner.ref);
  }
  expect((await hrefOf(trial)).searchParams.get("trial")).toBe("true");
  await signUp.click();
  expect(await recorded(page, "cta_click")).toEqual([
    {
      event: "cta_click",
      label: hero.signUpLabel,
      section: "citycast_hero",
      url: signupUrl({ ref: partner.ref }),
    },
  ]);
});

test("the CityCast page records a landing view and the campaign on load", async ({ page }) => {
  await gotoWithPageScript(page, pages.citycast.path + campaign);
  await expect.poll(() => recorded(page, "landing_page_view")).toHaveLength(1);
  const [view] = await recorded(page, "landing_page_view");
  expect(view).toMatchObject({ page: pages.citycast.path, utm_source: "newsletter", utm_campaign: "spring" });
  expect(await recorded(page, "utm_tracking")).toHaveLength(1);
});

// ---- every landing page ----
