// The mailed sign-in link: GET shows only a button (mail scanners open links); its POST signs in.
import { data } from "react-router";
import { adminPaths, adminWords } from "#app/catalog/admin/admin";
import { AdminNotice, TextLink } from "#app/components/admin/admin-shell";
import { Button } from "#app/components/ui/button";
import { verifyAction } from "#app/server/admin/requests.server";
import { keepRetryAfter } from "#app/server/http.server";
import { adminRequestDependencies, mailLinkWait } from "#app/server/http-context.server";
import type { Route } from "./+types/verify";

export const headers = keepRetryAfter;

export function loader({ request }: Route.LoaderArgs) {
  return { token: (new URL(request.url).searchParams.get("token") ?? "").slice(0, 100) };
}

export async function action({ request, context }: Route.ActionArgs) {
  // Each attempt opens a database transaction: one client may make only so many.
  const wait = await mailLinkWait("admin-sign-in-verify", context);
  if (wait !== undefined) {
    return data({ state: "too-many" as const, status: 429 }, { status: 429, headers: { "Retry-After": String(wait) } });
  }
  const result = await verifyAction(request, await adminRequestDependencies(context));
  return data(result, { status: result.status });
}

export default function AdminVerifyPage({ loaderData, actionData }: Route.ComponentProps) {
  const words = adminWords.verify;
  if (actionData?.state === "too-many")
    return <AdminNotice heading={words.tooMany.heading} text={words.tooMany.text} />;
  if (actionData?.state === "refused" || !loaderData.token) {
    return (
      <AdminNotice heading={words.refused.heading} text={words.refused.text}>
        <TextLink href={adminPaths.signIn}>{words.again}</TextLink>
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
