// The production HTTP server (decisions 039, 044): pre-rendered pages and static files from memory in front of
// Express; everything else through helmet, the request guard and React Router's Express adapter.
import { existsSync } from "node:fs";
import http from "node:http";
import path from "node:path";
import zlib from "node:zlib";
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express from "express";
import type { ServerBuild } from "react-router";
import { forwardedForWarning, readServerEnv } from "./app/server/env.server.ts";

/** Stops the server with one line, never a stack trace. */
function exitWith(error: unknown, prefix = ""): never {
  console.error(prefix + (error instanceof Error ? error.message : String(error)));
  process.exit(1);
}

/** What `make` returns; an error it throws stops the server with its one line. */
function orExit<T>(make: () => T): T {
  try {
    return make();
  } catch (error) {
    exitWith(error);
  }
}

const env = orExit(() => readServerEnv());
// React and React Router pick their production builds from this, read when they are first imported below.
process.env.NODE_ENV = env.NODE_ENV;
const { logger } = await import("./app/server/logger.server.ts");
const { closeDatabase, databaseConfigFromEnv, initDatabase } = await import("./app/server/db/database.server.ts");
const { startMailDelivery } = await import("./app/server/outbox.server.ts");
const { leadWebhookFromEnv } = await import("./app/server/lead-webhook.server.ts");
const { signInMailKind } = await import("./app/server/admin/sign-in-mail.server.ts");
const { startLeadRetention } = await import("./app/server/retention.server.ts");
const { leadsSecret } = await import("./app/server/leads-secret.server.ts");
const { errorSummary } = await import("./app/server/http.server.ts");
const { cspNonce, securityHeaders } = await import("./app/server/http-security.server.ts");
const { answerClientErrors, errorHandler, methodTable, passesGuardHeaders, requestGuard, serverOptions } = await import(
  "./app/server/edge.server.ts"
);
const { loadPrecompressed, precompressedAnswers } = await import("./app/server/precompressed.server.ts");

/** The app's directory, where package.json is: server.ts sits in it, the production bundle (build/server/start.js) below. */
function appRoot(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, "package.json"))) return dir;
    if (path.dirname(dir) === dir) return from;
  }
}

const root = appRoot(import.meta.dirname);
const buildDir = path.resolve(root, env.BUILD_DIR);
const clientDir = path.join(buildDir, "client");
const serverBuildFile = path.join(buildDir, "server", "index.js");

if (!existsSync(serverBuildFile))
  exitWith("No build found: run `npm run build` first (or `npm start`, which builds and serves).");

const security = { gaMeasurementId: env.GA_MEASUREMENT_ID, production: env.NODE_ENV === "production" };

// Signs the newsletter's links; in production with DATABASE_URL an unset LEADS_SECRET stops the server here.
const secret = orExit(() => leadsSecret(env));

// The lead database (migrated at start-up) and the outbox that mails contact messages and newsletter confirmations.
const database = await initDatabase(databaseConfigFromEnv(env, path.join(root, "drizzle"))).catch((error: unknown) =>
  exitWith(error, "The database could not be opened: "),
);
logger.info(`Database: ${database.driver === "pglite" ? "embedded PGlite in" : "PostgreSQL at"} ${database.location}`);
// Leads to the CRM (decision 031) and the admin's sign-in links (decision 030) go through the same worker.
const outbox = startMailDelivery(env, database.db, logger, secret, leadWebhookFromEnv(env, database.db, logger), [
  signInMailKind(env.SITE_URL),
]);
// The daily purge of leads past their retention period (one instance at a time: docs/decisions/029-lead-retention.md).
const retention = startLeadRetention({ db: database.db, log: logger, retentionDays: env.LEAD_RETENTION_DAYS });

// Every page and file with its Brotli, gzip and identity bodies and its headers (a page's CSP names its scripts' hashes).
const { files, stats } = await loadPrecompressed(clientDir, security);
logger.info(stats, `Pre-rendered pages and files in memory: ${(stats.bytes / 2 ** 20).toFixed(1)} MB`);
const answerFromMemory = precompressedAnswers(files);

const app = express();
app.disable("x-powered-by");
app.set("trust proxy", env.TRUST_PROXY);
// Brotli at quality 5 (the default is 4): 7% smaller, so the biggest pages fit the first round trip (docs/performance.md).
app.use(compression({ brotli: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } } }));
app.use(securityHeaders(security));

/** Set once SIGTERM or SIGINT arrives: the process finishes what it holds and takes nothing new. */
let draining = false;

type ProbeAnswer = [status: number, body: object];
const databaseProbe = (): Promise<ProbeAnswer> =>
  Promise.race([
    database.ping(),
    new Promise((_resolve, reject) => setTimeout(() => reject(new Error("timeout")), 2_000).unref()),
  ]).then(
    (): ProbeAnswer => [200, { ok: true, db: "up" }],
    (): ProbeAnswer => [503, { ok: false, db: "down" }],
  );
// Liveness (the process answers) and readiness (the database answers and the process is not draining).
const probes: Record<string, () => ProbeAnswer | Promise<ProbeAnswer>> = {
  "/api/health": databaseProbe,
  "/livez": () => [200, { ok: true }],
  "/readyz": () => (draining ? [503, { ok: false, draining: true }] : databaseProbe()),
};

const build: ServerBuild = await import(serverBuildFile);
// Every request: a valid Host and path, a method the address answers, and a body of at most 16 KiB (64 KiB for forms).
app.use(requestGuard(methodTable(build, Object.keys(probes))));
for (const [probe, answer] of Object.entries(probes)) {
  app.get(probe, async (_req, res) => {
    const [status, body] = await answer();
    res.status(status).json(body);
  });
}

// What the in-memory answers left (a body, an address written otherwise) once the guard passed it.
app.use((req, res, next) => {
  const query = req.originalUrl.indexOf("?");
  const url = decodeURIComponent(req.path) + (query === -1 ? "" : req.originalUrl.slice(query));
  if (!answerFromMemory(req, res, url)) next();
});

app.all(
  "/{*path}",
  createRequestHandler({
    build,
    mode: env.NODE_ENV === "production" ? "production" : "development",
    // req.ip honours X-Forwarded-For only as far as TRUST_PROXY allows.
    getLoadContext: (req, res) => ({ clientAddress: req.ip, cspNonce: cspNonce(res) }),
  }),
);

// A client's mistake answers 4xx with a message; only a fault of ours is a 500 (docs/decisions/021).
app.use(errorHandler(logger));

// A proxy the server was not told about (docs/decisions/035-no-request-holds-the-event-loop.md names the setting).
const noteForwardedFor =
  env.NODE_ENV === "production" && env.TRUST_PROXY === 0 ? forwardedForWarning(logger) : () => {};
const server = http.createServer(serverOptions, (req, res) => {
  noteForwardedFor(req.headers);
  if (!(passesGuardHeaders(req.headers) && answerFromMemory(req, res, req.url ?? ""))) app(req, res);
});
answerClientErrors(server);
server.listen(env.PORT, env.HOST, () => {
  logger.info(`Examwise site listening on http://${env.HOST === "0.0.0.0" ? "localhost" : env.HOST}:${env.PORT}`);
});

server.on("error", (error: NodeJS.ErrnoException) =>
  exitWith(error.code === "EADDRINUSE" ? `Port ${env.PORT} is already in use: set PORT to a free port.` : error),
);

/** Longer than the SMTP socket timeout (30 s), so a mail being sent finishes rather than going out twice. */
const shutdownGraceMs = 45_000;

/** Finishes in-flight requests, the outbox step and any purge, closes the database; exits 1 past the grace period. */
function shutdown(signal: string) {
  if (draining) return;
  draining = true;
  logger.info(`${signal} received: finishing in-flight requests, then closing`);
  setTimeout(() => {
    logger.error(`Shutdown took longer than ${shutdownGraceMs / 1000} s: exiting with work cut short`);
    process.exit(1);
  }, shutdownGraceMs).unref();
  const requestsDone = new Promise<void>((resolve) => server.close(() => resolve()));
  server.closeIdleConnections();
  void Promise.all([requestsDone, outbox?.stop(), retention.stop()])
    .then(() => closeDatabase())
    .then(() => process.exit(0))
    .catch((error: unknown) => {
      logger.error({ error: errorSummary(error) }, "Error while shutting down");
      process.exit(1);
    });
}

process.once("SIGTERM", () => shutdown("SIGTERM"));
process.once("SIGINT", () => shutdown("SIGINT"));
