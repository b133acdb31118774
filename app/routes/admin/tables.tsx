// /admin/subscribers (the newsletter's subscribers, newest first) and /admin/audit (who signed in, exported,
// re-queued or deleted, and when): two read-only tables, one module; the route's path says which.
import { adminWords } from "#app/catalog/admin/admin";
import { AdminShell } from "#app/components/admin/admin-shell";
import { DataTable, minute } from "#app/components/admin/data-table";
import { latestAudit } from "#app/server/admin/inbox.server";
import { adminViewer } from "#app/server/admin/requests.server";
import { adminRequestDependencies } from "#app/server/http-context.server";
import { cameFrom, listSubscribers } from "#app/server/lead-inbox.server";
import type { Route } from "./+types/tables";

export async function loader({ request, context, pattern }: Route.LoaderArgs) {
  const deps = await adminRequestDependencies(context);
  const viewer = await adminViewer(request, deps);
  if (pattern.endsWith("audit")) {
    const { actions, columns: c } = adminWords.audit;
    const rows = (await latestAudit(deps.db)).map((entry) => ({
      key: entry.id,
      cells: [
        minute(entry.at),
        entry.adminEmail,
        actions[entry.action],
        Object.entries(entry.detail ?? {})
          .map(([name, value]) => `${name}: ${value}`)
          .join(", "),
      ],
    }));
    return { viewer, page: "audit" as const, columns: [c.at, c.admin, c.action, c.detail], rows };
  }
  const c = adminWords.subscribers.columns;
  const rows = (await listSubscribers(deps.db, { limit: 200 })).map((s) => ({
    key: s.id,
    cells: [
      minute(s.createdAt),
      adminWords.subscriberStatuses[s.status],
      s.email,
      s.page ?? "",
      adminWords.languages[s.language],
      cameFrom(s.lastTouch),
    ],
  }));
  const columns = [c.signedUp, c.status, c.email, c.page, c.language, c.cameFrom];
  return { viewer, page: "subscribers" as const, columns, rows };
}

export default function AdminTablePage({ loaderData: { viewer, page, columns, rows } }: Route.ComponentProps) {
  const words = adminWords[page];
  return (
    <AdminShell viewer={viewer} heading={words.heading}>
      {"intro" in words && <p className="text-muted">{words.intro}</p>}
      <DataTable columns={columns} rows={rows} empty={words.none} />
    </AdminShell>
  );
}
