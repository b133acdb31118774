import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderToString } from "react-dom/server";
import { expect, test, vi } from "vitest";
import { Accordion } from "./accordion";

const items = [
  { question: "Is there a free trial?", answer: "Yes, three days without a card." },
  { question: "Which exams are covered?", answer: "SHSAT, ISEE and more." },
  { question: "Can a tutor join?", answer: "Tutors get their own account." },
] as const;

function trigger(name: string) {
  return screen.getByRole("button", { name });
}

test("starts with every answer closed by default", () => {
  render(<Accordion items={items} />);
  for (const { question, answer } of items) {
    expect(trigger(question)).toHaveAttribute("aria-expanded", "false");
    expect(screen.getByText(answer)).not.toBeVisible();
  }
});

test("opens the configured item first", () => {
  render(<Accordion items={items} defaultOpenIndex={1} />);
  expect(trigger("Which exams are covered?")).toHaveAttribute("aria-expanded", "true");
  expect(screen.getByRole("region", { name: "Which exams are covered?" })).toHaveTextContent("SHSAT, ISEE and more.");
  expect(screen.getByText("Yes, three days without a card.")).not.toBeVisible();
});

test("opening one item closes the other", async () => {
  const user = userEvent.setup();
  render(<Accordion items={items} defaultOpenIndex={0} />);
  await user.click(trigger("Can a tutor join?"));
  expect(trigger("Can a tutor join?")).toHaveAttribute("aria-expanded", "true");
  expect(screen.getByText("Tutors get their own account.")).toBeVisible();
  expect(trigger("Is there a free trial?")).toHaveAttribute("aria-expanded", "false");
  expect(screen.getByText("Yes, three days without a card.")).not.toBeVisible();
});

test("clicking the open item closes it", async () => {
  const user = userEvent.setup();
  render(<Accordion items={items} defaultOpenIndex={0} />);
  await user.click(trigger("Is there a free trial?"));
  expect(trigger("Is there a free trial?")).toHaveAttribute("aria-expanded", "false");
  expect(screen.getByText("Yes, three days without a card.")).not.toBeVisible();
});

test("works from the keyboard: Tab to focus, Enter and Space to toggle, arrows to move", async () => {
  const user = userEvent.setup();
  render(<Accordion items={items} />);
  await user.tab();
  expect(trigger("Is there a free trial?")).toHaveFocus();
  await user.keyboard("{Enter}");
  expect(screen.getByText("Yes, three days without a card.")).toBeVisible();
  await user.keyboard("{ArrowDown}");
  expect(trigger("Which exams are covered?")).toHaveFocus();
  await user.keyboard(" ");
  expect(screen.getByText("SHSAT, ISEE and more.")).toBeVisible();
  expect(screen.getByText("Yes, three days without a card.")).not.toBeVisible();
});

test("reports only the first expansion of each item", async () => {
  const user = userEvent.setup();
  const onFirstExpand = vi.fn();
  render(<Accordion items={items} onFirstExpand={onFirstExpand} />);
  await user.click(trigger("Is there a free trial?"));
  await user.click(trigger("Is there a free trial?"));
  await user.click(trigger("Is there a free trial?"));
  await user.click(trigger("Can a tutor join?"));
  await user.click(trigger("Is there a free trial?"));
  expect(onFirstExpand.mock.calls).toEqual([["Is there a free trial?"], ["Can a tutor join?"]]);
});

test("uses the requested heading level for the questions", () => {
  render(<Accordion items={items} headingLevel={2} />);
  expect(screen.getAllByRole("heading", { level: 2 })).toHaveLength(items.length);
});

test("puts the closed answers in the server-rendered HTML", () => {
  const html = renderToString(<Accordion items={items} defaultOpenIndex={0} />);
  for (const { question, answer } of items) {
    expect(html).toContain(question);
    expect(html).toContain(answer);
  }
});
