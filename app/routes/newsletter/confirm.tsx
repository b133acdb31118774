// GET /newsletter/confirm?token=…: the double opt-in link; rendered per request, never hydrated. In Spanish when the
// link says so (`&lang=es`, from a sign-up on a Spanish page).
import { data } from "react-router";
import { linkLanguage, newsletterPagesIn } from "#app/catalog/newsletter-pages";
import { NewsletterNotice } from "#app/components/sections/newsletter-notice";
import { pathIn, spanishPath } from "#app/lib/lang";
import { keepRetryAfter } from "#app/server/http.server";
import { mailLinkWait, newsletterPageDependencies } from "#app/server/http-context.server";
import { confirmFromRequest } from "#app/server/newsletter.server";
import { buildMeta } from "#app/server/seo/meta.server";
import type { Route } from "./+types/confirm";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { lang, confirm } = newsletterPagesIn[linkLanguage(request.url)];
  const meta = [...buildMeta({ ...confirm, lang }), { name: "robots", content: "noindex" }];
  // Each confirmation opens a database transaction: one client may open only so many.
  const wait = await mailLinkWait("newsletter-confirm", context);
  if (wait !== undefined) {
    return data(
      { outcome: "too-many" as const, lang, meta },
      { status: 429, headers: { "Retry-After": String(wait) } },
    );
  }
  const { outcome, status } = await confirmFromRequest(request, await newsletterPageDependencies());
  return data({ outcome, lang, meta }, { status });
}

export const headers = keepRetryAfter;

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

export default function NewsletterConfirmPage({ loaderData: { outcome, lang } }: Route.ComponentProps) {
  const confirmPage = newsletterPagesIn[lang].confirm;
  // Where to sign up again: the events page, or in Spanish the contact page (its newsletter form speaks Spanish).
  const signUpPage = lang === "es" ? spanishPath("contact") : "/events";
  const words =
    outcome === "unavailable"
      ? confirmPage.unavailable
      : outcome === "too-many"
        ? confirmPage.tooMany
        : confirmPage.outcomes[outcome];
  return (
    <NewsletterNotice heading={words.heading} text={words.text}>
      {outcome === "confirmed" ? null : <a href={signUpPage}>{confirmPage.signUpAgain}</a>}
      <a href={pathIn(lang, "/")}>{confirmPage.home}</a>
    </NewsletterNotice>
  );
}
