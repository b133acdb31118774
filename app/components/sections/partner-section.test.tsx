import { render, screen, within } from "@testing-library/react";
import { expect, test } from "vitest";
import { PartnerSection } from "./partner-section";

test("shows the heading, the paragraphs, the points and what it is given", () => {
  render(
    <PartnerSection heading="Our partner" paragraphs={["First.", "Second."]} pointsTitle="You get" points={["A", "B"]}>
      <a href="https://example.com">Sign up</a>
    </PartnerSection>,
  );
  const section = screen.getByRole("region", { name: "Our partner" });
  expect(within(section).getByText("Second.")).toBeVisible();
  expect(within(section).getByRole("heading", { level: 3, name: "You get" })).toBeVisible();
  expect(within(section).getAllByRole("listitem")).toHaveLength(2);
  expect(within(section).getByRole("link", { name: "Sign up" })).toBeVisible();
});
