import { notFound } from "#app/server/not-found.server";
import type { Route } from "./+types/blog-post";

// Articles arrive with the content pipeline; until then every slug is unknown.
export function loader({ request }: Route.LoaderArgs) {
  throw notFound(request);
}

export default function BlogPostPage() {
  return null;
}
