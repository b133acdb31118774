import { data } from "react-router";
import { logger } from "./logger.server";

/** A 404 answer for an unknown path; the path is logged so broken links can be found. */
export function notFound(request: Request) {
  const { pathname } = new URL(request.url);
  logger.warn({ path: pathname }, `404: no page at ${pathname}`);
  return data({ path: pathname }, { status: 404 });
}
