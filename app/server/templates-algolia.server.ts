// The Algolia provider of template search (decision 012): index `${ALGOLIA_INDEX_PREFIX}template`, 50 hits.
import { liteClient } from "algoliasearch/lite";
import { z } from "zod";
import { templatesPerSearch } from "#app/catalog/templates/templates";
import type { TemplateSearch } from "#app/lib/templates/template-search";

export type AlgoliaOptions = {
  appId: string;
  apiKey: string;
  indexPrefix: string;
  /** Where to send requests instead of Algolia's hosts (the integration test's stand-in). */
  hosts?: { url: string; protocol: "http" | "https" }[];
};

export function templateIndexName(indexPrefix: string): string {
  return `${indexPrefix}template`;
}

// A template hit as Algolia stores it: the objectID stands in for a missing id.
const hitWithObjectId = z.object({
  id: z.string().optional(),
  objectID: z.string(),
  name: z.string(),
  description: z.string(),
  perfectFor: z.string(),
  link: z.string(),
});

export function algoliaTemplateSearch({ appId, apiKey, indexPrefix, hosts }: AlgoliaOptions): TemplateSearch {
  const client = liteClient(
    appId,
    apiKey,
    hosts ? { hosts: hosts.map((host) => ({ ...host, accept: "readWrite" as const })) } : undefined,
  );
  return {
    async search(test) {
      const { results } = await client.searchForHits({
        requests: [{ indexName: templateIndexName(indexPrefix), query: test, hitsPerPage: templatesPerSearch }],
      });
      const hits = results[0]?.hits ?? [];
      return hits.slice(0, templatesPerSearch).map((hit) => {
        const { id, objectID, name, description, perfectFor, link } = hitWithObjectId.parse(hit);
        return { id: id ?? objectID, name, description, perfectFor, link };
      });
    },
  };
}
