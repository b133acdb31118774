import { render, screen, within } from "@testing-library/react";
import { expect, test } from "vitest";
import { examHeroLabels, examPageConfig, examTemplatePages } from "#app/catalog/exam-page/exam-pages";
import { pages } from "#app/catalog/pages.server";
import { ExamHero } from "./exam-hero";

const page = pages[examTemplatePages.gre.pageId];
const hero = examPageConfig(examTemplatePages.gre.hero, page);

test("shows the badge, the title lines as the one h1, the text and the actions", () => {
  render(
    <ExamHero config={hero} labels={examHeroLabels} actions={<a href="#learn-more">Learn more about GRE prep</a>} />,
  );
  expect(screen.getByText(hero.badgeText)).toBeVisible();
  expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
  expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(page.heading);
  expect(screen.getByText(hero.description)).toBeVisible();
  expect(screen.getByRole("link", { name: "Learn more about GRE prep" })).toHaveAttribute("href", "#learn-more");
});

test("shows the three stats as terms and values", () => {
  render(<ExamHero config={hero} labels={examHeroLabels} />);
  const stats = screen.getByLabelText(examHeroLabels.statsLabel);
  const { price, priceLabel, stat2, stat2Label, stat3, stat3Label } = hero.stats;
  expect(
    within(stats)
      .getAllByRole("term")
      .map((term) => term.textContent),
  ).toEqual([priceLabel, stat2Label, stat3Label]);
  expect(
    within(stats)
      .getAllByRole("definition")
      .map((value) => value.textContent),
  ).toEqual([price, stat2, stat3]);
});

test("shows the plan picture, the floating cards and the strip of bottom features", () => {
  render(<ExamHero config={hero} labels={examHeroLabels} />);
  expect(screen.getByText(hero.panel.title)).toBeInTheDocument();
  for (const item of hero.panel.items) expect(screen.getByText(item.label)).toBeInTheDocument();
  const highlights = screen.getByRole("list", { name: examHeroLabels.highlightsLabel });
  expect(
    within(highlights)
      .getAllByRole("listitem")
      .map((item) => item.textContent),
  ).toEqual(hero.featureCards.map((card) => `${card.title}${card.subtitle}`));
  const strip = screen.getByRole("list", { name: examHeroLabels.featuresLabel });
  expect(within(strip).getAllByRole("listitem")).toHaveLength(hero.bottomFeatures.length);
});
