// The blog's RSS feed; pre-rendered to build/client/blog/rss.xml.

import { listArticles } from "#app/server/content.server";
import { rssFeed } from "#app/server/content-feeds.server";

export function loader() {
  return new Response(rssFeed(listArticles()), {
    headers: { "Content-Type": "application/rss+xml; charset=utf-8", "Cache-Control": "public, max-age=300" },
  });
}
