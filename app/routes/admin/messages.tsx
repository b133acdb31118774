// /admin/messages: contact messages, newest first, filtered by a plain GET form, and their CSV export (a POST).
import type { ComponentProps, ReactNode } from "react";
import { adminPaths, adminWords } from "#app/catalog/admin/admin";
import { AdminShell, CsrfField, TextLink } from "#app/components/admin/admin-shell";
import { MessageTable } from "#app/components/admin/data-table";
import { Button } from "#app/components/ui/button";
import { fieldClass } from "#app/components/ui/form-field";
import { langs } from "#app/lib/lang";
import { filterQuery, findMessages, parseMessageFilters } from "#app/server/admin/inbox.server";
import { adminViewer, refuse } from "#app/server/admin/requests.server";
import { deliveryStatuses } from "#app/server/db/schema.server";
import { adminRequestDependencies } from "#app/server/http-context.server";
import type { Route } from "./+types/messages";

export async function loader({ request, context }: Route.LoaderArgs) {
  const deps = await adminRequestDependencies(context);
  const viewer = await adminViewer(request, deps);
  const parsed = parseMessageFilters(new URL(request.url).searchParams);
  if (!parsed.ok) refuse(400, `${adminWords.messages.badFilter} ${parsed.problems.join("; ")}.`);
  const { filters } = parsed;
  const found = await findMessages(deps.db, filters);
  const pageLink = (page: number) => `${adminPaths.messages}${filterQuery(filters, page)}`;
  return {
    viewer,
    filters,
    statuses: deliveryStatuses,
    languages: langs,
    exportLink: `${adminPaths.messagesCsv}${filterQuery(filters)}`,
    previous: found.page > 1 ? pageLink(found.page - 1) : undefined,
    next: found.page < found.pages ? pageLink(found.page + 1) : undefined,
    ...found,
  };
}

const field = (id: string, label: string, input: ReactNode) => (
  <div className="grid gap-1.5">
    <label htmlFor={id} className="text-sm font-medium text-ink">
      {label}
    </label>
    {input}
  </div>
);

export default function AdminMessagesPage({ loaderData }: Route.ComponentProps) {
  const { viewer, filters, statuses, languages, exportLink, previous, next, messages, total, page, pages } = loaderData;
  const words = adminWords.messages;
  /** A filter's input, named and labelled by its query parameter, holding the filter in force. */
  const text = (name: "q" | "campaign" | "from" | "to", label: string, props: ComponentProps<"input">) =>
    field(name, label, <input id={name} name={name} defaultValue={filters[name]} className={fieldClass} {...props} />);
  /** A filter chosen from a list, with an "any" first. */
  const choice = <const Value extends string>(
    name: "status" | "language",
    label: string,
    any: string,
    values: readonly Value[],
    labels: Readonly<Record<Value, string>>,
  ) =>
    field(
      name,
      label,
      <select id={name} name={name} defaultValue={filters[name] ?? ""} className={fieldClass}>
        <option value="">{any}</option>
        {values.map((value) => (
          <option key={value} value={value}>
            {labels[value]}
          </option>
        ))}
      </select>,
    );
  return (
    <AdminShell viewer={viewer} heading={words.heading}>
      <form method="get" action={adminPaths.messages} aria-label={words.filters} className="grid gap-4 sm:grid-cols-3">
        {text("q", words.search, { type: "search", maxLength: 200 })}
        {choice("status", words.status, words.anyStatus, statuses, adminWords.statuses)}
        {choice("language", words.language, words.anyLanguage, languages, adminWords.languages)}
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
        <form method="post" action={exportLink}>
          <CsrfField csrf={viewer.csrf} />
          <Button type="submit" variant="secondary" size="sm">
            {words.export}
          </Button>
        </form>
      </div>
      <MessageTable messages={messages} />
      <nav aria-label={words.page(page, pages)} className="flex flex-wrap items-center gap-4">
        {previous ? <TextLink href={previous}>{words.previous}</TextLink> : null}
        <span className="text-muted">{words.page(page, pages)}</span>
        {next ? <TextLink href={next}>{words.next}</TextLink> : null}
      </nav>
    </AdminShell>
  );
}
