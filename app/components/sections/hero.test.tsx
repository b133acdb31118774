import { render, screen } from "@testing-library/react";
import { expect, test } from "vitest";
import { Hero } from "./hero";

test("shows the badge, the title as the one h1, the text, the actions and the aside", () => {
  render(
    <Hero
      badge="New"
      page={{
        headingLines: [{ text: "Exam prep that" }, { text: "adapts", highlight: true }, { text: "to you" }],
        intro: "A plan from your diagnostic test.",
      }}
      actions={[{ action: { label: "See pricing", href: "/pricing" } }]}
      aside={<p>Pick your exam</p>}
    />,
  );
  expect(screen.getByText("New")).toBeVisible();
  expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
  expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Exam prep that adapts to you");
  expect(screen.getByText("A plan from your diagnostic test.")).toBeVisible();
  expect(screen.getByRole("link", { name: "See pricing" })).toHaveAttribute("href", "/pricing");
  expect(screen.getByText("Pick your exam")).toBeVisible();
});

test("works without badge, actions or aside", () => {
  render(<Hero page={{ headingLines: [{ text: "Choose your exam" }], intro: "Pick one." }} />);
  expect(screen.getByRole("heading", { level: 1, name: "Choose your exam" })).toBeVisible();
  expect(screen.queryByRole("link")).not.toBeInTheDocument();
});

test("the heading's lines read as one sentence, one space apart, the highlight in its own span", () => {
  render(
    <Hero
      page={{
        headingLines: [{ text: "Welcome," }, { text: "City Cast Chicago", highlight: true }, { text: "listeners" }],
        intro: "Hi.",
      }}
    />,
  );
  const heading = screen.getByRole("heading", { level: 1 });
  expect(heading.textContent).toBe("Welcome, City Cast Chicago listeners");
  expect(heading.querySelector("span")?.textContent).toBe("City Cast Chicago");
});
