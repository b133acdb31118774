import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, expect, test } from "vitest";
import { startAnalytics } from "#app/page-script/analytics";
import { faqJsonLd } from "#app/server/seo/json-ld.server";
import { home as homeFaqs } from "#content/faqs";
import { Faq } from "./faq";

const items = [
  { question: "Is there a free trial?", answer: "Yes, three days." },
  { question: "Do you offer tutoring?", answer: "No, an AI tutor." },
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
