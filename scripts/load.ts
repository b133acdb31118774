// `npm run load`: a bounded load test of POST /api/email/sendContact on
// loopback. It starts the built server (with the rate limit raised for the
// run, mail delivery off), drives it with autocannon, prints accepted
// requests per second, p50/p99 latency and errors, stops the server, then
// proves that every 202 has its row. PGlite in a temporary DATA_DIR by
// default; PostgreSQL when DATABASE_URL is set (rows tagged with the run id,
// deleted afterwards).
//
//   npm run load [-- --duration 20] [--connections 10]
import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import autocannon, { type Result } from "autocannon";
import { inArray, like } from "drizzle-orm";
import { currentConsent } from "../app/catalog/consent.ts";
import { type DatabaseConfig, openDatabase } from "../app/server/db/database.server.ts";
import { contactMessages } from "../app/server/db/schema.server.ts";
import { projectRoot, startSiteServer } from "../tests/integration/support/site-server.ts";

const maxDurationSeconds = 30;

function options() {
  const { values } = parseArgs({
    options: { duration: { type: "string", default: "20" }, connections: { type: "string", default: "10" } },
  });
  const duration = Number(values.duration);
  const connections = Number(values.connections);
  if (!Number.isInteger(duration) || duration < 1 || duration > maxDurationSeconds) {
    throw new Error(`--duration must be 1 to ${maxDurationSeconds} seconds`);
  }
  if (!Number.isInteger(connections) || connections < 1 || connections > 200) {
    throw new Error("--connections must be 1 to 200");
  }
  return { duration, connections };
}

function ensureBuild() {
  const buildDir = process.env.BUILD_DIR ?? "build";
  if (existsSync(path.join(projectRoot, buildDir, "server", "index.js"))) return;
  console.log(`No build in ${buildDir}/: building first…`);
  const result = spawnSync("npx", ["react-router", "build"], { cwd: projectRoot, stdio: "inherit" });
  if (result.status !== 0) throw new Error("The build failed");
}

function isIdBody(value: unknown): value is { ok: true; id: string } {
  return typeof value === "object" && value !== null && "id" in value && typeof value.id === "string";
}

async function main() {
  const { duration, connections } = options();
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
    let sequence = 0;
    let result: Result;
    try {
      result = await autocannon({
        url: server.url,
        connections,
        duration,
        timeout: 10,
        requests: [
          {
            method: "POST",
            path: "/api/email/sendContact",
            headers: { "Content-Type": "application/json" },
            setupRequest: (request) => {
              sequence += 1;
              return {
                ...request,
                body: JSON.stringify({
                  formData: {
                    name: "Load Test",
                    email: "load@example.com",
                    message: `load ${runId} ${sequence}: is the trial free for three days?`,
                    consent: currentConsent.contact,
                  },
                  key: "examwise-contact",
                }),
              };
            },
            onResponse: (status, body) => {
              if (status !== 202) return;
              const parsed: unknown = JSON.parse(body);
              if (isIdBody(parsed)) accepted.push(parsed.id);
            },
          },
        ],
      });
    } finally {
      const stopped = await server.stop();
      if (stopped.code !== 0)
        console.error(`The server exited with ${stopped.signal ?? stopped.code}:\n${server.output()}`);
    }

    const statuses = Object.entries(result.statusCodeStats)
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

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
