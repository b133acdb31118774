// TRUST_PROXY as Express's `trust proxy` reads it: a hop count, or addresses and subnets. Only then is
// X-Forwarded-For the client (req.ip) and X-Forwarded-Proto the scheme.
import type { IncomingHttpHeaders } from "node:http";
import type { Logger } from "pino";
import proxyAddr from "proxy-addr";

export type TrustProxy = number | string[];

/** A hop count from 0 to 10, or a comma-separated list of proxy addresses; undefined for anything else. */
export function parseTrustProxy(value: string): TrustProxy | undefined {
  const trimmed = value.trim();
  if (/^\d{1,2}$/.test(trimmed)) return Number(trimmed) <= 10 ? Number(trimmed) : undefined;
  const list = trimmed.split(",").map((item) => item.trim());
  try {
    // Express's own reader of `trust proxy` (addresses, subnets, range names), which throws on anything else.
    proxyAddr.compile(list);
    return list;
  } catch {
    return undefined;
  }
}

export const trustProxyRule =
  "must be a number of proxies from 0 to 10, or comma-separated proxy addresses or subnets (e.g. 10.0.0.0/8, loopback)";

/** In production with TRUST_PROXY=0, the first X-Forwarded-For logs one warning: every client shares one limit. */
export function forwardedForWarning(log: Pick<Logger, "warn">): (headers: IncomingHttpHeaders) => void {
  let warned = false;
  return (headers) => {
    if (warned || headers["x-forwarded-for"] === undefined) return;
    warned = true;
    log.warn(
      "X-Forwarded-For arrived while TRUST_PROXY=0: the proxy's address is taken for every client's (one rate limit for all of them). Set TRUST_PROXY to the number of proxies in front, or their addresses.",
    );
  };
}
