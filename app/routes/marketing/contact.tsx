import { data, useActionData } from "react-router";
import { pageIn } from "#app/catalog/pages.server";
import { ContactForm } from "#app/components/forms/contact-form";
import { NewsletterForm, newsletterPostParam } from "#app/components/forms/newsletter-form";
import { PageIntro } from "#app/components/sections/page-intro";
import { Card } from "#app/components/ui/card";
import { langOfPattern } from "#app/lib/lang";
import { hydrates } from "#app/lib/page-kind";
import { pageAt } from "#app/routes.ts";
import { answerContactFormPost, answerNewsletterFormPost } from "#app/server/http-context.server";
import { pageData } from "#app/server/seo/meta.server";
import type { Route } from "./+types/contact";

// The route (contact or contactCps, in English or under /es) decides the variant: the page reads it from the loader.
export function loader({ pattern }: Route.LoaderArgs) {
  return pageData(pageIn(langOfPattern(pattern), pageAt(pattern, ["contact", "contactCps"])));
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

export const handle = hydrates;

/** A form's post when JavaScript is off, the newsletter's by its query; with JavaScript the forms call the API. */
export async function action({ request, context, pattern }: Route.ActionArgs) {
  const lang = langOfPattern(pattern);
  // React Router re-serialises the query ("?newsletter="), so the name is what counts.
  if (new URL(request.url).searchParams.has(newsletterPostParam)) {
    const newsletter = await answerNewsletterFormPost(request, context, lang);
    return data({ newsletter }, { status: newsletter.ok ? 200 : newsletter.status });
  }
  const contact = await answerContactFormPost(request, context, lang);
  return data({ contact }, { status: contact.ok ? 200 : contact.status });
}

export default function ContactPage({ loaderData: { page } }: Route.ComponentProps) {
  const posted = useActionData<typeof action>();
  return (
    <>
      <PageIntro page={page} />
      <section className="grid gap-8 px-4 pb-20">
        <Card className="mx-auto w-full max-w-2xl sm:p-8">
          <ContactForm page={page.path} result={posted && "contact" in posted ? posted.contact : undefined} />
        </Card>
        <div className="mx-auto w-full max-w-2xl rounded-card border border-line bg-canvas p-6 sm:p-8">
          <NewsletterForm
            page={page.path}
            postsToPage
            result={posted && "newsletter" in posted ? posted.newsletter : undefined}
          />
        </div>
      </section>
    </>
  );
}
