// The server's environment, validated once at start-up; a bad value stops the server with one line (server.ts).
import type { IncomingHttpHeaders } from "node:http";
import ipaddr from "ipaddr.js";
import type { Logger } from "pino";
import proxyAddr from "proxy-addr";
import { z } from "zod";
import { blankAsUnset, parseEnv, publicEnvSchema } from "#app/lib/env-schema";

const optional = <T extends z.ZodType>(schema: T) => z.preprocess(blankAsUnset, schema.optional());
const withDefault = <T extends z.ZodType>(schema: T, fallback: z.input<T>) =>
  z.preprocess(blankAsUnset, schema.default(fallback as never));

export const trustProxyRule =
  "must be a number of proxies from 0 to 10, or comma-separated proxy addresses or subnets (e.g. 10.0.0.0/8, loopback)";

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
  /** The proxies in front, as Express's `trust proxy` takes them: how many (0 ignores X-Forwarded-*), or a list. */
  TRUST_PROXY: z.preprocess(
    blankAsUnset,
    z
      .string()
      .trim()
      .transform((value, context): number | string[] => {
        const hops = /^\d+$/.test(value) ? Number(value) : undefined;
        if (hops !== undefined && hops <= 10) return hops;
        const list = value.split(",").map((item) => item.trim());
        try {
          // Express's own reader of `trust proxy` (addresses, subnets, range names) throws on anything else.
          if (hops === undefined) return proxyAddr.compile(list) && list;
        } catch {
          // Named below.
        }
        context.addIssue({ code: "custom", message: trustProxyRule });
        return 0;
      })
      .default(0),
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

/** An https origin (nothing after the host) a visitor reaches: no local name, no address but ipaddr.js's `unicast`. */
function isPublicHttpsOrigin(url: string): boolean {
  const { protocol, href, origin, hostname } = new URL(url);
  const host = hostname.replace(/^\[|\]$/g, "");
  const local = ipaddr.isValid(host)
    ? ipaddr.parse(host).range() !== "unicast"
    : !host.includes(".") ||
      [".localhost", ".local", ".internal", ".home.arpa"].some((suffix) => host.endsWith(suffix));
  return protocol === "https:" && href === `${origin}/` && !local;
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
  if (!url !== !secret) {
    const [unset, set] = url
      ? ["LEADS_WEBHOOK_SECRET", "LEADS_WEBHOOK_URL"]
      : ["LEADS_WEBHOOK_URL", "LEADS_WEBHOOK_SECRET"];
    context.addIssue({ code: "custom", path: [unset], message: `must be set with ${set}` });
  }
  const webhook = url ? new URL(url) : undefined;
  if (env.NODE_ENV === "production" && webhook?.protocol === "http:" && !localHosts.has(webhook.hostname)) {
    const message = "must be an https URL in production (http only for localhost)";
    context.addIssue({ code: "custom", path: ["LEADS_WEBHOOK_URL"], message });
  }
});

export type ServerEnv = z.infer<typeof serverEnvSchema>;

/** In production with TRUST_PROXY=0, the first X-Forwarded-For logs one warning: every client shares one limit. */
export function forwardedForWarning(log: Pick<Logger, "warn">): (headers: IncomingHttpHeaders) => void {
  let warned = false;
  return (headers) => {
    if (warned || headers["x-forwarded-for"] === undefined) return;
    warned = true;
    log.warn(
      "X-Forwarded-For arrived while TRUST_PROXY=0: the proxy's address is taken for every client's (one rate limit for all of them). Set TRUST_PROXY to the number of proxies in front, or their addresses.",
    );
  };
}

export function readServerEnv(source: Record<string, string | undefined> = process.env): ServerEnv {
  return parseEnv(checkedServerEnvSchema, source);
}
