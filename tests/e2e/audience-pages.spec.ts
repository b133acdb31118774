// Journeys through the audience pages: /about, its Chicago CPS version and /for-tutors.
import "#tests/support/public-env";
import { expect, test } from "@playwright/test";
import { diagnosticUrl, signupUrl, tutorFormUrl } from "#app/catalog/links";
import { pages } from "#app/catalog/pages.server";
import { company, cps, general } from "#content/about";
import { startTrial } from "#content/actions";
import { common } from "#content/features";
import * as copy from "#content/forTutors";
import { cps as cpsLanding } from "#content/landingPages";
import { newTab } from "#content/sections";
import { expectExamPageFaq } from "#tests/support/faq-checks";
import { gotoHydrated } from "#tests/support/hydration";
import {
  expectFaqJsonLd,
  expectNewTab,
  expectSectionsInOrder,
  hrefOf,
  recorded,
  stubOtherSites,
} from "#tests/support/page-checks";

test.beforeEach(async ({ context, baseURL }) => {
  await stubOtherSites(context, baseURL);
});

test("/about shows who we are, with a 3-day free trial in a new tab", async ({ page }) => {
  const { values, steps, cta } = general;
  await gotoHydrated(page, pages.about.path);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(pages.about.heading);
  await expectSectionsInOrder(page, [values.heading, company.heading, steps.heading, cta.heading]);
  const companySection = page.getByRole("region", { name: company.heading });
  await expect(companySection.getByRole("heading", { level: 3 })).toHaveText(
    company.products.map((item) => item.title),
  );
  const trial = page.getByRole("link", { name: `${startTrial} ${newTab}` }).first();
  await expectNewTab(trial);
  expect((await hrefOf(trial)).href).toBe(signupUrl({ trial: true }));
  await expect(page.getByRole("link", { name: "Try Free Test" })).toHaveCount(0);
});

test("/highschoolentrance/about is the Chicago CPS version, with a CPS trial and 'Try Free Test'", async ({ page }) => {
  const { program, cta } = cps;
  await gotoHydrated(page, pages.aboutCps.path);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(pages.aboutCps.heading);
  await expect(page).toHaveTitle(new RegExp(pages.aboutCps.title));
  await expectSectionsInOrder(page, [program.heading, cpsLanding.steps.heading, company.heading, cta.heading]);
  await expect(page.getByRole("region", { name: program.heading }).getByRole("heading", { level: 3 })).toHaveText(
    [common["tier-predictions"], ...program.cards].map((item) => item.title),
  );
  const trial = page.getByRole("link", { name: `${startTrial} ${newTab}` }).first();
  await expectNewTab(trial);
  expect((await hrefOf(trial)).href).toBe(signupUrl({ trial: true, exam: "cps" }));
  const freeTest = page.getByRole("link", { name: `${cps.freeTestLabel} ${newTab}` });
  await expectNewTab(freeTest);
  expect((await hrefOf(freeTest)).href).toBe(diagnosticUrl("cps"));
  expect((await hrefOf(freeTest)).searchParams.get("test")).toBe("cps");
  await freeTest.click();
  expect(await recorded(page, "start_diagnostic")).toEqual([
    { event: "start_diagnostic", test: "cps", url: diagnosticUrl("cps") },
  ]);
  await expect(page.getByRole("link", { name: cta.contactLabel })).toHaveAttribute("href", pages.contactCps.path);
});

test("/for-tutors shows its sections in order and says plainly that there is no direct tutoring", async ({ page }) => {
  await gotoHydrated(page, pages.forTutors.path);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(pages.forTutors.heading);
  await expect(page.getByRole("complementary", { name: copy.hero.notice.title })).toContainText(copy.hero.notice.text);
  await expectSectionsInOrder(page, [
    copy.tutorFeatures.heading,
    copy.studentFeatures.heading,
    copy.testimonial.heading,
    copy.faq.heading,
    copy.connect.heading,
    copy.cta.heading,
  ]);
  const titles = (heading: string) => page.getByRole("region", { name: heading }).getByRole("heading", { level: 3 });
  await expect(titles(copy.tutorFeatures.heading)).toHaveText(copy.tutorFeatures.cards.map((item) => item.title));
  await expect(titles(copy.studentFeatures.heading)).toHaveText(copy.studentFeatures.cards.map((item) => item.title));
  await expect(page.getByRole("region", { name: copy.testimonial.heading }).getByRole("blockquote")).toContainText(
    copy.testimonial.review.content,
  );
  await expect(titles(copy.connect.heading)).toHaveText(
    copy.connect.steps.map((step, index) => `Step ${index + 1}: ${step.title}`),
  );
});

test("'Request Tutor Account' opens the external form in a new tab and records a call-to-action click", async ({
  page,
}) => {
  await gotoHydrated(page, pages.forTutors.path);
  const link = page.getByRole("link", { name: `${copy.requestLabel} ${newTab}` }).first();
  await expectNewTab(link);
  expect((await hrefOf(link)).href).toBe(tutorFormUrl());
  const popup = page.waitForEvent("popup");
  await link.click();
  expect((await popup).url()).toBe(tutorFormUrl());
  expect(await recorded(page, "cta_click")).toEqual([
    { event: "cta_click", label: copy.requestLabel, section: "tutors_hero", url: tutorFormUrl() },
  ]);
});

test("the For Tutors FAQ has five questions, starts closed and records each first expansion", async ({ page }) => {
  await page.goto(pages.forTutors.path);
  await expect(page.getByRole("region", { name: copy.faq.heading }).locator("details")).toHaveCount(5);
  await expectExamPageFaq(page, copy.faq.items, pages.forTutors.path);
  await expectFaqJsonLd(page, copy.faq.items);
});
