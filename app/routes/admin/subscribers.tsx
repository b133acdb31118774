// /admin/subscribers: the newsletter's subscribers with their status, newest first.
import { adminWords } from "#app/catalog/admin/admin";
import { AdminShell } from "#app/components/admin/admin-shell";
import { DataTable, minute } from "#app/components/admin/data-table";
import { adminViewer } from "#app/server/admin/requests.server";
import { adminRequestDependencies } from "#app/server/http-context.server";
import { cameFrom, listSubscribers } from "#app/server/lead-inbox.server";
import type { Route } from "./+types/subscribers";

const words = adminWords.subscribers;

export async function loader({ request, context }: Route.LoaderArgs) {
  const deps = await adminRequestDependencies(context);
  const viewer = await adminViewer(request, deps);
  const rows = (await listSubscribers(deps.db, { limit: 200 })).map((s) => ({
    key: s.id,
    cells: [minute(s.createdAt), adminWords.subscriberStatuses[s.status], s.email, s.page ?? "", cameFrom(s.lastTouch)],
  }));
  return { viewer, rows };
}

export default function AdminSubscribersPage({ loaderData: { viewer, rows } }: Route.ComponentProps) {
  const c = words.columns;
  return (
    <AdminShell viewer={viewer} heading={words.heading}>
      <DataTable columns={[c.signedUp, c.status, c.email, c.page, c.cameFrom]} rows={rows} empty={words.none} />
    </AdminShell>
  );
}
