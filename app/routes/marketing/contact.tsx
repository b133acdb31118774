import { data, useActionData } from "react-router";
import { pages } from "#app/catalog/pages";
import { ContactForm } from "#app/components/sections/contact-form";
import { PageIntro } from "#app/components/sections/page-intro";
import { Card } from "#app/components/ui/card";
import { hydrates } from "#app/lib/page-kind";
import { isCpsPath } from "#app/lib/paths";
import { answerContactFormPost } from "#app/server/http-context.server";
import { pageData } from "#app/server/seo/meta.server";
import type { Route } from "./+types/contact";

export function loader({ request }: Route.LoaderArgs) {
  return pageData(isCpsPath(new URL(request.url).pathname) ? pages.contactCps : pages.contact);
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

/** An application: the page hydrates React (app/root.tsx). */
export const handle = hydrates;

/** The form's post when JavaScript is off; with JavaScript the form calls /api/email/sendContact. */
export async function action({ request, context }: Route.ActionArgs) {
  const result = await answerContactFormPost(request, context);
  return data(result, { status: result.ok ? 200 : result.status });
}

export default function ContactPage({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData;
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
