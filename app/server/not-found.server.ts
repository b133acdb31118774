import { data } from "react-router";
import { logger } from "./logger.server";

/** How much of an unknown path the log keeps: enough to find a broken link, never a whole 16 KB request line. */
const loggedPathLength = 300;

/** A 404 answer for an unknown path; the path is logged (at most `loggedPathLength` characters) so broken links can be found. */
export function notFound(request: Request) {
  const { pathname } = new URL(request.url);
  const truncated = pathname.length > loggedPathLength;
  const path = truncated ? pathname.slice(0, loggedPathLength) : pathname;
  const shown = truncated ? `${path}… (truncated, ${pathname.length} characters)` : path;
  logger.warn({ path, ...(truncated ? { pathLength: pathname.length, truncated } : {}) }, `404: no page at ${shown}`);
  return data({ path: pathname }, { status: 404 });
}
