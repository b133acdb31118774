// The harness of the scripts and the server-level tests: the built production
// server on a free loopback port, the system Chromium, the local PostgreSQL.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import net from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";

export const projectRoot = path.resolve(import.meta.dirname, "..", "..");
/** The build directory, as react-router.config.ts and server.ts read it. */
export const buildDir = process.env.BUILD_DIR ?? "build";
export const migrationsFolder = path.join(projectRoot, "drizzle");
export const postgresUrl = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";

/** The system Chromium (`bash scripts/ensure-chromium.sh`), never a downloaded one, and the flags that make it run here. */
export const chromiumPath = "/usr/bin/chromium";
export const chromiumFlags = `--headless=new --no-sandbox --disable-gpu --disable-quic --no-first-run --disable-sync
  --disable-background-networking --disable-component-update`.split(/\s+/);

/** A file name for a page path: `/` → `home`, `/exams/toefl` → `exams-toefl`. */
export const pageName = (pagePath: string) =>
  pagePath.replace(/^\/+|\/+$/g, "").replace(/[^A-Za-z0-9._-]+/g, "-") || "home";

export function freePort(): Promise<number> {
  const probe = net.createServer();
  return new Promise((resolve, reject) => {
    probe.on("error", reject).listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** The production bundle every started server runs (`npm run build`; scripts/build-server.ts). */
const bundle = path.join(projectRoot, "build", "server", "start.js");

/** Runs `npm run build` when the production bundle or `<BUILD_DIR>/server/index.js` is missing. */
export async function ensureBuild(): Promise<void> {
  if (existsSync(bundle) && existsSync(path.join(projectRoot, buildDir, "server", "index.js"))) return;
  console.error(`No build in ${buildDir}/: running \`npm run build\`…`);
  if (spawnSync("npm", ["run", "build"], { cwd: projectRoot, stdio: "inherit" }).status !== 0) {
    throw new Error("The build failed");
  }
}

/** Fails with one clear line when PostgreSQL is not there: nothing skips it silently. */
export async function assertPostgresReachable(url = postgresUrl): Promise<void> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3_000 });
  try {
    await client.connect();
    await client.query("select 1");
  } catch (error) {
    throw new Error(
      `PostgreSQL is not reachable at ${new URL(url).host} (${error instanceof Error ? error.message : error}): ` +
        "start PostgreSQL (user postgres, database test) or set TEST_DATABASE_URL.",
    );
  } finally {
    await client.end().catch(() => {});
  }
}

export type SiteServer = Awaited<ReturnType<typeof startServer>>;
export type RunningServer = Omit<SiteServer, "stop"> & { stop(): Promise<unknown> };

/**
 * Starts the production bundle (one process, so a signal reaches it) on `<BUILD_DIR>` and resolves once /api/health
 * answers 200. `env` is added to its environment (mail and DATABASE_URL are not inherited from ours); `preload`:
 * modules imported into its process first, e.g. a test's probe (through tsx).
 */
export async function startServer({
  env = {} as Record<string, string>,
  preload = [] as string[],
  onOutput = (_text: string) => {},
} = {}) {
  await ensureBuild();
  const port = await freePort();
  const { SMTP_URL: _smtp, DATABASE_URL: _database, ...inherited } = process.env;
  const dataDir = mkdtempSync(path.join(tmpdir(), "examwise-server-"));
  const imports = (preload.length > 0 ? ["tsx", ...preload] : []).flatMap((module) => ["--import", module]);
  const child = spawn(process.execPath, [...imports, bundle], {
    cwd: projectRoot,
    env: {
      ...inherited,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      LOG_LEVEL: "warn",
      // A database of its own, so a run never touches (or waits for) ./data.
      DATA_DIR: dataDir,
      // Production needs one with DATABASE_URL; servers started together share it, as a deployment's would.
      LEADS_SECRET: "site-server-test-leads-secret-0123456789",
      // Mails link to the local SITE_URL, which production refuses without this (decision 036).
      ALLOW_LOCAL_SITE_URL: "1",
      ...env,
      PORT: String(port),
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-8_000);
    onOutput(chunk.toString());
  };
  child.stdout.on("data", keep);
  child.stderr.on("data", keep);
  const killOnExit = () => child.kill("SIGKILL");
  process.once("exit", killOnExit);
  const done = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once("exit", (code, signal) => resolve({ code, signal })),
  );
  void done.then(() => {
    process.removeListener("exit", killOnExit);
    rmSync(dataDir, { recursive: true, force: true });
  });
  const running = () => child.exitCode === null && child.signalCode === null;

  const server = {
    url: `http://127.0.0.1:${port}`,
    pid: child.pid ?? 0,
    /** The tail of what the server printed. */
    output: () => output,
    signal: (name: NodeJS.Signals) => child.kill(name),
    /** The exit code (null after a signal) once the process has exited. */
    exited: done.then(({ code }) => code),
    /** SIGTERM (a graceful drain) by default; resolves once the process has exited. */
    async stop(signal: NodeJS.Signals = "SIGTERM") {
      if (running()) child.kill(signal);
      const timer = setTimeout(() => child.kill("SIGKILL"), 15_000);
      const exit = await done;
      clearTimeout(timer);
      return exit;
    },
  };
  const printed = () => `\n--- server output ---\n${output.trim() || "(nothing)"}`;
  for (const deadline = Date.now() + 120_000; Date.now() < deadline; ) {
    if (!running()) {
      const { code, signal } = await done;
      throw new Error(`The server exited (${signal ?? `exit ${code}`}) before answering /api/health${printed()}`);
    }
    const response = await fetch(`${server.url}/api/health`, { signal: AbortSignal.timeout(2_000) }).catch(() => null);
    if (response?.status === 200) return server;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await server.stop("SIGKILL");
  throw new Error(`The server did not answer ${server.url}/api/health within 120 s${printed()}`);
}

export const startSiteServer = (env: Record<string, string>) => startServer({ env });
