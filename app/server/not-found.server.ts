import { data } from "react-router";
import { logger } from "./logger.server";

/** A 404 answer for an unknown path, whose first 300 characters are logged so broken links can be found. */
export function notFound(request: Request) {
  const { pathname } = new URL(request.url);
  const cut = pathname.length > 300 ? `… (truncated, ${pathname.length} characters)` : "";
  logger.warn({ path: pathname.slice(0, 300) }, `404: no page at ${pathname.slice(0, 300)}${cut}`);
  return data({ path: pathname }, { status: 404 });
}
