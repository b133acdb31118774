// /admin/subscribers: the newsletter's subscribers with their status, newest first.
import { adminWords } from "#app/catalog/admin/admin";
import { adminMeta } from "#app/components/admin/admin-meta";
import { AdminShell } from "#app/components/admin/admin-shell";
import { DataTable } from "#app/components/admin/data-table";
import { minute } from "#app/components/admin/message-table";
import { requireAdminPage } from "#app/server/admin/requests.server";
import { adminRequestDependencies } from "#app/server/http-context.server";
import { cameFrom, listSubscribers } from "#app/server/lead-inbox.server";
import type { Route } from "./+types/subscribers";

export const meta = adminMeta;

export async function loader({ request, context }: Route.LoaderArgs) {
  const deps = await adminRequestDependencies(context);
  const session = await requireAdminPage(request, deps);
  const subscribers = await listSubscribers(deps.db, { limit: 200 });
  return {
    viewer: { email: session.email, csrf: session.csrf },
    rows: subscribers.map((s) => ({
      key: s.id,
      cells: [
        minute(s.createdAt),
        adminWords.subscriberStatuses[s.status],
        s.email,
        s.page ?? "",
        cameFrom(s.lastTouch),
      ],
    })),
  };
}

export default function AdminSubscribersPage({ loaderData }: Route.ComponentProps) {
  const words = adminWords.subscribers;
  const c = words.columns;
  return (
    <AdminShell viewer={loaderData.viewer} heading={words.heading}>
      <DataTable
        columns={[c.signedUp, c.status, c.email, c.page, c.cameFrom]}
        rows={loaderData.rows}
        empty={words.none}
      />
    </AdminShell>
  );
}
