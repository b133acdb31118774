import { expect, test, vi } from "vitest";
import { EnvError } from "#app/lib/env-schema";
import { forwardedForWarning, readServerEnv, trustProxyRule } from "./env.server";

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
    /^Invalid environment: PORT must be a whole number from 1 to 65535$/,
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
      /^Invalid environment: LEAD_RETENTION_DAYS must be a whole number from 1 to 36500$/,
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
    "LEADS_WEBHOOK_URL must be an http(s) URL",
  );
  expect(() => readServerEnv({ LEADS_WEBHOOK_URL: "https://crm.example/", LEADS_WEBHOOK_SECRET: "too-short" })).toThrow(
    "LEADS_WEBHOOK_SECRET must be at least 32 characters (e.g. `openssl rand -hex 32`)",
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

/** The message of the EnvError that `source` raises. */
function envErrorOf(source: Record<string, string>): string {
  try {
    readServerEnv(source);
  } catch (error) {
    if (error instanceof EnvError) return error.message;
    throw error;
  }
  throw new Error("the environment was accepted");
}

test("a bad value is named with its rule, and the value itself is never printed", () => {
  const message = envErrorOf({
    LEADS_SECRET: "short-but-secret-9f3a",
    DATABASE_URL: "mysql://examwise:hunter2-password@db.internal:3306/leads",
    SMTP_URL: "http://mailer:smtp-password-77@mail.example",
    LEADS_WEBHOOK_URL: "https://crm.example/hook",
    LEADS_WEBHOOK_SECRET: "webhook-secret-too-short",
    PORT: "port-4242",
  });
  expect(message).toContain("LEADS_SECRET must be at least 32 characters");
  expect(message).toContain("DATABASE_URL must be a postgres:// URL");
  expect(message).toContain("SMTP_URL must be an smtp:// or smtps:// URL");
  expect(message).toContain("LEADS_WEBHOOK_SECRET must be at least 32 characters");
  expect(message).toContain("PORT must be a whole number");
  for (const value of ["short-but-secret", "hunter2", "smtp-password", "webhook-secret", "port-4242", "db.internal"]) {
    expect(message).not.toContain(value);
  }
});

const mail = { NODE_ENV: "production", SMTP_URL: "smtp://mail.example:587" };

test("in production with mail on, SITE_URL must be the site's public https origin", () => {
  expect(readServerEnv({ ...mail, SITE_URL: "https://www.examwise.com/" }).SITE_URL).toBe("https://www.examwise.com");
  const local = [
    "http://localhost:3000",
    "http://www.examwise.com",
    "https://localhost",
    "https://app.localhost",
    "https://127.0.0.1",
    "https://10.1.2.3",
    "https://192.168.0.10:8443",
    "https://172.20.0.4",
    "https://[::1]:3000",
    "https://[fd00::1]",
    "https://site",
    "https://examwise.internal",
    "https://www.examwise.com/marketing",
  ];
  for (const siteUrl of local) {
    const message = envErrorOf({ ...mail, SITE_URL: siteUrl });
    expect(message).toContain("SITE_URL must be the site's public https origin");
    expect(message).toContain("ALLOW_LOCAL_SITE_URL=1");
  }
  // The default, http://localhost:3000, is refused too: a container started without SITE_URL mails dead links.
  expect(envErrorOf(mail)).toContain("SITE_URL must be the site's public https origin");
});

test("ALLOW_LOCAL_SITE_URL=1 lets a local run mail links to localhost; without mail or outside production no rule applies", () => {
  expect(readServerEnv({ ...mail, ALLOW_LOCAL_SITE_URL: "1" }).SITE_URL).toBe("http://localhost:3000");
  expect(readServerEnv({ ...mail, ALLOW_LOCAL_SITE_URL: "1" }).ALLOW_LOCAL_SITE_URL).toBe(true);
  expect(readServerEnv({ NODE_ENV: "production" }).ALLOW_LOCAL_SITE_URL).toBe(false);
  expect(readServerEnv({ NODE_ENV: "production", SITE_URL: "http://localhost:3000" }).SITE_URL).toBe(
    "http://localhost:3000",
  );
  expect(readServerEnv({ ...mail, NODE_ENV: "development" }).SITE_URL).toBe("http://localhost:3000");
  expect(envErrorOf({ ...mail, ALLOW_LOCAL_SITE_URL: "0" })).toContain("SITE_URL must be");
  expect(envErrorOf({ ALLOW_LOCAL_SITE_URL: "yes" })).toBe("Invalid environment: ALLOW_LOCAL_SITE_URL must be 1 or 0");
});

test("TRUST_PROXY is a number of proxies from 0 to 10, 0 when unset", () => {
  expect(readServerEnv({}).TRUST_PROXY).toBe(0);
  expect(readServerEnv({ TRUST_PROXY: "2" }).TRUST_PROXY).toBe(2);
  expect(readServerEnv({ TRUST_PROXY: " 10 " }).TRUST_PROXY).toBe(10);
});

test("TRUST_PROXY may list the proxies' addresses and subnets instead, as Express's `trust proxy` takes them", () => {
  expect(readServerEnv({ TRUST_PROXY: "10.0.0.1" }).TRUST_PROXY).toEqual(["10.0.0.1"]);
  expect(readServerEnv({ TRUST_PROXY: "10.0.0.0/8, 192.168.0.0/255.255.0.0,2001:db8::/32" }).TRUST_PROXY).toEqual([
    "10.0.0.0/8",
    "192.168.0.0/255.255.0.0",
    "2001:db8::/32",
  ]);
  expect(readServerEnv({ TRUST_PROXY: "loopback, uniquelocal" }).TRUST_PROXY).toEqual(["loopback", "uniquelocal"]);
});

test("anything else stops the server with the rule", () => {
  for (const value of [
    "11",
    "-1",
    "yes",
    "10.0.0.0/33",
    "10.0.0.1,",
    "10.0.0.1/8/8",
    "2001:db8::/129",
    // Express itself refuses a zero-length prefix (trust everyone).
    "0.0.0.0/0",
    "example.com",
  ]) {
    expect(() => readServerEnv({ TRUST_PROXY: value }), value).toThrow(EnvError);
    expect(() => readServerEnv({ TRUST_PROXY: value }), value).toThrow(`TRUST_PROXY ${trustProxyRule}`);
  }
});

test("X-Forwarded-For reaching a server told of no proxy is logged once per process", () => {
  const log = { warn: vi.fn() };
  const note = forwardedForWarning(log);
  note({ host: "examwise.example" });
  expect(log.warn).not.toHaveBeenCalled();
  note({ "x-forwarded-for": "198.51.100.7" });
  note({ "x-forwarded-for": "198.51.100.8" });
  expect(log.warn).toHaveBeenCalledTimes(1);
  expect(log.warn.mock.calls[0]?.[0]).toContain("TRUST_PROXY=0");
});
