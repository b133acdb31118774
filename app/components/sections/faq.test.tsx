import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderToString } from "react-dom/server";
import { beforeEach, expect, test } from "vitest";
import { readTrackedEvents } from "#app/lib/track-attributes";
import { startAnalytics } from "#app/page-script/analytics";
import { faqJsonLd } from "#app/server/seo/json-ld.server";
import { home as homeFaqs } from "#content/faqs";
import { home as spanishHomeFaqs } from "#content/faqsEs";
import { Spanish } from "#tests/support/in-spanish";
import { Faq } from "./faq";

// The one-open-at-a-time group is the browser's <details name> (checked in Chromium by the e2e tests); here, the
// markup that asks for it and what a reader finds in it.
const items = [
  { question: "Is there a free trial?", answer: "Yes, three days." },
  { question: "Do you offer tutoring?", answer: "No, an AI tutor." },
  { question: "Can a tutor join?", answer: "Tutors get their own account." },
];

beforeEach(() => {
  window.dataLayer = [];
});

/** The <details> whose summary holds this question. */
function item(question: string): HTMLDetailsElement {
  const details = screen.getByRole("heading", { name: question }).closest("details");
  if (!details) throw new Error(`no <details> for ${question}`);
  return details;
}

test("shows the heading and the questions, the chosen one open", () => {
  render(<Faq heading="Questions" items={items} defaultOpenIndex={0} page="/" />);
  expect(screen.getByRole("region", { name: "Questions" })).toBeVisible();
  expect(item("Is there a free trial?").open).toBe(true);
  expect(screen.getByText("Yes, three days.")).toBeVisible();
  expect(screen.getByText("No, an AI tutor.")).not.toBeVisible();
});

test("starts with every item closed without defaultOpenIndex", () => {
  render(<Faq heading="Questions" items={items} page="/shsat" />);
  for (const { question, answer } of items) {
    expect(item(question).open).toBe(false);
    expect(screen.getByText(answer)).not.toBeVisible();
  }
});

test("the items form one exclusive group, a different one for each FAQ", () => {
  render(
    <>
      <Faq heading="First" items={items.slice(0, 2)} page="/" />
      <Faq heading="Second" items={items.slice(2)} page="/" />
    </>,
  );
  const first = item("Is there a free trial?").getAttribute("name");
  expect(first).toBeTruthy();
  expect(item("Do you offer tutoring?")).toHaveAttribute("name", first);
  expect(item("Can a tutor join?").getAttribute("name")).toBeTruthy();
  expect(item("Can a tutor join?")).not.toHaveAttribute("name", first);
});

test("clicking a question opens its answer, clicking it again closes it", async () => {
  const user = userEvent.setup();
  render(<Faq heading="Questions" items={items} page="/" />);
  await user.click(screen.getByRole("heading", { name: "Can a tutor join?" }));
  expect(screen.getByText("Tutors get their own account.")).toBeVisible();
  await user.click(screen.getByRole("heading", { name: "Can a tutor join?" }));
  expect(screen.getByText("Tutors get their own account.")).not.toBeVisible();
});

test("the questions are h3 under the section's h2, inside the clickable summary", () => {
  render(<Faq heading="Questions" items={items} page="/" />);
  const headings = screen.getAllByRole("heading", { level: 3 });
  expect(headings).toHaveLength(items.length);
  for (const heading of headings) expect(heading.closest("summary")).not.toBeNull();
});

test("puts the closed answers in the server-rendered HTML, the first item open", () => {
  const html = renderToString(<Faq heading="Questions" items={items} defaultOpenIndex={0} page="/" />);
  for (const { question, answer } of items) {
    expect(html).toContain(question);
    expect(html).toContain(answer);
  }
  expect(html.match(/<details[^>]* open=""/g)).toHaveLength(1);
});

test("each item declares faq_expand for its first opening", () => {
  render(<Faq heading="Questions" items={items} page="/" />);
  for (const { question } of items) {
    expect(readTrackedEvents(item(question).getAttribute("data-track-open"))).toEqual([
      ["faq_expand", { question, page: "/" }],
    ]);
  }
});

test("the page script records faq_expand with the page name once per item", async () => {
  const user = userEvent.setup();
  render(<Faq heading="Questions" items={items} page="/shsat" />);
  startAnalytics(document);
  const second = screen.getByRole("heading", { name: "Do you offer tutoring?" });
  await user.click(second);
  await user.click(second);
  await user.click(second);
  expect(window.dataLayer).toEqual([{ event: "faq_expand", question: "Do you offer tutoring?", page: "/shsat" }]);
});

test("shows what it is given under the questions", () => {
  render(
    <Faq heading="Questions" items={items} page="/">
      <a href="/contact">Contact support</a>
    </Faq>,
  );
  expect(screen.getByRole("link", { name: "Contact support" })).toBeVisible();
});

test("faqJsonLd describes every question and answer as a FAQPage", () => {
  expect(faqJsonLd(items)).toEqual({
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: items.map(({ question, answer }) => ({
      "@type": "Question",
      name: question,
      acceptedAnswer: { "@type": "Answer", text: answer },
    })),
  });
});

test("the home FAQ answers the free-trial question first", () => {
  expect(homeFaqs[0]?.question).toMatch(/free trial/i);
});

// The Spanish pages' questions (content/pages/es/faqs.yml) in the same widget.
test("a Spanish page's FAQ opens its first question and then whichever is clicked, with the Spanish answers", async () => {
  const user = userEvent.setup();
  render(<Faq heading="Preguntas frecuentes" items={spanishHomeFaqs} defaultOpenIndex={0} page="/es" />, {
    wrapper: Spanish,
  });
  const [first, second] = spanishHomeFaqs;
  if (!first || !second) throw new Error("the Spanish home FAQ has fewer than two questions");
  expect(homeFaqs.map((faq) => faq.question)).not.toContain(first.question);
  expect(item(first.question).open).toBe(true);
  expect(screen.getByText(first.answer)).toBeVisible();
  await user.click(screen.getByRole("heading", { name: second.question }));
  expect(screen.getByText(second.answer)).toBeVisible();
  expect(screen.getAllByRole("heading", { level: 3 })).toHaveLength(spanishHomeFaqs.length);
});
