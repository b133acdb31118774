// Rate limits count clients, not connections: behind a proxy (TRUST_PROXY as
// a list of proxy addresses here, the socket's loopback), a forwarded address
// that carries a port, or an IPv6 client rotating through its /64, is one
// client on every limit, the admin sign-in's included; links that open a
// database transaction are limited too. Raw sockets, as a hostile client talks.
import { afterAll, beforeAll, expect, test } from "vitest";
import { adminWords } from "#app/catalog/admin/admin";
import { confirmPage } from "#app/catalog/newsletter-pages";
import { mailLinkLimits } from "#app/server/http-context.server";
import { type EdgeServer, linesWithStacks, request, sendRaw, startEdgeServer } from "./support";

const leadsPerMinute = 2;
let server: EdgeServer;

beforeAll(async () => {
  server = await startEdgeServer({ TRUST_PROXY: "loopback", LEADS_RATE_LIMIT: String(leadsPerMinute) });
}, 120_000);

afterAll(async () => {
  await server?.stop();
  expect(linesWithStacks(server.log())).toEqual([]);
});

const signUp = (forwardedFor: string) =>
  sendRaw(server.port, [
    request("POST", "/api/newsletter", {
      headers: { "Content-Type": "application/json", "X-Forwarded-For": forwardedFor },
      body: JSON.stringify({ email: `edge-${forwardedFor.length}@example.com`, consent: "unknown" }),
    }),
  ]);

const signInRequest = (forwardedFor: string) =>
  sendRaw(server.port, [
    request("POST", "/admin/sign-in", {
      headers: { "Content-Type": "application/x-www-form-urlencoded", "X-Forwarded-For": forwardedFor },
      body: new URLSearchParams({ email: `someone-${Math.random()}@example.com` }).toString(),
    }),
  ]);

test("a forwarded address with a port is one client whatever the port: the third sign-up in a minute gets 429", async () => {
  const statuses = [];
  for (const port of [51234, 51235, 51236]) statuses.push((await signUp(`198.51.100.7:${port}`)).status);
  expect(statuses.slice(0, leadsPerMinute)).not.toContain(429);
  expect(statuses.at(-1)).toBe(429);
  // Another client is not held back.
  expect((await signUp("198.51.100.8:51234")).status).not.toBe(429);
});

test("an IPv6 client rotating through its /64, bracketed with a port or bare, is one client", async () => {
  const addresses = ["[2001:db8:7:1::1]:443", "2001:db8:7:1::2", "[2001:db8:7:1:ffff:ffff:ffff:ffff]:51234"];
  const statuses = [];
  for (const address of addresses) statuses.push((await signUp(address)).status);
  expect(statuses.at(-1)).toBe(429);
  expect((await signUp("2001:db8:7:2::1")).status).not.toBe(429);
});

test("the admin sign-in limit groups IPv6 by /64 and drops ports the same way", async () => {
  const answers = [];
  for (let n = 0; n < 11; n++) {
    const address = n % 2 === 0 ? `2001:db8:9:1::${(n + 1).toString(16)}` : `[2001:db8:9:1:${n}::1]:${40_000 + n}`;
    answers.push(await signInRequest(address));
  }
  expect(answers.slice(0, 10).map((answer) => answer.status)).toEqual(new Array(10).fill(200));
  const refused = answers[10];
  expect(refused?.status).toBe(429);
  expect(refused?.headers["retry-after"]).toMatch(/^\d+$/);
  expect(refused?.body).toContain(adminWords.signIn.tooMany.replaceAll("'", "&#x27;"));
});

test("opening confirmation links is limited per client: then 429, Retry-After and a page that says to wait", async () => {
  const open = () =>
    sendRaw(server.port, [
      request("GET", `/newsletter/confirm?token=${"A".repeat(43)}`, {
        headers: { "X-Forwarded-For": "203.0.113.50:1234" },
      }),
    ]);
  for (let n = 0; n < mailLinkLimits.limit; n++) expect((await open()).status).toBe(400);
  const refused = await open();
  expect(refused.status).toBe(429);
  expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
  expect(refused.body).toContain(confirmPage.tooMany.heading);
});

test("using sign-in links is limited per client: then 429, Retry-After and a page that says to wait", async () => {
  const verify = () =>
    sendRaw(server.port, [
      request("POST", "/admin/sign-in/verify", {
        headers: { "Content-Type": "application/x-www-form-urlencoded", "X-Forwarded-For": "[2001:db8:5::1]:443" },
        body: "token=not-a-token",
      }),
    ]);
  for (let n = 0; n < mailLinkLimits.limit; n++) expect((await verify()).status).toBe(400);
  const refused = await verify();
  expect(refused.status).toBe(429);
  expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
  expect(refused.body).toContain(adminWords.verify.tooMany.heading);
});

test("the not-found log line keeps at most 300 characters of the path and says it cut it", async () => {
  const answer = await sendRaw(server.port, [request("GET", `/${"n".repeat(10_000)}`)]);
  expect(answer.status).toBe(404);
  // The logger writes asynchronously: the line may come a moment after the answer.
  const lineOf = () =>
    server
      .log()
      .split("\n")
      .find((entry) => entry.includes("404: no page at /nnnn"));
  for (let wait = 0; wait < 40 && !lineOf(); wait++) await new Promise((resolve) => setTimeout(resolve, 50));
  const line = lineOf();
  expect(line).toBeDefined();
  expect(line).toContain("truncated, 10001 characters");
  expect(line?.length ?? 0).toBeLessThan(1_000);
});
