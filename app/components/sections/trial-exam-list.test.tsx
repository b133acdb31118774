import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeAll, beforeEach, expect, test } from "vitest";
import { startAnalytics } from "#app/page-script/analytics";
import { TrialExamList } from "./trial-exam-list";

// Clicks are reported by the page script, from what the links declare in their HTML.
beforeAll(() => startAnalytics(document));

const exams = [
  {
    id: "toefl",
    title: "TOEFL",
    subtitle: "University applicants",
    href: "https://app.example.test/signup/new?test=toefl",
  },
  { id: "gre", title: "GRE", subtitle: "Graduate applicants", href: "https://app.example.test/signup/new?test=gre" },
];

beforeEach(() => {
  window.dataLayer = [];
});

test("each exam gets its own trial link, named with the exam and opening in a new tab", () => {
  render(<TrialExamList heading="Pick your exam" exams={exams} ctaLabel="Try For Free" analyticsSection="hero" />);
  expect(screen.getByRole("region", { name: "Pick your exam" })).toBeVisible();
  for (const exam of exams) {
    const link = screen.getByRole("link", { name: new RegExp(`Try For Free ${exam.title}`) });
    expect(link).toHaveAttribute("href", exam.href);
    expect(link).toHaveAttribute("target", "_blank");
    expect(screen.getByText(exam.subtitle)).toBeVisible();
  }
});

test("a click records cta_click with the section and address", async () => {
  render(<TrialExamList heading="Pick your exam" exams={exams} ctaLabel="Try For Free" analyticsSection="hero" />);
  const link = screen.getByRole("link", { name: /Try For Free GRE/ });
  link.addEventListener("click", (event) => event.preventDefault());
  await userEvent.click(link);
  expect(window.dataLayer).toEqual([
    { event: "cta_click", label: "Try For Free", section: "hero", url: exams[1]?.href },
  ]);
});
