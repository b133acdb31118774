// Raw HTTP/1.1 over a socket, the way a hostile client talks: whatever bytes
// it likes, and an answer read until the server closes the connection.
import { writeFileSync } from "node:fs";
import net from "node:net";
import { afterAll, beforeAll, expect } from "vitest";
import { freePort, type RunningServer, startServer } from "../../scripts/lib/server.ts";

export type RawAnswer = {
  /** The status of the first answer, or null when none arrived (a reset or a silent close). */
  status: number | null;
  headers: Record<string, string>;
  body: string;
  /** A socket error (e.g. ECONNRESET) or "timeout". */
  error?: string;
  /** Milliseconds until the server closed the connection. */
  ms: number;
  /** Everything the server sent, interim and later answers included. */
  raw: string;
};

/** Sends `parts` in order (a delay between them when given) and reads until the server closes. */
export function sendRaw(
  port: number,
  parts: readonly (string | Buffer | Promise<string | Buffer>)[],
  { timeoutMs = 20_000, gapMs = 0 } = {},
): Promise<RawAnswer> {
  return new Promise((resolve) => {
    const started = Date.now();
    const socket = net.connect(port, "127.0.0.1");
    const chunks: Buffer[] = [];
    let error: string | undefined;
    let settled = false;
    const finish = () => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      socket.destroy();
      const bytes = Buffer.concat(chunks);
      resolve({
        ...parseAnswer(bytes),
        ...(error ? { error } : {}),
        ms: Date.now() - started,
        raw: bytes.toString("utf8"),
      });
    };
    const timer = setTimeout(() => {
      error = "timeout";
      finish();
    }, timeoutMs);
    socket.on("data", (chunk) => chunks.push(chunk));
    socket.on("error", (problem: NodeJS.ErrnoException) => {
      error = problem.code ?? problem.message;
      finish();
    });
    socket.on("close", finish);
    socket.on("connect", async () => {
      for (const pending of parts) {
        const part = await pending;
        if (socket.destroyed) return;
        await new Promise<void>((done) => socket.write(part, () => done()));
        if (gapMs) await new Promise((done) => setTimeout(done, gapMs));
      }
    });
  });
}

function parseAnswer(bytes: Buffer): Pick<RawAnswer, "status" | "headers" | "body"> {
  // Interim answers (100 Continue to `Expect: 100-continue`) come before the real one.
  const interim = /^(?:HTTP\/1\.[01] 1\d\d[^\r]*\r\n(?:[^\r]+\r\n)*\r\n)+/.exec(bytes.toString("latin1"));
  const answer = bytes.subarray(interim?.[0].length ?? 0);
  const end = answer.indexOf("\r\n\r\n");
  const head = (end === -1 ? answer : answer.subarray(0, end)).toString("utf8");
  const status = /^HTTP\/1\.[01] (\d{3})/.exec(head)?.[1];
  const headers: Record<string, string> = {};
  for (const line of head.split("\r\n").slice(1)) {
    const colon = line.indexOf(":");
    if (colon > 0) headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
  }
  let body = end === -1 ? Buffer.alloc(0) : answer.subarray(end + 4);
  if (headers["transfer-encoding"] === "chunked") body = unchunk(body);
  return { status: status ? Number(status) : null, headers, body: body.toString("utf8") };
}

/** The body of a chunked answer: chunk sizes count bytes, so it is read as bytes (a page has non-ASCII words). */
function unchunk(bytes: Buffer): Buffer {
  const parts: Buffer[] = [];
  let rest = bytes;
  while (rest.length > 0) {
    const lineEnd = rest.indexOf("\r\n");
    const size = Number.parseInt(rest.subarray(0, lineEnd).toString("latin1"), 16);
    if (!Number.isFinite(size) || size === 0) break;
    parts.push(rest.subarray(lineEnd + 2, lineEnd + 2 + size));
    rest = rest.subarray(lineEnd + 2 + size + 2);
  }
  return Buffer.concat(parts);
}

/** A request with `Connection: close` and, when a body is given, its Content-Length. */
export function request(
  method: string,
  target: string,
  { headers = {}, body }: { headers?: Record<string, string>; body?: string | Buffer } = {},
): string | Buffer {
  const lines = [`${method} ${target} HTTP/1.1`];
  const all: Record<string, string> = { Host: "localhost", Connection: "close", ...headers };
  if (body !== undefined && !Object.keys(all).some((name) => /^(content-length|transfer-encoding)$/i.test(name))) {
    all["Content-Length"] = String(Buffer.byteLength(body));
  }
  for (const [name, value] of Object.entries(all)) lines.push(`${name}: ${value}`);
  const head = `${lines.join("\r\n")}\r\n\r\n`;
  return body === undefined ? head : Buffer.concat([Buffer.from(head), Buffer.from(body)]);
}

/** A body sent with Transfer-Encoding: chunked, in pieces of 16 KiB. */
export function chunked(body: string): string {
  let out = "";
  for (let at = 0; at < body.length; at += 16_384) {
    const piece = body.slice(at, at + 16_384);
    out += `${Buffer.byteLength(piece).toString(16)}\r\n${piece}\r\n`;
  }
  return `${out}0\r\n\r\n`;
}

/** Lines of a log that look like a JavaScript stack frame, or a JSON log line carrying a stack. */
export function linesWithStacks(log: string): string[] {
  return log.split("\n").filter((line) => /^\s+at .+:\d+:\d+\)?$|"stack"\s*:/.test(line));
}

/** The server process's event-loop delay, read from the probe loaded into it (event-loop-probe.ts). */
type EventLoopProbe = {
  /** Starts a new measurement. */
  reset(): Promise<void>;
  /** The longest time the event loop was held since the last reset, in ms. */
  maxMs(): Promise<number>;
};

export type EdgeServer = RunningServer & { port: number; log: () => string; eventLoop: EventLoopProbe };

function eventLoopProbe(port: number): EventLoopProbe {
  const read = async (path: string) => {
    const answer = await fetch(`http://127.0.0.1:${port}${path}`);
    const { maxMs } = (await answer.json()) as { maxMs: number };
    return maxMs;
  };
  return {
    reset: async () => {
      await read("/reset");
    },
    maxMs: () => read("/max"),
  };
}

/** The edge server's LEADS_SECRET, so tests can sign newsletter links. */
export const edgeLeadsSecret = "edge-test-leads-secret-0123456789abcdef";

/** The built server (TRUST_PROXY=1, a high lead rate limit so bodies get validated), with everything it prints. */
export async function startEdgeServer(env: Record<string, string> = {}): Promise<EdgeServer> {
  let log = "";
  const probePort = await freePort();
  const server = await startServer({
    env: {
      TRUST_PROXY: "1",
      LEADS_RATE_LIMIT: "1000000",
      LOG_LEVEL: "info",
      LEADS_SECRET: edgeLeadsSecret,
      EVENT_LOOP_PROBE_PORT: String(probePort),
      ...env,
    },
    preload: ["./tests/edge/event-loop-probe.ts"],
    onOutput: (text) => {
      log += text;
    },
  });
  return {
    ...server,
    port: Number(new URL(server.url).port),
    log: () => log,
    eventLoop: eventLoopProbe(probePort),
    // EDGE_LOG=<file> keeps what the server printed, to read after a failure.
    stop: async () => {
      await server.stop();
      if (process.env.EDGE_LOG) writeFileSync(process.env.EDGE_LOG, log);
    },
  };
}

/**
 * Starts the built server before the file's tests and stops it after, then
 * checks that nothing a client sent made it print a stack trace.
 */
export function edgeServerForThisFile(): () => EdgeServer {
  let server: EdgeServer | undefined;
  beforeAll(async () => {
    server = await startEdgeServer();
  }, 120_000);
  afterAll(async () => {
    if (!server) return;
    await server.stop();
    expect(linesWithStacks(server.log())).toEqual([]);
  });
  return () => {
    if (!server) throw new Error("The edge server has not started");
    return server;
  };
}

/** How long one request may hold the server's event loop (docs/decisions/035-no-request-holds-the-event-loop.md). */
export const eventLoopBudgetMs = 50;

/**
 * An ordinary request for comparison: the contact page rendered again with
 * one field error, the heaviest thing a visitor's post makes the server do.
 */
export const ordinaryPost = () =>
  request("POST", "/contact", {
    headers: { "Content-Type": "application/x-www-form-urlencoded", "X-Forwarded-For": "192.0.2.1" },
    body: new URLSearchParams({ name: "Ada", email: "ada@example.com", message: "", consent: "x" }).toString(),
  });

/**
 * The longest hold of the event loop while the server answers one request.
 * Best of three (stopping once within `budgetMs`): a busy machine can pause
 * the whole process now and then, while a request that does too much work
 * holds the loop every time.
 */
export async function eventLoopHoldOf(
  server: EdgeServer,
  send: () => string | Buffer,
  budgetMs: number,
): Promise<{ holdMs: number; status: number | null }> {
  // Once unmeasured: the first render of a page loads its modules.
  await sendRaw(server.port, [send()]);
  let holdMs = Number.POSITIVE_INFINITY;
  let status: number | null = null;
  for (let attempt = 0; attempt < 3 && holdMs > budgetMs; attempt++) {
    await server.eventLoop.reset();
    const answer = await sendRaw(server.port, [send()]);
    holdMs = Math.min(holdMs, await server.eventLoop.maxMs());
    status = answer.status;
  }
  return { holdMs, status };
}
