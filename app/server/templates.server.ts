// Free templates: the embedded search index (the default provider), Algolia (decision 012: index
// `${ALGOLIA_INDEX_PREFIX}template`), the server's choice between them, and one template's page.
import { liteClient } from "algoliasearch/lite";
import { z } from "zod";
import {
  isTestType,
  type TemplateHit,
  type TestType,
  templatesPerSearch,
  testTypes,
} from "#app/catalog/templates/templates";
import { templatePath } from "#app/lib/content-paths";
import type { RenderedBody } from "#app/lib/content-schema";
import { allTemplates, type Template } from "#content-collections";
import { readServerEnv, type ServerEnv } from "./env.server";
import { logger } from "./logger.server";

/** Templates for a test type, at most 50; rejects when the provider fails. */
export type TemplateSearch = (test: TestType) => Promise<TemplateHit[]>;

function toHit({ slug, name, description, perfectFor }: Template): TemplateHit {
  return { id: slug, name, description, perfectFor, link: templatePath(slug) };
}

/** Searches the Markdown files themselves: works offline and needs no account. */
export const embeddedTemplateSearch: TemplateSearch = async (test) =>
  allTemplates
    .filter((entry) => entry.test === test)
    .slice(0, templatesPerSearch)
    .map(toHit);

export const templateIndexName = (indexPrefix: string) => `${indexPrefix}template`;

// A template hit as Algolia stores it: the objectID stands in for a missing id.
const algoliaHits = z.array(
  z
    .object({
      id: z.string().optional(),
      objectID: z.string(),
      name: z.string(),
      description: z.string(),
      perfectFor: z.string(),
      link: z.string(),
    })
    .transform(({ id, objectID, ...hit }) => ({ id: id ?? objectID, ...hit })),
);

/** `hosts`: where to send requests instead of Algolia's (the integration test's stand-in). */
export function algoliaTemplateSearch(
  appId: string,
  apiKey: string,
  indexPrefix: string,
  hosts?: { url: string; protocol: "http" | "https" }[],
): TemplateSearch {
  const client = liteClient(appId, apiKey, hosts && { hosts: hosts.map((host) => ({ ...host, accept: "readWrite" })) });
  return async (test) => {
    const { results } = await client.searchForHits({
      requests: [{ indexName: templateIndexName(indexPrefix), query: test, hitsPerPage: templatesPerSearch }],
    });
    return algoliaHits.parse(results[0]?.hits ?? []);
  };
}

/** Algolia when its application id and search key are set, otherwise the embedded index. */
export function configuredTemplateSearch(
  env: Pick<ServerEnv, "ALGOLIA_APP_ID" | "ALGOLIA_SEARCH_KEY" | "ALGOLIA_INDEX_PREFIX"> = readServerEnv(),
): TemplateSearch {
  const { ALGOLIA_APP_ID: appId, ALGOLIA_SEARCH_KEY: key } = env;
  return appId && key ? algoliaTemplateSearch(appId, key, env.ALGOLIA_INDEX_PREFIX) : embeddedTemplateSearch;
}

export type TemplatePage = RenderedBody & TemplateHit & { test: TestType };

export function getTemplate(slug: string): TemplatePage | null {
  const entry = allTemplates.find((candidate) => candidate.slug === slug);
  return entry ? { ...toHit(entry), test: entry.test, html: entry.html, headings: entry.headings } : null;
}

/** GET /api/templates?test=…: `{hits}` (at most 50), 400 with `{error}` for an unknown test type, 502 when the provider fails. */
export async function answerTemplatesRequest(
  request: Request,
  search: TemplateSearch = configuredTemplateSearch(),
): Promise<Response> {
  const test = new URL(request.url).searchParams.get("test");
  if (!isTestType(test)) {
    return Response.json({ error: `test must be one of: ${testTypes.join(", ")}` }, { status: 400 });
  }
  try {
    return Response.json({ hits: await search(test) }, { headers: { "Cache-Control": "public, max-age=300" } });
  } catch (error) {
    logger.error({ err: error, test }, "template search failed");
    return Response.json({ error: "Template search is unavailable" }, { status: 502 });
  }
}
