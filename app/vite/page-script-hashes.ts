// At the end of the build: the SHA-256 hashes of each pre-rendered page's
// inline scripts (React Router's on application pages, the speculation rules,
// gtag's boot), written next to the server build. The server sends each file
// with its own hashes in the Content-Security-Policy without reading or
// hashing anything per response, and a CDN's cached copy stays valid
// (docs/decisions/022-html-first.md).
import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { inlineScriptHashes } from "../server/http-security.server.ts";

/** Where the server finds the hashes: relative to the build directory. */
export const scriptHashesFile = path.join("server", "page-script-hashes.json");

/** Every pre-rendered page's file (relative to the client directory, "/" separated) and its inline scripts' hashes. */
async function pageScriptHashes(clientDir: string): Promise<Record<string, string[]>> {
  const entries = await readdir(clientDir, { recursive: true, withFileTypes: true });
  const pages = entries
    .filter((entry) => entry.isFile() && entry.name === "index.html")
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
  const hashes: Record<string, string[]> = {};
  for (const file of pages) {
    const key = path.relative(clientDir, file).split(path.sep).join("/");
    hashes[key] = inlineScriptHashes(await readFile(file, "utf8"));
  }
  return hashes;
}

export async function writePageScriptHashes(buildDirectory: string): Promise<void> {
  const hashes = await pageScriptHashes(path.join(buildDirectory, "client"));
  await writeFile(path.join(buildDirectory, scriptHashesFile), `${JSON.stringify(hashes, null, 1)}\n`);
}
