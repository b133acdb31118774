// Pre-rendered pages from memory, compressed at build (docs/decisions/025):
// the coding the client accepts, the same headers as before, and the same
// HTML once decompressed; pages that read their query still render per request.
import { readFileSync } from "node:fs";
import http from "node:http";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { expect, test } from "vitest";
import { projectRoot } from "../../scripts/lib/server.ts";
import { edgeServerForThisFile } from "./support";

const server = edgeServerForThisFile();
const clientDir = path.join(projectRoot, process.env.BUILD_DIR ?? "build", "client");
const pricingHtml = readFileSync(path.join(clientDir, "pricing", "index.html"), "utf8");

type Answer = { status: number; headers: http.IncomingHttpHeaders; body: Buffer };

/** A request with exactly these headers (fetch would add and decode its own Accept-Encoding). */
function get(target: string, headers: Record<string, string> = {}, method = "GET"): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request(`${server().url}${target}`, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on("error", reject);
    req.end();
  });
}

const sameEverywhere = [
  "cache-control",
  "content-security-policy",
  "content-type",
  "vary",
  "x-content-type-options",
  "referrer-policy",
  "x-frame-options",
  "cross-origin-opener-policy",
  "permissions-policy",
  "last-modified",
];

test("a pre-rendered page comes in Brotli, gzip or as it is, with the same headers and the same HTML", async () => {
  const br = await get("/pricing", { "Accept-Encoding": "gzip, deflate, br, zstd" });
  const gzip = await get("/pricing/", { "Accept-Encoding": "gzip" });
  const identity = await get("/pricing");
  expect([br, gzip, identity].map((answer) => answer.status)).toEqual([200, 200, 200]);
  expect(br.headers["content-encoding"]).toBe("br");
  expect(gzip.headers["content-encoding"]).toBe("gzip");
  expect(identity.headers["content-encoding"]).toBeUndefined();
  expect(brotliDecompressSync(br.body).toString()).toBe(pricingHtml);
  expect(gunzipSync(gzip.body).toString()).toBe(pricingHtml);
  expect(identity.body.toString()).toBe(pricingHtml);

  expect(br.headers["cache-control"]).toBe("public, max-age=0, s-maxage=300, stale-while-revalidate=86400");
  expect(br.headers["content-type"]).toBe("text/html; charset=utf-8");
  expect(br.headers.vary).toBe("Accept-Encoding");
  expect(br.headers["content-security-policy"]).toMatch(/script-src 'self' 'sha256-/);
  expect(br.headers["content-security-policy"]).not.toMatch(/nonce-/);
  expect(br.headers["x-frame-options"]).toBe("DENY");
  for (const answer of [gzip, identity]) {
    for (const name of sameEverywhere) expect(answer.headers[name], name).toBe(br.headers[name]);
    expect(answer.headers["content-length"]).toBe(String(answer.body.byteLength));
  }
  // One strong ETag per coding, so no cache hands Brotli bytes to a gzip client.
  const tags = [br, gzip, identity].map((answer) => answer.headers.etag);
  expect(new Set(tags).size).toBe(3);
  for (const tag of tags) expect(tag).toMatch(/^"[^"]+"$/);
});

test("the security headers of a pre-rendered page are those of a page rendered per request", async () => {
  const prerendered = await get("/pricing", { "Accept-Encoding": "br" });
  const rendered = await get("/study-planner?exam=cps", { "Accept-Encoding": "br" });
  for (const name of [
    "x-content-type-options",
    "referrer-policy",
    "x-frame-options",
    "permissions-policy",
    "strict-transport-security",
  ]) {
    expect(prerendered.headers[name], name).toBe(rendered.headers[name]);
  }
  // In production HSTS goes out whatever the proxy says (docs/decisions/036-mail-links-and-production-cookies.md).
  const behindTls = await get("/pricing", { "X-Forwarded-Proto": "https" });
  expect(behindTls.headers["strict-transport-security"]).toMatch(/^max-age=/);
  expect(prerendered.headers["strict-transport-security"]).toMatch(/^max-age=/);
});

test("a public page opens in the visitor's browsing-context group; only the lead inbox isolates its window", async () => {
  // docs/decisions/037-coop-where-it-protects.md
  for (const target of ["/", "/pricing", "/contact", "/study-planner?exam=cps"]) {
    expect((await get(target)).headers["cross-origin-opener-policy"], target).toBeUndefined();
  }
  for (const target of ["/admin", "/admin/sign-in"]) {
    expect((await get(target)).headers["cross-origin-opener-policy"], target).toBe("same-origin");
  }
});

test("a revalidation with the coding's ETag is a 304 with the page's CSP, and HEAD sends no body", async () => {
  const first = await get("/pricing", { "Accept-Encoding": "br" });
  const again = await get("/pricing", { "Accept-Encoding": "br", "If-None-Match": String(first.headers.etag) });
  expect(again.status).toBe(304);
  expect(again.body.byteLength).toBe(0);
  expect(again.headers["content-security-policy"]).toBe(first.headers["content-security-policy"]);
  expect(again.headers["cache-control"]).toBe(first.headers["cache-control"]);
  const head = await get("/pricing", { "Accept-Encoding": "br" }, "HEAD");
  expect(head.status).toBe(200);
  expect(head.body.byteLength).toBe(0);
  expect(head.headers["content-length"]).toBe(first.headers["content-length"]);
});

test("a page that reads its query still renders per request; campaign parameters still get the file", async () => {
  const computed = await get("/study-planner?exam=cps&date=2027-01-10", { "Accept-Encoding": "br" });
  expect(computed.status).toBe(200);
  expect(computed.headers["cache-control"]).toBe("no-store");
  expect(computed.headers["content-security-policy"]).toMatch(/'nonce-/);
  const campaign = await get("/study-planner?utm_source=newsletter", { "Accept-Encoding": "br" });
  expect(campaign.headers["cache-control"]).toMatch(/s-maxage=300/);
  expect(brotliDecompressSync(campaign.body).toString()).toBe(
    readFileSync(path.join(clientDir, "study-planner", "index.html"), "utf8"),
  );
});

test("hashed assets and a page's .data file are compressed at build too, with their own caching", async () => {
  const stylesheet = /<link rel="stylesheet" href="(\/assets\/[^"]+\.css)"/.exec(pricingHtml)?.[1];
  const asset = await get(String(stylesheet), { "Accept-Encoding": "br" });
  expect(asset.headers["content-encoding"]).toBe("br");
  expect(asset.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
  expect(asset.headers["content-type"]).toBe("text/css; charset=utf-8");
  const data = await get("/pricing.data", { "Accept-Encoding": "gzip" });
  expect(data.headers["content-encoding"]).toBe("gzip");
  expect(data.headers["cache-control"]).toBe("public, max-age=3600");
  expect(gunzipSync(data.body).toString()).toBe(readFileSync(path.join(clientDir, "pricing.data"), "utf8"));
});
