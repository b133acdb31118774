// /admin/sign-in/verify?token=…, the mailed link. The GET only shows a
// button (mail scanners open links); its POST uses the token and signs in.
import { data } from "react-router";
import { adminPaths, adminWords } from "#app/catalog/admin/admin";
import { adminMeta } from "#app/components/admin/admin-meta";
import { AdminNotice } from "#app/components/admin/admin-shell";
import { Button } from "#app/components/ui/button";
import { verifyAction, verifyQuestion } from "#app/server/admin/requests.server";
import { adminRequestDependencies } from "#app/server/http-context.server";
import type { Route } from "./+types/verify";

export const meta = adminMeta;

export function loader({ request }: Route.LoaderArgs) {
  return verifyQuestion(request);
}

export async function action({ request, context }: Route.ActionArgs) {
  const result = await verifyAction(request, await adminRequestDependencies(context));
  return data(result, { status: result.status });
}

export default function AdminVerifyPage({ loaderData, actionData }: Route.ComponentProps) {
  const words = adminWords.verify;
  if (actionData?.state === "refused" || !loaderData.token) {
    return (
      <AdminNotice heading={words.refused.heading} text={words.refused.text}>
        <a className="font-medium text-primary-700 underline" href={adminPaths.signIn}>
          {words.again}
        </a>
      </AdminNotice>
    );
  }
  return (
    <AdminNotice heading={words.heading} text={words.text}>
      <form method="post" action={adminPaths.verify}>
        <input type="hidden" name="token" value={loaderData.token} />
        <Button type="submit">{words.button}</Button>
      </form>
    </AdminNotice>
  );
}
