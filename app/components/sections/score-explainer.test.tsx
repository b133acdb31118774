import { render, screen, within } from "@testing-library/react";
import { expect, test } from "vitest";
import { cpsScoring } from "#app/catalog/exam-page/cps-landing";
import { ScoreExplainer } from "./score-explainer";

test("shows each split as a named figure with its parts, and the rules as h3 cards", () => {
  render(<ScoreExplainer heading="How points add up" {...cpsScoring} />);
  const section = screen.getByRole("region", { name: "How points add up" });
  for (const split of cpsScoring.splits) {
    const figure = within(section).getByRole("figure", { name: split.title });
    for (const part of split.parts) expect(within(figure).getByText(part.label)).toBeVisible();
  }
  expect(
    within(section)
      .getAllByRole("heading", { level: 3 })
      .map((heading) => heading.textContent),
  ).toEqual(cpsScoring.facts.map((fact) => fact.title));
});
