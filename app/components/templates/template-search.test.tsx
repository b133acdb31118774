import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, expect, test, vi } from "vitest";
import { templateText } from "#app/catalog/templates/template-text";
import type { TemplateHit } from "#app/catalog/templates/templates";
import { TemplateSearchPanel } from "./template-search";

const hit = (id: string, name: string): TemplateHit => ({
  id,
  name,
  description: `About ${name}`,
  perfectFor: "Everyone",
  link: `/free-templates/${id}`,
});
const toefl = [hit("a", "Essay outline"), hit("b", "Speaking frame")];

afterEach(() => vi.unstubAllGlobals());

/** The panel with /api/templates answered by `answer`; returns the stub to count its calls. */
function renderPanel(answer: () => Response) {
  const fetch = vi.fn(async (_url: string) => answer());
  vi.stubGlobal("fetch", fetch);
  render(<TemplateSearchPanel initial={{ test: "TOEFL", hits: toefl }} />);
  return fetch;
}

function tableNames() {
  return within(screen.getByRole("table"))
    .getAllByRole("rowheader")
    .map((cell) => cell.textContent);
}

test("the first test's templates show without a request, and a test without templates says they are coming", async () => {
  const fetch = renderPanel(() => Response.json({ hits: [] }));
  expect(tableNames()).toEqual(["Essay outline", "Speaking frame"]);
  await userEvent.click(screen.getByRole("button", { name: "SAT" }));
  expect(await screen.findByText(templateText.comingSoon("SAT"))).toBeTruthy();
  expect(screen.getByRole("button", { name: "SAT" }).getAttribute("aria-pressed")).toBe("true");
  await userEvent.click(screen.getByRole("button", { name: "TOEFL" }));
  expect(tableNames()).toEqual(["Essay outline", "Speaking frame"]);
  await userEvent.click(screen.getByRole("button", { name: "SAT" }));
  expect(screen.getByText(templateText.comingSoon("SAT"))).toBeTruthy();
  expect(fetch).toHaveBeenCalledTimes(1);
  expect(String(fetch.mock.calls[0]?.[0])).toBe("/api/templates?test=SAT");
});

test("a failing provider shows the error card and empties the list; choosing again asks again", async () => {
  const fetch = renderPanel(() => new Response("no", { status: 502 }));
  await userEvent.click(screen.getByRole("button", { name: "GRE" }));
  expect((await screen.findByRole("alert")).textContent).toBe(templateText.loadFailed);
  expect(screen.queryByRole("table")).toBeNull();
  fetch.mockResolvedValueOnce(Response.json({ hits: [hit("c", "Issue essay")] }));
  await userEvent.click(screen.getByRole("button", { name: "GRE" }));
  expect(await screen.findByText("Issue essay", { selector: "th" })).toBeTruthy();
  expect(fetch).toHaveBeenCalledTimes(2);
});

test("the search box filters by name, description or perfectFor ignoring case, and an empty search restores it", async () => {
  renderPanel(() => Response.json({ hits: [] }));
  const box = screen.getByRole("searchbox", { name: templateText.searchLabel });
  await userEvent.type(box, "SPEAKING");
  expect(tableNames()).toEqual(["Speaking frame"]);
  await userEvent.clear(box);
  await userEvent.type(box, "about e");
  expect(tableNames()).toEqual(["Essay outline"]);
  await userEvent.clear(box);
  await userEvent.type(box, "EVERY");
  expect(tableNames()).toEqual(["Essay outline", "Speaking frame"]);
  await userEvent.clear(box);
  await userEvent.type(box, "zz");
  expect(screen.getByText(templateText.noMatch("zz"))).toBeTruthy();
  await userEvent.clear(box);
  expect(tableNames()).toEqual(["Essay outline", "Speaking frame"]);
});
