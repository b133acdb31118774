// At the end of the build: the SHA-256 hashes of each pre-rendered page's inline scripts, beside the server build, so
// the server sends each page's CSP without hashing anything per response (decision 022).
import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { inlineScriptHashes } from "../server/http-security.server.ts";

/** Where the server finds the hashes: relative to the build directory. */
export const scriptHashesFile = path.join("server", "page-script-hashes.json");

/** Writes every pre-rendered page's file (relative to the client directory, "/" separated) and its scripts' hashes. */
export async function writePageScriptHashes(buildDirectory: string): Promise<void> {
  const clientDir = path.join(buildDirectory, "client");
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
  await writeFile(path.join(buildDirectory, scriptHashesFile), `${JSON.stringify(hashes, null, 1)}\n`);
}
