// GET /newsletter/confirm?token=…: the double opt-in link; rendered per request, never hydrated.
import { data } from "react-router";
import { confirmPage } from "#app/catalog/newsletter-pages";
import { NewsletterNotice } from "#app/components/sections/newsletter-notice";
import { keepRetryAfter } from "#app/server/http.server";
import { mailLinkWait, newsletterPageDependencies } from "#app/server/http-context.server";
import { confirmFromRequest } from "#app/server/newsletter.server";
import { buildMeta } from "#app/server/seo/meta.server";
import type { Route } from "./+types/confirm";

export async function loader({ request, context }: Route.LoaderArgs) {
  const meta = [...buildMeta(confirmPage), { name: "robots", content: "noindex" }];
  // Each confirmation opens a database transaction: one client may open only so many.
  const wait = await mailLinkWait("newsletter-confirm", context);
  if (wait !== undefined) {
    return data({ outcome: "too-many" as const, meta }, { status: 429, headers: { "Retry-After": String(wait) } });
  }
  const { outcome, status } = await confirmFromRequest(request, await newsletterPageDependencies());
  return data({ outcome, meta }, { status });
}

export const headers = keepRetryAfter;

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

export default function NewsletterConfirmPage({ loaderData: { outcome } }: Route.ComponentProps) {
  const words =
    outcome === "unavailable"
      ? confirmPage.unavailable
      : outcome === "too-many"
        ? confirmPage.tooMany
        : confirmPage.outcomes[outcome];
  return (
    <NewsletterNotice heading={words.heading} text={words.text}>
      {outcome === "confirmed" ? null : <a href={"/events"}>{confirmPage.signUpAgain}</a>}
      <a href={"/"}>{confirmPage.home}</a>
    </NewsletterNotice>
  );
}
