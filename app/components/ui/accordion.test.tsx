// The accordion is the browser's <details name> group: one open at a time is
// the browser's job (checked in Chromium by the e2e tests); here, the markup
// that asks for it and what a reader finds in it.
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderToString } from "react-dom/server";
import { expect, test } from "vitest";
import { readTrackedEvents } from "#app/lib/track-attributes";
import { Accordion } from "./accordion";

const items = [
  { question: "Is there a free trial?", answer: "Yes, three days without a card." },
  { question: "Which exams are covered?", answer: "SHSAT, ISEE and more." },
  { question: "Can a tutor join?", answer: "Tutors get their own account." },
] as const;

/** The <details> whose summary holds this question. */
function item(question: string): HTMLDetailsElement {
  const details = screen.getByRole("heading", { name: question }).closest("details");
  if (!details) throw new Error(`no <details> for ${question}`);
  return details;
}

test("starts with every answer closed by default", () => {
  render(<Accordion items={items} />);
  for (const { question, answer } of items) {
    expect(item(question).open).toBe(false);
    expect(screen.getByText(answer)).not.toBeVisible();
    expect(screen.getByRole("heading", { name: question })).toBeVisible();
  }
});

test("opens the configured item first", () => {
  render(<Accordion items={items} defaultOpenIndex={1} />);
  expect(item("Which exams are covered?").open).toBe(true);
  expect(screen.getByText("SHSAT, ISEE and more.")).toBeVisible();
  expect(screen.getByText("Yes, three days without a card.")).not.toBeVisible();
});

test("the items form one exclusive group, a different one for each accordion", () => {
  render(
    <>
      <Accordion items={items.slice(0, 2)} />
      <Accordion items={items.slice(2)} />
    </>,
  );
  const first = item("Is there a free trial?").getAttribute("name");
  expect(first).toBeTruthy();
  expect(item("Which exams are covered?")).toHaveAttribute("name", first);
  expect(item("Can a tutor join?").getAttribute("name")).toBeTruthy();
  expect(item("Can a tutor join?")).not.toHaveAttribute("name", first);
});

test("clicking a question opens its answer, clicking it again closes it", async () => {
  const user = userEvent.setup();
  render(<Accordion items={items} />);
  await user.click(screen.getByRole("heading", { name: "Can a tutor join?" }));
  expect(screen.getByText("Tutors get their own account.")).toBeVisible();
  await user.click(screen.getByRole("heading", { name: "Can a tutor join?" }));
  expect(screen.getByText("Tutors get their own account.")).not.toBeVisible();
});

test("uses the requested heading level for the questions, inside the clickable summary", () => {
  render(<Accordion items={items} headingLevel={2} />);
  const headings = screen.getAllByRole("heading", { level: 2 });
  expect(headings).toHaveLength(items.length);
  for (const heading of headings) expect(heading.closest("summary")).not.toBeNull();
});

test("puts the closed answers in the server-rendered HTML, the first item open", () => {
  const html = renderToString(<Accordion items={items} defaultOpenIndex={0} />);
  for (const { question, answer } of items) {
    expect(html).toContain(question);
    expect(html).toContain(answer);
  }
  expect(html.match(/<details[^>]* open=""/g)).toHaveLength(1);
});

test("each item declares the events of its first opening, and none without them", () => {
  const { unmount } = render(
    <Accordion items={items} firstOpenEvents={({ question }) => [["faq_expand", { question, page: "/" }]]} />,
  );
  for (const { question } of items) {
    expect(readTrackedEvents(item(question).getAttribute("data-track-open"))).toEqual([
      ["faq_expand", { question, page: "/" }],
    ]);
  }
  unmount();
  render(<Accordion items={items} />);
  expect(item("Is there a free trial?")).not.toHaveAttribute("data-track-open");
});
