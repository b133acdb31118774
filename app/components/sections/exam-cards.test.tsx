import { render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { expect, test } from "vitest";
import { examCards } from "#app/catalog/exam-selection";
import { ExamCards } from "./exam-cards";

test("shows one card per exam with its subtitle, description, features and call to action", () => {
  render(
    <MemoryRouter>
      <ExamCards heading="Exams" cards={examCards} analyticsSection="exams_cards" />
    </MemoryRouter>,
  );
  const cards = screen.getAllByRole("article");
  expect(cards).toHaveLength(examCards.length);
  for (const [index, card] of examCards.entries()) {
    const article = cards[index] ?? document.body;
    expect(within(article).getByRole("heading", { level: 3 })).toHaveTextContent(card.title);
    expect(within(article).getByText(card.subtitle)).toBeVisible();
    expect(within(article).getByText(card.description)).toBeVisible();
    for (const feature of card.features) expect(within(article).getByText(feature)).toBeVisible();
    expect(within(article).getByRole("link", { name: card.cta })).toHaveAttribute("href", card.link);
  }
});
