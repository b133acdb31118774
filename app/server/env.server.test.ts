import { expect, test } from "vitest";
import { EnvError } from "#app/lib/env-schema";
import { readServerEnv } from "./env.server";

test("an empty environment gives the documented defaults", () => {
  const env = readServerEnv({});
  expect(env).toMatchObject({
    PORT: 3000,
    DATA_DIR: "./data",
    ALGOLIA_INDEX_PREFIX: "production_",
    TRUST_PROXY: 0,
    SITE_URL: "http://localhost:3000",
  });
  expect(env.DATABASE_URL).toBeUndefined();
  expect(env.SMTP_URL).toBeUndefined();
});

test("a port that is not a number stops with one readable line", () => {
  expect(() => readServerEnv({ PORT: "abc" })).toThrow(EnvError);
  expect(() => readServerEnv({ PORT: "abc" })).toThrow(
    'Invalid environment: PORT must be a whole number from 1 to 65535 (got "abc")',
  );
});

test("every bad value is named in the same line", () => {
  try {
    readServerEnv({ PORT: "70000", DATABASE_URL: "mysql://x", SITE_URL: "not a url" });
    expect.unreachable();
  } catch (error) {
    const message = error instanceof Error ? error.message : "";
    expect(message.split("\n")).toHaveLength(1);
    expect(message).toContain("PORT");
    expect(message).toContain("DATABASE_URL must be a postgres:// URL");
    expect(message).toContain("SITE_URL must be an http(s) URL");
  }
});

test("blank values count as unset and URLs lose their trailing slash", () => {
  const env = readServerEnv({ PORT: "", SITE_URL: "https://examwise.example/", GA_MEASUREMENT_ID: "" });
  expect(env.PORT).toBe(3000);
  expect(env.SITE_URL).toBe("https://examwise.example");
  expect(env.GA_MEASUREMENT_ID).toBeUndefined();
});

test("a measurement id must look like a GA4 id", () => {
  expect(() => readServerEnv({ GA_MEASUREMENT_ID: "UA-123" })).toThrow("GA_MEASUREMENT_ID must look like G-XXXXXXX");
});

test("the outbox timings are unset unless given, and checked when given", () => {
  const defaults = readServerEnv({});
  expect(defaults.OUTBOX_RETRY_MS).toBeUndefined();
  expect(defaults.OUTBOX_CLAIM_MS).toBeUndefined();
  expect(readServerEnv({ OUTBOX_RETRY_MS: "2000", OUTBOX_CLAIM_MS: "15000" })).toMatchObject({
    OUTBOX_RETRY_MS: 2_000,
    OUTBOX_CLAIM_MS: 15_000,
  });
  expect(() => readServerEnv({ OUTBOX_CLAIM_MS: "10" })).toThrow("OUTBOX_CLAIM_MS must be a whole number");
});

test("LEAD_RETENTION_DAYS is a positive whole number of days, 730 unless given", () => {
  expect(readServerEnv({}).LEAD_RETENTION_DAYS).toBe(730);
  expect(readServerEnv({ LEAD_RETENTION_DAYS: "" }).LEAD_RETENTION_DAYS).toBe(730);
  expect(readServerEnv({ LEAD_RETENTION_DAYS: "365" }).LEAD_RETENTION_DAYS).toBe(365);
  for (const bad of ["0", "-30", "1.5", "two years", "36501"]) {
    expect(() => readServerEnv({ LEAD_RETENTION_DAYS: bad })).toThrow(EnvError);
    expect(() => readServerEnv({ LEAD_RETENTION_DAYS: bad })).toThrow(
      `Invalid environment: LEAD_RETENTION_DAYS must be a whole number from 1 to 36500 (got "${bad}")`,
    );
  }
});

test("the lead webhook is off unless both its URL and its secret are set", () => {
  const secret = "s".repeat(32);
  expect(readServerEnv({}).LEADS_WEBHOOK_URL).toBeUndefined();
  expect(readServerEnv({}).LEADS_WEBHOOK_SECRET).toBeUndefined();
  expect(
    readServerEnv({ LEADS_WEBHOOK_URL: "https://crm.example/hooks/leads", LEADS_WEBHOOK_SECRET: secret }),
  ).toMatchObject({ LEADS_WEBHOOK_URL: "https://crm.example/hooks/leads", LEADS_WEBHOOK_SECRET: secret });
  expect(() => readServerEnv({ LEADS_WEBHOOK_URL: "https://crm.example/hooks/leads" })).toThrow(
    "Invalid environment: LEADS_WEBHOOK_SECRET must be set with LEADS_WEBHOOK_URL",
  );
  expect(() => readServerEnv({ LEADS_WEBHOOK_SECRET: secret })).toThrow(
    "Invalid environment: LEADS_WEBHOOK_URL must be set with LEADS_WEBHOOK_SECRET",
  );
});

test("the lead webhook's URL is http(s), https in production unless local, and its secret is long", () => {
  const secret = "s".repeat(32);
  expect(() => readServerEnv({ LEADS_WEBHOOK_URL: "ftp://crm.example/", LEADS_WEBHOOK_SECRET: secret })).toThrow(
    'LEADS_WEBHOOK_URL must be an http(s) URL (got "ftp://crm.example/")',
  );
  expect(() => readServerEnv({ LEADS_WEBHOOK_URL: "https://crm.example/", LEADS_WEBHOOK_SECRET: "too-short" })).toThrow(
    'LEADS_WEBHOOK_SECRET must be at least 32 characters (e.g. `openssl rand -hex 32`) (got "too-short")',
  );
  expect(() => readServerEnv({ LEADS_WEBHOOK_URL: "http://crm.example/", LEADS_WEBHOOK_SECRET: secret })).toThrow(
    "LEADS_WEBHOOK_URL must be an https URL in production (http only for localhost)",
  );
  for (const local of ["http://localhost:8080/hook", "http://127.0.0.1:8080/hook", "http://[::1]:8080/hook"]) {
    expect(readServerEnv({ LEADS_WEBHOOK_URL: local, LEADS_WEBHOOK_SECRET: secret }).LEADS_WEBHOOK_URL).toBe(local);
  }
  expect(
    readServerEnv({ NODE_ENV: "development", LEADS_WEBHOOK_URL: "http://crm.test/", LEADS_WEBHOOK_SECRET: secret })
      .LEADS_WEBHOOK_URL,
  ).toBe("http://crm.test/");
});
