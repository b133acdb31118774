import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, expect, test } from "vitest";
import { homeFaqs } from "#app/catalog/faqs";
import { faqJsonLd } from "#app/lib/json-ld";
import { Faq } from "./faq";

const items = [
  { question: "Is there a free trial?", answer: "Yes, three days." },
  { question: "Do you offer tutoring?", answer: "No, an AI tutor." },
];

beforeEach(() => {
  window.dataLayer = [];
});

test("shows the heading and the questions, the chosen one open", () => {
  render(<Faq heading="Questions" items={items} defaultOpenIndex={0} page="/" />);
  expect(screen.getByRole("region", { name: "Questions" })).toBeVisible();
  expect(screen.getByRole("button", { name: "Is there a free trial?" })).toHaveAttribute("aria-expanded", "true");
  expect(screen.getByText("Yes, three days.")).toBeVisible();
  expect(screen.getByText("No, an AI tutor.")).not.toBeVisible();
});

test("starts with every item closed without defaultOpenIndex", () => {
  render(<Faq heading="Questions" items={items} page="/shsat" />);
  for (const { question } of items) {
    expect(screen.getByRole("button", { name: question })).toHaveAttribute("aria-expanded", "false");
  }
});

test("records faq_expand with the page name once per item", async () => {
  const user = userEvent.setup();
  render(<Faq heading="Questions" items={items} page="/shsat" />);
  const second = screen.getByRole("button", { name: "Do you offer tutoring?" });
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
