// Starts the real production server (`node --import tsx server.ts`, or the
// bundle `node build/server/start.js`; one process, so a SIGKILL reaches the
// server itself) on a free loopback port. Used by the SIGKILL journey,
// `npm run load` and `npm run scale-test`.
import { type ChildProcess, spawn } from "node:child_process";
import net from "node:net";
import path from "node:path";

export const projectRoot = path.resolve(import.meta.dirname, "../../..");

/** The LEADS_SECRET of servers started here, unless `env` gives another. */
export const siteServerLeadsSecret = "site-server-test-leads-secret-0123456789";

export type SiteServer = {
  url: string;
  pid: number;
  /** The tail of what the server printed. */
  output(): string;
  /** SIGTERM (graceful) by default; resolves once the process has exited. */
  stop(signal?: NodeJS.Signals): Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
};

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.on("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      const port = typeof address === "object" && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

function exited(child: ChildProcess): Promise<{ code: number | null; signal: NodeJS.Signals | null }> {
  if (child.exitCode !== null || child.signalCode !== null) {
    return Promise.resolve({ code: child.exitCode, signal: child.signalCode });
  }
  return new Promise((resolve) => child.once("exit", (code, signal) => resolve({ code, signal })));
}

export type SiteServerOptions = {
  /** `source` runs server.ts through tsx; `bundle` runs `<BUILD_DIR>/server/start.js`, as production does. */
  entry?: "source" | "bundle";
  timeoutMs?: number;
};

/**
 * Starts the built site (BUILD_DIR from the environment) and resolves once
 * /api/health answers 200. Mail settings and DATABASE_URL are not inherited:
 * pass them in `env` when wanted.
 */
export async function startSiteServer(
  env: Record<string, string>,
  { entry = "source", timeoutMs = 120_000 }: SiteServerOptions = {},
): Promise<SiteServer> {
  const port = await freePort();
  const { SMTP_URL: _smtp, DATABASE_URL: _database, ...inherited } = process.env;
  const buildDir = env.BUILD_DIR ?? inherited.BUILD_DIR ?? "build";
  const args = entry === "bundle" ? [path.join(buildDir, "server", "start.js")] : ["--import", "tsx", "server.ts"];
  const child = spawn(process.execPath, args, {
    cwd: projectRoot,
    env: {
      ...inherited,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      LOG_LEVEL: "warn",
      // Production needs one with DATABASE_URL; instances started together share it, as a deployment's would.
      LEADS_SECRET: siteServerLeadsSecret,
      // Its mails link to SITE_URL's local default, which a production server with SMTP_URL
      // refuses without this switch (docs/decisions/036-mail-links-and-production-cookies.md).
      ALLOW_LOCAL_SITE_URL: "1",
      ...env,
      PORT: String(port),
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-8_000);
  };
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  const killOnExit = () => child.kill("SIGKILL");
  process.once("exit", killOnExit);
  const done = exited(child).finally(() => process.removeListener("exit", killOnExit));

  const server: SiteServer = {
    url: `http://127.0.0.1:${port}`,
    pid: child.pid ?? 0,
    output: () => output,
    async stop(signal = "SIGTERM") {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      const timer = setTimeout(() => child.kill("SIGKILL"), 15_000);
      const result = await done;
      clearTimeout(timer);
      return result;
    },
  };

  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`The server exited before answering /api/health:\n${output}`);
    }
    try {
      const response = await fetch(`${server.url}/api/health`, { signal: AbortSignal.timeout(2_000) });
      if (response.status === 200) return server;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await server.stop("SIGKILL");
  throw new Error(`The server did not answer /api/health within ${timeoutMs / 1000} s:\n${output}`);
}
