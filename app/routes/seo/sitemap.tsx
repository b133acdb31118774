// Every public page and article for search engines; pre-rendered to build/client/sitemap.xml.
import { sitemapEntries, sitemapXml } from "#app/server/content-feeds.server";

export function loader() {
  return new Response(sitemapXml(sitemapEntries()), {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=300" },
  });
}
