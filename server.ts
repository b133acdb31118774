// The production HTTP server: pre-rendered pages from disk, everything else
// rendered by React Router, behind compression and security headers.
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express, { type NextFunction, type Request, type Response } from "express";
import type { ServerBuild } from "react-router";
import { EnvError } from "./app/lib/env-schema.ts";
import { readServerEnv, type ServerEnv } from "./app/server/env.server.ts";

function loadEnv(): ServerEnv {
  try {
    return readServerEnv();
  } catch (error) {
    if (!(error instanceof EnvError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

const env = loadEnv();
const { logger } = await import("./app/server/logger.server.ts");

const root = path.dirname(fileURLToPath(import.meta.url));
const buildDir = path.resolve(root, env.BUILD_DIR);
const clientDir = path.join(buildDir, "client");
const serverBuildFile = path.join(buildDir, "server", "index.js");

if (!existsSync(serverBuildFile)) {
  console.error("No build found: run `npm run build` first (or `npm start`, which builds and serves).");
  process.exit(1);
}

const oneYear = 60 * 60 * 24 * 365;
const htmlCacheControl = "public, max-age=300, must-revalidate";

function securityHeaders(_req: Request, res: Response, next: NextFunction) {
  res.setHeader("X-Content-Type-Options", "nosniff");
  res.setHeader("Referrer-Policy", "strict-origin-when-cross-origin");
  res.setHeader("X-Frame-Options", "DENY");
  res.setHeader("Cross-Origin-Opener-Policy", "same-origin");
  res.setHeader("Permissions-Policy", "camera=(), microphone=(), geolocation=(), interest-cohort=()");
  res.setHeader("Content-Security-Policy", "frame-ancestors 'none'; object-src 'none'; base-uri 'self'");
  if (env.NODE_ENV === "production") res.setHeader("Strict-Transport-Security", "max-age=31536000");
  next();
}

/** Serves the pre-rendered HTML of a page, with or without a trailing slash. */
function prerenderedPages(req: Request, res: Response, next: NextFunction) {
  if (req.method !== "GET" && req.method !== "HEAD") return next();
  let pathname: string;
  try {
    pathname = decodeURIComponent(req.path);
  } catch {
    return next();
  }
  const file = path.join(clientDir, pathname, "index.html");
  if (!file.startsWith(clientDir + path.sep) || !existsSync(file)) return next();
  res.setHeader("Cache-Control", htmlCacheControl);
  res.sendFile(file);
}

const app = express();
app.disable("x-powered-by");
app.set("trust proxy", env.TRUST_PROXY);
app.use(compression());
app.use(securityHeaders);

app.get("/api/health", (_req, res) => {
  res.json({ ok: true });
});

app.use(
  "/assets",
  express.static(path.join(clientDir, "assets"), { immutable: true, maxAge: oneYear * 1000, index: false }),
);
app.use(prerenderedPages);
app.use(express.static(clientDir, { maxAge: "1h", index: false, redirect: false }));

const build: ServerBuild = await import(serverBuildFile);
app.all(
  "/{*path}",
  (_req, res, next) => {
    res.setHeader("Cache-Control", "no-store");
    next();
  },
  createRequestHandler({ build, mode: env.NODE_ENV === "production" ? "production" : "development" }),
);

app.use((error: unknown, _req: Request, res: Response, _next: NextFunction) => {
  logger.error({ err: error }, "Unhandled error");
  if (!res.headersSent) res.status(500).type("text/plain").send("Something went wrong.");
});

const server = app.listen(env.PORT, env.HOST, () => {
  logger.info(`Examwise site listening on http://${env.HOST === "0.0.0.0" ? "localhost" : env.HOST}:${env.PORT}`);
});

server.on("error", (error: NodeJS.ErrnoException) => {
  console.error(
    error.code === "EADDRINUSE" ? `Port ${env.PORT} is already in use: set PORT to a free port.` : error.message,
  );
  process.exit(1);
});

function shutdown(signal: string) {
  logger.info(`${signal} received: closing the server`);
  server.close(() => process.exit(0));
  server.closeIdleConnections();
  setTimeout(() => process.exit(0), 10_000).unref();
}

process.once("SIGTERM", () => shutdown("SIGTERM"));
process.once("SIGINT", () => shutdown("SIGINT"));
