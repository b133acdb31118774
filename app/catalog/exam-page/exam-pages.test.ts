import { expect, test } from "vitest";
import { formatPrice } from "#app/lib/format";
import { planPriceList } from "../copy-refs";
import { examLandingIn, examLandings } from "../exam-landing";
import { examById, sectionLabel } from "../exams";
import { pageIn, pages } from "../pages.server";
import { heroPrice, planFor } from "../plans";
import { cpsLandingHero } from "./cps-landing";
import {
  examInfoBox,
  examPageConfig,
  examTemplatePageIn,
  examTemplatePages,
  isExamSlug,
  priceStat,
} from "./exam-pages";

const templates = Object.values(examTemplatePages);

// docs/product.md, "Exam pages".
test("the template serves the five exam pages, and nothing else", () => {
  expect(templates.map((entry) => pages[entry.pageId].path).sort()).toEqual(
    ["/exams/act", "/exams/gre", "/exams/hsat", "/exams/hspt", "/exams/toefl"].sort(),
  );
  expect(isExamSlug("gre")).toBe(true);
  expect(isExamSlug("gmat")).toBe(false);
  expect(isExamSlug("hasOwnProperty")).toBe(false);
});

test("title lines read as the page's heading, with one highlighted line, and the intro follows", () => {
  const heroes = [
    ...templates.map((entry) => ({ hero: entry.hero, page: pages[entry.pageId] })),
    { hero: cpsLandingHero, page: pages.highschoolentrance },
    { hero: examLandings.shsat.hero, page: pages.shsat },
    { hero: examLandings.toefl.hero, page: pages.toefl },
    // The Spanish pages (issue 32).
    { hero: examTemplatePageIn("es", "hspt").hero, page: pageIn("es", "examHspt") },
    { hero: examLandingIn("es", "highschoolentrance").hero, page: pageIn("es", "highschoolentrance") },
    { hero: examLandingIn("es", "shsat").hero, page: pageIn("es", "shsat") },
  ];
  for (const { hero, page } of heroes) {
    const config = examPageConfig(hero, page);
    expect(config.titleLines.map((line) => line.text).join(" ")).toBe(page.heading);
    expect(config.titleLines.filter((line) => line.highlight)).toHaveLength(1);
    expect(config.description).toBe(page.intro);
  }
});

test("every template page has nine feature cards, three floating cards in the three places, and a format box", () => {
  for (const entry of templates) {
    expect(entry.features).toHaveLength(9);
    expect(entry.hero.featureCards.map((card) => card.position).sort()).toEqual([
      "bottom-left",
      "top-left",
      "top-right",
    ]);
    expect(entry.infoBox.sections.map((section) => section.label)).toEqual(
      examById(entry.exam).sections.map(sectionLabel),
    );
  }
});

// docs/product.md, "Prices outside the plan cards".
test("hero prices are the 6-Month price, ACT from $70", () => {
  for (const entry of templates) {
    expect(entry.hero.stats.price).toBe(formatPrice(heroPrice(entry.exam).amount));
  }
  expect(examLandings.shsat.hero.stats.price).toBe(formatPrice(planFor("SHSAT", "6-Month").price));
  expect(priceStat("act").priceLabel).toMatch(/starting/);
  expect(examTemplatePages.act.plans).toEqual([]);
  expect(examTemplatePages.gre.plans.map((plan) => plan.test)).toEqual(["GRE", "GRE", "GRE"]);
});

test("trial links carry the trial flag and the exam, sign-up links open the exam's new account page", () => {
  for (const entry of templates) {
    const trial = new URL(entry.hero.trialUrl);
    expect(trial.searchParams.get("trial")).toBe("true");
    expect(trial.searchParams.get("exam")).toBe(entry.exam);
    const signUp = new URL(entry.hero.signUpUrl);
    expect(signUp.pathname).toBe("/signup/new");
    expect(signUp.searchParams.get("test")).toBe(entry.exam);
  }
});

test("an info box without a description for a section is refused", () => {
  expect(() => examInfoBox("act", { English: "Grammar" })).toThrow(/Math/);
});

test("a plan price list names each plan's price and length", () => {
  expect(planPriceList([planFor("GRE", "7-Day"), planFor("GRE", "6-Month")])).toBe(
    `${formatPrice(planFor("GRE", "7-Day").price)} for 7 days, ${formatPrice(planFor("GRE", "6-Month").price)} for 6 months`,
  );
});

test("a Spanish exam page has the English page's prices, links and format, in Spanish words", () => {
  const [english, spanish] = [examTemplatePages.hspt, examTemplatePageIn("es", "hspt")];
  expect(spanish.hero.stats.price).toBe(english.hero.stats.price);
  expect(spanish.hero.stats.priceLabel).not.toBe(english.hero.stats.priceLabel);
  expect([spanish.hero.trialUrl, spanish.hero.signUpUrl]).toEqual([english.hero.trialUrl, english.hero.signUpUrl]);
  expect(spanish.features).toHaveLength(9);
  expect(spanish.infoBox.sections.map((section) => section.value)).toEqual(
    english.infoBox.sections.map((section) => section.value.replace("questions", "preguntas")),
  );
  expect(spanish.infoBox.freshness.checkedOn).toBe(english.infoBox.freshness.checkedOn);
  expect(() => examLandingIn("es", "toefl")).toThrow(/no page in es/);
});
