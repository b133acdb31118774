// Security headers for every response. The Content-Security-Policy allows
// scripts, styles, fonts, images and requests from this origin only (plus
// Google's tag hosts when GA_MEASUREMENT_ID is set). React Router puts its
// hydration data and module loader in inline scripts, and pre-rendered pages
// cannot carry a per-request nonce, so each HTML page is sent with the
// SHA-256 hashes of its own inline scripts (docs/decisions).
import { createHash } from "node:crypto";
import type { NextFunction, Request, Response } from "express";

export type SecurityOptions = {
  /** Allows Google's tag hosts (gtag.js) when set. */
  gaMeasurementId?: string;
};

const googleTagScripts = ["https://www.googletagmanager.com"];
const googleTagConnect = [
  "https://*.google-analytics.com",
  "https://*.analytics.google.com",
  "https://*.googletagmanager.com",
];
const googleTagImages = ["https://*.google-analytics.com", "https://*.googletagmanager.com"];

/** The policy for a page whose inline scripts have these hashes (`sha256-…`). */
export function contentSecurityPolicy(options: SecurityOptions, scriptHashes: readonly string[] = []): string {
  const ga = Boolean(options.gaMeasurementId);
  const directives: [string, ...string[]][] = [
    ["default-src", "'self'"],
    ["script-src", "'self'", ...scriptHashes.map((hash) => `'${hash}'`), ...(ga ? googleTagScripts : [])],
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

function isHtml(res: Response): boolean {
  return /^text\/html\b/i.test(String(res.getHeader("Content-Type") ?? ""));
}

type Encoding = BufferEncoding;
type WriteCallback = (error: Error | null | undefined) => void;

function toBuffer(chunk: unknown, encoding: Encoding | undefined): Buffer | undefined {
  if (chunk === undefined || chunk === null) return undefined;
  if (typeof chunk === "string") return Buffer.from(chunk, encoding ?? "utf8");
  if (chunk instanceof Uint8Array) return Buffer.from(chunk);
  return undefined;
}

/**
 * Express middleware: nosniff, referrer and permissions policies, no framing,
 * HSTS when the request came over HTTPS, and the CSP. HTML bodies are held
 * until complete so their inline scripts can be hashed (pages are small).
 * Register it after `compression()` so it sees the uncompressed HTML.
 */
export function securityHeaders(options: SecurityOptions) {
  const basePolicy = contentSecurityPolicy(options);
  return (req: Request, res: Response, next: NextFunction) => {
    res.setHeader("X-Content-Type-Options", "nosniff");
    res.setHeader("Referrer-Policy", "strict-origin-when-cross-origin");
    res.setHeader("X-Frame-Options", "DENY");
    res.setHeader("Cross-Origin-Opener-Policy", "same-origin");
    res.setHeader("Permissions-Policy", "camera=(), microphone=(), geolocation=(), payment=(), usb=()");
    res.setHeader("Content-Security-Policy", basePolicy);
    // req.secure reads X-Forwarded-Proto only when TRUST_PROXY allows it.
    if (req.secure) res.setHeader("Strict-Transport-Security", "max-age=31536000; includeSubDomains");

    const write = res.write.bind(res);
    const end = res.end.bind(res);
    let held: Buffer[] | undefined;
    let decided = false;
    const holdHtml = () => {
      if (!decided) {
        decided = true;
        if (isHtml(res) && !res.headersSent) held = [];
      }
      return held;
    };

    res.write = (chunk: unknown, encodingOrCallback?: Encoding | WriteCallback, callback?: WriteCallback) => {
      const buffer = holdHtml();
      const encoding = typeof encodingOrCallback === "string" ? encodingOrCallback : undefined;
      const done = typeof encodingOrCallback === "function" ? encodingOrCallback : callback;
      if (!buffer) return encoding ? write(chunk, encoding, done) : write(chunk, done);
      const bytes = toBuffer(chunk, encoding);
      if (bytes) buffer.push(bytes);
      if (done) queueMicrotask(() => done(null));
      return true;
    };

    res.end = (chunkOrCallback?: unknown, encodingOrCallback?: Encoding | (() => void), callback?: () => void) => {
      const buffer = holdHtml();
      const chunk = typeof chunkOrCallback === "function" ? undefined : chunkOrCallback;
      const encoding = typeof encodingOrCallback === "string" ? encodingOrCallback : undefined;
      const done =
        typeof chunkOrCallback === "function"
          ? () => chunkOrCallback()
          : typeof encodingOrCallback === "function"
            ? encodingOrCallback
            : callback;
      if (!buffer) return chunk === undefined ? end(done) : encoding ? end(chunk, encoding, done) : end(chunk, done);
      const bytes = toBuffer(chunk, encoding);
      if (bytes) buffer.push(bytes);
      const body = Buffer.concat(buffer);
      if (!res.headersSent) {
        res.setHeader(
          "Content-Security-Policy",
          contentSecurityPolicy(options, inlineScriptHashes(body.toString("utf8"))),
        );
      }
      return end(body, done);
    };
    next();
  };
}
