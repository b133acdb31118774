import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { beforeAll, beforeEach, expect, test } from "vitest";
import { startAnalytics } from "#app/page-script/analytics";
import { CtaBanner } from "./cta-banner";

// Clicks are reported by the page script, from what the links declare in their HTML.
beforeAll(() => startAnalytics(document));

beforeEach(() => {
  window.dataLayer = [];
});

const primary = { label: "Start free trial", href: "https://app.example.test/signup?trial=true" };
const secondary = { label: "Contact us", href: "/contact" };

function renderBanner() {
  render(
    <MemoryRouter>
      <CtaBanner
        heading="Ready?"
        text="Try it free."
        primary={primary}
        secondary={secondary}
        analyticsSection="exams_cta"
      />
    </MemoryRouter>,
  );
}

test("shows the heading, the text and both actions; the external one opens a new tab", () => {
  renderBanner();
  expect(screen.getByRole("heading", { level: 2, name: "Ready?" })).toBeVisible();
  expect(screen.getByText("Try it free.")).toBeVisible();
  const trial = screen.getByRole("link", { name: /Start free trial/ });
  expect(trial).toHaveAttribute("href", primary.href);
  expect(trial).toHaveAttribute("target", "_blank");
  const contact = screen.getByRole("link", { name: "Contact us" });
  expect(contact).toHaveAttribute("href", "/contact");
  expect(contact).not.toHaveAttribute("target");
});

test("a click records cta_click with label, section and address", async () => {
  renderBanner();
  const trial = screen.getByRole("link", { name: /Start free trial/ });
  trial.addEventListener("click", (event) => event.preventDefault());
  await userEvent.click(trial);
  expect(window.dataLayer).toEqual([
    { event: "cta_click", label: primary.label, section: "exams_cta", url: primary.href },
  ]);
});
