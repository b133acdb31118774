// /admin/audit: who signed in, exported, re-queued or deleted, and when.
import { adminWords } from "#app/catalog/admin/admin";
import { adminMeta } from "#app/components/admin/admin-meta";
import { AdminShell } from "#app/components/admin/admin-shell";
import { DataTable } from "#app/components/admin/data-table";
import { minute } from "#app/components/admin/message-table";
import { latestAudit } from "#app/server/admin/inbox.server";
import { requireAdminPage } from "#app/server/admin/requests.server";
import { adminRequestDependencies } from "#app/server/http-context.server";
import type { Route } from "./+types/audit";

export const meta = adminMeta;

export async function loader({ request, context }: Route.LoaderArgs) {
  const deps = await adminRequestDependencies(context);
  const session = await requireAdminPage(request, deps);
  const entries = await latestAudit(deps.db);
  return {
    viewer: { email: session.email, csrf: session.csrf },
    rows: entries.map((entry) => ({
      key: entry.id,
      cells: [
        minute(entry.at),
        entry.adminEmail,
        adminWords.audit.actions[entry.action],
        Object.entries(entry.detail ?? {})
          .map(([name, value]) => `${name}: ${value}`)
          .join(", "),
      ],
    })),
  };
}

export default function AdminAuditPage({ loaderData }: Route.ComponentProps) {
  const words = adminWords.audit;
  const c = words.columns;
  return (
    <AdminShell viewer={loaderData.viewer} heading={words.heading}>
      <p className="text-muted">{words.intro}</p>
      <DataTable columns={[c.at, c.admin, c.action, c.detail]} rows={loaderData.rows} empty={words.none} />
    </AdminShell>
  );
}
