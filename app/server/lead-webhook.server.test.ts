import { createHmac } from "node:crypto";
import { expect, test } from "vitest";
import { signWebhook, verifyWebhookSignature } from "./lead-webhook.server";

const secret = "receiver-secret-0123456789abcdef0123456789";
const body = '{"id":"contact.created:1","event":"contact.created"}';
const now = new Date("2026-11-26T12:00:00Z");
const timestamp = Math.floor(now.getTime() / 1000);

test("a signature is sha256= and the hex HMAC-SHA256 of `timestamp.body`", () => {
  const hex = createHmac("sha256", secret).update(`${timestamp}.${body}`).digest("hex");
  expect(signWebhook(secret, timestamp, body)).toBe(`sha256=${hex}`);
});

test("a signature verifies with its secret, body and timestamp within the tolerance, and not otherwise", () => {
  const signature = signWebhook(secret, timestamp, body);
  const check = (request: Partial<Parameters<typeof verifyWebhookSignature>[1]>, at = now) =>
    verifyWebhookSignature(secret, { body, timestamp: String(timestamp), signature, ...request }, { now: at });
  expect(check({})).toBe(true);
  expect(check({}, new Date(now.getTime() + 300_000))).toBe(true);
  expect(check({}, new Date(now.getTime() - 300_000))).toBe(true);
  // A replay after the window, or a request from the future, fails.
  expect(check({}, new Date(now.getTime() + 301_000))).toBe(false);
  expect(check({}, new Date(now.getTime() - 301_000))).toBe(false);
  expect(check({ body: body.replace("1", "2") })).toBe(false);
  expect(check({ timestamp: String(timestamp + 1) })).toBe(false);
  expect(check({ signature: signature.toUpperCase() })).toBe(false);
  expect(check({ signature: signature.slice(0, -1) })).toBe(false);
  expect(check({ signature: null })).toBe(false);
  expect(check({ timestamp: undefined })).toBe(false);
  expect(check({ timestamp: "1.5e9" })).toBe(false);
  expect(verifyWebhookSignature(`${secret}x`, { body, timestamp: String(timestamp), signature }, { now })).toBe(false);
  expect(
    verifyWebhookSignature(secret, { body, timestamp: String(timestamp), signature }, { now, toleranceSeconds: 10 }),
  ).toBe(true);
});
