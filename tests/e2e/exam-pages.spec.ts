// Journeys through the /exams/:exam template (TOEFL, GRE, ACT, HSPT, HSAT).
import "#tests/support/public-env";
import { expect, test } from "@playwright/test";
import {
  examHeroLabelsIn,
  examTemplateCopyIn,
  examTemplatePageIn,
  examTemplatePages,
  learnMoreAction,
} from "#app/catalog/exam-page/exam-pages";
import { examIn, sectionLabelIn } from "#app/catalog/exams";
import { pageIn, pages } from "#app/catalog/pages.server";
import { heroPrice } from "#app/catalog/plans";
import { formatPrice } from "#app/lib/format";
import type { Lang } from "#app/lib/lang";
import { newTab as newTabEn } from "#content/sections";
import { newTab as newTabEs } from "#content/sectionsEs";
import { note as noteEn } from "#content/whatChanged";
import { note as noteEs } from "#content/whatChangedEs";
import { waitForHydration } from "#tests/support/hydration";
import {
  expectLearnMoreScrolls,
  expectNewTab,
  expectSectionsInOrder,
  hrefOf,
  recorded,
  stubOtherSites,
} from "#tests/support/page-checks";

test.beforeEach(async ({ context, baseURL }) => {
  await stubOtherSites(context, baseURL);
});

/** Every page of the template, and the Spanish ones (issue 32), each in its language. */
const templatePages = [
  ...Object.values(examTemplatePages).map((entry) => ({ entry, lang: "en" as Lang })),
  { entry: examTemplatePageIn("es", "hspt"), lang: "es" as Lang },
];

for (const { entry, lang } of templatePages) {
  const { pageId, hero, features, infoBox, plans, exam } = entry;
  const info = pageIn(lang, pageId);
  const examTemplateCopy = examTemplateCopyIn(lang);
  const examHeroLabels = examHeroLabelsIn(lang);
  const { sourceLabel } = lang === "en" ? noteEn : noteEs;
  const newTabNote = lang === "en" ? newTabEn : newTabEs;

  test(`${info.path} shows the template's sections in order: a hero with its stats, floating cards, strip and sign-up links, nine feature cards, a format box with the catalog's facts, and its own plans or its starting price and a trial`, async ({
    page,
  }) => {
    await page.goto(info.path);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(info.heading);
    const plansHeading = plans.length
      ? examTemplateCopy.plans.heading(hero.examName)
      : examTemplateCopy.noPlans.heading(hero.examName, formatPrice(heroPrice(exam).amount));
    await expectSectionsInOrder(page, [
      examTemplateCopy.learnMore.heading(hero.examName),
      examTemplateCopy.howItWorks.heading,
      plansHeading,
    ]);

    await expect(page.getByText(hero.badgeText, { exact: true })).toBeVisible();
    const stats = page.getByLabel(examHeroLabels.statsLabel, { exact: true });
    await expect(stats.getByRole("definition")).toHaveText([hero.stats.price, hero.stats.stat2, hero.stats.stat3]);
    const highlights = page.getByRole("list", { name: examHeroLabels.highlightsLabel });
    await expect(highlights.getByRole("listitem")).toHaveText(
      hero.featureCards.map((card) => new RegExp(`${card.title}\\s*${card.subtitle}`)),
    );
    await expect(page.getByRole("list", { name: examHeroLabels.featuresLabel }).getByRole("listitem")).toHaveText(
      hero.bottomFeatures.map((feature) => feature.text),
    );
    const trial = page.getByRole("link", { name: `${examHeroLabels.trial} ${newTabNote}` }).first();
    await expectNewTab(trial);
    const trialUrl = await hrefOf(trial);
    expect(trialUrl.searchParams.get("trial")).toBe("true");
    expect(trialUrl.searchParams.get("exam")).toBe(exam);
    const signUp = page.getByRole("link", { name: `${examHeroLabels.signUp} ${newTabNote}` }).first();
    await expectNewTab(signUp);
    expect((await hrefOf(signUp)).searchParams.get("test")).toBe(exam);

    const section = page.getByRole("region", { name: examTemplateCopy.learnMore.heading(hero.examName) });
    await expect(section.getByRole("listitem").getByRole("heading", { level: 3 })).toHaveText(
      features.map((feature) => feature.title),
    );
    const box = section.getByRole("region", { name: infoBox.title });
    const { sections } = examIn(lang, exam);
    await expect(box.getByRole("term")).toHaveText(sections.map((part) => sectionLabelIn(lang, part)));
    // Each part's questions and time as exams.ts has them (the owner's current format, see exam-facts.test.ts).
    await expect(box.getByRole("definition")).toHaveText(
      sections.flatMap((part, index) => [part.questions, part.minutes, infoBox.sections[index]?.subtitle ?? ""]),
    );
    await expect(box.getByText(infoBox.bottomText)).toBeVisible();
    // When and where the facts were checked, the source in a new tab.
    await expect(box.getByText(infoBox.freshness.checked)).toBeVisible();
    const source = box.getByRole("link", { name: new RegExp(`^${sourceLabel}`) });
    await expect(source).toHaveAttribute("href", infoBox.freshness.source.url);
    await expect(source).toHaveAttribute("target", "_blank");
    await expect(source).toHaveAttribute("rel", "noopener");

    if (plans.length > 0) {
      const plansSection = page.getByRole("region", { name: examTemplateCopy.plans.heading(hero.examName) });
      await expect(plansSection.getByRole("heading", { level: 3 })).toHaveText(plans.map((plan) => plan.title));
      // The structured data offers the same plans.
      const jsonLd = (await page.locator('script[type="application/ld+json"]').allTextContents()).join(" ");
      for (const plan of plans) expect(jsonLd).toContain(`"sku":"${plan.priceId}"`);
    } else {
      const heading = examTemplateCopy.noPlans.heading(hero.examName, formatPrice(heroPrice(exam).amount));
      const banner = page.getByRole("region", { name: heading });
      await expect(banner.getByRole("link", { name: new RegExp(examHeroLabels.trial) })).toHaveAttribute(
        "href",
        hero.trialUrl,
      );
    }
  });
}

const englishCopy = examTemplateCopyIn("en");

test("the template's 'Learn more' link scrolls to the cards and format box", async ({ page }) => {
  const { pageId, hero } = examTemplatePages.gre;
  const info = pages[pageId];
  await page.goto(info.path);
  await expectLearnMoreScrolls(
    page,
    page.getByRole("link", { name: new RegExp(`^${learnMoreAction(hero.examName).label}`) }),
    page.getByRole("heading", { level: 2, name: englishCopy.learnMore.heading(hero.examName) }),
  );
});

test("a plan button on an exam page records the plan choice", async ({ page }) => {
  const { pageId, plans, hero } = examTemplatePages.hspt;
  const info = pages[pageId];
  const [plan] = plans;
  if (!plan) throw new Error("HSPT has plans");
  await page.goto(info.path);
  const section = page.getByRole("region", { name: englishCopy.plans.heading(hero.examName) });
  const button = section.getByRole("link", { name: new RegExp(plan.title) });
  // The page script reports the click once it has started.
  await waitForHydration(page);
  await button.click();
  // The click's listener may run after click() returns: wait for the event rather than read once.
  await expect
    .poll(() => recorded(page, "select_plan"))
    .toEqual([{ event: "select_plan", plan_title: plan.title, price_id: plan.priceId, price: plan.price }]);
});

test("an exam without a page under /exams answers 404", async ({ page }) => {
  const response = await page.goto("/exams/gmat");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(pages.notFound.heading);
});
