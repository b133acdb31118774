// @vitest-environment node
// The Algolia provider of template search against a local stand-in for
// Algolia's REST search endpoint: the request it sends (index, query, hits per
// page, credentials) and how it reads the answer; also GET /api/templates.
import { createServer, type IncomingMessage, type Server } from "node:http";
import { gunzipSync } from "node:zlib";
import { afterAll, beforeAll, expect, test } from "vitest";
import { isTestType, templatesPerSearch, testTypes } from "#app/catalog/templates/templates";
import { templatePath } from "#app/lib/content-paths";
import {
  algoliaTemplateSearch,
  answerTemplatesRequest,
  configuredTemplateSearch,
  embeddedTemplateSearch,
  templateIndexName,
} from "#app/server/templates.server";
import { allTemplates } from "#content-collections";

type Received = { method: string; url: string; headers: IncomingMessage["headers"]; body: unknown };
const received: Received[] = [];
let server: Server;
let port = 0;
let failNext = false;

const hit = {
  objectID: "toefl-essay",
  name: "Essay outline",
  description: "Four paragraphs",
  perfectFor: "Writers",
  link: "/free-templates/toefl-essay",
  _highlightResult: {},
};

async function readBody(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
  const raw = Buffer.concat(chunks);
  const text = request.headers["content-encoding"] === "gzip" ? gunzipSync(raw).toString() : raw.toString();
  return JSON.parse(text);
}

beforeAll(async () => {
  server = createServer(async (request, response) => {
    const body = await readBody(request);
    received.push({ method: request.method ?? "", url: request.url ?? "", headers: request.headers, body });
    if (failNext) {
      failNext = false;
      response
        .writeHead(400, { "Content-Type": "application/json" })
        .end(JSON.stringify({ message: "bad", status: 400 }));
      return;
    }
    response
      .writeHead(200, { "Content-Type": "application/json" })
      .end(JSON.stringify({ results: [{ hits: [hit], nbHits: 1, page: 0, hitsPerPage: templatesPerSearch }] }));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  port = typeof address === "object" && address ? address.port : 0;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

function provider(indexPrefix = "test_") {
  return algoliaTemplateSearch("APPID", "search-key", indexPrefix, [{ url: `127.0.0.1:${port}`, protocol: "http" }]);
}

test("the Algolia provider queries the template index with the test type and 50 hits per page", async () => {
  received.length = 0;
  const hits = await provider()("CPS HSAT");
  expect(received).toHaveLength(1);
  const [request] = received;
  expect(request?.method).toBe("POST");
  expect(request?.url.split("?")[0]).toBe("/1/indexes/*/queries");
  expect(request?.headers["x-algolia-application-id"]).toBe("APPID");
  expect(request?.headers["x-algolia-api-key"]).toBe("search-key");
  expect(request?.body).toEqual({
    requests: [{ indexName: templateIndexName("test_"), query: "CPS HSAT", hitsPerPage: templatesPerSearch }],
  });
  expect(templateIndexName("production_")).toBe("production_template");
  expect(hits).toEqual([
    {
      id: hit.objectID,
      name: hit.name,
      description: hit.description,
      perfectFor: hit.perfectFor,
      link: hit.link,
    },
  ]);
});

test("an error from Algolia rejects, and the API answers 502 so the page shows its error card", async () => {
  failNext = true;
  await expect(provider()("GRE")).rejects.toThrow();
  failNext = true;
  const answer = await answerTemplatesRequest(new Request("http://localhost/api/templates?test=GRE"), provider());
  expect(answer.status).toBe(502);
});

test("the server uses Algolia only when an application id and a search key are set", async () => {
  expect(configuredTemplateSearch({ ALGOLIA_INDEX_PREFIX: "production_" })).toBe(embeddedTemplateSearch);
  const algolia = configuredTemplateSearch({
    ALGOLIA_APP_ID: "APPID",
    ALGOLIA_SEARCH_KEY: "key",
    ALGOLIA_INDEX_PREFIX: "production_",
  });
  expect(algolia).not.toBe(embeddedTemplateSearch);
});

test("the embedded index returns each test type's templates, at most 50, with links to their pages", async () => {
  for (const test of testTypes) {
    const hits = await embeddedTemplateSearch(test);
    expect(hits.length).toBeLessThanOrEqual(templatesPerSearch);
    expect(hits.length).toBe(allTemplates.filter((entry) => entry.test === test).length);
    for (const result of hits) expect(result.link).toBe(templatePath(result.id));
  }
  for (const test of ["TOEFL", "IELTS", "GRE", "CPS HSAT", "HSPT", "NYC SHSAT"]) {
    expect(isTestType(test) && (await embeddedTemplateSearch(test)).length).toBeGreaterThanOrEqual(5);
  }
});

function callApi(query: string) {
  return answerTemplatesRequest(new Request(`http://localhost/api/templates${query}`), embeddedTemplateSearch);
}

test("GET /api/templates answers the hits of a test type, and 400 with a JSON error for a bad one", async () => {
  const ok = await callApi("?test=NYC+SHSAT");
  expect(ok.status).toBe(200);
  const body: { hits: { link: string }[] } = await ok.json();
  expect(body.hits).toEqual(await embeddedTemplateSearch("NYC SHSAT"));
  for (const query of ["", "?test=toefl", "?test=MCAT"]) {
    const bad = await callApi(query);
    expect(bad.status).toBe(400);
    expect(await bad.json()).toHaveProperty("error");
  }
});
