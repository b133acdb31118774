// /admin/messages/:id: one message with its delivery and attribution; resend a failed one, or delete the person's data.
import { data } from "react-router";
import { adminPaths, adminWords } from "#app/catalog/admin/admin";
import { AdminShell, CsrfField, TextLink } from "#app/components/admin/admin-shell";
import { LeadStatus, minute } from "#app/components/admin/data-table";
import { Button } from "#app/components/ui/button";
import { Card } from "#app/components/ui/card";
import { findMessage, isMessageId } from "#app/server/admin/inbox.server";
import { adminViewer, refuse, requeueAction } from "#app/server/admin/requests.server";
import { adminRequestDependencies } from "#app/server/http-context.server";
import { webhookStatusFor } from "#app/server/lead-webhook.server";
import type { Route } from "./+types/message";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const deps = await adminRequestDependencies(context);
  const viewer = await adminViewer(request, deps);
  if (!isMessageId(params.id)) refuse(404, adminWords.message.badId);
  const message = await findMessage(deps.db, params.id);
  if (!message) refuse(404, adminWords.message.notFound);
  return { viewer, message, crm: (await webhookStatusFor(deps.db, "contact", message.id))?.status };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const result = await requeueAction(request, params.id, await adminRequestDependencies(context));
  return data(result, { status: result.state === "requeued" ? 200 : 409 });
}

function Facts({ rows }: { rows: Record<string, unknown> }) {
  return (
    <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[max-content_1fr]">
      {Object.entries(rows).map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="font-medium text-ink">{term}</dt>
          <dd className="break-words text-muted">{String(value ?? "—")}</dd>
        </div>
      ))}
    </dl>
  );
}

export default function AdminMessagePage({ loaderData: { viewer, message, crm }, actionData }: Route.ComponentProps) {
  const words = adminWords.message;
  return (
    <AdminShell viewer={viewer} heading={message.name}>
      <TextLink href={adminPaths.messages}>{words.back}</TextLink>
      {actionData ? (
        <p role="status" className="rounded-card bg-primary-50 p-4 text-ink">
          {actionData.state === "requeued" ? words.requeued : words.notFailed}
        </p>
      ) : null}
      <div className="grid gap-6 lg:grid-cols-2">
        <Card className="grid gap-4">
          <h2 className="text-xl font-semibold text-ink">{words.sender}</h2>
          <Facts
            rows={{
              [adminWords.messages.columns.email]: message.email,
              [words.page]: message.page,
              [words.language]: adminWords.languages[message.language],
              [words.received]: minute(message.createdAt),
            }}
          />
          <h2 className="text-xl font-semibold text-ink">{words.text}</h2>
          <p className="whitespace-pre-wrap break-words text-ink">{message.message}</p>
        </Card>
        <Card className="grid gap-4">
          <h2 className="text-xl font-semibold text-ink">{words.delivery}</h2>
          <div>
            <LeadStatus status={message.status} />
          </div>
          <Facts
            rows={{
              [words.attempts]: message.attempts,
              [words.lastError]: message.lastError,
              [words.sent]: minute(message.sentAt),
              [words.nextAttempt]: message.status === "queued" ? minute(message.nextAttemptAt) : null,
              [words.crm]: crm ?? words.crmNone,
            }}
          />
          {message.status === "failed" ? (
            <form method="post">
              <CsrfField csrf={viewer.csrf} />
              <Button type="submit">{words.requeue}</Button>
            </form>
          ) : null}
          <h2 className="text-xl font-semibold text-ink">{words.attribution}</h2>
          {Object.entries({ [words.firstTouch]: message.firstTouch, [words.lastTouch]: message.lastTouch }).map(
            ([heading, touch]) => (
              <div key={heading} className="grid gap-2">
                <h3 className="font-semibold text-ink">{heading}</h3>
                {touch ? <Facts rows={touch} /> : <p className="text-muted">{words.noAttribution}</p>}
              </div>
            ),
          )}
        </Card>
      </div>
      <form method="post" action={adminPaths.forget}>
        <CsrfField csrf={viewer.csrf} />
        <input type="hidden" name="email" value={message.email} />
        <Button type="submit" variant="secondary">
          {words.forget}
        </Button>
      </form>
    </AdminShell>
  );
}
