// robots.txt: everything may be crawled except the API; points to the sitemap.
import { robotsTxt } from "#app/server/content-feeds.server";

export function loader() {
  return new Response(robotsTxt(), {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=300" },
  });
}
