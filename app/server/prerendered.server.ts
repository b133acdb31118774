// Which requests may get a page's pre-rendered HTML (or its `.data` file) from
// disk. A page that computes from its query string (the points calculator, the
// study planner, the blog's filters) is rendered per request when the query holds anything but
// campaign tracking parameters; every other page is always served pre-rendered.

/** Parameters that only say where a visitor came from; no page reads them on the server. */
const trackingParameter = /^(utm_[a-z_]+|gclid|gbraid|wbraid|dclid|fbclid|msclkid|mc_cid|mc_eid|_ga|_gl)$/i;

/** `/a/b/`, `/a/b.data` and `/a/b` all name the page `/a/b`. */
export function pagePathOf(requestPath: string): string {
  const path = requestPath.replace(/\.data$/, "").replace(/\/+$/, "");
  return path === "" || path === "/_root" ? "/" : path;
}

/** True when the page reads its query and this query has a parameter that is not tracking. */
export function rendersPerRequest(
  requestPath: string,
  params: URLSearchParams,
  queryReadingPaths: ReadonlySet<string>,
): boolean {
  if (!queryReadingPaths.has(pagePathOf(requestPath))) return false;
  return [...params.keys()].some((key) => !trackingParameter.test(key));
}
