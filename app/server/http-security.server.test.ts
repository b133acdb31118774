// @vitest-environment node
import { createHash } from "node:crypto";
import compression from "compression";
import express from "express";
import { afterAll, beforeAll, expect, test } from "vitest";
import { contentSecurityPolicy, inlineScriptHashes, securityHeaders } from "./http-security.server";

const sha = (text: string) => `sha256-${createHash("sha256").update(text).digest("base64")}`;
const boot = "window.__ctx = {a: 1};";
const loader = 'import("/assets/entry.js");';
const page = `<!doctype html><html><head><script>${boot}</script><script type="application/ld+json">{"@type":"Thing"}</script>
<script src="/assets/app.js"></script></head><body><h1>Hi</h1><p>${"Long enough to be compressed. ".repeat(60)}</p><script type="module">${loader}</script></body></html>`;

let baseUrl = "";
let close = () => {};

beforeAll(async () => {
  const app = express();
  app.set("trust proxy", 1);
  app.use(compression());
  app.use(securityHeaders({}));
  app.get("/page", (_req, res) => {
    res.type("html");
    res.write(page.slice(0, 40));
    res.end(page.slice(40));
  });
  app.get("/api", (_req, res) => res.json({ ok: true }));
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  const address = server.address();
  baseUrl = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
  close = () => server.close();
});

afterAll(() => close());

test("every inline script of a page is hashed; external scripts and JSON-LD are not", () => {
  expect(inlineScriptHashes(page)).toEqual([sha(boot), sha(loader)]);
});

test("the policy allows this origin only, and Google's tag hosts only when GA is on", () => {
  const plain = contentSecurityPolicy({});
  expect(plain).toContain("default-src 'self'");
  expect(plain).toContain("script-src 'self';");
  expect(plain).toContain("frame-ancestors 'none'");
  expect(plain).toContain("object-src 'none'");
  expect(plain).not.toContain("google");

  const withGa = contentSecurityPolicy({ gaMeasurementId: "G-TEST1234" }, [sha(boot)]);
  expect(withGa).toContain(`script-src 'self' '${sha(boot)}' https://www.googletagmanager.com`);
  expect(withGa).toMatch(/connect-src 'self' [^;]*https:\/\/\*\.google-analytics\.com/);
});

test("an HTML page is served whole, compressed, with a policy carrying its script hashes", async () => {
  const response = await fetch(`${baseUrl}/page`, { headers: { "Accept-Encoding": "gzip" } });
  expect(await response.text()).toBe(page);
  expect(response.headers.get("Content-Encoding")).toBe("gzip");
  const policy = response.headers.get("Content-Security-Policy") ?? "";
  expect(policy).toContain(`'${sha(boot)}'`);
  expect(policy).toContain(`'${sha(loader)}'`);
  expect(response.headers.get("X-Content-Type-Options")).toBe("nosniff");
  expect(response.headers.get("Referrer-Policy")).toBe("strict-origin-when-cross-origin");
  expect(response.headers.get("Permissions-Policy")).toContain("camera=()");
});

test("HSTS is sent only for requests that came over HTTPS", async () => {
  const plain = await fetch(`${baseUrl}/api`);
  expect(plain.headers.get("Strict-Transport-Security")).toBeNull();
  expect(plain.headers.get("Content-Security-Policy")).toBe(contentSecurityPolicy({}));
  const behindTls = await fetch(`${baseUrl}/api`, { headers: { "X-Forwarded-Proto": "https" } });
  expect(behindTls.headers.get("Strict-Transport-Security")).toMatch(/^max-age=\d+/);
});
