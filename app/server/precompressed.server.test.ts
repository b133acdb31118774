import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import http from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, expect, test } from "vitest";
import { precompressClient } from "../vite/precompress";
import { contentSecurityPolicy, inlineScriptHashes } from "./http-security.server";
import { loadPrecompressed, pagePathOf, precompressedAnswers, rendersPerRequest } from "./precompressed.server";

// A client directory with a page, its .data file and an asset, served by the fast path in front of a stand-in for Express.
const page = `<!doctype html><title>Pricing</title><script>boot()</script>${"<p>Plans for every exam.</p>".repeat(200)}`;
const pricingPolicy = contentSecurityPolicy({}, inlineScriptHashes(page));
let dir = "";
let base = "";
let server: http.Server | undefined;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), "precompressed-"));
  mkdirSync(path.join(dir, "pricing"));
  mkdirSync(path.join(dir, "study-planner"));
  mkdirSync(path.join(dir, "assets"));
  writeFileSync(path.join(dir, "pricing", "index.html"), page);
  writeFileSync(path.join(dir, "study-planner", "index.html"), page);
  writeFileSync(path.join(dir, "assets", "app-123.css"), "body{color:red}".repeat(100));
  writeFileSync(path.join(dir, "robots.txt"), "User-agent: *\n");
  writeFileSync(path.join(dir, "logo.png"), Buffer.alloc(2048, 1));
  await precompressClient(dir);
  // A file changed after the build (as `npm run perf` does): its stale copies are not served.
  writeFileSync(path.join(dir, "study-planner", "index.html"), `${page}<!-- changed -->`);
  // Each page's CSP names the hashes of the inline scripts of the file that is served.
  const { files } = await loadPrecompressed(dir, {});
  // The study planner reads its query (app/routes-prerender.ts); the pricing page does not.
  const answer = precompressedAnswers(files);
  const listening = http.createServer((req, res) => {
    if (answer(req, res, req.url ?? "")) return;
    res.writeHead(418, { "Content-Type": "text/plain" });
    res.end("express");
  });
  server = listening;
  await new Promise<void>((resolve) => listening.listen(0, "127.0.0.1", resolve));
  const address = listening.address();
  base = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
});

afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
  rmSync(dir, { recursive: true, force: true });
});

type Answer = { status: number; headers: http.IncomingHttpHeaders; body: Buffer };

function get(target: string, headers: Record<string, string> = {}, method = "GET"): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request(`${base}${target}`, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on("error", reject);
    req.end();
  });
}

test("a page is sent in the coding the client accepts, each with its own strong ETag and length", async () => {
  const br = await get("/pricing", { "Accept-Encoding": "gzip, deflate, br, zstd" });
  expect(br.status).toBe(200);
  expect(br.headers["content-encoding"]).toBe("br");
  expect(brotliDecompressSync(br.body).toString()).toBe(page);
  expect(br.headers["content-length"]).toBe(String(br.body.byteLength));
  const gzip = await get("/pricing/", { "Accept-Encoding": "gzip" });
  expect(gzip.headers["content-encoding"]).toBe("gzip");
  expect(gunzipSync(gzip.body).toString()).toBe(page);
  const identity = await get("/pricing");
  expect(identity.headers["content-encoding"]).toBeUndefined();
  expect(identity.body.toString()).toBe(page);
  const tags = [br, gzip, identity].map((answer) => answer.headers.etag);
  expect(new Set(tags).size).toBe(3);
  for (const tag of tags) expect(tag).toMatch(/^"[^"]+"$/);
  for (const answer of [br, gzip, identity]) {
    expect(answer.headers.vary).toBe("Accept-Encoding");
    expect(answer.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(answer.headers["cache-control"]).toBe("public, max-age=0, s-maxage=300, stale-while-revalidate=86400");
    expect(answer.headers["content-security-policy"]).toBe(pricingPolicy);
    expect(answer.headers["x-content-type-options"]).toBe("nosniff");
    expect(answer.headers["strict-transport-security"]).toBeUndefined();
  }
});

test("If-None-Match with the coding's ETag answers 304 with the page's headers and no body", async () => {
  const first = await get("/pricing", { "Accept-Encoding": "br" });
  const again = await get("/pricing", { "Accept-Encoding": "br", "If-None-Match": String(first.headers.etag) });
  expect(again.status).toBe(304);
  expect(again.body.byteLength).toBe(0);
  expect(again.headers.etag).toBe(first.headers.etag);
  expect(again.headers["content-security-policy"]).toBe(pricingPolicy);
  expect(again.headers["cache-control"]).toBe(first.headers["cache-control"]);
  // Another coding's tag is another representation.
  const gzip = await get("/pricing", { "Accept-Encoding": "gzip", "If-None-Match": String(first.headers.etag) });
  expect(gzip.status).toBe(200);
  const since = await get("/pricing", { "If-Modified-Since": String(first.headers["last-modified"]) });
  expect(since.status).toBe(304);
});

test("Brotli is preferred, then gzip, then the file as it is; the client's weights count and q=0 refuses", async () => {
  const codings: [string | undefined, string | undefined][] = [
    ["gzip, deflate, br, zstd", "br"],
    ["gzip", "gzip"],
    ["deflate", undefined],
    [undefined, undefined],
    ["br;q=0.5, gzip;q=0.9", "gzip"],
    ["br;q=0, gzip", "gzip"],
    ["*", "br"],
    ["br;q=0, gzip;q=0", undefined],
  ];
  for (const [accepted, coding] of codings) {
    const answer = await get("/pricing", accepted === undefined ? {} : { "Accept-Encoding": accepted });
    expect([accepted, answer.status, answer.headers["content-encoding"]]).toEqual([accepted, 200, coding]);
  }
});

test("a failed If-Match or If-Unmodified-Since answers 412, as Express would", async () => {
  expect((await get("/pricing", { "If-Match": '"x"' })).status).toBe(412);
  expect((await get("/pricing", { "If-Unmodified-Since": "Thu, 01 Jan 1970 00:00:00 GMT" })).status).toBe(412);
  const tag = String((await get("/pricing")).headers.etag);
  expect((await get("/pricing", { "If-Match": `"x", ${tag}` })).status).toBe(200);
});

test("HEAD sends the headers of the GET without the body", async () => {
  const head = await get("/pricing", { "Accept-Encoding": "br" }, "HEAD");
  const body = await get("/pricing", { "Accept-Encoding": "br" });
  expect(head.status).toBe(200);
  expect(head.body.byteLength).toBe(0);
  expect(head.headers["content-length"]).toBe(body.headers["content-length"]);
  expect(head.headers.etag).toBe(body.headers.etag);
});

test("a file changed after the build is compressed again at start-up, never served stale", async () => {
  const answer = await get("/study-planner", { "Accept-Encoding": "br" });
  expect(brotliDecompressSync(answer.body).toString()).toBe(`${page}<!-- changed -->`);
  expect(answer.headers["content-security-policy"]).toBe(contentSecurityPolicy({}, inlineScriptHashes(page)));
});

test("assets, small files and images get their own caching and codings", async () => {
  const asset = await get("/assets/app-123.css?v=1", { "Accept-Encoding": "br" });
  expect(asset.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
  expect(asset.headers["content-encoding"]).toBe("br");
  expect(asset.headers["content-security-policy"]).toBe(contentSecurityPolicy({}));
  const robots = await get("/robots.txt", { "Accept-Encoding": "br" });
  expect(robots.headers["content-encoding"]).toBeUndefined();
  expect(robots.headers["cache-control"]).toBe("public, max-age=3600");
  expect(robots.headers.vary).toBe("Accept-Encoding");
  const png = await get("/logo.png", { "Accept-Encoding": "br" });
  expect(png.headers["content-type"]).toBe("image/png");
  expect(png.headers.vary).toBeUndefined();
});

test("everything else is left to Express", async () => {
  const cases: [string, Record<string, string>, string][] = [
    ["/study-planner?exam=cps", {}, "GET"],
    ["/pricing", {}, "POST"],
    ["/pricing", {}, "OPTIONS"],
    ["/pricing/index.html", {}, "GET"],
    ["/pricing.br", {}, "GET"],
    ["/pricing//", {}, "GET"],
    ["/nowhere", {}, "GET"],
    ["/pricing", { "Accept-Encoding": "identity;q=0" }, "GET"],
    ["/robots.txt", { "Accept-Encoding": "*;q=0" }, "GET"],
  ];
  for (const [target, headers, method] of cases) {
    const answer = await get(target, headers, method);
    expect(answer.body.toString(), `${method} ${target} ${JSON.stringify(headers)}`).toBe("express");
  }
  // Campaign parameters or another page's query still get the file.
  expect((await get("/study-planner?utm_source=news")).status).toBe(200);
  expect((await get("/pricing?exam=cps")).status).toBe(200);
});

const reading = new Set(["/highschoolentrance/points-calculator", "/study-planner"]);
const query = (text: string) => new URLSearchParams(text);

test("a page that reads its query is rendered per request when the query has its fields", () => {
  expect(rendersPerRequest("/highschoolentrance/points-calculator", query("hsat_math=90"), reading)).toBe(true);
  expect(rendersPerRequest("/highschoolentrance/points-calculator/", query("anything=1"), reading)).toBe(true);
  expect(rendersPerRequest("/highschoolentrance/points-calculator.data", query("hsat_math=9"), reading)).toBe(true);
  expect(rendersPerRequest("/study-planner", query("exam=cps&date=2027-01-10"), reading)).toBe(true);
});

test("the same page without a query, or with only campaign tracking, comes from disk", () => {
  expect(rendersPerRequest("/highschoolentrance/points-calculator", query(""), reading)).toBe(false);
  expect(
    rendersPerRequest("/study-planner", query("utm_source=news&utm_medium=email&gclid=abc&fbclid=x"), reading),
  ).toBe(false);
});

test("pages that do not read their query are always served pre-rendered", () => {
  expect(rendersPerRequest("/pricing", query("exam=toefl"), reading)).toBe(false);
  expect(rendersPerRequest("/", query("hsat_math=90"), reading)).toBe(false);
});

test("trailing slashes and .data files name their page", () => {
  expect(pagePathOf("/study-planner/")).toBe("/study-planner");
  expect(pagePathOf("/study-planner.data")).toBe("/study-planner");
  expect(pagePathOf("/")).toBe("/");
});
