// /admin: how many contact messages are in each status, and the latest ones.
import type { ReactNode } from "react";
import { adminPaths, adminWords } from "#app/catalog/admin/admin";
import { AdminShell, TextLink } from "#app/components/admin/admin-shell";
import { LeadStatus, MessageTable } from "#app/components/admin/data-table";
import { LeadCharts } from "#app/components/admin/lead-charts";
import { Card } from "#app/components/ui/card";
import { listMessages } from "#app/server/admin/inbox.server";
import { adminViewer } from "#app/server/admin/requests.server";
import { deliveryStatuses } from "#app/server/db/schema.server";
import { adminRequestDependencies } from "#app/server/http-context.server";
import { statusCounts } from "#app/server/lead-inbox.server";
import { leadStats } from "#app/server/lead-stats.server";
import type { Route } from "./+types/overview";

export async function loader({ request, context }: Route.LoaderArgs) {
  const deps = await adminRequestDependencies(context);
  const viewer = await adminViewer(request, deps);
  const counts = await statusCounts(deps.db);
  const latest = await listMessages(deps.db, { limit: 10 });
  const stats = await leadStats(deps.db, { now: new Date() });
  return { viewer, counts: deliveryStatuses.map((status) => ({ status, count: counts[status] })), latest, stats };
}

export default function AdminOverviewPage({ loaderData: { viewer, counts, latest, stats } }: Route.ComponentProps) {
  const words = adminWords.overview;
  return (
    <AdminShell viewer={viewer} heading={words.heading}>
      <Section id="admin-counts" heading={words.counts}>
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
      </Section>
      <Section id="admin-charts" heading={words.charts}>
        <LeadCharts stats={stats} />
      </Section>
      <Section id="admin-latest" heading={words.latest}>
        <MessageTable messages={latest} />
        <TextLink href={adminPaths.messages}>{words.all}</TextLink>
      </Section>
    </AdminShell>
  );
}

function Section({ id, heading, children }: { id: string; heading: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="grid gap-3">
      <h2 id={id} className="text-xl font-semibold text-ink">
        {heading}
      </h2>
      {children}
    </section>
  );
}
