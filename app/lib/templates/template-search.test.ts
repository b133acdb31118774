import { expect, test, vi } from "vitest";
import type { TestType } from "#app/catalog/templates/templates";
import { apiTemplateSearch, createTemplateCache, filterTemplates, type TemplateHit } from "./template-search";

const essay: TemplateHit = {
  id: "essay",
  name: "Essay Outline",
  description: "Four paragraphs for opinion essays",
  perfectFor: "Writers who run out of time",
  link: "/free-templates/essay",
};
const plan: TemplateHit = {
  id: "plan",
  name: "Study plan",
  description: "A weekly checklist",
  perfectFor: "Busy STUDENTS",
  link: "/free-templates/plan",
};

test("the filter matches name, description or perfectFor, ignoring case, and an empty query restores the list", () => {
  expect(filterTemplates([essay, plan], "essay")).toEqual([essay]);
  expect(filterTemplates([essay, plan], "WEEKLY")).toEqual([plan]);
  expect(filterTemplates([essay, plan], "students")).toEqual([plan]);
  expect(filterTemplates([essay, plan], "nothing like this")).toEqual([]);
  expect(filterTemplates([essay, plan], "  ")).toEqual([essay, plan]);
});

test("the cache asks the provider once per test type and answers later calls from memory", async () => {
  const search = vi.fn(async (test: TestType) => (test === "TOEFL" ? [essay] : [plan]));
  const cache = createTemplateCache({ search });
  expect(await cache.load("TOEFL")).toEqual([essay]);
  expect(await cache.load("GRE")).toEqual([plan]);
  expect(await cache.load("TOEFL")).toEqual([essay]);
  expect(cache.peek("GRE")).toEqual([plan]);
  expect(search).toHaveBeenCalledTimes(2);
});

test("a failed load is not cached, so trying again asks the provider again", async () => {
  const search = vi.fn<(test: TestType) => Promise<TemplateHit[]>>().mockRejectedValueOnce(new Error("down"));
  search.mockResolvedValueOnce([plan]);
  const cache = createTemplateCache({ search });
  await expect(cache.load("IELTS")).rejects.toThrow("down");
  expect(cache.peek("IELTS")).toBeUndefined();
  expect(await cache.load("IELTS")).toEqual([plan]);
});

test("seeded results are used without a request", async () => {
  const search = vi.fn(async () => [plan]);
  const cache = createTemplateCache({ search });
  cache.seed("TOEFL", [essay]);
  expect(await cache.load("TOEFL")).toEqual([essay]);
  expect(search).not.toHaveBeenCalled();
});

test("the API provider asks for the test type and rejects on an error status", async () => {
  const fetcher = vi.fn<typeof fetch>(async () => Response.json({ hits: [essay] }));
  expect(await apiTemplateSearch(fetcher).search("CPS HSAT")).toEqual([essay]);
  expect(String(fetcher.mock.calls[0]?.[0])).toBe("/api/templates?test=CPS+HSAT");
  const failing = vi.fn<typeof fetch>(async () => new Response("no", { status: 500 }));
  await expect(apiTemplateSearch(failing).search("GRE")).rejects.toThrow("500");
});
