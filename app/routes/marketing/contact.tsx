import { data, useActionData } from "react-router";
import { pageIn } from "#app/catalog/pages.server";
import { ContactForm } from "#app/components/forms/contact-form";
import { PageIntro } from "#app/components/sections/page-intro";
import { Card } from "#app/components/ui/card";
import { langOfPattern } from "#app/lib/lang";
import { hydrates } from "#app/lib/page-kind";
import { pageAt } from "#app/routes.ts";
import { answerContactFormPost } from "#app/server/http-context.server";
import { pageData } from "#app/server/seo/meta.server";
import type { Route } from "./+types/contact";

// The route (contact or contactCps, in English or under /es) decides the variant: the page reads it from the loader.
export function loader({ pattern }: Route.LoaderArgs) {
  return pageData(pageIn(langOfPattern(pattern), pageAt(pattern, ["contact", "contactCps"])));
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

export const handle = hydrates;

/** The form's post when JavaScript is off; with JavaScript the form calls /api/email/sendContact. */
export async function action({ request, context, pattern }: Route.ActionArgs) {
  const result = await answerContactFormPost(request, context, langOfPattern(pattern));
  return data(result, { status: result.ok ? 200 : result.status });
}

export default function ContactPage({ loaderData: { page } }: Route.ComponentProps) {
  const result = useActionData<typeof action>();
  return (
    <>
      <PageIntro page={page} />
      <section className="px-4 pb-20">
        <Card className="mx-auto max-w-2xl sm:p-8">
          <ContactForm page={page.path} result={result} />
        </Card>
      </section>
    </>
  );
}
