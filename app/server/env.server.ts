// The server's environment, validated once at start-up; a bad value stops the server with one line (server.ts).
import { isIP } from "node:net";
import ipaddr from "ipaddr.js";
import { z } from "zod";
import { blankAsUnset, parseEnv, publicEnvSchema } from "#app/lib/env-schema";
import { parseTrustProxy, type TrustProxy, trustProxyRule } from "./trust-proxy.server";

const optional = <T extends z.ZodType>(schema: T) => z.preprocess(blankAsUnset, schema.optional());
const withDefault = <T extends z.ZodType>(schema: T, fallback: z.input<T>) =>
  z.preprocess(blankAsUnset, schema.default(fallback as never));

const secret = z.string().min(32, "must be at least 32 characters (e.g. `openssl rand -hex 32`)");
const wholeNumber = (min: number, max: number, error = `must be a whole number from ${min} to ${max}`) =>
  z.coerce.number({ error }).int(error).min(min, error).max(max, error);

const serverEnvSchema = publicEnvSchema.extend({
  /** Production unless said otherwise: `npm run dev` (Vite) sets development itself. */
  NODE_ENV: withDefault(z.enum(["development", "production", "test"]), "production"),
  PORT: withDefault(wholeNumber(1, 65535), 3000),
  HOST: withDefault(z.string().min(1), "0.0.0.0"),
  LOG_LEVEL: withDefault(z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]), "info"),
  /** Where `react-router build` wrote the site (react-router.config.ts reads the same variable). */
  BUILD_DIR: withDefault(z.string().min(1), "build"),
  DATA_DIR: withDefault(z.string().min(1), "./data"),
  DATABASE_URL: optional(z.url({ protocol: /^postgres(ql)?$/, error: "must be a postgres:// URL" })),
  SMTP_URL: optional(z.url({ protocol: /^smtps?$/, error: "must be an smtp:// or smtps:// URL" })),
  CONTACT_TO: withDefault(z.email("must be an email address"), "support@examwise.example"),
  MAIL_FROM: withDefault(z.string().min(3), "Examwise <no-reply@examwise.example>"),
  CONTACT_FORM_KEY: withDefault(z.string().min(1), "examwise-contact"),
  ALGOLIA_APP_ID: optional(z.string().min(1)),
  ALGOLIA_SEARCH_KEY: optional(z.string().min(1)),
  ALGOLIA_INDEX_PREFIX: withDefault(z.string().min(1), "production_"),
  /** The proxies in front: how many (0 ignores X-Forwarded-For), or their addresses and subnets, comma-separated. */
  TRUST_PROXY: withDefault(
    z.union([z.string(), z.number()]).transform((value, context): TrustProxy => {
      const parsed = parseTrustProxy(String(value));
      if (parsed === undefined) context.addIssue({ code: "custom", message: trustProxyRule });
      return parsed ?? 0;
    }),
    0,
  ),
  /** Contact or newsletter requests a client may send per minute (each endpoint); the load test raises it. */
  LEADS_RATE_LIMIT: withDefault(wholeNumber(1, 1_000_000), 10),
  /** Outbox timings: the first retry's delay (doubling after each failure), and how long a claim lasts. */
  OUTBOX_RETRY_MS: optional(wholeNumber(100, 3_600_000)),
  OUTBOX_CLAIM_MS: optional(wholeNumber(1_000, 3_600_000)),
  /** Signs the newsletter's unsubscribe links and derives its confirmation tokens (leads-secret.server.ts). */
  LEADS_SECRET: optional(secret),
  /** Who may sign in to /admin: comma-separated addresses, lower-cased. Unset, nobody can. */
  ADMIN_EMAILS: z.preprocess(
    (value) =>
      typeof value === "string"
        ? value
            .split(",")
            .map((item) => item.trim().toLowerCase())
            .filter(Boolean)
        : [],
    z.array(z.email("must be comma-separated email addresses")),
  ),
  /** Attempts before a mail is marked failed (the outbox's default, 10, when absent); the admin e2e test lowers it. */
  OUTBOX_MAX_ATTEMPTS: optional(wholeNumber(1, 100)),
  /** Days a delivered contact message (and an unsubscribed address) is kept before the daily purge deletes it. */
  LEAD_RETENTION_DAYS: withDefault(wholeNumber(1, 36_500), 730),
  /** The CRM's webhook (lead-webhook.server.ts): both or neither; https in production unless on this machine. */
  LEADS_WEBHOOK_URL: optional(z.url({ protocol: /^https?$/, error: "must be an http(s) URL" })),
  LEADS_WEBHOOK_SECRET: optional(secret),
  /** 1 lets a production server with mail on link to a local SITE_URL: local runs and tests only (decision 036). */
  ALLOW_LOCAL_SITE_URL: z
    .preprocess(blankAsUnset, z.enum(["0", "1"], { error: "must be 1 or 0" }).optional())
    .transform((value) => value === "1"),
});

const localHosts = new Set(["localhost", "127.0.0.1", "[::1]"]);

/** ipaddr.js's names for what no visitor reaches from the internet: loopback, private, link-local, shared, unspecified. */
const nonPublicRanges = new Set([
  "loopback",
  "private",
  "linkLocal",
  "uniqueLocal",
  "carrierGradeNat",
  "unspecified",
  "ipv4Mapped",
]);

/** True for a host a visitor's browser cannot reach: localhost, a name without a dot, a private address. */
function isLocalHost(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, "").toLowerCase();
  if (isIP(host) !== 0) return nonPublicRanges.has(ipaddr.parse(host).range());
  return (
    !host.includes(".") ||
    host === "localhost" ||
    [".localhost", ".local", ".internal", ".home.arpa"].some((suffix) => host.endsWith(suffix))
  );
}

/** True when `url` is an https origin on a public host, with nothing after it. */
function isPublicHttpsOrigin(url: string): boolean {
  const parsed = new URL(url);
  return (
    parsed.protocol === "https:" &&
    !isLocalHost(parsed.hostname) &&
    parsed.username === "" &&
    parsed.password === "" &&
    (parsed.pathname === "/" || parsed.pathname === "") &&
    parsed.search === "" &&
    parsed.hash === ""
  );
}

/** Checks across variables: the webhook's URL and secret together; in production with mail on, a public SITE_URL. */
const checkedServerEnvSchema = serverEnvSchema.superRefine((env, context) => {
  if (
    env.NODE_ENV === "production" &&
    env.SMTP_URL &&
    !env.ALLOW_LOCAL_SITE_URL &&
    !isPublicHttpsOrigin(env.SITE_URL)
  ) {
    context.addIssue({
      code: "custom",
      path: ["SITE_URL"],
      message:
        "must be the site's public https origin (https://host, no path) in production when SMTP_URL is set: mailed links point at it (ALLOW_LOCAL_SITE_URL=1 allows a local one, for local runs and tests)",
    });
  }
  const { LEADS_WEBHOOK_URL: url, LEADS_WEBHOOK_SECRET: secret } = env;
  if (url && !secret) {
    context.addIssue({ code: "custom", path: ["LEADS_WEBHOOK_SECRET"], message: "must be set with LEADS_WEBHOOK_URL" });
  }
  if (secret && !url) {
    context.addIssue({ code: "custom", path: ["LEADS_WEBHOOK_URL"], message: "must be set with LEADS_WEBHOOK_SECRET" });
  }
  if (url && env.NODE_ENV === "production") {
    const { protocol, hostname } = new URL(url);
    if (protocol !== "https:" && !localHosts.has(hostname)) {
      context.addIssue({
        code: "custom",
        path: ["LEADS_WEBHOOK_URL"],
        message: "must be an https URL in production (http only for localhost)",
      });
    }
  }
});

export type ServerEnv = z.infer<typeof serverEnvSchema>;

export function readServerEnv(source: Record<string, string | undefined> = process.env): ServerEnv {
  return parseEnv(checkedServerEnvSchema, source);
}
