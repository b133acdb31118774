// POST /admin/forget: asks, then deletes everything held about one address (as `npm run leads -- forget`).
import { adminPaths, adminWords } from "#app/catalog/admin/admin";
import { AdminShell, CsrfField, TextLink } from "#app/components/admin/admin-shell";
import { Button } from "#app/components/ui/button";
import { adminViewer, forgetAction } from "#app/server/admin/requests.server";
import { adminRequestDependencies } from "#app/server/http-context.server";
import type { Route } from "./+types/forget";

export async function loader({ request, context }: Route.LoaderArgs) {
  return { viewer: await adminViewer(request, await adminRequestDependencies(context)) };
}

export async function action({ request, context }: Route.ActionArgs) {
  return forgetAction(request, await adminRequestDependencies(context));
}

export default function AdminForgetPage({ loaderData: { viewer }, actionData: result }: Route.ComponentProps) {
  const words = adminWords.forget;
  return (
    <AdminShell viewer={viewer} heading={words.heading}>
      {!result ? (
        <TextLink href={adminPaths.messages}>{adminWords.message.back}</TextLink>
      ) : result.state === "ask" ? (
        <div className="grid gap-4">
          <p className="text-ink">{words.ask(result.email)}</p>
          <div className="flex flex-wrap items-center gap-4">
            <form method="post" action={adminPaths.forget}>
              <CsrfField csrf={viewer.csrf} />
              <input type="hidden" name="email" value={result.email} />
              <input type="hidden" name="confirm" value="yes" />
              <Button type="submit">{words.confirm}</Button>
            </form>
            <TextLink href={adminPaths.messages}>{words.cancel}</TextLink>
          </div>
        </div>
      ) : (
        <p role="status" className="text-ink">
          {words.done(result.messages, result.subscriptions)}
        </p>
      )}
    </AdminShell>
  );
}
