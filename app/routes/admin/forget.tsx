// POST /admin/forget: asks, then deletes everything held about one address (as `npm run leads -- forget`).
import { adminPaths, adminWords } from "#app/catalog/admin/admin";
import { adminMeta } from "#app/components/admin/admin-meta";
import { AdminShell, CsrfField } from "#app/components/admin/admin-shell";
import { Button } from "#app/components/ui/button";
import { forgetAction, requireAdminPage } from "#app/server/admin/requests.server";
import { adminRequestDependencies } from "#app/server/http-context.server";
import type { Route } from "./+types/forget";

export const meta = adminMeta;

export async function loader({ request, context }: Route.LoaderArgs) {
  const session = await requireAdminPage(request, await adminRequestDependencies(context));
  return { viewer: { email: session.email, csrf: session.csrf } };
}

export async function action({ request, context }: Route.ActionArgs) {
  const deps = await adminRequestDependencies(context);
  return forgetAction(request, deps);
}

export default function AdminForgetPage({ loaderData, actionData: result }: Route.ComponentProps) {
  const words = adminWords.forget;
  const { viewer } = loaderData;
  return (
    <AdminShell viewer={viewer} heading={words.heading}>
      {!result ? (
        <a className="font-medium text-primary-700 underline" href={adminPaths.messages}>
          {adminWords.message.back}
        </a>
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
            <a className="font-medium text-primary-700 underline" href={adminPaths.messages}>
              {words.cancel}
            </a>
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
