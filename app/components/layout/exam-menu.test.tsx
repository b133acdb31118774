import { render, screen, within } from "@testing-library/react";
import { expect, test } from "vitest";
import { examChooser } from "#app/catalog/exams";
import { LangContext, pathIn } from "#app/lib/lang";
import { examMenu as examMenuCopy, main as mainNavigation } from "#content/navigation";
import { examMenu as spanishExamMenu, header as spanishHeader, main as spanishNavigation } from "#content/navigationEs";
import { ExamMenu } from "./exam-menu";
import { MobileNav } from "./mobile-nav";

// Opening, Escape and Tab are the browser's own (popover); tests/e2e/exams.spec.ts runs them.
function menuOf(button: HTMLElement): HTMLElement {
  const menu = document.getElementById(button.getAttribute("popovertarget") ?? "");
  if (!menu) throw new Error("the button opens no element");
  return menu;
}

test("the Exams button opens a popover that lists the available exams as links", () => {
  render(<ExamMenu pathname="/" />);
  const menu = menuOf(screen.getByRole("button", { name: examMenuCopy.label }));
  expect(menu).toHaveAttribute("popover", "auto");
  for (const exam of examChooser.filter((item) => item.available)) {
    expect(within(menu).getByRole("link", { name: new RegExp(`^${exam.title}`) })).toHaveAttribute("href", exam.url);
  }
  expect(within(menu).getByRole("link", { name: examMenuCopy.allExams.label })).toHaveAttribute(
    "href",
    examMenuCopy.allExams.href,
  );
});

test("an exam that is not available is text marked disabled and coming soon, never a link", () => {
  render(<ExamMenu pathname="/" />);
  const menu = menuOf(screen.getByRole("button", { name: examMenuCopy.label }));
  const unavailable = examChooser.filter((item) => !item.available);
  expect(unavailable.map((item) => item.title)).toEqual(["GMAT"]);
  for (const exam of unavailable) {
    expect(within(menu).queryByRole("link", { name: new RegExp(exam.title) })).not.toBeInTheDocument();
    const item = within(menu).getByText(exam.title).closest("[aria-disabled]");
    expect(item).toHaveAttribute("aria-disabled", "true");
    expect(item).toHaveTextContent(examMenuCopy.comingSoon);
  }
});

test("the exam being shown is marked as the current page, in the HTML", () => {
  const shsat = examChooser.find((exam) => exam.id === "shsat");
  render(<ExamMenu pathname={shsat?.url ?? ""} />);
  const menu = menuOf(screen.getByRole("button", { name: examMenuCopy.label }));
  const current = within(menu)
    .getAllByRole("link")
    .filter((link) => link.getAttribute("aria-current") === "page");
  expect(current.map((link) => link.getAttribute("href"))).toEqual([shsat?.url]);
});

test("the phone menu is a popover of the main links, the current one marked, the exams in a disclosure", () => {
  render(<MobileNav pathname="/pricing" />);
  const nav = menuOf(screen.getByRole("button", { name: "Menu" }));
  expect(nav).toHaveAttribute("popover", "auto");
  expect(nav).toHaveAttribute("aria-label", "Mobile");
  for (const item of mainNavigation.filter((link) => link.href !== "/exams")) {
    const link = within(nav).getByRole("link", { name: item.label });
    expect(link).toHaveAttribute("href", item.href);
    if (item.href === "/pricing") expect(link).toHaveAttribute("aria-current", "page");
    else expect(link).not.toHaveAttribute("aria-current");
  }
  const exams = within(nav).getByText(examMenuCopy.label).closest("details");
  expect(exams).not.toHaveAttribute("open");
  expect(within(exams ?? nav).getByText("GMAT")).toBeInTheDocument();
});

test("on a Spanish page the menus are in Spanish and link to the Spanish pages where there are", () => {
  render(
    <LangContext value="es">
      <MobileNav pathname="/es/no-such-page" />
    </LangContext>,
  );
  const nav = menuOf(screen.getByRole("button", { name: spanishHeader.menuButton }));
  expect(nav).toHaveAttribute("aria-label", spanishHeader.phoneMenu);
  for (const item of spanishNavigation.filter((link) => link.href !== "/exams")) {
    const link = within(nav).getByRole("link", { name: item.label });
    expect(link).toHaveAttribute("href", pathIn("es", item.href));
    // A page only in English says so.
    if (pathIn("es", item.href) === item.href) expect(link).toHaveAttribute("hreflang", "en");
  }
  const exams = within(nav).getByText(spanishExamMenu.label).closest("details");
  expect(within(exams ?? nav).getByText(spanishExamMenu.comingSoon)).toBeInTheDocument();
  expect(within(nav).getByRole("link", { name: spanishExamMenu.allExams.label })).toBeInTheDocument();
});
