// What every request meets before React Router's Express adapter, and the error contract (decision 021).
import { type IncomingHttpHeaders, type Server, type ServerResponse, STATUS_CODES } from "node:http";
import type { Duplex } from "node:stream";
import type { Request as ExpressRequest, Response as ExpressResponse, NextFunction } from "express";
import type { Logger } from "pino";
import { matchRoutes, type RouteObject, type ServerBuild } from "react-router";
import { brand } from "#app/catalog/brand";
import { badRequest as badRequestPage } from "#content/pages";
import {
  drainLimitBytes,
  errorBody,
  errorSummary,
  formBodyLimitBytes,
  isCrossSiteRequest,
  isMediaType,
  jsonBodyLimitBytes,
  requestErrors,
} from "./http.server";
import { contentSecurityPolicy } from "./http-security.server";
import { escapeHtml } from "./mailer.server";
import { pagePathOf } from "./precompressed.server";

/** A request the client got wrong: answered with `status` and `message`, never logged as our fault. */
class ClientError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

const isApiPath = (path: string) => path === "/api" || path.startsWith("/api/");

/** A DNS name or IPv4 address, or a bracketed IPv6 address, with an optional port. */
export const hostPattern =
  /^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*\.?|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/** A host the adapter can build a URL with (URL refuses a few the pattern passes: `1.2.3.4.5`, port 99999). */
export function isValidHost(value: string | undefined): value is string {
  return value !== undefined && value.length <= 255 && hostPattern.test(value) && URL.canParse(`http://${value}`);
}

/** A valid Host, and X-Forwarded-Host if sent: one host, not a list, trusted or not (the adapter reads its port). */
function validHosts({ host, "x-forwarded-host": forwarded }: IncomingHttpHeaders): boolean {
  return isValidHost(host) && (forwarded === undefined || (typeof forwarded === "string" && isValidHost(forwarded)));
}

/** A request without a body whose Host and forwarded headers the guard accepts may be answered before Express. */
export function passesGuardHeaders(headers: IncomingHttpHeaders): boolean {
  const { "content-length": length, "x-forwarded-proto": proto } = headers;
  return (
    (length === undefined || length === "0") &&
    headers["transfer-encoding"] === undefined &&
    validHosts(headers) &&
    (proto === undefined || (typeof proto === "string" && /^https?$/.test(proto.split(",")[0]?.trim() ?? "")))
  );
}

export type PathCheck = { kind: "ok" } | { kind: "redirect"; location: string } | { kind: "bad" };

export const pathEnd = /[?#]/;
/** A control character, which no page's address has (React Router's routes cannot match a line break). */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point.
export const controlInPath = /[\u0000-\u001f\u007f]/;

/** A broken escape or a control character is bad; dot and empty segments redirect to the one canonical path. */
export function checkPath(target: string): PathCheck {
  const queryAt = target.search(pathEnd);
  const rawPath = queryAt === -1 ? target : target.slice(0, queryAt);
  // Up to the fragment, if any (found with indexOf: `/#.*$/` tries every '#' to the end, which is quadratic).
  const query = queryAt === -1 ? "" : target.slice(queryAt).split("#", 1)[0];
  if (!rawPath.startsWith("/")) return { kind: "bad" };
  try {
    if (controlInPath.test(decodeURIComponent(rawPath))) return { kind: "bad" };
  } catch {
    return { kind: "bad" };
  }
  const segments = rawPath.slice(1).split("/");
  const resolved: string[] = [];
  for (const segment of segments) {
    const dots = segment.toLowerCase().replaceAll("%2e", ".");
    if (dots === "..") resolved.pop();
    else if (segment !== "" && dots !== ".") resolved.push(segment);
  }
  const trailingSlash = segments.length > 1 && segments.at(-1) === "" && resolved.length > 0;
  const canonical = `/${resolved.join("/")}${trailingSlash ? "/" : ""}`;
  if (canonical === rawPath) return { kind: "ok" };
  // A backslash after the first slash would make the browser read `/\host` as another origin.
  return { kind: "redirect", location: canonical.replaceAll("\\", "%5C") + query };
}

/** The build's routes as the nested route objects `matchRoutes` reads, each saying whether it has an action. */
function routeTree(build: ServerBuild, parentId?: string): RouteObject[] {
  return Object.values(build.routes).flatMap((route): RouteObject[] => {
    if (!route || route.parentId !== parentId) return [];
    const { id, path, caseSensitive, module } = route;
    const common = { id, path, caseSensitive, action: Boolean(module.action) };
    return [route.index ? { ...common, index: true } : { ...common, children: routeTree(build, id) }];
  });
}

/** The methods a path answers (null: no route has it): GET and HEAD, and POST with an action (POST only under /api/);
 * `readOnly` paths, which no route has, GET and HEAD. */
export function methodTable(build: ServerBuild, readOnly: readonly string[] = []) {
  const tree = routeTree(build);
  return (path: string): readonly string[] | null => {
    // `/contact/` and `/contact.data` (React Router's data requests) are the page `/contact`.
    const trimmed = pagePathOf(path);
    if (readOnly.includes(trimmed)) return ["GET", "HEAD"];
    const leaf = matchRoutes(tree, trimmed)?.at(-1)?.route;
    if (!leaf || leaf.path === "*") return null;
    if (isApiPath(trimmed)) return leaf.action ? ["POST"] : ["GET", "HEAD"];
    return leaf.action ? ["GET", "HEAD", "POST"] : ["GET", "HEAD"];
  };
}

/** The page a browser shows for a request it got wrong: the site's words, no script, no external file. */
export function badRequestHtml(status: number): string {
  const page = badRequestPage;
  return `<!doctype html>
<html lang="en">
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(`${page.title} (${status}) | ${brand.name}`)}</title>
<style>
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;color:#0f172a;background:#fff;line-height:1.5}
main{max-width:40rem;margin:0 auto;padding:6rem 1rem;text-align:center}
h1{font-size:1.875rem;margin:0 0 .75rem}
p{color:#475569;margin:0 0 1.5rem}
a{color:#1d4ed8;font-weight:600}
a:focus-visible{outline:3px solid #1d4ed8;outline-offset:3px}
</style>
<main>
<p><a href="/">${escapeHtml(brand.name)}</a></p>
<h1>${escapeHtml(page.heading)}</h1>
<p>${escapeHtml(page.intro)}</p>
<a href="/">${escapeHtml(page.home)}</a>
</main>
`;
}

/** Express's final error handler: a 4xx is the client's, answered with its message; anything else is ours (a 500). */
export function errorHandler(logger: Pick<Logger, "error">) {
  return (error: unknown, req: ExpressRequest, res: ExpressResponse, _next: NextFunction) => {
    // A ClientError's status, or Express's (`err.status`: a body it could not parse, say).
    const status =
      error instanceof Object && "status" in error && typeof error.status === "number" ? error.status : 500;
    const byClient = status >= 400 && status < 500;
    // The method and path only: bodies, queries and addresses stay out of the logs.
    if (!byClient)
      logger.error({ error: errorSummary(error), method: req.method, path: req.path.slice(0, 200) }, "Unhandled error");
    if (res.headersSent) return res.destroy();
    if (error instanceof ClientError) res.set(error.headers);
    res.status(byClient ? status : 500);
    const message = error instanceof ClientError ? error.message : requestErrors[byClient ? "badRequest" : "internal"];
    // Express's send() leaves out the body of a HEAD answer.
    if (isApiPath(req.path) || (byClient && !req.accepts("html"))) res.json(errorBody({ form: message }));
    else if (byClient) res.type("html").send(badRequestHtml(status));
    else res.type("text/plain").send(message);
  };
}

/** Pages another site may post to: the signed unsubscribe link, RFC 8058's one-click POST (decision 026). */
export const crossSitePostPaths: ReadonlySet<string> = new Set(["/newsletter/unsubscribe"]);

/** Bodies past their limit (413 once drained, at once past `drainLimitBytes`) and any body of a GET or HEAD. */
function readsBodyHere(req: ExpressRequest, res: ExpressResponse, next: NextFunction): boolean {
  const form = isMediaType(req.headers["content-type"], "application/x-www-form-urlencoded");
  const limit = form ? formBodyLimitBytes : jsonBodyLimitBytes;
  const declared = Number(req.headers["content-length"] ?? 0);
  const ignored =
    (req.method === "GET" || req.method === "HEAD") && (declared > 0 || "transfer-encoding" in req.headers);
  if (!(declared > limit) && !ignored) return false;
  const tooLarge = new ClientError(413, form ? requestErrors.formTooLarge : requestErrors.tooLarge, {
    Connection: "close",
  });
  let size = 0;
  const stop = () => {
    req.removeAllListeners("data");
    req.pause();
    next(tooLarge);
  };
  if (declared > drainLimitBytes) stop();
  else {
    req.on("data", (chunk: Buffer) => {
      size += chunk.byteLength;
      if (size > drainLimitBytes) stop();
    });
    req.on("end", () => {
      if (size <= drainLimitBytes) next(size > limit ? tooLarge : undefined);
    });
    // The client went away mid-body: nobody is left to answer.
    req.on("error", () => res.destroy());
  }
  return true;
}

/** Checks the Host, the path, the method and the body's size before any route sees a request. */
export function requestGuard(methods: ReturnType<typeof methodTable>) {
  return (req: ExpressRequest, res: ExpressResponse, next: NextFunction) => {
    // No answer made for one request may be stored (the in-memory files replace it with their own).
    res.setHeader("Cache-Control", "no-store");
    if (!validHosts(req.headers)) return next(new ClientError(400, requestErrors.host));
    // req.protocol reads X-Forwarded-Proto when proxies are trusted.
    if (req.protocol !== "http" && req.protocol !== "https") return next(new ClientError(400, requestErrors.protocol));
    const path = checkPath(req.originalUrl);
    if (path.kind === "bad") return next(new ClientError(400, requestErrors.path));
    if (path.kind === "redirect") return res.redirect(301, path.location);
    // An unknown page still answers GET (with the 404 page); an unknown endpoint answers nothing.
    const known = methods(req.path);
    const allowed = isApiPath(req.path) ? known : (known ?? ["GET", "HEAD"]);
    if (allowed === null) return next(new ClientError(404, requestErrors.noEndpoint));
    const allow = [...allowed, "OPTIONS"].join(", ");
    if (req.method === "OPTIONS") return res.set("Allow", allow).status(204).end();
    if (!allowed.includes(req.method)) {
      const message = isApiPath(req.path) ? `Use ${allowed.join(" or ")}.` : requestErrors.pageMethod;
      return next(new ClientError(405, message, { Allow: allow }));
    }
    if (readsBodyHere(req, res, next)) return;
    // No cross-site post to a page but `crossSitePostPaths` (endpoints answer it themselves); origin as the adapter's.
    const posts = req.method !== "GET" && req.method !== "HEAD";
    const host = (req.app.enabled("trust proxy") && req.get("X-Forwarded-Host")) || req.headers.host;
    const crossSite =
      posts && isCrossSiteRequest({ get: (name) => req.get(name) ?? null }, `${req.protocol}://${host}`);
    if (crossSite && !isApiPath(req.path) && !crossSitePostPaths.has(req.path)) {
      return next(new ClientError(403, requestErrors.crossSite));
    }
    // React Router's own CSRF check would refuse a post to `crossSitePostPaths`, whose signed address is the check,
    // and a same-origin post from a no-referrer page, which says `Origin: null`: both go on without an Origin.
    const nullOrigin = req.headers.origin === "null" && req.get("Sec-Fetch-Site") === "same-origin";
    if (posts && (crossSitePostPaths.has(req.path) || nullOrigin)) delete req.headers.origin;
    next();
  };
}

/** An answer written on the socket itself (CONNECT, a request Node could not parse or that timed out). */
function socketAnswer(status: number, message: string, ...extra: string[]): string {
  const body = `${message}\n`;
  return [
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}`,
    ...extra,
    "Content-Type: text/plain; charset=utf-8",
    `Content-Length: ${Buffer.byteLength(body)}`,
    "Connection: close",
    "Cache-Control: no-store",
    "X-Content-Type-Options: nosniff",
    "X-Frame-Options: DENY",
    `Content-Security-Policy: ${contentSecurityPolicy({})}`,
    "",
    body,
  ].join("\r\n");
}

const clientErrorAnswers: Record<string, [number, string]> = {
  HPE_HEADER_OVERFLOW: [431, requestErrors.headersTooLarge],
  ERR_HTTP_REQUEST_TIMEOUT: [408, requestErrors.timeout],
};

export const serverOptions = {
  // How long a client may take to send its headers, and its whole request (a stalled body is cut off).
  headersTimeout: 15_000,
  requestTimeout: 30_000,
  // Above the 60 s idle timeout of common load balancers, so they never reuse a socket we just closed.
  keepAliveTimeout: 65_000,
  connectionsCheckingInterval: 1_000,
  // A request without Host gets the site's 400 (requestGuard), not Node's bare one.
  requireHostHeader: false,
};

/** Answers what Node's parser refuses with a status, a plain body and the security headers, not a silent close. */
export function answerClientErrors(server: Server): void {
  server.maxHeadersCount = 100; // Node's default is 2,000.
  // The answer in progress on each socket: one that has begun is never followed by a second.
  const answering = new WeakMap<Duplex, ServerResponse>();
  server.on("request", (req, res) => answering.set(req.socket, res));
  // CONNECT (a proxy's method) never reaches Express: without an answer Node would just close the socket.
  server.on("connect", (_req, socket) => {
    socket.end(socketAnswer(405, requestErrors.noTunnel, "Allow: GET, HEAD, POST, OPTIONS"));
  });
  server.on("clientError", (error: NodeJS.ErrnoException, socket: Duplex) => {
    if (error.code === "ECONNRESET" || !socket.writable || answering.get(socket)?.headersSent) {
      socket.destroy();
      return;
    }
    socket.end(socketAnswer(...(clientErrorAnswers[error.code ?? ""] ?? [400, requestErrors.unreadable])));
  });
}
