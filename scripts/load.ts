// `npm run load`: a bounded load test of POST /api/email/sendContact on
// loopback. It starts the built server (with the rate limit raised for the
// run, mail delivery off), drives it with autocannon, prints accepted
// requests per second, p50/p99 latency and errors, stops the server, then
// proves that every 202 has its row. PGlite in a temporary DATA_DIR by
// default; PostgreSQL when DATABASE_URL is set (rows tagged with the run id,
// deleted afterwards).
//
//   npm run load [-- --duration 20] [--connections 10]
//
// `npm run load -- pages` measures pre-rendered pages instead: the built
// site (`node build/server/start.js`) and, in the same run, a plain static
// file server sending the same Brotli files from memory
// (scripts/lib/static-file-server.ts), each its own process, taken in turns
// on `/` and `/pricing` (five rounds of 3 s each, the medians compared). It prints
// requests/s and p99 of both and their ratio, and fails when the site
// serves fewer than 0.8 times the static server's requests (issue 21).
//
//   npm run build && npm run load -- pages [--duration 3] [--connections 10]
import { spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import autocannon, { type Result } from "autocannon";
import { inArray, like } from "drizzle-orm";
import { type DatabaseConfig, openDatabase } from "../app/server/db/database.server.ts";
import { contactMessages } from "../app/server/db/schema.server.ts";
import { freePort, projectRoot, startSiteServer } from "../tests/integration/support/site-server.ts";
import { contactBody, contactRequest } from "./lib/contact-load.ts";

const maxDurationSeconds = 30;

function options() {
  const { values, positionals } = parseArgs({
    options: { duration: { type: "string" }, connections: { type: "string", default: "10" } },
    allowPositionals: true,
  });
  const mode = positionals[0] ?? "contact";
  if (mode !== "contact" && mode !== "pages") throw new Error(`Unknown load test "${mode}": contact or pages`);
  const duration = Number(values.duration ?? (mode === "pages" ? "3" : "20"));
  const connections = Number(values.connections);
  if (!Number.isInteger(duration) || duration < 1 || duration > maxDurationSeconds) {
    throw new Error(`--duration must be 1 to ${maxDurationSeconds} seconds`);
  }
  if (!Number.isInteger(connections) || connections < 1 || connections > 200) {
    throw new Error("--connections must be 1 to 200");
  }
  return { mode, duration, connections };
}

function ensureBuild() {
  const buildDir = process.env.BUILD_DIR ?? "build";
  if (existsSync(path.join(projectRoot, buildDir, "server", "index.js"))) return;
  console.log(`No build in ${buildDir}/: building first…`);
  const result = spawnSync("npx", ["react-router", "build"], { cwd: projectRoot, stdio: "inherit" });
  if (result.status !== 0) throw new Error("The build failed");
}

async function main() {
  const { mode, duration, connections } = options();
  if (mode === "pages") return measurePages(duration, connections);
  ensureBuild();
  const runId = randomBytes(4).toString("hex");
  const databaseUrl = process.env.DATABASE_URL || undefined;
  const dataDir = databaseUrl ? undefined : mkdtempSync(path.join(tmpdir(), "examwise-load-"));
  const migrationsFolder = path.join(projectRoot, "drizzle");
  const config: DatabaseConfig = databaseUrl
    ? { driver: "postgres", url: databaseUrl, migrationsFolder }
    : { driver: "pglite", dataDir, migrationsFolder };
  const databaseName = databaseUrl
    ? `PostgreSQL (${new URL(databaseUrl).host}${new URL(databaseUrl).pathname})`
    : "PGlite";

  try {
    const server = await startSiteServer({
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : { DATA_DIR: dataDir ?? "" }),
      LEADS_RATE_LIMIT: "1000000",
      LOG_LEVEL: "error",
    });
    console.log(`Load test: ${duration} s, ${connections} connections, ${databaseName}, ${server.url}`);

    const accepted: string[] = [];
    let result: Result;
    try {
      result = await autocannon({
        url: server.url,
        connections,
        duration,
        timeout: 10,
        requests: [
          contactRequest(
            (n) =>
              contactBody("Load Test", "load@example.com", `load ${runId} ${n}: is the trial free for three days?`),
            (id) => accepted.push(id),
          ),
        ],
      });
    } finally {
      const stopped = await server.stop();
      if (stopped.code !== 0)
        console.error(`The server exited with ${stopped.signal ?? stopped.code}:\n${server.output()}`);
    }

    const statuses = Object.entries(result.statusCodeStats ?? {})
      .map(([status, { count }]) => `${status}: ${count}`)
      .join(", ");
    console.log(`Requests: ${result.requests.total} in ${result.duration.toFixed(1)} s (${statuses})`);
    console.log(`Accepted (202) per second: ${(accepted.length / result.duration).toFixed(0)}`);
    console.log(`Latency: p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, max ${result.latency.max} ms`);
    console.log(`Errors: ${result.errors} (timeouts ${result.timeouts}), non-2xx: ${result.non2xx}`);

    // After the server has stopped (PGlite allows one process): every 202 must have its row.
    const handle = await openDatabase(config);
    try {
      const stored = new Set<string>();
      for (let start = 0; start < accepted.length; start += 1_000) {
        const ids = accepted.slice(start, start + 1_000);
        const rows = await handle.db
          .select({ id: contactMessages.id })
          .from(contactMessages)
          .where(inArray(contactMessages.id, ids));
        for (const row of rows) stored.add(row.id);
      }
      const lost = accepted.filter((id) => !stored.has(id));
      console.log(`Stored: ${stored.size} of ${accepted.length} accepted messages; lost: ${lost.length}`);
      if (databaseUrl) await handle.db.delete(contactMessages).where(like(contactMessages.message, `load ${runId} %`));
      if (lost.length > 0 || result.errors > 0 || result.non2xx > 0 || accepted.length === 0) process.exitCode = 1;
    } finally {
      await handle.close();
    }
  } finally {
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }
}

// ---------------------------------------------------------------------------
// Pre-rendered pages against a plain static file server

const measuredPages = ["/", "/pricing"];
/** Short rounds taken in turns (the order swapped each round), so a busy moment of the machine hits both alike. */
const rounds = 5;
/** What a browser sends. */
const browserEncodings = "gzip, deflate, br, zstd";
/** The site must serve at least this share of the static server's requests. */
const minimumRatio = 0.8;

type Figures = { requestsPerSecond: number; p99: number; errors: number };

async function hammer(url: string, duration: number, connections: number): Promise<Figures> {
  const result = await autocannon({
    url,
    connections,
    duration,
    timeout: 10,
    headers: { "Accept-Encoding": browserEncodings },
  });
  return {
    requestsPerSecond: result.requests.total / result.duration,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

/** Starts scripts/lib/static-file-server.ts in its own process and resolves once it listens. */
async function startStaticServer(clientDir: string) {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    ["--import", "tsx", path.join(projectRoot, "scripts", "lib", "static-file-server.ts"), clientDir, String(port)],
    { cwd: projectRoot, stdio: ["ignore", "pipe", "inherit"] },
  );
  await new Promise<void>((resolve, reject) => {
    child.once("exit", (code) => reject(new Error(`The static file server exited (${code})`)));
    child.stdout?.on("data", (chunk: Buffer) => {
      if (chunk.toString().includes("listening")) resolve();
    });
  });
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        child.removeAllListeners("exit");
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
      }),
  };
}

/** Both answer the page with the same Brotli bytes: the comparison is of the servers, not of the files. */
async function sameBody(site: string, plain: string, page: string): Promise<void> {
  const [ours, theirs] = await Promise.all(
    [site, plain].map((base) => fetch(base + page, { headers: { "Accept-Encoding": browserEncodings } })),
  );
  if (!ours || !theirs) throw new Error("No answer");
  for (const answer of [ours, theirs]) {
    if (answer.status !== 200 || answer.headers.get("content-encoding") !== "br") {
      throw new Error(
        `${answer.url} answered ${answer.status} ${answer.headers.get("content-encoding") ?? "identity"}`,
      );
    }
  }
  if (ours.headers.get("content-length") !== theirs.headers.get("content-length")) {
    throw new Error(`${page}: the site and the static server send different files`);
  }
}

async function measurePages(duration: number, connections: number) {
  const buildDir = path.join(projectRoot, process.env.BUILD_DIR ?? "build");
  const clientDir = path.join(buildDir, "client");
  if (!existsSync(path.join(buildDir, "server", "start.js")) || !existsSync(path.join(clientDir, "index.html.br"))) {
    throw new Error("No production build with compressed pages: run `npm run build` first.");
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), "examwise-load-"));
  const site = await startSiteServer({ DATA_DIR: dataDir, LOG_LEVEL: "error" }, { entry: "bundle" });
  const plain = await startStaticServer(clientDir);
  let failed = false;
  try {
    console.log(
      `Pre-rendered pages: ${rounds} rounds of ${duration} s each, ${connections} connections, Accept-Encoding: ${browserEncodings}`,
    );
    console.log(`site ${site.url} (node build/server/start.js), static file server ${plain.url}`);
    for (const page of measuredPages) {
      await sameBody(site.url, plain.url, page);
      // Warm both (JIT, sockets) before anything counts.
      await hammer(site.url + page, 1, connections);
      await hammer(plain.url + page, 1, connections);
      const ours: Figures[] = [];
      const theirs: Figures[] = [];
      for (let round = 1; round <= rounds; round += 1) {
        if (round % 2 === 1) {
          ours.push(await hammer(site.url + page, duration, connections));
          theirs.push(await hammer(plain.url + page, duration, connections));
        } else {
          theirs.push(await hammer(plain.url + page, duration, connections));
          ours.push(await hammer(site.url + page, duration, connections));
        }
        const [a, b] = [ours.at(-1), theirs.at(-1)];
        if (a && b) {
          console.log(
            `  ${page} round ${round}: site ${a.requestsPerSecond.toFixed(0)}/s p99 ${a.p99} ms, ` +
              `static ${b.requestsPerSecond.toFixed(0)}/s p99 ${b.p99} ms`,
          );
        }
      }
      const siteRate = median(ours.map((figures) => figures.requestsPerSecond));
      const staticRate = median(theirs.map((figures) => figures.requestsPerSecond));
      const ratio = siteRate / staticRate;
      const errors = [...ours, ...theirs].reduce((sum, figures) => sum + figures.errors, 0);
      console.log(
        `${page}: site ${siteRate.toFixed(0)} requests/s (p99 ${median(ours.map((f) => f.p99))} ms), ` +
          `static file server ${staticRate.toFixed(0)} requests/s (p99 ${median(theirs.map((f) => f.p99))} ms), ` +
          `ratio ${ratio.toFixed(2)} (at least ${minimumRatio}), errors ${errors}`,
      );
      if (ratio < minimumRatio || errors > 0) failed = true;
    }
  } finally {
    await plain.stop();
    await site.stop();
    rmSync(dataDir, { recursive: true, force: true });
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
