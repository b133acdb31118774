// /admin: how many contact messages are in each status, and the latest ones.
import { adminPaths, adminWords } from "#app/catalog/admin/admin";
import { adminMeta } from "#app/components/admin/admin-meta";
import { AdminShell } from "#app/components/admin/admin-shell";
import { LeadCharts } from "#app/components/admin/lead-charts";
import { LeadStatus } from "#app/components/admin/lead-status";
import { MessageTable } from "#app/components/admin/message-table";
import { Card } from "#app/components/ui/card";
import { findMessages, messageFilterSchema } from "#app/server/admin/inbox.server";
import { requireAdminPage } from "#app/server/admin/requests.server";
import { deliveryStatuses } from "#app/server/db/schema.server";
import { adminRequestDependencies } from "#app/server/http-context.server";
import { statusCounts } from "#app/server/lead-inbox.server";
import { leadStats } from "#app/server/lead-stats.server";
import type { Route } from "./+types/overview";

export const meta = adminMeta;

export async function loader({ request, context }: Route.LoaderArgs) {
  const deps = await adminRequestDependencies(context);
  const session = await requireAdminPage(request, deps);
  const counts = await statusCounts(deps.db);
  const latest = await findMessages(deps.db, messageFilterSchema.parse({}));
  const stats = await leadStats(deps.db, { now: new Date() });
  return {
    stats,
    viewer: { email: session.email, csrf: session.csrf },
    counts: deliveryStatuses.map((status) => ({ status, count: counts[status] })),
    latest: latest.messages.slice(0, 10),
  };
}

export default function AdminOverviewPage({ loaderData }: Route.ComponentProps) {
  const { viewer, counts, latest, stats } = loaderData;
  const words = adminWords.overview;
  return (
    <AdminShell viewer={viewer} heading={words.heading}>
      <section aria-labelledby="admin-counts" className="grid gap-3">
        <h2 id="admin-counts" className="text-xl font-semibold text-ink">
          {words.counts}
        </h2>
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-5">
          {counts.map(({ status, count }) => (
            <li key={status}>
              <a href={`${adminPaths.messages}?status=${status}`} className="block">
                <Card className="grid justify-items-start gap-2 p-4">
                  <LeadStatus status={status} />
                  <span className="text-2xl font-bold text-ink tabular-nums">{count}</span>
                </Card>
              </a>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="admin-charts" className="grid gap-3">
        <h2 id="admin-charts" className="text-xl font-semibold text-ink">
          {words.charts}
        </h2>
        <LeadCharts stats={stats} />
      </section>
      <section aria-labelledby="admin-latest" className="grid gap-3">
        <h2 id="admin-latest" className="text-xl font-semibold text-ink">
          {words.latest}
        </h2>
        <MessageTable messages={latest} />
        <a className="font-medium text-primary-700 underline" href={adminPaths.messages}>
          {words.all}
        </a>
      </section>
    </AdminShell>
  );
}
