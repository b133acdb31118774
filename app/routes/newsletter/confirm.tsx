// GET /newsletter/confirm?token=…: the double opt-in link of the confirmation
// mail. Rendered per request and never hydrated: it works without JavaScript.
import { data } from "react-router";
import { confirmPage } from "#app/catalog/newsletter-pages";
import { pagePaths } from "#app/catalog/page-paths";
import { NewsletterNotice } from "#app/components/sections/newsletter-notice";
import { newsletterPageDependencies } from "#app/server/http-context.server";
import { confirmFromRequest } from "#app/server/newsletter-pages.server";
import { buildMeta } from "#app/server/seo/meta.server";
import type { Route } from "./+types/confirm";

export async function loader({ request }: Route.LoaderArgs) {
  const { outcome, status } = await confirmFromRequest(request, await newsletterPageDependencies());
  const meta = [...buildMeta(confirmPage), { name: "robots", content: "noindex" }];
  return data({ outcome, meta }, { status });
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

export default function NewsletterConfirmPage({ loaderData }: Route.ComponentProps) {
  const { outcome } = loaderData;
  const words = outcome === "unavailable" ? confirmPage.unavailable : confirmPage.outcomes[outcome];
  return (
    <NewsletterNotice heading={words.heading} text={words.text}>
      {outcome === "confirmed" ? null : <a href={pagePaths.events}>{confirmPage.signUpAgain}</a>}
      <a href={pagePaths.home}>{confirmPage.home}</a>
    </NewsletterNotice>
  );
}
