// Which requests may get a page's pre-rendered HTML (or its `.data` file) from disk.
import { queryReadingPaths } from "#app/routes-prerender";

/** Parameters that only say where a visitor came from; no page reads them on the server. */
export const trackingParameter = /^(utm_[a-z_]+|gclid|gbraid|wbraid|dclid|fbclid|msclkid|mc_cid|mc_eid|_ga|_gl)$/i;

/** React Router's data request of a page. */
export const dataSuffix = /\.data$/;

/** `/a/b///` → `/a/b`, by a loop: `/\/+$/` is quadratic in a run of slashes (decision 035). */
function withoutTrailingSlashes(path: string): string {
  let end = path.length;
  while (end > 0 && path[end - 1] === "/") end--;
  return path.slice(0, end);
}

/** `/a/b/`, `/a/b.data` and `/a/b` all name the page `/a/b`. */
export function pagePathOf(requestPath: string): string {
  const path = withoutTrailingSlashes(requestPath.replace(dataSuffix, ""));
  return path === "" || path === "/_root" ? "/" : path;
}

/** True when the page reads its query and this query has a parameter that is not tracking. */
export function rendersPerRequest(
  requestPath: string,
  params: URLSearchParams,
  readingPaths: ReadonlySet<string> = queryReadingPaths,
): boolean {
  if (!readingPaths.has(pagePathOf(requestPath))) return false;
  return [...params.keys()].some((key) => !trackingParameter.test(key));
}
