import { render, screen, within } from "@testing-library/react";
import { expect, test } from "vitest";
import { fillIn } from "#app/lib/fill-in";
import { steps as spanishWords } from "#content/sectionsEs";
import { home as homeSteps } from "#content/steps";
import { home as spanishHomeSteps } from "#content/stepsEs";
import { Spanish } from "#tests/support/in-spanish";
import { HowItWorks } from "./how-it-works";

const steps = (count: number) =>
  Array.from({ length: count }, (_, index) => ({ title: `Step title ${index + 1}`, text: `Step text ${index + 1}` }));

for (const count of [3, 4, 6]) {
  test(`shows ${count} steps in order, each numbered for assistive technology`, () => {
    render(<HowItWorks heading="How it works" steps={steps(count)} />);
    const list = within(screen.getByRole("region", { name: "How it works" })).getByRole("list");
    expect(list.tagName).toBe("OL");
    const items = within(list).getAllByRole("listitem");
    expect(items).toHaveLength(count);
    items.forEach((item, index) => {
      expect(within(item).getByRole("heading", { level: 3 })).toHaveTextContent(
        `Step ${index + 1}: Step title ${index + 1}`,
      );
      expect(within(item).getByText(`Step text ${index + 1}`)).toBeVisible();
    });
  });
}

test("the home page has four steps", () => {
  expect(homeSteps).toHaveLength(4);
});

test("on a Spanish page each step is numbered in Spanish for assistive technology", () => {
  render(<HowItWorks heading="Cómo funciona" steps={spanishHomeSteps} />, { wrapper: Spanish });
  const items = within(screen.getByRole("region", { name: "Cómo funciona" })).getAllByRole("listitem");
  expect(items).toHaveLength(homeSteps.length);
  items.forEach((item, index) => {
    const title = spanishHomeSteps[index]?.title ?? "";
    expect(within(item).getByRole("heading", { level: 3 })).toHaveTextContent(
      `${fillIn(spanishWords.step, { number: index + 1 })} ${title}`,
    );
    expect(within(item).getByRole("heading", { level: 3 })).not.toHaveTextContent(/^Step /);
  });
});
