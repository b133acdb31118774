// The admin overview's charts, drawn on the server with no script (decision 031): each daily series a labelled strip
// of day columns (so colour is never the only difference), a chart an image named by its title and described by its
// totals, its numbers in a table; sources and campaigns as a table whose rows carry their bars.
import { useId } from "react";
import { adminWords } from "#app/catalog/admin/admin";
import type { DailyLeads, LabelCount, LeadStats } from "#app/lib/lead-stats";
import { DataTable } from "./data-table";

export const chartCopy = adminWords.charts;

type SeriesKey = keyof typeof chartCopy.series;

const colours = {
  contacts: "bg-primary-700",
  signUps: "bg-accent-800",
  confirmations: "bg-success-800",
  deliveryFailures: "bg-danger-700",
} as const satisfies Record<SeriesKey, string>;

/** "1 lead", "3 leads": `plural` is the label as the charts show it. */
const counted = (count: number, one: string, plural: string) => `${count} ${count === 1 ? one : plural.toLowerCase()}`;

const total = (daily: readonly DailyLeads[], key: SeriesKey) => daily.reduce((sum, day) => sum + day[key], 0);

const dayLabel = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", timeZone: "UTC" });
/** "29 Aug" for "2026-08-29" (UTC, the same on every server). */
export const formatDay = (day: string) => dayLabel.format(new Date(`${day}T00:00:00Z`));

/** A round top for the scale: 1, 2, 5, 10, 20, 50 … at least `max`. */
export function axisTop(max: number): number {
  if (max <= 1) return 1;
  const magnitude = 10 ** Math.floor(Math.log10(max));
  return ([1, 2, 5, 10].find((factor) => factor * magnitude >= max) ?? 10) * magnitude;
}

// min-w-0: a grid item that may shrink, so a wide table scrolls in its own frame on a phone.
const card = "min-w-0 rounded-card border border-line bg-surface p-4 shadow-card";

/** Daily series, one strip each on one scale, their numbers behind a summary; `empty` describes a chart with nothing. */
function DailyChart({
  title,
  daily,
  series,
  empty,
}: {
  title: string;
  daily: readonly DailyLeads[];
  series: readonly SeriesKey[];
  empty?: string;
}) {
  const id = useId();
  const top = axisTop(Math.max(0, ...daily.flatMap((day) => series.map((key) => day[key]))));
  const nothing = series.every((key) => total(daily, key) === 0);
  return (
    <figure className={card}>
      <h3 id={`${id}-title`} className="text-base font-semibold text-ink">
        {title}
      </h3>
      <p id={`${id}-desc`} className="mt-1 text-sm text-muted">
        {empty && nothing ? empty : summarise(daily, series)}
      </p>
      <div
        role="img"
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-desc`}
        className="mt-3 grid gap-3 text-xs text-muted"
      >
        {series.map((key) => (
          <div key={key}>
            <p className="flex justify-between gap-2">
              <span className="font-medium text-ink">{chartCopy.series[key]}</span>
              <span>{chartCopy.scale(top)}</span>
            </p>
            <div className="mt-1 flex h-16 items-end gap-px border-b border-line">
              {daily.map((day) => (
                <span
                  key={day.day}
                  className={`flex-1 ${colours[key]}`}
                  style={{ height: `${(day[key] / top) * 100}%` }}
                />
              ))}
            </div>
          </div>
        ))}
        <p className="flex justify-between">
          <span>{formatDay(daily[0]?.day ?? "")}</span>
          <span>{formatDay(daily.at(-1)?.day ?? "")}</span>
        </p>
      </div>
      <details className="mt-3 text-sm">
        <summary className="cursor-pointer font-medium text-primary-700">{chartCopy.showNumbers}</summary>
        <div className="mt-2 max-h-80 overflow-auto">
          <DataTable
            caption={title}
            columns={[chartCopy.day, ...series.map((key) => chartCopy.series[key])]}
            rows={daily.map((day) => ({ key: day.day, cells: [day.day, ...series.map((key) => day[key])] }))}
          />
        </div>
      </details>
    </figure>
  );
}

/** "From 29 Aug to 26 Nov: 42 contact messages, 17 newsletter sign-ups; the busiest day 3 Nov (5)." */
function summarise(daily: readonly DailyLeads[], series: readonly SeriesKey[]): string {
  const first = daily[0]?.day;
  const last = daily.at(-1)?.day;
  const totals = series.map((key) => counted(total(daily, key), chartCopy.one[key], chartCopy.series[key]));
  const sumOf = (day: DailyLeads) => series.reduce((acc, key) => acc + day[key], 0);
  const most = Math.max(0, ...daily.map(sumOf));
  const busiest = most > 0 ? daily.find((day) => sumOf(day) === most) : undefined;
  const range = first && last ? `From ${formatDay(first)} to ${formatDay(last)} (UTC)` : "";
  const peak = busiest ? `; the busiest day ${formatDay(busiest.day)} (${sumOf(busiest)})` : "";
  return `${range}: ${totals.join(", ")}${peak}.`;
}

/** Leads per label: a table whose rows carry a bar beside their number. */
function LabelBars({ title, counts, bar }: { title: string; counts: readonly LabelCount[]; bar: string }) {
  if (counts.length === 0) return null;
  const max = Math.max(1, ...counts.map((entry) => entry.count));
  const sum = counts.reduce((acc, entry) => acc + entry.count, 0);
  const rows = counts.map(({ label, count }) => ({
    key: label,
    cells: [
      label,
      <span key="count" className="flex items-center gap-2">
        <span aria-hidden="true" className={`h-3 rounded-sm ${bar}`} style={{ width: `${(count / max) * 10}rem` }} />
        {count}
      </span>,
    ],
  }));
  return (
    <figure className={card}>
      <h3 className="text-base font-semibold text-ink">{title}</h3>
      <p className="mt-1 mb-3 text-sm text-muted">
        {`${counted(sum, chartCopy.one.leads, chartCopy.leads)}: ${counts.map((entry) => `${entry.label} ${entry.count}`).join(", ")}.`}
      </p>
      <DataTable caption={title} columns={[title, chartCopy.leads]} rows={rows} />
    </figure>
  );
}

/** Every chart of the overview, or a clear line when there is nothing to draw yet. */
export function LeadCharts({ stats: { daily, sources, campaigns } }: { stats: LeadStats }) {
  const nothing = daily.every((day) => day.contacts + day.signUps + day.confirmations + day.deliveryFailures === 0);
  if (nothing && sources.length === 0)
    return <p className="rounded-card border border-line bg-canvas p-6 text-muted">{chartCopy.empty}</p>;
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <DailyChart title={chartCopy.leadsTitle} daily={daily} series={["contacts", "signUps"]} />
      <DailyChart title={chartCopy.confirmationsTitle} daily={daily} series={["confirmations", "signUps"]} />
      <DailyChart
        title={chartCopy.failuresTitle}
        daily={daily}
        series={["deliveryFailures"]}
        empty={chartCopy.noFailures}
      />
      <LabelBars title={chartCopy.sourcesTitle} counts={sources} bar="bg-primary-700" />
      <LabelBars title={chartCopy.campaignsTitle} counts={campaigns} bar="bg-accent-800" />
    </div>
  );
}
