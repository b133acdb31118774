import { data } from "react-router";
import { pages } from "#app/catalog/pages.server";
import { NotFound } from "#app/components/sections/not-found";
import { notFound } from "#app/server/not-found.server";
import { buildMeta } from "#app/server/seo/meta.server";
import type { Route } from "./+types/not-found";

export function loader({ request }: Route.LoaderArgs) {
  const answer = notFound(request);
  const meta = [...buildMeta(pages.notFound), { name: "robots", content: "noindex" }];
  return data({ ...answer.data, meta }, answer.init ?? undefined);
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

export default function NotFoundPage({ loaderData }: Route.ComponentProps) {
  return <NotFound path={loaderData.path} />;
}
