import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { expect, test } from "vitest";
import { examMenuCopy } from "#app/catalog/exam-selection";
import { examChooser } from "#app/catalog/exams";
import { ExamMenu } from "./exam-menu";

function renderMenu() {
  render(
    <MemoryRouter>
      <ExamMenu />
      <button type="button">Elsewhere</button>
    </MemoryRouter>,
  );
  return screen.getByRole("button", { name: examMenuCopy.label });
}

test("opens from the keyboard and lists the available exams as links", async () => {
  const user = userEvent.setup();
  const toggle = renderMenu();
  expect(toggle).toHaveAttribute("aria-expanded", "false");
  await user.tab();
  expect(toggle).toHaveFocus();
  await user.keyboard("{Enter}");
  expect(toggle).toHaveAttribute("aria-expanded", "true");
  for (const exam of examChooser.filter((item) => item.available)) {
    expect(screen.getByRole("link", { name: new RegExp(`^${exam.title}`) })).toHaveAttribute("href", exam.url);
  }
  expect(screen.getByRole("link", { name: examMenuCopy.allExams.label })).toHaveAttribute(
    "href",
    examMenuCopy.allExams.href,
  );
});

test("an exam that is not available is text marked disabled and coming soon, never a link", async () => {
  const user = userEvent.setup();
  await user.click(renderMenu());
  const unavailable = examChooser.filter((item) => !item.available);
  expect(unavailable.map((item) => item.title)).toEqual(["GMAT"]);
  for (const exam of unavailable) {
    expect(screen.queryByRole("link", { name: new RegExp(exam.title) })).not.toBeInTheDocument();
    const item = screen.getByText(exam.title).closest("[aria-disabled]");
    expect(item).toHaveAttribute("aria-disabled", "true");
    expect(within(item instanceof HTMLElement ? item : document.body).getByText(examMenuCopy.comingSoon)).toBeVisible();
  }
});

test("Escape closes it and returns focus to the button; focus moving away closes it", async () => {
  const user = userEvent.setup();
  const toggle = renderMenu();
  await user.click(toggle);
  await user.keyboard("{Escape}");
  expect(toggle).toHaveAttribute("aria-expanded", "false");
  expect(toggle).toHaveFocus();
  await user.keyboard("{Enter}");
  expect(toggle).toHaveAttribute("aria-expanded", "true");
  await user.click(screen.getByRole("button", { name: "Elsewhere" }));
  expect(toggle).toHaveAttribute("aria-expanded", "false");
});
