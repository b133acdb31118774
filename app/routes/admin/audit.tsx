// /admin/audit: who signed in, exported, re-queued or deleted, and when.
import { adminWords } from "#app/catalog/admin/admin";
import { AdminShell } from "#app/components/admin/admin-shell";
import { DataTable, minute } from "#app/components/admin/data-table";
import { latestAudit } from "#app/server/admin/inbox.server";
import { adminViewer } from "#app/server/admin/requests.server";
import { adminRequestDependencies } from "#app/server/http-context.server";
import type { Route } from "./+types/audit";

const words = adminWords.audit;

export async function loader({ request, context }: Route.LoaderArgs) {
  const deps = await adminRequestDependencies(context);
  const viewer = await adminViewer(request, deps);
  const rows = (await latestAudit(deps.db)).map((entry) => ({
    key: entry.id,
    cells: [
      minute(entry.at),
      entry.adminEmail,
      words.actions[entry.action],
      Object.entries(entry.detail ?? {})
        .map(([name, value]) => `${name}: ${value}`)
        .join(", "),
    ],
  }));
  return { viewer, rows };
}

export default function AdminAuditPage({ loaderData: { viewer, rows } }: Route.ComponentProps) {
  const c = words.columns;
  return (
    <AdminShell viewer={viewer} heading={words.heading}>
      <p className="text-muted">{words.intro}</p>
      <DataTable columns={[c.at, c.admin, c.action, c.detail]} rows={rows} empty={words.none} />
    </AdminShell>
  );
}
