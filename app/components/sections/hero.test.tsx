import { render, screen } from "@testing-library/react";
import { expect, test } from "vitest";
import { Hero } from "./hero";

test("shows the badge, the title as the one h1, the text, the actions and the aside", () => {
  render(
    <Hero
      badge="New"
      title={[{ text: "Exam prep that" }, { text: "adapts", highlight: true }, { text: "to you" }]}
      text="A plan from your diagnostic test."
      actions={<a href="/pricing">See pricing</a>}
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
  render(<Hero title={[{ text: "Choose your exam" }]} text="Pick one." />);
  expect(screen.getByRole("heading", { level: 1, name: "Choose your exam" })).toBeVisible();
  expect(screen.queryByRole("link")).not.toBeInTheDocument();
});

test("the heading's lines read as one sentence, one space apart, the highlight in its own span", () => {
  render(
    <Hero
      title={[{ text: "Welcome," }, { text: "City Cast Chicago", highlight: true }, { text: "listeners" }]}
      text="Hi."
    />,
  );
  const heading = screen.getByRole("heading", { level: 1 });
  expect(heading.textContent).toBe("Welcome, City Cast Chicago listeners");
  expect(heading.querySelector("span")?.textContent).toBe("City Cast Chicago");
});
