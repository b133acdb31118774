// Template search (decision 012): the page's per-session cache of /api/templates answers and its text filter.
import * as z from "zod/mini";

import type { TestType } from "#app/catalog/templates/templates";

// Without this, zod compiles parsers with `new Function`, which our CSP (no 'unsafe-eval') refuses.
z.config({ jitless: true });

/** One template as a search returns it (docs/product.md, "Template"): `link` is its page on this site. */
export type TemplateHit = { id: string; name: string; description: string; perfectFor: string; link: string };

export interface TemplateSearch {
  /** Templates for a test type, at most 50; rejects when the provider fails. */
  search(test: TestType): Promise<TemplateHit[]>;
}

const templateHitSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  perfectFor: z.string(),
  link: z.string(),
});

const templatesEndpoint = "/api/templates";

const apiAnswer = z.object({ hits: z.array(templateHitSchema) });

/** The provider the page uses: the site's own API, which answers from the configured index. */
export function apiTemplateSearch(fetcher: typeof fetch = (...args) => fetch(...args)): TemplateSearch {
  return {
    async search(test) {
      const response = await fetcher(`${templatesEndpoint}?${new URLSearchParams({ test })}`, {
        headers: { Accept: "application/json" },
      });
      if (!response.ok) throw new Error(`${templatesEndpoint} answered ${response.status}`);
      return apiAnswer.parse(await response.json()).hits;
    },
  };
}

export type TemplateCache = {
  /** The cached templates of a test type, if it has loaded before. */
  peek(test: TestType): TemplateHit[] | undefined;
  /** Loads a test type once; later calls answer from memory. A failure is not cached. */
  load(test: TestType): Promise<TemplateHit[]>;
  /** Stores templates that arrived another way (the page's pre-rendered results). */
  seed(test: TestType, hits: TemplateHit[]): void;
};

/** Results per test type, kept in memory for the session (docs/product.md, "Template search"). */
export function createTemplateCache(provider: TemplateSearch): TemplateCache {
  const loaded = new Map<TestType, TemplateHit[]>();
  const pending = new Map<TestType, Promise<TemplateHit[]>>();
  return {
    peek: (test) => loaded.get(test),
    seed: (test, hits) => void loaded.set(test, hits),
    async load(test) {
      const hits = loaded.get(test);
      if (hits) return hits;
      const request = pending.get(test) ?? provider.search(test).finally(() => pending.delete(test));
      pending.set(test, request);
      const result = await request;
      loaded.set(test, result);
      return result;
    },
  };
}

/** Case-insensitive match on name, description or perfectFor; an empty query keeps everything. */
export function filterTemplates(hits: readonly TemplateHit[], query: string): TemplateHit[] {
  const needle = query.trim().toLowerCase();
  if (!needle) return [...hits];
  return hits.filter((hit) =>
    [hit.name, hit.description, hit.perfectFor].some((field) => field.toLowerCase().includes(needle)),
  );
}
