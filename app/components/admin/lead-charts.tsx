// The admin overview's charts, SVG drawn on the server with no script (decision 031): each an image with a title and
// description, series told apart by line style too, numbers in a table.
import { type ReactNode, useId } from "react";
import type { DailyLeads, LabelCount, LeadStats } from "#app/lib/lead-stats";
import { DataTable } from "./data-table";

export const chartCopy = {
  empty: "No leads yet: the charts appear once the first contact message or sign-up arrives.",
  showNumbers: "Show the numbers",
  day: "Day (UTC)",
  leads: "Leads",
  leadsTitle: "Contact messages and newsletter sign-ups per day",
  confirmationsTitle: "Newsletter confirmations against sign-ups per day",
  failuresTitle: "Mails that failed for good per day",
  sourcesTitle: "Leads by source (utm_source)",
  campaignsTitle: "Leads by campaign (utm_campaign)",
  noFailures: "No mail failed for good in these days.",
  series: {
    contacts: "Contact messages",
    signUps: "Newsletter sign-ups",
    confirmations: "Confirmations",
    deliveryFailures: "Failed mails",
  },
  /** A count of one, in the charts' descriptions: "1 contact message", "1 lead". */
  one: {
    contacts: "contact message",
    signUps: "newsletter sign-up",
    confirmations: "confirmation",
    deliveryFailures: "failed mail",
    leads: "lead",
  },
} as const;

/** "1 lead", "3 leads": `plural` is the label as the charts show it. */
const counted = (count: number, one: string, plural: string) => `${count} ${count === 1 ? one : plural.toLowerCase()}`;

type SeriesKey = keyof typeof chartCopy.series;

/** How a series is drawn: a colour token and, so colour is never the only difference, a line style. */
type SeriesStyle = { key: SeriesKey; stroke: string; fill: string; dash?: string };

const seriesStyles = {
  contacts: { key: "contacts", stroke: "stroke-primary-700", fill: "fill-primary-700" },
  signUps: { key: "signUps", stroke: "stroke-accent-800", fill: "fill-accent-800", dash: "6 4" },
  confirmations: { key: "confirmations", stroke: "stroke-success-800", fill: "fill-success-800" },
  deliveryFailures: { key: "deliveryFailures", stroke: "stroke-danger-700", fill: "fill-danger-700" },
} as const satisfies Record<SeriesKey, SeriesStyle>;

// The drawing's units: 14-unit text shows at 11-12 px on a phone, about 15 px in a half-width card.
const width = 400;
const chartHeight = 216;
const plot = { left: 40, right: 392, top: 36, bottom: 184 };
const fontSize = 14;

const dayLabel = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", timeZone: "UTC" });
/** "29 Aug" for "2026-08-29" (UTC, the same on every server). */
export const formatDay = (day: string) => dayLabel.format(new Date(`${day}T00:00:00Z`));

const total = (daily: readonly DailyLeads[], key: SeriesKey) => daily.reduce((sum, day) => sum + day[key], 0);

/** A round top for the y axis: 1, 2, 5, 10, 20, 50 … at least `max`. */
export function axisTop(max: number): number {
  if (max <= 1) return 1;
  const magnitude = 10 ** Math.floor(Math.log10(max));
  const step = [1, 2, 5, 10].find((factor) => factor * magnitude >= max) ?? 10;
  return step * magnitude;
}

/** A chart card: the SVG as an image with its title and description, and its numbers behind a summary. */
function Figure({
  title,
  description,
  height = chartHeight,
  tableClassName = "max-h-80 overflow-auto",
  children,
  table,
}: {
  title: string;
  description: string;
  height?: number;
  tableClassName?: string;
  children: ReactNode;
  table: ReactNode;
}) {
  const id = useId();
  return (
    <figure className="rounded-card border border-line bg-surface p-4 shadow-card">
      <h3 className="text-base font-semibold text-ink">{title}</h3>
      <p className="mt-1 text-sm text-muted">{description}</p>
      <svg
        role="img"
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-desc`}
        viewBox={`0 0 ${width} ${height}`}
        className="mt-3 h-auto w-full overflow-visible"
        fontSize={fontSize}
      >
        <title id={`${id}-title`}>{title}</title>
        <desc id={`${id}-desc`}>{description}</desc>
        {children}
      </svg>
      <details className="mt-3 text-sm">
        <summary className="cursor-pointer font-medium text-primary-700">{chartCopy.showNumbers}</summary>
        <div className={`mt-2 ${tableClassName}`}>{table}</div>
      </details>
    </figure>
  );
}

/** The plot's scale: a day's slot across, a count up to `top`. */
function dayScale(days: number, top: number) {
  const slot = (plot.right - plot.left) / Math.max(1, days);
  return {
    slot,
    x: (index: number) => plot.left + (index + 0.5) * slot,
    y: (value: number) => plot.bottom - (value / top) * (plot.bottom - plot.top),
  };
}

/** The y axis's grid lines and numbers, and the first, middle and last day under the x axis. */
function DayAxes({ daily, top }: { daily: readonly DailyLeads[]; top: number }) {
  // Counts are whole: a middle line only where it is a whole number.
  const ticks = top % 2 === 0 ? [0, top / 2, top] : [0, top];
  const { x, y } = dayScale(daily.length, top);
  const marks = [...new Set([0, Math.floor((daily.length - 1) / 2), daily.length - 1])];
  return (
    <g className="fill-muted">
      {ticks.map((tick) => (
        <g key={tick}>
          <line x1={plot.left} x2={plot.right} y1={y(tick)} y2={y(tick)} className="stroke-line" />
          <text x={plot.left - 6} y={y(tick) + 5} textAnchor="end">
            {tick}
          </text>
        </g>
      ))}
      {marks.map((index, position) => (
        <text
          key={index}
          x={x(index)}
          y={plot.bottom + 20}
          textAnchor={position === 0 ? "start" : position === marks.length - 1 ? "end" : "middle"}
        >
          {formatDay(daily[index]?.day ?? "")}
        </text>
      ))}
    </g>
  );
}

/** Daily series with a legend, as lines or (one series) columns; `empty` describes an empty chart. */
function DailyChart({
  title,
  daily,
  series,
  columns = false,
  empty,
}: {
  title: string;
  daily: readonly DailyLeads[];
  series: readonly [SeriesStyle, SeriesStyle] | readonly [SeriesStyle];
  columns?: boolean;
  empty?: string;
}) {
  const top = axisTop(Math.max(0, ...daily.flatMap((day) => series.map((style) => day[style.key]))));
  const { slot, x, y } = dayScale(daily.length, top);
  const nothing = series.every((style) => total(daily, style.key) === 0);
  return (
    <Figure
      title={title}
      description={empty && nothing ? empty : summarise(daily, series)}
      table={
        <DataTable
          caption={title}
          columns={[chartCopy.day, ...series.map((style) => chartCopy.series[style.key])]}
          rows={daily.map((day) => ({ key: day.day, cells: [day.day, ...series.map((style) => day[style.key])] }))}
        />
      }
    >
      <DayAxes daily={daily} top={top} />
      <g>
        {series.map((style, index) => (
          <g key={style.key} transform={`translate(${plot.left + index * 176}, 12)`}>
            <line x1={0} x2={24} y1={0} y2={0} strokeWidth={3} strokeDasharray={style.dash} className={style.stroke} />
            <text x={30} y={5} className="fill-ink">
              {chartCopy.series[style.key]}
            </text>
          </g>
        ))}
      </g>
      {series.map((style) =>
        columns ? (
          daily.map((day, index) =>
            day[style.key] > 0 ? (
              <rect
                key={day.day}
                x={plot.left + index * slot + slot * 0.1}
                width={Math.max(1, slot * 0.8)}
                y={y(day[style.key])}
                height={plot.bottom - y(day[style.key])}
                className={style.fill}
              />
            ) : null,
          )
        ) : (
          <polyline
            key={style.key}
            points={daily.map((day, index) => `${x(index).toFixed(1)},${y(day[style.key]).toFixed(1)}`).join(" ")}
            fill="none"
            strokeWidth={2}
            strokeLinejoin="round"
            strokeDasharray={style.dash}
            className={style.stroke}
          />
        ),
      )}
    </Figure>
  );
}

/** "From 29 Aug to 26 Nov: 42 contact messages, 17 newsletter sign-ups; the busiest day 3 Nov (5)." */
function summarise(daily: readonly DailyLeads[], series: readonly SeriesStyle[]): string {
  const first = daily[0]?.day;
  const last = daily.at(-1)?.day;
  const totals = series.map((style) =>
    counted(total(daily, style.key), chartCopy.one[style.key], chartCopy.series[style.key]),
  );
  const sumOf = (day: DailyLeads) => series.reduce((acc, style) => acc + day[style.key], 0);
  const busiest = daily.reduce<DailyLeads | undefined>(
    (best, day) => (sumOf(day) > (best ? sumOf(best) : 0) ? day : best),
    undefined,
  );
  const range = first && last ? `From ${formatDay(first)} to ${formatDay(last)} (UTC)` : "";
  const peak = busiest ? `; the busiest day ${formatDay(busiest.day)} (${sumOf(busiest)})` : "";
  return `${range}: ${totals.join(", ")}${peak}.`;
}

const barRow = 28;
const labelWidth = 136;

/** Leads per label as horizontal bars, each with its label and number beside it. */
function LabelBarsChart({
  title,
  counts,
  style,
}: {
  title: string;
  counts: readonly LabelCount[];
  style: SeriesStyle;
}) {
  if (counts.length === 0) return null;
  const max = Math.max(1, ...counts.map((entry) => entry.count));
  const barSpace = width - labelWidth - 44;
  const sum = counts.reduce((acc, entry) => acc + entry.count, 0);
  return (
    <Figure
      title={title}
      description={`${counted(sum, chartCopy.one.leads, chartCopy.leads)}: ${counts.map((entry) => `${entry.label} ${entry.count}`).join(", ")}.`}
      height={counts.length * barRow + 8}
      tableClassName=""
      table={
        <DataTable
          caption={title}
          columns={[title, chartCopy.leads]}
          rows={counts.map((entry) => ({ key: entry.label, cells: [entry.label, entry.count] }))}
        />
      }
    >
      {counts.map((entry, index) => {
        const top = 4 + index * barRow;
        const barWidth = Math.max(2, (entry.count / max) * barSpace);
        return (
          <g key={entry.label}>
            <text x={labelWidth - 8} y={top + 18} textAnchor="end" className="fill-ink">
              {entry.label.length > 16 ? `${entry.label.slice(0, 15)}…` : entry.label}
            </text>
            <rect x={labelWidth} y={top + 3} width={barWidth} height={barRow - 8} rx={3} className={style.fill} />
            <text x={labelWidth + barWidth + 6} y={top + 18} className="fill-ink tabular-nums">
              {entry.count}
            </text>
          </g>
        );
      })}
    </Figure>
  );
}

/** Every chart of the overview, or a clear line when there is nothing to draw yet. */
export function LeadCharts({ stats }: { stats: LeadStats }) {
  const nothing = stats.daily.every(
    (day) => day.contacts + day.signUps + day.confirmations + day.deliveryFailures === 0,
  );
  if (nothing && stats.sources.length === 0)
    return <p className="rounded-card border border-line bg-canvas p-6 text-muted">{chartCopy.empty}</p>;
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <DailyChart
        title={chartCopy.leadsTitle}
        daily={stats.daily}
        series={[seriesStyles.contacts, seriesStyles.signUps]}
      />
      <DailyChart
        title={chartCopy.confirmationsTitle}
        daily={stats.daily}
        series={[seriesStyles.confirmations, seriesStyles.signUps]}
      />
      <DailyChart
        title={chartCopy.failuresTitle}
        daily={stats.daily}
        series={[seriesStyles.deliveryFailures]}
        columns
        empty={chartCopy.noFailures}
      />
      <LabelBarsChart title={chartCopy.sourcesTitle} counts={stats.sources} style={seriesStyles.contacts} />
      <LabelBarsChart title={chartCopy.campaignsTitle} counts={stats.campaigns} style={seriesStyles.signUps} />
    </div>
  );
}
