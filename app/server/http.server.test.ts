// @vitest-environment node
import { expect, test } from "vitest";
import { errorSummary, jsonBodyLimitBytes, readJsonBody } from "./http.server";

const post = (body: BodyInit, headers: Record<string, string> = { "Content-Type": "application/json" }) =>
  new Request("http://127.0.0.1/api", { method: "POST", headers, body });

test("a JSON body is parsed; charset parameters are fine", async () => {
  const result = await readJsonBody(post('{"a":1}', { "Content-Type": "application/json; charset=utf-8" }));
  expect(result).toEqual({ ok: true, value: { a: 1 } });
});

test("a body over 16 KiB is refused with 413 even without a Content-Length", async () => {
  const big = new TextEncoder().encode(JSON.stringify({ a: "x".repeat(jsonBodyLimitBytes) }));
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      for (let offset = 0; offset < big.length; offset += 1024) controller.enqueue(big.slice(offset, offset + 1024));
      controller.close();
    },
  });
  const request = new Request("http://127.0.0.1/api", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: stream,
    // @ts-expect-error Node's fetch needs duplex for a streamed body; the DOM types do not know it.
    duplex: "half",
  });
  const result = await readJsonBody(request);
  expect(result.ok ? 200 : result.response.status).toBe(413);
});

test("a body of exactly 16 KiB is read", async () => {
  const body = JSON.stringify({ a: "x".repeat(jsonBodyLimitBytes - 8) });
  expect(body.length).toBe(jsonBodyLimitBytes);
  expect((await readJsonBody(post(body))).ok).toBe(true);
});

test("other content types get 415", async () => {
  const result = await readJsonBody(post("a=1", { "Content-Type": "text/plain" }));
  expect(result.ok ? 200 : result.response.status).toBe(415);
});

test("an error summary never carries an email address", () => {
  const summary = errorSummary(Object.assign(new Error("550 rejected: <ada@example.com>"), { code: "EENVELOPE" }));
  expect(summary).toEqual({ name: "Error", code: "EENVELOPE", message: "550 rejected: <[address]>" });
});
