// Pre-rendered pages and static files, read at start-up and answered from memory in every coding (decisions 025, 044).
import { readdir, readFile, stat } from "node:fs/promises";
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from "node:http";
import { promisify } from "node:util";
import zlib from "node:zlib";
import fresh from "fresh";
import { contentType } from "mime-types";
import Negotiator from "negotiator";
import { queryReadingPaths } from "#app/routes-prerender";
import { isPrivatePath } from "../lib/private-pages.ts";
import {
  compressibleExtensions,
  compressionThresholdBytes,
  precompressedManifest,
  precompressedSuffixes,
  sourceDigest,
} from "../vite/precompress.ts";
import {
  answerHeaders,
  contentSecurityPolicy,
  inlineScriptHashes,
  type SecurityOptions,
} from "./http-security.server.ts";

/** Parameters that only say where a visitor came from; no page reads them on the server. */
export const trackingParameter = /^(utm_[a-z_]+|gclid|gbraid|wbraid|dclid|fbclid|msclkid|mc_cid|mc_eid|_ga|_gl)$/i;

/** React Router's data request of a page. */
export const dataSuffix = /\.data$/;

/** `/a/b///` → `/a/b`, by a loop: `/\/+$/` is quadratic in a run of slashes (decision 035). */
function withoutTrailingSlashes(path: string): string {
  let end = path.length;
  while (end > 0 && path[end - 1] === "/") end--;
  return path.slice(0, end);
}

/** `/a/b/`, `/a/b.data` and `/a/b` all name the page `/a/b`. */
export function pagePathOf(requestPath: string): string {
  const path = withoutTrailingSlashes(requestPath.replace(dataSuffix, ""));
  return path === "" || path === "/_root" ? "/" : path;
}

/** True when the page reads its query and this query has a parameter that is not tracking. */
export function rendersPerRequest(
  requestPath: string,
  params: URLSearchParams,
  readingPaths: ReadonlySet<string> = queryReadingPaths,
): boolean {
  if (!readingPaths.has(pagePathOf(requestPath))) return false;
  return [...params.keys()].some((key) => !trackingParameter.test(key));
}

/** Our preference when the client's weights tie: the smallest body first. */
const preference = ["br", "gzip", "identity"] as const;
type Coding = (typeof preference)[number];

/** One coding of a file: its body and flat header lists for `writeHead`. */
type Variant = { body: Buffer; etag: string; headers: string[]; notModified: string[] };

type PrecompressedFile = {
  variants: Partial<Record<Coding, Variant>>;
  codings: Coding[];
  lastModified: string;
  /** False under /assets/, whose names carry the content's hash. */
  queryMatters: boolean;
};

export type PrecompressedFiles = ReadonlyMap<string, PrecompressedFile>;

/** Whether a failed If-Match or If-Unmodified-Since forbids the answer, as `send` judges it. */
function preconditionFails(headers: IncomingHttpHeaders, etag: string, lastModified: string): boolean {
  const match = headers["if-match"];
  if (match !== undefined) {
    return match.trim() !== "*" && !match.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag);
  }
  const since = Date.parse(headers["if-unmodified-since"] ?? "");
  return since < Date.parse(lastModified);
}

/** Answers a GET or HEAD of `url` held in memory and returns true; false, touching nothing, for anything else. */
export function precompressedAnswers(files: PrecompressedFiles) {
  // Clients send a handful of distinct Accept-Encoding values: each is negotiated once.
  const chosen = new Map<string, Coding | undefined>();
  return (req: IncomingMessage, res: ServerResponse, url: string): boolean => {
    if (req.method !== "GET" && req.method !== "HEAD") return false;
    const queryAt = url.indexOf("?");
    const path = queryAt === -1 ? url : url.slice(0, queryAt);
    const file = files.get(path);
    if (!file) return false;
    if (queryAt !== -1 && file.queryMatters && rendersPerRequest(path, new URLSearchParams(url.slice(queryAt + 1)))) {
      return false;
    }
    const accepted = req.headers["accept-encoding"] ?? "";
    const key = `${file.codings.length}|${accepted}`;
    if (!chosen.has(key)) {
      if (chosen.size >= 256) chosen.clear();
      // negotiator 1.x takes our preference for ties (its types predate the option).
      const negotiator = new Negotiator(req);
      const encodings: (available: string[], options: { preferred: string[] }) => string[] =
        negotiator.encodings.bind(negotiator);
      const [best] = encodings(file.codings, { preferred: [...preference] });
      chosen.set(
        key,
        preference.find((coding) => coding === best),
      );
    }
    const coding = chosen.get(key);
    const variant = coding && file.variants[coding];
    if (!variant) return false;
    if (preconditionFails(req.headers, variant.etag, file.lastModified)) {
      res.writeHead(412, variant.notModified).end();
    } else if (fresh(req.headers, { etag: variant.etag, "last-modified": file.lastModified })) {
      res.writeHead(304, variant.notModified).end();
    } else {
      res.writeHead(200, variant.headers).end(req.method === "HEAD" ? undefined : variant.body);
    }
    return true;
  };
}

/** Browsers revalidate a page every time, a CDN keeps it 5 minutes and stale for a day (decision 024). */
const pageCacheControl = "public, max-age=0, s-maxage=300, stale-while-revalidate=86400";

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** The build's compressed copy when its manifest matches these bytes; otherwise compressed now, quickly. */
async function codedBody(file: string, body: Buffer, current: boolean, coding: "br" | "gzip"): Promise<Buffer> {
  if (current) {
    const copy = await readFile(file + precompressedSuffixes[coding]).catch(() => undefined);
    if (copy) return copy;
  }
  return coding === "br" ? brotli(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } }) : gzip(body);
}

const flat = (headers: Record<string, string>) => Object.entries(headers).flat();

/** Reads every page and static file of `clientDir` into memory, by the addresses Express would answer it at. */
export async function loadPrecompressed(clientDir: string, security: SecurityOptions) {
  const headers = answerHeaders(security);
  const files = new Map<string, PrecompressedFile>();
  const stats = { files: 0, bytes: 0 };
  const manifest: Record<string, string> = JSON.parse(
    await readFile(`${clientDir}/${precompressedManifest}`, "utf8").catch(() => "{}"),
  );
  for (const entry of await readdir(clientDir, { recursive: true, withFileTypes: true })) {
    const absolute = `${entry.parentPath}/${entry.name}`;
    const relative = absolute
      .slice(clientDir.length + 1)
      .split("\\")
      .join("/");
    // Express ignores dot files, the compressed copies are read with their files; the token pages and the inbox get their own headers from it.
    if (!entry.isFile() || /(^|\/)\.|\.(br|gz)$/.test(relative) || isPrivatePath(`/${relative}`)) continue;
    const { size, mtime } = await stat(absolute);
    const body = await readFile(absolute);
    const extension = /\.[^./]+$/.exec(relative)?.[0]?.toLowerCase() ?? "";
    const page = relative === "index.html" || relative.endsWith("/index.html");
    const asset = relative.startsWith("assets/");
    const lastModified = mtime.toUTCString();
    const compressible = compressibleExtensions.has(extension);
    // Hashing the inline scripts of all pages here takes about 5 ms (decision 065).
    const hashes = page ? inlineScriptHashes(body.toString("utf8")) : [];
    const common = {
      ...headers,
      "Content-Security-Policy": contentSecurityPolicy(security, hashes),
      // A hashed asset is kept a year, any other file an hour.
      "Cache-Control": page ? pageCacheControl : asset ? "public, max-age=31536000, immutable" : "public, max-age=3600",
      "Last-Modified": lastModified,
      "Content-Type": contentType(extension) || "application/octet-stream",
      ...(compressible ? { Vary: "Accept-Encoding" } : {}),
    };
    // Strong ETags, one per coding: a cache must never answer a gzip client with Brotli bytes.
    const digest = sourceDigest(body);
    const variant = (coded: Buffer, coding: Coding): Variant => {
      const etag = `"${digest.slice(0, 27)}${coding === "identity" ? "" : `-${coding === "br" ? "br" : "gz"}`}"`;
      const encoding: Record<string, string> = coding === "identity" ? {} : { "Content-Encoding": coding };
      stats.bytes += coded.byteLength;
      return {
        body: coded,
        etag,
        notModified: flat({ ...common, ETag: etag }),
        headers: flat({ ...common, ETag: etag, ...encoding, "Content-Length": String(coded.byteLength) }),
      };
    };
    const variants: Partial<Record<Coding, Variant>> = { identity: variant(body, "identity") };
    if (compressible && size >= compressionThresholdBytes) {
      for (const coding of ["br", "gzip"] as const) {
        variants[coding] = variant(await codedBody(absolute, body, manifest[relative] === digest, coding), coding);
      }
    }
    const file = {
      variants,
      codings: preference.filter((coding) => variants[coding] !== undefined),
      lastModified,
      queryMatters: !asset,
    };
    stats.files += 1;
    // `dir/index.html` answers as `/dir` and `/dir/`.
    const addresses = page ? [`/${relative.slice(0, -"index.html".length)}`] : [`/${relative}`];
    if (page && relative !== "index.html") addresses.push(addresses[0]?.slice(0, -1) ?? "");
    for (const address of addresses) files.set(address, file);
  }
  return { files, stats };
}
