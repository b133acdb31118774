import { mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "vitest";
import { EnvError } from "#app/lib/env-schema";
import { readServerEnv } from "./env.server";
import {
  confirmationToken,
  developmentLeadsSecret,
  resolveLeadsSecret,
  tokenHash,
  unsubscribeUrl,
  verifyUnsubscribe,
} from "./leads-secret.server";

const secret = "a-secret-of-at-least-32-characters-long";

test("LEADS_SECRET is checked: at least 32 characters; LEAD_RETENTION_DAYS defaults to 730", () => {
  expect(() => readServerEnv({ LEADS_SECRET: "short" })).toThrow("LEADS_SECRET must be at least 32 characters");
  expect(readServerEnv({}).LEAD_RETENTION_DAYS).toBe(730);
  expect(() => readServerEnv({ LEAD_RETENTION_DAYS: "0" })).toThrow("LEAD_RETENTION_DAYS must be a whole number");
});

test("outside production an unset secret is the development one; with DATABASE_URL in production it stops the server", () => {
  const base = { DATA_DIR: "./unused", DATABASE_URL: undefined, LEADS_SECRET: undefined };
  expect(resolveLeadsSecret({ ...base, NODE_ENV: "development" })).toBe(developmentLeadsSecret);
  expect(resolveLeadsSecret({ ...base, NODE_ENV: "production", LEADS_SECRET: secret })).toBe(secret);
  expect(() =>
    resolveLeadsSecret({ ...base, NODE_ENV: "production", DATABASE_URL: "postgres://db.example/leads" }),
  ).toThrow(EnvError);
});

test("in production with PGlite an unset secret is made once, kept in DATA_DIR for the owner only, and reused", () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), "examwise-secret-"));
  try {
    const env = {
      DATA_DIR: dataDir,
      NODE_ENV: "production" as const,
      DATABASE_URL: undefined,
      LEADS_SECRET: undefined,
    };
    const first = resolveLeadsSecret(env);
    expect(first).toMatch(/^[0-9a-f]{64}$/);
    expect(first).not.toBe(developmentLeadsSecret);
    expect(resolveLeadsSecret(env)).toBe(first);
    const file = path.join(dataDir, "leads-secret");
    expect(readFileSync(file, "utf8")).toBe(first);
    expect(statSync(file).mode & 0o777).toBe(0o600);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
});

test("a confirmation token is derived from its id and secret; only its SHA-256 is a lookup key", () => {
  const token = confirmationToken(secret, "3f0c7a52-1f0e-4d53-9d59-0b8a6d2a4d10");
  expect(token).toMatch(/^[\w-]{43}$/);
  expect(confirmationToken(secret, "3f0c7a52-1f0e-4d53-9d59-0b8a6d2a4d10")).toBe(token);
  expect(confirmationToken(`${secret}x`, "3f0c7a52-1f0e-4d53-9d59-0b8a6d2a4d10")).not.toBe(token);
  expect(tokenHash(token)).toMatch(/^[0-9a-f]{64}$/);
});

test("an unsubscribe link carries the subscriber id and its signature, never the address", () => {
  const id = "3f0c7a52-1f0e-4d53-9d59-0b8a6d2a4d10";
  const url = new URL(unsubscribeUrl("https://examwise.example", secret, id));
  expect(url.pathname).toBe("/newsletter/unsubscribe");
  expect(url.searchParams.get("id")).toBe(id);
  const signature = url.searchParams.get("sig") ?? "";
  expect(verifyUnsubscribe(secret, id, signature)).toBe(true);
  expect(verifyUnsubscribe(secret, id.replace("3f", "4f"), signature)).toBe(false);
  expect(verifyUnsubscribe(secret, id, `${signature}A`)).toBe(false);
  expect(verifyUnsubscribe("another-secret-of-at-least-32-chars", id, signature)).toBe(false);
});
