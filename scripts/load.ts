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
  try {
    const server = await startSiteServer({
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : { DATA_DIR: dataDir }),
      LEADS_RATE_LIMIT: "1000000",
      LOG_LEVEL: "error",
    });
    const database = databaseUrl
      ? `PostgreSQL (${new URL(databaseUrl).host}${new URL(databaseUrl).pathname})`
      : "PGlite";
    console.log(`Load test: ${duration} s, ${connections} connections, ${database}, ${server.url}`);
    const body = (n: number) =>
      contactBody("Load Test", "load@example.com", `${tag} ${n}: is the trial free for three days?`);
    const { result, accepted } = await postContacts(server.url, { connections, duration, body }).finally(async () => {
      const stopped = await server.stop();
      if (stopped.code !== 0)
        console.error(`The server exited with ${stopped.signal ?? stopped.code}:\n${server.output()}`);
    });

    const statuses = Object.entries(result.statusCodeStats ?? {}).map(([status, { count }]) => `${status}: ${count}`);
    console.log(`Requests: ${result.requests.total} in ${result.duration.toFixed(1)} s (${statuses.join(", ")})`);
    console.log(`Accepted (202) per second: ${(accepted.length / result.duration).toFixed(0)}`);
    console.log(`Latency: p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, max ${result.latency.max} ms`);
    console.log(`Errors: ${result.errors} (timeouts ${result.timeouts}), non-2xx: ${result.non2xx}`);

    // After the server has stopped (PGlite allows one process): every 202 must have its row.
    const handle = await openDatabase(
      databaseUrl
        ? { driver: "postgres", url: databaseUrl, migrationsFolder }
        : { driver: "pglite", dataDir, migrationsFolder },
    );
    try {
      const rows = await handle.db.select({ id: contactMessages.id }).from(contactMessages).where(ofRun(tag));
      const stored = new Set(rows.map((row) => row.id));
      const lost = accepted.filter((id) => !stored.has(id));
      console.log(
        `Stored: ${accepted.length - lost.length} of ${accepted.length} accepted messages; lost: ${lost.length}`,
      );
      if (databaseUrl) await handle.db.delete(contactMessages).where(ofRun(tag));
      if (lost.length > 0 || result.errors > 0 || result.non2xx > 0 || accepted.length === 0) process.exitCode = 1;
    } finally {
      await handle.close();
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

type Figures = { requestsPerSecond: number; p99: number; errors: number };

async function hammer(url: string, seconds = duration): Promise<Figures> {
  const headers = { "Accept-Encoding": browserEncodings };
  const result = await autocannon({ url, connections, duration: seconds, timeout: 10, headers });
  const errors = result.errors + result.timeouts + result.non2xx;
  return { requestsPerSecond: result.requests.total / result.duration, p99: result.latency.p99, errors };
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
  const answers = await Promise.all(
    urls.map((url) => fetch(url + page, { headers: { "Accept-Encoding": browserEncodings } })),
  );
  for (const answer of answers) {
    const encoding = answer.headers.get("content-encoding");
    if (answer.status !== 200 || encoding !== "br")
      throw new Error(`${answer.url} answered ${answer.status} ${encoding ?? "identity"}`);
  }
  if (new Set(answers.map((answer) => answer.headers.get("content-length"))).size > 1) {
    throw new Error(`${page}: the site and the static server send different files`);
  }
}

async function measurePages() {
  const clientDir = path.join(projectRoot, buildDir, "client");
  const site = await startSiteServer({ LOG_LEVEL: "error" });
  const plain = await startStaticServer(clientDir);
  let failed = false;
  try {
    console.log(
      `Pre-rendered pages: ${rounds} rounds of ${duration} s each, ${connections} connections, Accept-Encoding: ${browserEncodings}`,
    );
    console.log(`site ${site.url} (node build/server/start.js), static file server ${plain.url}`);
    for (const page of ["/", "/pricing"]) {
      await sameBody([site.url, plain.url], page);
      // Warm both (JIT, sockets) before anything counts.
      await hammer(site.url + page, 1);
      await hammer(plain.url + page, 1);
      const ours: Figures[] = [];
      const theirs: Figures[] = [];
      for (let round = 1; round <= rounds; round += 1) {
        const takeOurs = async () => ours.push(await hammer(site.url + page));
        const takeTheirs = async () => theirs.push(await hammer(plain.url + page));
        for (const take of round % 2 === 1 ? [takeOurs, takeTheirs] : [takeTheirs, takeOurs]) await take();
        const [a, b] = [ours.at(-1), theirs.at(-1)];
        console.log(
          `  ${page} round ${round}: site ${a?.requestsPerSecond.toFixed(0)}/s p99 ${a?.p99} ms, ` +
            `static ${b?.requestsPerSecond.toFixed(0)}/s p99 ${b?.p99} ms`,
        );
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
