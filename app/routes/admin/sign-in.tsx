// /admin/sign-in: the same "check your email" page for every address; only ADMIN_EMAILS get a mail.
import { data } from "react-router";
import { adminPaths, adminWords } from "#app/catalog/admin/admin";
import { leadLimits } from "#app/catalog/lead-limits";
import { AdminNotice } from "#app/components/admin/admin-shell";
import { Button } from "#app/components/ui/button";
import { FormField, fieldClass } from "#app/components/ui/form-field";
import { signInAction } from "#app/server/admin/requests.server";
import { keepRetryAfter } from "#app/server/http.server";
import { adminRequestDependencies } from "#app/server/http-context.server";
import type { Route } from "./+types/sign-in";

export const headers = keepRetryAfter;

export async function action({ request, context }: Route.ActionArgs) {
  const result = await signInAction(request, await adminRequestDependencies(context));
  return data(result, {
    status: result.status,
    headers: result.state === "too-many" ? { "Retry-After": String(result.retryAfterSeconds) } : {},
  });
}

export default function AdminSignInPage({ actionData }: Route.ComponentProps) {
  const words = adminWords.signIn;
  if (actionData?.state === "sent") return <AdminNotice heading={words.sent.heading} text={words.sent.text} />;
  const error =
    actionData?.state === "invalid" ? words.invalid : actionData?.state === "too-many" ? words.tooMany : undefined;
  return (
    <AdminNotice heading={words.heading} text={words.intro}>
      <form method="post" action={adminPaths.signIn} className="grid gap-4">
        <FormField id="admin-email" label={words.email} error={error}>
          {(control) => (
            <input
              name="email"
              type="email"
              autoComplete="email"
              required
              maxLength={leadLimits.email}
              className={fieldClass}
              {...control}
            />
          )}
        </FormField>
        <Button type="submit">{words.button}</Button>
      </form>
    </AdminNotice>
  );
}
