// Pre-rendered pages and static files served from memory: each file's body in
// identity, Brotli and gzip (compressed at build, app/vite/precompress.ts) and
// its headers, all prepared at start-up, so a request costs a lookup and a
// write. Mounted in front of Express for plain GET and HEAD requests; anything
// else, or anything Express would have answered differently, falls through
// (docs/decisions/025-precompressed-pages.md).
import { readdir, readFile, stat } from "node:fs/promises";
import type { IncomingMessage, ServerResponse } from "node:http";
import { promisify } from "node:util";
import zlib from "node:zlib";
import { isPrivatePath } from "../lib/private-pages.ts";
import {
  compressibleExtensions,
  compressionThresholdBytes,
  precompressedManifest,
  precompressedSuffixes,
  sourceDigest,
} from "../vite/precompress.ts";
import { isValidHost } from "./edge.server.ts";

export type Coding = "br" | "gzip" | "identity";

/** Our preference when the client's weights tie: the smallest body first. */
const preference: readonly Coding[] = ["br", "gzip", "identity"];

/** What one coding of a file sends: flat header lists for `writeHead`. */
type Variant = {
  body: Buffer;
  etag: string;
  headers: string[];
  notModified: string[];
};

export type PrecompressedFile = {
  variants: Partial<Record<Coding, Variant>>;
  codings: readonly Coding[];
  /** Seconds since the epoch, as Last-Modified says it. */
  lastModified: number;
  /** False under /assets/, which Express serves whatever the query (names carry the content's hash). */
  queryMatters: boolean;
};

export type PrecompressedFiles = ReadonlyMap<string, PrecompressedFile>;

/**
 * The coding to send for an Accept-Encoding header among those a file has:
 * the highest weight, ties broken br > gzip > identity; `q=0` refuses a
 * coding, `*` stands for those not named. Null when none is acceptable.
 * No header means identity, as the `compression` middleware does.
 */
export function negotiateEncoding(header: string | undefined, available: readonly Coding[]): Coding | null {
  if (header === undefined) return available.includes("identity") ? "identity" : null;
  const weights = new Map<string, number>();
  for (const part of header.split(",")) {
    const [name = "", ...params] = part.split(";");
    const coding = name.trim().toLowerCase();
    if (coding === "") continue;
    let q = 1;
    for (const param of params) {
      const [key, value] = param.split("=").map((text) => text.trim());
      if (key?.toLowerCase() === "q") q = Number(value);
    }
    if (!Number.isFinite(q)) q = 0;
    weights.set(coding, Math.max(q, weights.get(coding) ?? 0));
  }
  const weightOf = (coding: Coding): number =>
    weights.get(coding) ?? weights.get("*") ?? (coding === "identity" ? 0.001 : 0);
  let best: Coding | null = null;
  let bestWeight = 0;
  for (const coding of preference) {
    if (!available.includes(coding)) continue;
    const weight = weightOf(coding);
    if (weight > bestWeight) {
      best = coding;
      bestWeight = weight;
    }
  }
  return best;
}

/** True when an If-None-Match list names this ETag (weak comparison, as RFC 9110 asks for GET). */
export function etagMatches(header: string, etag: string): boolean {
  if (header.trim() === "*") return true;
  return header.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag);
}

/**
 * Answers from memory: 304 when the client's copy is current (If-None-Match,
 * or If-Modified-Since without it), the headers alone for HEAD, else the
 * whole body. A Range header is not honoured: the answer is the whole 200.
 */
export function answerPrecompressed(
  file: PrecompressedFile,
  coding: Coding,
  req: IncomingMessage,
  res: ServerResponse,
): void {
  const variant = file.variants[coding];
  if (!variant) throw new Error(`No ${coding} body`);
  const ifNoneMatch = req.headers["if-none-match"];
  const ifModifiedSince = req.headers["if-modified-since"];
  const current =
    ifNoneMatch !== undefined
      ? etagMatches(ifNoneMatch, variant.etag)
      : ifModifiedSince !== undefined && Date.parse(ifModifiedSince) >= file.lastModified * 1000;
  if (current) {
    res.writeHead(304, variant.notModified);
    res.end();
    return;
  }
  res.writeHead(200, variant.headers);
  if (req.method === "HEAD") res.end();
  else res.end(variant.body);
}

export type FastPathOptions = {
  /** True when this page renders its query per request (prerendered.server.ts). */
  rendersPerRequest: (path: string, params: URLSearchParams) => boolean;
};

/**
 * The request handler to run before Express: answers a plain GET or HEAD of
 * a file it holds and returns true; returns false, having touched nothing,
 * for anything Express must see (a body, a bad Host, a page computed from its
 * query, preconditions only `send` evaluates, an unacceptable coding).
 */
export function precompressedFastPath(files: PrecompressedFiles, options: FastPathOptions) {
  // Clients send a handful of distinct Host and Accept-Encoding values: each is checked or parsed once.
  const hosts = new Memo<boolean>();
  const codings = new Memo<Coding | null>();
  return (req: IncomingMessage, res: ServerResponse): boolean => {
    if (req.method !== "GET" && req.method !== "HEAD") return false;
    const url = req.url ?? "";
    const queryAt = url.indexOf("?");
    const file = files.get(queryAt === -1 ? url : url.slice(0, queryAt));
    if (!file) return false;
    const headers = req.headers;
    if (
      queryAt !== -1 &&
      file.queryMatters &&
      options.rendersPerRequest(url.slice(0, queryAt), new URLSearchParams(url.slice(queryAt + 1)))
    ) {
      return false;
    }
    const length = headers["content-length"];
    if ((length !== undefined && length !== "0") || headers["transfer-encoding"] !== undefined) return false;
    if (headers["if-match"] !== undefined || headers["if-unmodified-since"] !== undefined) return false;
    const host = headers.host;
    if (host === undefined || !hosts.get(host, () => isValidHost(host))) return false;
    // What the request guard might refuse (behind a trusted proxy) is left to it (edge.server.ts).
    const forwardedHost = headers["x-forwarded-host"];
    const forwardedProto = headers["x-forwarded-proto"];
    if (Array.isArray(forwardedHost) || Array.isArray(forwardedProto)) return false;
    if (forwardedHost !== undefined && !isValidHost(forwardedHost)) return false;
    const proto = forwardedProto?.split(",")[0]?.trim();
    if (proto !== undefined && proto !== "http" && proto !== "https") return false;
    const accepted = headers["accept-encoding"];
    const coding = codings.get(`${file.codings.join()}|${accepted ?? ""}`, () =>
      negotiateEncoding(accepted, file.codings),
    );
    if (coding === null) return false;
    answerPrecompressed(file, coding, req, res);
    return true;
  };
}

/** Results by key, forgotten all at once past a bound, so odd values sent on purpose cannot grow it. */
class Memo<T> {
  private readonly known = new Map<string, { value: T }>();
  get(key: string, compute: () => T): T {
    const found = this.known.get(key);
    if (found) return found.value;
    if (this.known.size >= 256) this.known.clear();
    const value = compute();
    this.known.set(key, { value });
    return value;
  }
}

// ---------------------------------------------------------------------------
// Loading

/** Content types as Express's `send` gives them; a file of another type is left to Express. */
const contentTypes: Readonly<Record<string, string>> = {
  ".html": "text/html; charset=utf-8",
  ".data": "application/octet-stream",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".json": "application/json; charset=utf-8",
  ".map": "application/json; charset=utf-8",
  ".xml": "application/xml",
  ".txt": "text/plain; charset=utf-8",
  ".webmanifest": "application/manifest+json; charset=utf-8",
  ".ico": "image/vnd.microsoft.icon",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".woff2": "font/woff2",
  ".woff": "font/woff",
};

/** Larger files stay on disk and go through Express. */
const maxFileBytes = 4 * 1024 * 1024;

export type LoadOptions = {
  /** Cache-Control of a pre-rendered page, of a file under /assets/, and of any other file. */
  cacheControl: { page: string; asset: string; file: string };
  /** The Content-Security-Policy of a pre-rendered page (its file relative to the client directory, "/" separated). */
  pagePolicy: (file: string) => string;
  /** The policy of every other file. */
  filePolicy: string;
  /** The security headers every answer carries besides its CSP (http-security.server.ts). */
  headers: Record<string, string>;
};

export type LoadStats = { files: number; urls: number; bytes: number; compressedAtStart: number };

const brotliFast = promisify(zlib.brotliCompress);
const gzipFast = promisify(zlib.gzip);
/** The build's record of what each compressed copy was made from (app/vite/precompress.ts); empty without one. */
async function readManifest(clientDir: string): Promise<Record<string, string>> {
  try {
    const parsed: unknown = JSON.parse(await readFile(`${clientDir}/${precompressedManifest}`, "utf8"));
    return typeof parsed === "object" && parsed !== null ? (parsed as Record<string, string>) : {};
  } catch {
    return {};
  }
}

/**
 * The build's compressed copy of `body` when the manifest says it was made
 * from these bytes; otherwise (an older build, or a file changed after the
 * build, as `npm run perf` does to its copy) compressed now at a quick setting.
 * Checked by digest, not by decompressing: start-up stays quick and lean.
 */
async function codedBody(
  file: string,
  body: Buffer,
  current: boolean,
  coding: "br" | "gzip",
): Promise<[Buffer, boolean]> {
  const suffix = coding === "br" ? precompressedSuffixes.br : precompressedSuffixes.gzip;
  if (current) {
    try {
      return [await readFile(file + suffix), false];
    } catch {
      // Missing or unreadable: compress it here.
    }
  }
  const coded =
    coding === "br"
      ? await brotliFast(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } })
      : await gzipFast(body);
  return [coded, true];
}

function headerList(record: Record<string, string>): string[] {
  return Object.entries(record).flat();
}

function variantOf(body: Buffer, etag: string, common: Record<string, string>, coding: Coding): Variant {
  const notModified = { ...common, ETag: etag };
  const full = {
    ...notModified,
    ...(coding === "identity" ? {} : { "Content-Encoding": coding }),
    "Content-Length": String(body.byteLength),
  };
  return { body, etag, headers: headerList(full), notModified: headerList(notModified) };
}

/** The addresses Express answers with a file: `dir/index.html` as `/dir` and `/dir/`, any other file by its path. */
function addressesOf(relative: string): string[] {
  if (relative === "index.html") return ["/"];
  if (relative.endsWith("/index.html")) {
    const page = `/${relative.slice(0, -"/index.html".length)}`;
    return [page, `${page}/`];
  }
  return [`/${relative}`];
}

/** Reads every page and static file of `clientDir` into memory with its codings and headers. */
export async function loadPrecompressed(
  clientDir: string,
  options: LoadOptions,
): Promise<{ files: PrecompressedFiles; stats: LoadStats }> {
  const files = new Map<string, PrecompressedFile>();
  const stats: LoadStats = { files: 0, urls: 0, bytes: 0, compressedAtStart: 0 };
  const entries = await readdir(clientDir, { recursive: true, withFileTypes: true });
  const manifest = await readManifest(clientDir);
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const absolute = `${entry.parentPath}/${entry.name}`;
    const relative = absolute
      .slice(clientDir.length + 1)
      .split("\\")
      .join("/");
    const extension = /\.[^./]+$/.exec(relative)?.[0]?.toLowerCase() ?? "";
    const contentType = contentTypes[extension];
    // Express's static middleware ignores dot files; addresses that need escaping go the long way.
    if (!contentType || !/^[A-Za-z0-9_~-][A-Za-z0-9._~/-]*$/.test(relative) || relative.includes("/.")) continue;
    // The token pages and the inbox get their own headers from Express (http-security.server.ts).
    if (isPrivatePath(`/${relative}`)) continue;
    const page = relative === "index.html" || relative.endsWith("/index.html");
    const { size, mtime } = await stat(absolute);
    if (size > maxFileBytes) continue;
    const body = await readFile(absolute);
    const lastModified = Math.floor(mtime.getTime() / 1000);
    const compressible = compressibleExtensions.has(extension);
    const common: Record<string, string> = {
      ...options.headers,
      "Content-Security-Policy": page ? options.pagePolicy(relative) : options.filePolicy,
      "Cache-Control": page
        ? options.cacheControl.page
        : relative.startsWith("assets/")
          ? options.cacheControl.asset
          : options.cacheControl.file,
      "Last-Modified": new Date(lastModified * 1000).toUTCString(),
      "Content-Type": contentType,
      ...(compressible ? { Vary: "Accept-Encoding" } : {}),
    };
    // Strong ETags, one per coding: a cache must never answer a gzip client with Brotli bytes.
    const digest = sourceDigest(body);
    const hash = digest.slice(0, 27);
    const variants: Partial<Record<Coding, Variant>> = {
      identity: variantOf(body, `"${hash}"`, common, "identity"),
    };
    stats.bytes += body.byteLength;
    if (compressible && size >= compressionThresholdBytes) {
      for (const coding of ["br", "gzip"] as const) {
        const [coded, fresh] = await codedBody(absolute, body, manifest[relative] === digest, coding);
        if (fresh) stats.compressedAtStart += 1;
        variants[coding] = variantOf(coded, `"${hash}-${coding === "br" ? "br" : "gz"}"`, common, coding);
        stats.bytes += coded.byteLength;
      }
    }
    const file: PrecompressedFile = {
      variants,
      codings: preference.filter((coding) => variants[coding] !== undefined),
      lastModified,
      queryMatters: !relative.startsWith("assets/"),
    };
    stats.files += 1;
    for (const address of addressesOf(relative)) {
      files.set(address, file);
      stats.urls += 1;
    }
  }
  return { files, stats };
}
