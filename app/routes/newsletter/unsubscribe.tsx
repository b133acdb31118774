// /newsletter/unsubscribe?id=…&sig=…: GET asks with one button (a plain form, no hydration); POST unsubscribes,
// from that button or a mail program's RFC 8058 one-click POST.
import { data } from "react-router";
import { linkLanguage, newsletterPagesIn } from "#app/catalog/newsletter-pages";
import { NewsletterNotice } from "#app/components/sections/newsletter-notice";
import { Button } from "#app/components/ui/button";
import { pathIn } from "#app/lib/lang";
import { newsletterPageDependencies, newsletterSecret } from "#app/server/http-context.server";
import { unsubscribeFromRequest, unsubscribeQuestion } from "#app/server/newsletter.server";
import { buildMeta } from "#app/server/seo/meta.server";
import type { Route } from "./+types/unsubscribe";

// In Spanish when the link says so (`&lang=es`, in the mails of a sign-up on a Spanish page).
export function loader({ request }: Route.LoaderArgs) {
  const result = unsubscribeQuestion(request, newsletterSecret());
  const { lang, unsubscribe } = newsletterPagesIn[linkLanguage(request.url)];
  const meta = [...buildMeta({ ...unsubscribe, lang }), { name: "robots", content: "noindex" }];
  return data({ result, lang, meta }, { status: result.status });
}

export async function action({ request }: Route.ActionArgs) {
  const result = await unsubscribeFromRequest(request, await newsletterPageDependencies());
  return data({ result }, { status: result.status });
}

// After the button's POST the action's page keeps the loader's tags.
export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

export default function NewsletterUnsubscribePage({ loaderData, actionData }: Route.ComponentProps) {
  const result = actionData?.result ?? loaderData.result;
  const unsubscribePage = newsletterPagesIn[loaderData.lang].unsubscribe;
  const { ask, done, badLink, unavailable } = unsubscribePage;
  const words = { ask, done, "bad-link": badLink, unavailable }[result.state];
  return (
    <NewsletterNotice heading={words.heading} text={words.text}>
      {result.state === "ask" ? (
        <form method="post" action={result.action}>
          <Button type="submit">{unsubscribePage.ask.button}</Button>
        </form>
      ) : (
        <a href={pathIn(loaderData.lang, "/")}>{unsubscribePage.home}</a>
      )}
    </NewsletterNotice>
  );
}
