import { data } from "react-router";
import { pageIn } from "#app/catalog/pages.server";
import { NotFound } from "#app/components/sections/not-found";
import { langOfPattern } from "#app/lib/lang";
import { notFound } from "#app/server/not-found.server";
import { buildMeta } from "#app/server/seo/meta.server";
import type { Route } from "./+types/not-found";

export function loader({ request, pattern }: Route.LoaderArgs) {
  const answer = notFound(request);
  const page = pageIn(langOfPattern(pattern), "notFound");
  const meta = [...buildMeta(page), { name: "robots", content: "noindex" }];
  return data({ ...answer.data, lang: page.lang ?? "en", meta }, answer.init ?? undefined);
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

export default function NotFoundPage({ loaderData }: Route.ComponentProps) {
  return <NotFound path={loaderData.path} />;
}
