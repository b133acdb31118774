// At the end of the build: a Brotli (quality 11) and a gzip (level 9) copy beside every compressible file of the client
// build, so the server compresses nothing per request (app/server/precompressed.server.ts, decision 025).
import { createHash } from "node:crypto";
import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import zlib from "node:zlib";

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Extensions worth compressing; fonts (woff2) and images (png, jpg, webp, avif) already are. */
export const compressibleExtensions: ReadonlySet<string> = new Set(
  ".html .data .js .mjs .css .svg .json .xml .txt .webmanifest .map .ico".split(" "),
);

/** Below this a file is sent as it is (the `compression` middleware's threshold too). */
export const compressionThresholdBytes = 1024;

/** The encodings a file gets next to it, as the file name's suffix. */
export const precompressedSuffixes = { br: ".br", gzip: ".gz" } as const;

/** Each compressed file's path and source SHA-256, so the server tells a stale copy (a dot file: never served). */
export const precompressedManifest = ".precompressed.json";

/** The digest the manifest records, and the server compares, for a file's bytes. */
export function sourceDigest(body: Buffer): string {
  return createHash("sha256").update(body).digest("base64url");
}

/** Writes `.br` and `.gz` beside every compressible file of `clientDir`; returns how many files got them. */
export async function precompressClient(clientDir: string): Promise<number> {
  const entries = await readdir(clientDir, { recursive: true, withFileTypes: true });
  const files = entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
  const digests: Record<string, string> = {};
  // zlib runs on libuv's thread pool: a few files at a time keep both cores busy.
  const queue = [...files];
  const worker = async () => {
    for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
      const body = await readFile(file);
      if (body.byteLength < compressionThresholdBytes) continue;
      if (!compressibleExtensions.has(path.extname(file).toLowerCase())) continue;
      const [br, gz] = await Promise.all([
        brotli(body, {
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
            [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
          },
        }),
        gzip(body, { level: zlib.constants.Z_BEST_COMPRESSION }),
      ]);
      await writeFile(file + precompressedSuffixes.br, br);
      await writeFile(file + precompressedSuffixes.gzip, gz);
      digests[path.relative(clientDir, file).split(path.sep).join("/")] = sourceDigest(body);
    }
  };
  await Promise.all(Array.from({ length: 4 }, worker));
  await writeFile(path.join(clientDir, precompressedManifest), JSON.stringify(digests));
  return Object.keys(digests).length;
}
