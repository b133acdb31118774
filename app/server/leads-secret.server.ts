// The newsletter's links: confirmation tokens derived from the secret (only their SHA-256 stored), unsubscribe links
// signed per subscriber, and where the secret comes from.

import { createHash, createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { EnvError } from "#app/lib/env-schema";
import type { Lang } from "#app/lib/lang";
import type { ServerEnv } from "./env.server";

/** The secret outside production when LEADS_SECRET is unset; never used in production. */
export const developmentLeadsSecret = "examwise-development-leads-secret-not-for-production";

/** LEADS_SECRET, else: a development value; in production on PGlite one made once in DATA_DIR; on DATABASE_URL an error. */
export function resolveLeadsSecret(
  env: Pick<ServerEnv, "LEADS_SECRET" | "NODE_ENV" | "DATABASE_URL" | "DATA_DIR">,
): string {
  if (env.LEADS_SECRET) return env.LEADS_SECRET;
  if (env.NODE_ENV !== "production") return developmentLeadsSecret;
  if (env.DATABASE_URL) {
    throw new EnvError(
      "Invalid environment: LEADS_SECRET must be set in production with DATABASE_URL (the same value on every instance, at least 32 characters, e.g. `openssl rand -hex 32`)",
    );
  }
  const file = path.resolve(env.DATA_DIR, "leads-secret");
  mkdirSync(env.DATA_DIR, { recursive: true });
  try {
    writeFileSync(file, randomBytes(32).toString("hex"), { flag: "wx", mode: 0o600 });
  } catch (error) {
    // Made before (by an earlier start, or another process just now): read it.
    if (!(error instanceof Error && "code" in error && error.code === "EEXIST")) throw error;
  }
  const secret = readFileSync(file, "utf8").trim();
  if (secret.length < 32) throw new EnvError(`Invalid environment: ${file} holds no usable leads secret`);
  return secret;
}

const hmac = (secret: string, purpose: string, value: string) =>
  createHmac("sha256", secret).update(`${purpose}:${value}`).digest("base64url");

/** The token of a confirmation link: derived from the confirmation's id, so it is never stored. */
export const confirmationToken = (secret: string, confirmationId: string) =>
  hmac(secret, "newsletter-confirm", confirmationId);

/** What the database keeps of a token, and looks it up by. */
export const tokenHash = (token: string) => createHash("sha256").update(token).digest("hex");

/** Whether `given` is `expected`, in constant time; hashed first, so both sides have the same length. */
export const sameSecret = (given: string, expected: string) =>
  timingSafeEqual(Buffer.from(tokenHash(given), "hex"), Buffer.from(tokenHash(expected), "hex"));

const unsubscribeSignature = (secret: string, subscriberId: string) =>
  hmac(secret, "newsletter-unsubscribe", subscriberId);

/** True when `signature` is the one of `subscriberId` (compared in constant time). */
export const verifyUnsubscribe = (secret: string, subscriberId: string, signature: string) =>
  sameSecret(signature, unsubscribeSignature(secret, subscriberId));

export const unsubscribePath = "/newsletter/unsubscribe";

/** A link's language, named only when it is not English: its page is then in it (app/catalog/newsletter-pages.ts). */
const inLanguage = (lang: Lang): Record<string, string> => (lang === "en" ? {} : { lang });

export const confirmUrl = (siteUrl: string, token: string, lang: Lang = "en") =>
  `${siteUrl}/newsletter/confirm?${new URLSearchParams({ token, ...inLanguage(lang) })}`;

/** A subscriber's own unsubscribe link: the id and its signature, never the address; its page in `lang`. */
export function unsubscribeUrl(siteUrl: string, secret: string, subscriberId: string, lang: Lang = "en"): string {
  const signed = { id: subscriberId, sig: unsubscribeSignature(secret, subscriberId) };
  return `${siteUrl}${unsubscribePath}?${new URLSearchParams({ ...signed, ...inLanguage(lang) })}`;
}

let resolved: string | undefined;

/** The leads secret, resolved once: server.ts resolves it at start-up, so a bad one stops the server there. */
export const leadsSecret = (env: ServerEnv): string => (resolved ??= resolveLeadsSecret(env));
