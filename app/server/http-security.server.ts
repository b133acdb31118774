// Security headers for every response. The Content-Security-Policy allows
// scripts, styles, fonts, images and requests from this origin only (plus
// Google's tag hosts when GA_MEASUREMENT_ID is set). Inline scripts (React
// Router's on application pages, the speculation rules, gtag's boot) run only
// with this response's nonce, or, in a pre-rendered file, by their SHA-256
// hashes (docs/decisions/011 and 022).
import { createHash, randomBytes } from "node:crypto";
import type { NextFunction, Request, Response } from "express";
import { isInboxPath, isPrivatePath } from "../lib/private-pages.ts";

export type SecurityOptions = {
  /** Allows Google's tag hosts (gtag.js) when set. */
  gaMeasurementId?: string;
  /**
   * NODE_ENV is production: HSTS on every answer, whatever scheme the request
   * seems to have (behind a TLS-terminating proxy with TRUST_PROXY=0 it looks
   * like http; over real plain HTTP browsers ignore the header), per
   * docs/decisions/036-mail-links-and-production-cookies.md.
   */
  production?: boolean;
};

const googleTagScripts = ["https://www.googletagmanager.com"];
const googleTagConnect = [
  "https://*.google-analytics.com",
  "https://*.analytics.google.com",
  "https://*.googletagmanager.com",
];
const googleTagImages = ["https://*.google-analytics.com", "https://*.googletagmanager.com"];

/**
 * The policy for a page whose inline scripts have these hashes (`sha256-…`)
 * or carry this nonce.
 */
export function contentSecurityPolicy(
  options: SecurityOptions,
  scriptHashes: readonly string[] = [],
  nonce?: string,
): string {
  const ga = Boolean(options.gaMeasurementId);
  const directives: [string, ...string[]][] = [
    ["default-src", "'self'"],
    [
      "script-src",
      "'self'",
      ...(nonce ? [`'nonce-${nonce}'`] : []),
      ...scriptHashes.map((hash) => `'${hash}'`),
      ...(ga ? googleTagScripts : []),
    ],
    // Inline style attributes (e.g. from Radix) are harmless without inline scripts.
    ["style-src", "'self'", "'unsafe-inline'"],
    ["img-src", "'self'", "data:", ...(ga ? googleTagImages : [])],
    ["font-src", "'self'", "data:"],
    ["connect-src", "'self'", ...(ga ? googleTagConnect : [])],
    ["object-src", "'none'"],
    ["base-uri", "'self'"],
    ["form-action", "'self'"],
    ["frame-ancestors", "'none'"],
  ];
  return directives.map((directive) => directive.join(" ")).join("; ");
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

/** A fresh nonce for one response's inline scripts. */
export function newNonce(): string {
  return randomBytes(16).toString("base64");
}

/** The headers every response carries besides its CSP (and HSTS over HTTPS). */
export const fixedSecurityHeaders: Readonly<Record<string, string>> = {
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "X-Frame-Options": "DENY",
  "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=()",
};

/**
 * Only the lead inbox puts its window in a browsing-context group of its own:
 * it holds a session and people's messages. On a public page the header only
 * costs time (~140 ms of LCP on a cold load, docs/decisions/037-coop-where-it-protects.md).
 */
export const crossOriginOpenerPolicy = ["Cross-Origin-Opener-Policy", "same-origin"] as const;

/** Sent in production, and otherwise on a request that came over HTTPS. */
export const strictTransportSecurity = ["Strict-Transport-Security", "max-age=31536000; includeSubDomains"] as const;

/**
 * Express middleware: nosniff, referrer and permissions policies (no
 * referrer at all from /admin and /newsletter), no framing, HSTS in production
 * or when the request came over HTTPS, COOP on the lead inbox, and the CSP. Each response gets its
 * own nonce (`res.locals.cspNonce`) for the inline scripts of a page rendered
 * for it; a pre-rendered page's file is sent with its own scripts' hashes
 * instead (server.ts), since a file cannot carry a per-response nonce.
 */
export function securityHeaders(options: SecurityOptions) {
  return (req: Request, res: Response, next: NextFunction) => {
    const nonce = newNonce();
    res.locals.cspNonce = nonce;
    for (const [name, value] of Object.entries(fixedSecurityHeaders)) res.setHeader(name, value);
    res.setHeader("Content-Security-Policy", contentSecurityPolicy(options, [], nonce));
    if (isInboxPath(req.path)) res.setHeader(...crossOriginOpenerPolicy);
    // req.secure reads X-Forwarded-Proto only when TRUST_PROXY allows it.
    if (options.production || req.secure) res.setHeader(...strictTransportSecurity);
    // Token pages and the inbox send no Referer to the sites they link to.
    if (isPrivatePath(req.path)) res.setHeader("Referrer-Policy", "no-referrer");
    next();
  };
}
