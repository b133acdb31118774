import { data, useActionData, useLocation } from "react-router";
import { pages } from "#app/catalog/pages";
import { ContactForm } from "#app/components/sections/contact-form";
import { PageIntro } from "#app/components/sections/page-intro";
import { Card } from "#app/components/ui/card";
import { buildMeta } from "#app/lib/meta";
import { isCpsPath } from "#app/lib/paths";
import { answerContactFormPost } from "#app/server/http-context.server";
import type { Route } from "./+types/contact";

const pageFor = (pathname: string) => (isCpsPath(pathname) ? pages.contactCps : pages.contact);

export const meta: Route.MetaFunction = ({ location }) => buildMeta(pageFor(location.pathname));

/** The form's post when JavaScript is off; with JavaScript the form calls /api/email/sendContact. */
export async function action({ request, context }: Route.ActionArgs) {
  const result = await answerContactFormPost(request, context);
  return data(result, { status: result.ok ? 200 : result.status });
}

export default function ContactPage() {
  const { pathname } = useLocation();
  const result = useActionData<typeof action>();
  const page = pageFor(pathname);
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
