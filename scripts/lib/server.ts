// Helpers shared by the perf and screenshot scripts: start the built production
// server on a free port, and find the system Chromium (never downloaded).
import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdtempSync } from "node:fs";
import net from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");

const CHROMIUM = "/usr/bin/chromium";

/** Flags that make the system Chromium run here (headless, no sandbox, no background traffic). */
export const chromiumFlags = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

/** The Debian Chromium's path, or a one-line error telling how to install it. */
export function chromiumPath(): string {
  if (!existsSync(CHROMIUM)) {
    throw new Error(`Chromium not found at ${CHROMIUM}: run \`bash scripts/ensure-chromium.sh\` first.`);
  }
  return CHROMIUM;
}

/** A file name for a page path: `/` → `home`, `/exams/toefl` → `exams-toefl`. */
export function pageName(pagePath: string): string {
  const name = pagePath
    .split(/[?#]/)[0]
    ?.replace(/^\/+|\/+$/g, "")
    .replace(/[^A-Za-z0-9._-]+/g, "-");
  return name ? name : "home";
}

export type RunningServer = {
  url: string;
  stop(): Promise<void>;
  /** Sends a signal to the server process. */
  signal(name: NodeJS.Signals): void;
  /** Resolves with the exit code (null when a signal ended it) once the process has exited. */
  exited: Promise<number | null>;
};

export type StartServerOptions = {
  /** Port to listen on; a free one is picked when omitted. */
  port?: number;
  /** Extra environment for the server (NODE_ENV is production unless set here). */
  env?: Record<string, string>;
  /** Receives everything the server prints, on stdout and stderr. */
  onOutput?: (text: string) => void;
  /** Modules loaded into the server's process before it starts (`--import`), e.g. a test's probe. */
  preload?: string[];
};

const healthTimeoutMs = 90_000;
const stopTimeoutMs = 15_000;

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.unref();
    probe.on("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      const port = typeof address === "object" && address ? address.port : 0;
      probe.close(() => (port ? resolve(port) : reject(new Error("Could not find a free port"))));
    });
  });
}

function run(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: projectRoot, stdio: ["ignore", "inherit", "inherit"] });
    child.on("error", reject);
    child.on("exit", (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(" ")} failed (${signal ?? `exit ${code}`})`)),
    );
  });
}

/** The build directory: `BUILD_DIR` when set (as react-router.config.ts and server.ts read it), else `build`. */
export const buildDir = process.env.BUILD_DIR ?? "build";

/** Builds the site when `<BUILD_DIR>/server/index.js` is missing. */
export async function ensureBuild(): Promise<void> {
  if (existsSync(path.join(projectRoot, buildDir, "server", "index.js"))) return;
  console.error(`No build in ${buildDir}/: running \`npx react-router build\`…`);
  await run("npx", ["react-router", "build"]);
}

function waitForExit(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once("exit", () => resolve()));
}

/** Starts the built production server (`tsx server.ts`) and resolves once `/api/health` answers 200. */
export async function startServer(options: StartServerOptions = {}): Promise<RunningServer> {
  await ensureBuild();
  const port = options.port ?? (await freePort());
  const host = "127.0.0.1";
  const url = `http://${host}:${port}`;

  const preloads = options.preload ?? [];
  const serverArgs = [...preloads.flatMap((module) => ["--import", module]), "server.ts"];
  const child = spawn(path.join(projectRoot, "node_modules", ".bin", "tsx"), serverArgs, {
    cwd: projectRoot,
    env: {
      ...process.env,
      NODE_ENV: "production",
      HOST: host,
      LOG_LEVEL: "warn",
      // A database of its own, so a measuring run never touches (or waits for) ./data.
      DATA_DIR: mkdtempSync(path.join(tmpdir(), "examwise-script-")),
      ...options.env,
      PORT: String(port),
    },
    stdio: ["ignore", "pipe", "pipe"],
  });

  // Keep the tail of the server's output for error messages.
  let stderr = "";
  let stdout = "";
  child.stderr?.on("data", (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-8_000);
    options.onOutput?.(chunk.toString());
  });
  child.stdout?.on("data", (chunk: Buffer) => {
    stdout = (stdout + chunk.toString()).slice(-8_000);
    options.onOutput?.(chunk.toString());
  });
  const killOnExit = () => child.kill("SIGKILL");
  process.once("exit", killOnExit);

  const exited = waitForExit(child);
  let stopping: Promise<void> | undefined;
  const stop = () => {
    stopping ??= (async () => {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill("SIGTERM");
        const timer = setTimeout(() => child.kill("SIGKILL"), stopTimeoutMs);
        await exited;
        clearTimeout(timer);
      }
      process.removeListener("exit", killOnExit);
    })();
    return stopping;
  };

  const output = () => {
    const text = stderr.trim() || stdout.trim();
    return text ? `\n--- server ${stderr.trim() ? "stderr" : "stdout"} ---\n${text}` : " (the server printed nothing)";
  };

  let spawnError: Error | undefined;
  child.on("error", (error) => {
    spawnError = error;
  });

  const deadline = Date.now() + healthTimeoutMs;
  while (true) {
    if (spawnError) {
      await stop();
      throw new Error(`Could not start the server: ${spawnError.message}`);
    }
    if (child.exitCode !== null || child.signalCode !== null) {
      await stop();
      throw new Error(
        `The server exited (${child.signalCode ?? `exit ${child.exitCode}`}) before answering /api/health${output()}`,
      );
    }
    try {
      const response = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(2_000) });
      if (response.status === 200) {
        return {
          url,
          stop,
          signal: (name) => child.kill(name),
          exited: exited.then(() => child.exitCode),
        };
      }
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(
        `The server did not answer 200 on ${url}/api/health within ${healthTimeoutMs / 1000} s${output()}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
