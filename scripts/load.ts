// `npm run load [-- --duration 20] [--connections 10]`: contact posts against the built server,
// then every 202 must have its row. `npm run load -- pages`: the site's pre-rendered pages against
// a plain static file server. What each measures and how: docs/performance.md.
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import { openDatabase } from "../app/server/db/database.server.ts";
import { contactMessages } from "../app/server/db/schema.server.ts";
import { contactBody, ofRun, postContacts } from "./lib/contact-load.ts";
import { buildDir, freePort, migrationsFolder, projectRoot, startSiteServer } from "./lib/server.ts";

const { values, positionals } = parseArgs({
  options: { duration: { type: "string" }, connections: { type: "string", default: "10" } },
  allowPositionals: true,
});
const mode = positionals[0] ?? "contact";
const duration = Number(values.duration ?? (mode === "pages" ? "3" : "20"));
const connections = Number(values.connections);

async function main() {
  if (mode !== "contact" && mode !== "pages") throw new Error(`Unknown load test "${mode}": contact or pages`);
  const within = (value: number, most: number) => Number.isInteger(value) && value >= 1 && value <= most;
  if (!within(duration, 30)) throw new Error("--duration must be 1 to 30 seconds");
  if (!within(connections, 200)) throw new Error("--connections must be 1 to 200");
  return mode === "pages" ? measurePages() : measureContact();
}

async function measureContact() {
  const tag = `load ${randomBytes(4).toString("hex")}`;
  const databaseUrl = process.env.DATABASE_URL || undefined;
  const dataDir = mkdtempSync(path.join(tmpdir(), "examwise-load-"));
  const database = databaseUrl
    ? ({ driver: "postgres", url: databaseUrl, migrationsFolder } as const)
    : ({ driver: "pglite", dataDir, migrationsFolder } as const);
  try {
    const env: Record<string, string> = databaseUrl ? { DATABASE_URL: databaseUrl } : { DATA_DIR: dataDir };
    const server = await startSiteServer({ ...env, LEADS_RATE_LIMIT: "1000000", LOG_LEVEL: "error" });
    const where = databaseUrl ? `PostgreSQL (${new URL(databaseUrl).host})` : "PGlite";
    console.log(`Load test: ${duration} s, ${connections} connections, ${where}, ${server.url}`);
    const body = (n: number) =>
      contactBody("Load Test", "load@example.com", `${tag} ${n}: is the trial free for three days?`);
    const run = await postContacts(server.url, { connections, duration, body }).finally(async () => {
      const { code, signal } = await server.stop();
      if (code !== 0) console.error(`The server exited with ${signal ?? code}:\n${server.output()}`);
    });
    console.log(run.summary);
    // After the server has stopped (PGlite allows one process): every 202 must have its row.
    const { db, close } = await openDatabase(database);
    try {
      const stored = new Set(
        (await db.select({ id: contactMessages.id }).from(contactMessages).where(ofRun(tag))).map((row) => row.id),
      );
      const lost = run.accepted.filter((id) => !stored.has(id)).length;
      console.log(`Stored: ${run.accepted.length - lost} of ${run.accepted.length} accepted messages; lost: ${lost}`);
      if (databaseUrl) await db.delete(contactMessages).where(ofRun(tag));
      if (lost > 0 || run.result.errors > 0 || run.result.non2xx > 0 || run.accepted.length === 0) process.exitCode = 1;
    } finally {
      await close();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

// Pre-rendered pages against a plain static file server, in short rounds taken in turns (the
// order swapped each round) so a busy moment of the machine hits both alike; the medians compared.
const rounds = 5;
const browserEncodings = "gzip, deflate, br, zstd";
/** The site must serve at least this share of the static server's requests. */
const minimumRatio = 0.8;

type Figures = { rate: number; p99: number; errors: number };

async function hammer(url: string, seconds = duration): Promise<Figures> {
  const headers = { "Accept-Encoding": browserEncodings };
  const result = await autocannon({ url, connections, duration: seconds, timeout: 10, headers });
  return {
    rate: result.requests.total / result.duration,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

function median(values: number[]): number {
  return [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
}

/** scripts/lib/static-file-server.ts in its own process, as the site is. */
async function startStaticServer(clientDir: string) {
  const port = await freePort();
  const server = path.join(projectRoot, "scripts", "lib", "static-file-server.ts");
  const child = spawn(process.execPath, ["--import", "tsx", server, clientDir, String(port)], {
    stdio: ["ignore", "pipe", "inherit"],
  });
  await new Promise<void>((resolve, reject) => {
    child.once("exit", (code) => reject(new Error(`The static file server exited (${code})`)));
    child.stdout.on("data", (chunk: Buffer) => chunk.toString().includes("listening") && resolve());
  });
  child.removeAllListeners("exit");
  return { url: `http://127.0.0.1:${port}`, stop: () => child.kill("SIGTERM") };
}

/** Both answer the page with the same Brotli bytes: the comparison is of the servers, not of the files. */
async function sameBody(urls: string[], page: string): Promise<void> {
  const headers = { "Accept-Encoding": browserEncodings };
  const answers = await Promise.all(urls.map((url) => fetch(url + page, { headers })));
  const bad = answers.find((answer) => answer.status !== 200 || answer.headers.get("content-encoding") !== "br");
  if (bad) throw new Error(`${bad.url} answered ${bad.status} ${bad.headers.get("content-encoding") ?? "identity"}`);
  if (new Set(answers.map((answer) => answer.headers.get("content-length"))).size > 1) {
    throw new Error(`${page}: the site and the static server send different files`);
  }
}

async function measurePages() {
  const site = await startSiteServer({ LOG_LEVEL: "error" });
  const plain = await startStaticServer(path.join(projectRoot, buildDir, "client"));
  let failed = false;
  try {
    const each = `${rounds} rounds of ${duration} s each, ${connections} connections, Accept-Encoding: ${browserEncodings}`;
    console.log(
      `Pre-rendered pages: ${each}\nsite ${site.url} (node build/server/start.js), static file server ${plain.url}`,
    );
    for (const page of ["/", "/pricing"]) {
      await sameBody([site.url, plain.url], page);
      const urls = { site: site.url + page, static: plain.url + page };
      // Warm both (JIT, sockets) before anything counts.
      for (const url of Object.values(urls)) await hammer(url, 1);
      const figures: Record<keyof typeof urls, Figures[]> = { site: [], static: [] };
      const line = (name: keyof typeof urls, at = figures[name].at(-1)) =>
        `${name} ${at?.rate.toFixed(0)}/s p99 ${at?.p99} ms`;
      for (let round = 1; round <= rounds; round += 1) {
        for (const name of round % 2 ? (["site", "static"] as const) : (["static", "site"] as const)) {
          figures[name].push(await hammer(urls[name]));
        }
        console.log(`  ${page} round ${round}: ${line("site")}, ${line("static")}`);
      }
      const medianOf = (name: keyof typeof urls, key: keyof Figures) => median(figures[name].map((f) => f[key]));
      const ratio = medianOf("site", "rate") / medianOf("static", "rate");
      const errors = [...figures.site, ...figures.static].reduce((sum, f) => sum + f.errors, 0);
      console.log(
        `${page}: site ${medianOf("site", "rate").toFixed(0)} requests/s (p99 ${medianOf("site", "p99")} ms), ` +
          `static file server ${medianOf("static", "rate").toFixed(0)} requests/s (p99 ${medianOf("static", "p99")} ms), ` +
          `ratio ${ratio.toFixed(2)} (at least ${minimumRatio}), errors ${errors}`,
      );
      if (ratio < minimumRatio || errors > 0) failed = true;
    }
  } finally {
    plain.stop();
    await site.stop();
  }
  if (failed) {
    console.error(`FAIL: the site served fewer than ${minimumRatio} times the static server's requests, or had errors`);
    process.exitCode = 1;
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
