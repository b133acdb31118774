import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterEach, expect, test } from "vitest";
import { precompressClient } from "./precompress";

let dir = "";
afterEach(() => rmSync(dir, { recursive: true, force: true }));

test("every compressible file above 1 KiB gets a Brotli and a gzip copy that decompress to it", async () => {
  dir = mkdtempSync(path.join(tmpdir(), "precompress-"));
  mkdirSync(path.join(dir, "pricing"));
  const page = `<!doctype html><title>Pricing</title>${"<p>Plans for every exam.</p>".repeat(200)}`;
  writeFileSync(path.join(dir, "pricing", "index.html"), page);
  writeFileSync(path.join(dir, "pricing.data"), "[1,2,3]".repeat(300));
  writeFileSync(path.join(dir, "robots.txt"), "User-agent: *\n");
  writeFileSync(path.join(dir, "font.woff2"), Buffer.alloc(4096, 7));

  expect(await precompressClient(dir)).toBe(2);

  const html = path.join(dir, "pricing", "index.html");
  expect(brotliDecompressSync(readFileSync(`${html}.br`)).toString()).toBe(page);
  expect(gunzipSync(readFileSync(`${html}.gz`)).toString()).toBe(page);
  expect(existsSync(path.join(dir, "pricing.data.br"))).toBe(true);
  // Too small to gain anything, or already compressed.
  expect(existsSync(path.join(dir, "robots.txt.br"))).toBe(false);
  expect(existsSync(path.join(dir, "font.woff2.br"))).toBe(false);
});
