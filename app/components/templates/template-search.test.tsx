import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { expect, test, vi } from "vitest";
import { templateText } from "#app/catalog/templates/template-text";
import { type TestType, testTypes } from "#app/catalog/templates/templates";
import { createTemplateCache, type TemplateHit } from "#app/lib/templates/template-search";
import { TemplateSearchPanel } from "./template-search";

const hit = (id: string, name: string): TemplateHit => ({
  id,
  name,
  description: `About ${name}`,
  perfectFor: "Everyone",
  link: `/free-templates/${id}`,
});
const toefl = [hit("a", "Essay outline"), hit("b", "Speaking frame")];

function renderPanel(search: (test: TestType) => Promise<TemplateHit[]>) {
  const cache = createTemplateCache({ search });
  render(
    <TemplateSearchPanel
      testTypes={testTypes}
      initial={{ test: "TOEFL", hits: toefl }}
      cache={cache}
      text={templateText}
    />,
  );
}

function tableNames() {
  return within(screen.getByRole("table"))
    .getAllByRole("rowheader")
    .map((cell) => cell.textContent);
}

test("the first test's templates show without a request, and a test without templates says they are coming", async () => {
  const search = vi.fn(async () => []);
  renderPanel(search);
  expect(tableNames()).toEqual(["Essay outline", "Speaking frame"]);
  await userEvent.click(screen.getByRole("button", { name: "SAT" }));
  expect(await screen.findByText(templateText.comingSoon("SAT"))).toBeTruthy();
  expect(screen.getByRole("button", { name: "SAT" }).getAttribute("aria-pressed")).toBe("true");
  await userEvent.click(screen.getByRole("button", { name: "TOEFL" }));
  expect(tableNames()).toEqual(["Essay outline", "Speaking frame"]);
  expect(search).toHaveBeenCalledTimes(1);
});

test("a failing provider shows the error card and empties the list", async () => {
  renderPanel(async () => {
    throw new Error("down");
  });
  await userEvent.click(screen.getByRole("button", { name: "GRE" }));
  expect((await screen.findByRole("alert")).textContent).toBe(templateText.loadFailed);
  expect(screen.queryByRole("table")).toBeNull();
});

test("the search box filters the list and an empty search restores it", async () => {
  renderPanel(async () => []);
  const box = screen.getByRole("searchbox", { name: templateText.searchLabel });
  await userEvent.type(box, "SPEAKING");
  expect(tableNames()).toEqual(["Speaking frame"]);
  await userEvent.clear(box);
  expect(tableNames()).toEqual(["Essay outline", "Speaking frame"]);
});
