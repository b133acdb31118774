// The built server's life as an orchestrator sees it: liveness and readiness,
// a drain on SIGTERM that finishes what it holds, and one process per
// embedded database.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "vitest";
import { startServer } from "../../scripts/lib/server.ts";
import { request, sendRaw, startEdgeServer } from "./support";

test("/livez and /readyz answer 200 while the server runs", async () => {
  const server = await startEdgeServer();
  try {
    const live = await fetch(`${server.url}/livez`);
    expect(live.status).toBe(200);
    expect(live.headers.get("cache-control")).toBe("no-store");
    const ready = await fetch(`${server.url}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ ok: true, db: "up" });
  } finally {
    await server.stop();
  }
}, 120_000);

test("on SIGTERM the server takes no new connection, answers the request in flight, says it is not ready, and exits 0", async () => {
  const server = await startEdgeServer();
  const body = JSON.stringify({ email: "drain@example.com", consent: "newsletter-2026-11" });
  // A request in flight: headers and half the body sent before SIGTERM, the rest after.
  // A readiness check waits behind it on the same connection.
  let sendRest: () => void = () => {};
  const rest = new Promise<void>((resolve) => {
    sendRest = resolve;
  });
  const inFlight = sendRaw(server.port, [
    request("POST", "/api/newsletter", {
      headers: { "Content-Type": "application/json", Connection: "keep-alive", "Content-Length": String(body.length) },
    }),
    body.slice(0, 5),
    rest.then(() => `${body.slice(5)}GET /readyz HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`),
  ]);
  await new Promise((resolve) => setTimeout(resolve, 300));
  server.signal("SIGTERM");
  await new Promise((resolve) => setTimeout(resolve, 300));

  const refused = await sendRaw(server.port, [request("GET", "/livez")], { timeoutMs: 3_000 });
  expect(refused.status).toBeNull();
  expect(refused.error).toBe("ECONNREFUSED");

  sendRest();
  const answers = await inFlight;
  expect(answers.status).toBe(202);
  // The readiness check queued behind it is answered too, and says the process is draining.
  expect(answers.raw).toMatch(/HTTP\/1\.1 503 [\s\S]*"draining":true/);
  expect(await server.exited).toBe(0);
}, 120_000);

test("a second server on the same embedded database stops at once with one line saying why", async () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), "examwise-lock-"));
  const first = await startServer({ env: { DATA_DIR: dataDir } });
  try {
    const second = startServer({ env: { DATA_DIR: dataDir } });
    await expect(second).rejects.toThrow(/exited \(exit 1\)[\s\S]*is in use by process \d+/);
    const lines = ((await second.catch((error: Error) => error.message)) as string)
      .split("\n")
      .slice(2)
      .filter(Boolean);
    expect(lines).toHaveLength(1);
  } finally {
    await first.stop();
  }
}, 180_000);
