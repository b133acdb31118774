// Security headers for every response, from helmet: a CSP for this origin (and Google's tag hosts with GA), whose
// inline scripts run by nonce or, in a pre-rendered file, by hash (decision 011).
import { createHash, randomBytes } from "node:crypto";
import { IncomingMessage, ServerResponse } from "node:http";
import { Socket } from "node:net";
import type { NextFunction, Request, Response } from "express";
import helmet, { type HelmetOptions } from "helmet";
import { isInboxPath, isPrivatePath } from "../lib/private-pages.ts";

export type SecurityOptions = {
  /** Allows Google's tag hosts (gtag.js) when set. */
  gaMeasurementId?: string;
  /** NODE_ENV is production: HSTS on every answer, whatever scheme the request seems to have (decision 036). */
  production?: boolean;
};

const googleTagConnect = [
  "https://*.google-analytics.com",
  "https://*.analytics.google.com",
  "https://*.googletagmanager.com",
];
const googleTagImages = ["https://*.google-analytics.com", "https://*.googletagmanager.com"];

/** The policy's directives, with these sources for inline scripts (hashes, or helmet's per-response nonce). */
function directives<Source>(options: SecurityOptions, scriptSources: readonly Source[]) {
  const ga = Boolean(options.gaMeasurementId);
  return {
    "default-src": ["'self'"],
    "script-src": ["'self'", ...scriptSources, ...(ga ? ["https://www.googletagmanager.com"] : [])],
    // Inline style attributes are harmless without inline scripts.
    "style-src": ["'self'", "'unsafe-inline'"],
    "img-src": ["'self'", "data:", ...(ga ? googleTagImages : [])],
    "font-src": ["'self'", "data:"],
    "connect-src": ["'self'", ...(ga ? googleTagConnect : [])],
    "object-src": ["'none'"],
    "base-uri": ["'self'"],
    "form-action": ["'self'"],
    "frame-ancestors": ["'none'"],
  };
}

/** The policy of a pre-rendered page whose inline scripts have these hashes (`sha256-…`); without any, of every other file. */
export function contentSecurityPolicy(options: SecurityOptions, scriptHashes: readonly string[] = []): string {
  const hashes = scriptHashes.map((hash) => `'${hash}'`);
  return Object.entries(directives(options, hashes))
    .map(([name, sources]) => [name, ...sources].join(" "))
    .join("; ");
}

const inlineScript = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;

/** `sha256-…` of every inline script of an HTML document (scripts with `src` have no body to hash). */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(inlineScript)) {
    const [, attributes = "", body = ""] = match;
    if (/\bsrc\s*=/i.test(attributes) || /\btype\s*=\s*["']?application\/(ld\+)?json/i.test(attributes)) continue;
    hashes.add(`sha256-${createHash("sha256").update(body, "utf8").digest("base64")}`);
  }
  return [...hashes];
}

const permissionsPolicy = "camera=(), microphone=(), geolocation=(), payment=(), usb=()";

/** Helmet's headers: no framing, the site's referrer policy, no COOP (see below), HSTS in production; this CSP. */
function helmetHeaders(options: SecurityOptions, csp: HelmetOptions["contentSecurityPolicy"] = false) {
  return helmet({
    contentSecurityPolicy: csp,
    crossOriginOpenerPolicy: false,
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    strictTransportSecurity: options.production === true,
    xFrameOptions: { action: "deny" },
  });
}

/** The headers every answer carries besides its CSP, read once from helmet for the answers prepared in memory. */
export function answerHeaders(options: SecurityOptions): Record<string, string> {
  const res = new ServerResponse(new IncomingMessage(new Socket()));
  helmetHeaders(options)(res.req, res, () => {});
  res.setHeader("Permissions-Policy", permissionsPolicy);
  return Object.fromEntries(Object.entries(res.getHeaders()).map(([name, value]) => [name, String(value)]));
}

const nonces = new WeakMap<ServerResponse, string>();

/** The nonce of this response's policy, which a page rendered for it puts on its inline scripts. */
export function cspNonce(res: ServerResponse): string | undefined {
  return nonces.get(res);
}

/** helmet's headers, the CSP with a fresh nonce, COOP on /admin, no Referer from /admin and /newsletter. */
export function securityHeaders(options: SecurityOptions) {
  const headers = helmetHeaders(options, {
    useDefaults: false,
    directives: directives(options, [(_req: IncomingMessage, res: ServerResponse) => `'nonce-${cspNonce(res)}'`]),
  });
  return (req: Request, res: Response, next: NextFunction) => {
    nonces.set(res, randomBytes(16).toString("base64"));
    headers(req, res, (error?: unknown) => {
      res.setHeader("Permissions-Policy", permissionsPolicy);
      if (isInboxPath(req.path)) res.setHeader("Cross-Origin-Opener-Policy", "same-origin");
      if (isPrivatePath(req.path)) res.setHeader("Referrer-Policy", "no-referrer");
      next(error);
    });
  };
}
