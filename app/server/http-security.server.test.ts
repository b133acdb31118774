// @vitest-environment node
import { createHash } from "node:crypto";
import express from "express";
import { afterAll, beforeAll, expect, test } from "vitest";
import {
  answerHeaders,
  contentSecurityPolicy,
  cspNonce,
  inlineScriptHashes,
  securityHeaders,
} from "./http-security.server";

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
  app.use(securityHeaders({}));
  // A page rendered for the request reads the nonce its inline scripts must carry.
  app.get("/page", (_req, res) => {
    res.type("text").send(String(cspNonce(res)));
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

test("each response carries its own nonce, the one its page's inline scripts are given", async () => {
  const first = await fetch(`${baseUrl}/page`, { headers: { "Accept-Encoding": "gzip" } });
  const second = await fetch(`${baseUrl}/page`);
  const nonces = [await first.text(), await second.text()];
  expect(nonces[0]).toMatch(/^[A-Za-z0-9+/]{22}==$/);
  expect(nonces[0]).not.toBe(nonces[1]);
  expect(first.headers.get("Content-Security-Policy")).toContain(`script-src 'self' 'nonce-${nonces[0]}';`);
  expect(first.headers.get("Cross-Origin-Opener-Policy")).toBeNull();
  expect(second.headers.get("Content-Security-Policy")).toContain(`'nonce-${nonces[1]}'`);
  expect(first.headers.get("X-Content-Type-Options")).toBe("nosniff");
  expect(first.headers.get("Referrer-Policy")).toBe("strict-origin-when-cross-origin");
  expect(first.headers.get("Permissions-Policy")).toContain("camera=()");
});

test("outside production no HSTS is sent, whatever the proxy says", async () => {
  const plain = await fetch(`${baseUrl}/api`);
  expect(plain.headers.get("Strict-Transport-Security")).toBeNull();
  expect(plain.headers.get("Content-Security-Policy")).toMatch(/^default-src 'self';script-src 'self' 'nonce-/);
  const behindTls = await fetch(`${baseUrl}/api`, { headers: { "X-Forwarded-Proto": "https" } });
  expect(behindTls.headers.get("Strict-Transport-Security")).toBeNull();
});

test("the answers prepared in memory carry the headers of every other answer", async () => {
  const rendered = await fetch(`${baseUrl}/api`);
  const prepared = answerHeaders({});
  for (const name of ["x-content-type-options", "referrer-policy", "x-frame-options", "permissions-policy"]) {
    expect([name, prepared[name]]).toEqual([name, rendered.headers.get(name)]);
  }
  expect(prepared["content-security-policy"]).toBeUndefined();
  expect(answerHeaders({ production: true })["strict-transport-security"]).toMatch(/^max-age=31536000/);
});

/** An app behind securityHeaders with `production` set and TRUST_PROXY=0, for one test. */
async function productionApp(): Promise<{ url: string; close: () => void }> {
  const app = express();
  app.set("trust proxy", 0);
  app.use(securityHeaders({ production: true }));
  app.use((_req, res) => {
    res.type("text").send("ok");
  });
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  const address = server.address();
  return {
    url: `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`,
    close: () => server.close(),
  };
}

test("in production HSTS is sent whatever the proxy says, even when X-Forwarded-Proto is not trusted", async () => {
  const production = await productionApp();
  try {
    const proxies: Record<string, string>[] = [{}, { "X-Forwarded-Proto": "https" }, { "X-Forwarded-Proto": "http" }];
    for (const headers of proxies) {
      const answer = await fetch(`${production.url}/`, { headers });
      expect(answer.headers.get("Strict-Transport-Security")).toMatch(/^max-age=31536000/);
    }
  } finally {
    production.close();
  }
});

test("no Referer leaves the inbox or the newsletter's token pages; other pages keep the site's policy", async () => {
  const production = await productionApp();
  try {
    const policyOf = async (path: string) => (await fetch(`${production.url}${path}`)).headers.get("Referrer-Policy");
    for (const path of [
      "/admin",
      "/admin/sign-in/verify?token=abc",
      "/admin/messages.csv",
      "/newsletter/confirm?token=abc",
      "/newsletter/unsubscribe?email=a%40example.com&sig=abc",
      "/ADMIN/sign-in/verify?token=abc",
      "/%61dmin/sign-in/verify?token=abc",
      "//newsletter/confirm?token=abc",
    ]) {
      expect([path, await policyOf(path)]).toEqual([path, "no-referrer"]);
    }
    for (const path of ["/", "/administrator", "/newsletters", "/blog/newsletter"]) {
      expect([path, await policyOf(path)]).toEqual([path, "strict-origin-when-cross-origin"]);
    }
  } finally {
    production.close();
  }
});
