import { useEffect } from "react";
import { pages } from "#app/catalog/pages";
import { NotFound } from "#app/components/sections/not-found";
import { buildMeta } from "#app/lib/meta";
import { notFound } from "#app/server/not-found.server";
import type { Route } from "./+types/not-found";

export function loader({ request }: Route.LoaderArgs) {
  return notFound(request);
}

export const meta: Route.MetaFunction = () => [...buildMeta(pages.notFound), { name: "robots", content: "noindex" }];

export default function NotFoundPage({ loaderData }: Route.ComponentProps) {
  useEffect(() => {
    console.warn(`404: no page at ${loaderData.path}`);
  }, [loaderData.path]);
  return <NotFound />;
}
