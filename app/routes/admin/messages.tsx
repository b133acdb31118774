// /admin/messages: contact messages, newest first, filtered by a plain GET form, and their CSV export (a POST).
import { adminPaths, adminWords } from "#app/catalog/admin/admin";
import { adminMeta } from "#app/components/admin/admin-meta";
import { AdminShell, CsrfField } from "#app/components/admin/admin-shell";
import { MessageTable } from "#app/components/admin/message-table";
import { Button } from "#app/components/ui/button";
import { fieldClass } from "#app/components/ui/form-field";
import { filterQuery, findMessages, parseMessageFilters } from "#app/server/admin/inbox.server";
import { refuse, requireAdminPage } from "#app/server/admin/requests.server";
import { deliveryStatuses } from "#app/server/db/schema.server";
import { adminRequestDependencies } from "#app/server/http-context.server";
import type { Route } from "./+types/messages";

export const meta = adminMeta;

export async function loader({ request, context }: Route.LoaderArgs) {
  const deps = await adminRequestDependencies(context);
  const session = await requireAdminPage(request, deps);
  const parsed = parseMessageFilters(new URL(request.url).searchParams);
  if (!parsed.ok) refuse(400, `${adminWords.messages.badFilter} ${parsed.problems.join("; ")}.`);
  const { filters } = parsed;
  const found = await findMessages(deps.db, filters);
  return {
    viewer: { email: session.email, csrf: session.csrf },
    filters,
    statuses: deliveryStatuses,
    links: {
      export: `${adminPaths.messagesCsv}${filterQuery(filters)}`,
      previous: found.page > 1 ? `${adminPaths.messages}${filterQuery(filters, found.page - 1)}` : undefined,
      next: found.page < found.pages ? `${adminPaths.messages}${filterQuery(filters, found.page + 1)}` : undefined,
    },
    ...found,
  };
}

export default function AdminMessagesPage({ loaderData }: Route.ComponentProps) {
  const { viewer, filters, statuses, links, messages, total, page, pages } = loaderData;
  const words = adminWords.messages;
  const field = (id: string, label: string, input: React.ReactNode) => (
    <div className="grid gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-ink">
        {label}
      </label>
      {input}
    </div>
  );
  /** A filter's input, named and labelled by its query parameter, holding the filter in force. */
  const text = (name: "q" | "campaign" | "from" | "to", label: string, props: React.ComponentProps<"input">) =>
    field(name, label, <input id={name} name={name} defaultValue={filters[name]} className={fieldClass} {...props} />);
  return (
    <AdminShell viewer={viewer} heading={words.heading}>
      <form method="get" action={adminPaths.messages} aria-label={words.filters} className="grid gap-4 sm:grid-cols-3">
        {text("q", words.search, { type: "search", maxLength: 200 })}
        {field(
          "status",
          words.status,
          <select id="status" name="status" defaultValue={filters.status ?? ""} className={fieldClass}>
            <option value="">{words.anyStatus}</option>
            {statuses.map((status) => (
              <option key={status} value={status}>
                {adminWords.statuses[status]}
              </option>
            ))}
          </select>,
        )}
        {text("campaign", words.campaign, { maxLength: 100 })}
        {text("from", words.from, { type: "date" })}
        {text("to", words.to, { type: "date" })}
        <div className="flex flex-wrap items-end gap-3">
          <Button type="submit">{words.apply}</Button>
          <a className="py-2.5 font-medium text-primary-700 underline" href={adminPaths.messages}>
            {words.reset}
          </a>
        </div>
      </form>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-muted">{words.total(total)}</p>
        {/* A post with the session's CSRF token: the export runs a query and writes an audit entry. */}
        <form method="post" action={links.export}>
          <CsrfField csrf={viewer.csrf} />
          <Button type="submit" variant="secondary" size="sm">
            {words.export}
          </Button>
        </form>
      </div>
      <MessageTable messages={messages} />
      <nav aria-label={words.page(page, pages)} className="flex flex-wrap items-center gap-4">
        {links.previous ? (
          <a className="font-medium text-primary-700 underline" href={links.previous}>
            {words.previous}
          </a>
        ) : null}
        <span className="text-muted">{words.page(page, pages)}</span>
        {links.next ? (
          <a className="font-medium text-primary-700 underline" href={links.next}>
            {words.next}
          </a>
        ) : null}
      </nav>
    </AdminShell>
  );
}
