// At the end of the build: a Brotli (`.br`, quality 11) and a gzip (`.gz`,
// level 9) copy next to every compressible file of the client build (the
// pre-rendered pages, their `.data` files, scripts, stylesheets, SVG, XML),
// so the server sends them without compressing anything per request
// (app/server/precompressed.server.ts, docs/decisions/025-precompressed-pages.md).
import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import zlib from "node:zlib";

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Extensions worth compressing; fonts (woff2) and images (png, jpg, webp, avif) already are. */
export const compressibleExtensions: ReadonlySet<string> = new Set([
  ".html",
  ".data",
  ".js",
  ".mjs",
  ".css",
  ".svg",
  ".json",
  ".xml",
  ".txt",
  ".webmanifest",
  ".map",
  ".ico",
]);

/** Below this a file is sent as it is (the `compression` middleware's threshold too). */
export const compressionThresholdBytes = 1024;

/** The encodings a file gets next to it, as the file name's suffix. */
export const precompressedSuffixes = { br: ".br", gzip: ".gz" } as const;

export function isCompressible(file: string, size: number): boolean {
  return size >= compressionThresholdBytes && compressibleExtensions.has(path.extname(file).toLowerCase());
}

export function brotliAtBuild(body: Buffer): Promise<Buffer> {
  return brotli(body, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
      [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
    },
  });
}

export function gzipAtBuild(body: Buffer): Promise<Buffer> {
  return gzip(body, { level: zlib.constants.Z_BEST_COMPRESSION });
}

/** Writes `.br` and `.gz` beside every compressible file of `clientDir`; returns how many files got them. */
export async function precompressClient(clientDir: string): Promise<number> {
  const entries = await readdir(clientDir, { recursive: true, withFileTypes: true });
  const files = entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
  let count = 0;
  // zlib runs on libuv's thread pool: a few files at a time keep both cores busy.
  const queue = [...files];
  const worker = async () => {
    for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
      const body = await readFile(file);
      if (!isCompressible(file, body.byteLength)) continue;
      const [br, gz] = await Promise.all([brotliAtBuild(body), gzipAtBuild(body)]);
      await writeFile(file + precompressedSuffixes.br, br);
      await writeFile(file + precompressedSuffixes.gzip, gz);
      count += 1;
    }
  };
  await Promise.all(Array.from({ length: 4 }, worker));
  return count;
}
