import { render, screen, within } from "@testing-library/react";
import { expect, test } from "vitest";
import type { DailyLeads, LeadStats } from "#app/lib/lead-stats";
import { axisTop, chartCopy, formatDay, LeadCharts } from "./lead-charts";

function daysFrom(first: string, count: number, fill: (index: number) => Partial<DailyLeads>): DailyLeads[] {
  const start = Date.parse(`${first}T00:00:00Z`);
  return Array.from({ length: count }, (_, index) => ({
    day: new Date(start + index * 86_400_000).toISOString().slice(0, 10),
    contacts: 0,
    signUps: 0,
    confirmations: 0,
    deliveryFailures: 0,
    ...fill(index),
  }));
}

const stats: LeadStats = {
  from: "2026-08-29",
  to: "2026-11-26",
  daily: daysFrom("2026-08-29", 90, (index) => ({
    contacts: index % 7,
    signUps: index % 5 === 0 ? 3 : 1,
    confirmations: index % 5 === 0 ? 2 : 0,
    deliveryFailures: index === 40 ? 2 : 0,
  })),
  sources: [
    { label: "podcast", count: 40 },
    { label: "(none)", count: 25 },
    { label: "other", count: 4 },
  ],
  campaigns: [
    { label: "fall-shsat", count: 50 },
    { label: "(none)", count: 19 },
  ],
};

/** The table behind a chart's "Show the numbers", as rows of cell texts (header row left out). */
function numbersOf(chart: HTMLElement): string[][] {
  const table = within(chart).getByRole("table", { hidden: true });
  return within(table)
    .getAllByRole("row", { hidden: true })
    .slice(1)
    .map((row) => Array.from(row.children, (cell) => cell.textContent ?? ""));
}

const chartNamed = (name: string) => {
  const image = screen.getByRole("img", { name });
  const figure = image.closest("figure");
  if (!(figure instanceof HTMLElement)) throw new Error(`no figure around ${name}`);
  return figure;
};

test("each daily chart's table holds the same numbers as its series, one row per day", () => {
  render(<LeadCharts stats={stats} />);
  const leads = numbersOf(chartNamed(chartCopy.leadsTitle));
  expect(leads).toEqual(stats.daily.map((day) => [day.day, String(day.contacts), String(day.signUps)]));
  const confirmations = numbersOf(chartNamed(chartCopy.confirmationsTitle));
  expect(confirmations).toEqual(stats.daily.map((day) => [day.day, String(day.confirmations), String(day.signUps)]));
  const failures = numbersOf(chartNamed(chartCopy.failuresTitle));
  expect(failures).toEqual(stats.daily.map((day) => [day.day, String(day.deliveryFailures)]));
});

test("the sources and campaigns are tables of their groups, each row with its bar and number", () => {
  render(<LeadCharts stats={stats} />);
  const sources = screen.getByRole("table", { name: chartCopy.sourcesTitle });
  const rows = (table: HTMLElement) =>
    within(table)
      .getAllByRole("row")
      .slice(1)
      .map((row) => Array.from(row.children, (cell) => cell.textContent ?? ""));
  expect(rows(sources)).toEqual(stats.sources.map((entry) => [entry.label, String(entry.count)]));
  // The bars are drawn for the eye only: the group and its number are the row's words.
  expect(sources.querySelectorAll('[aria-hidden="true"]')).toHaveLength(stats.sources.length);
  expect(rows(screen.getByRole("table", { name: chartCopy.campaignsTitle }))).toEqual(
    stats.campaigns.map((entry) => [entry.label, String(entry.count)]),
  );
});

test("each daily chart is an image named by its title and described by its totals, its numbers behind a summary", () => {
  render(<LeadCharts stats={stats} />);
  const image = screen.getByRole("img", { name: chartCopy.leadsTitle });
  const contacts = stats.daily.reduce((sum, day) => sum + day.contacts, 0);
  const signUps = stats.daily.reduce((sum, day) => sum + day.signUps, 0);
  expect(image).toHaveAccessibleDescription(expect.stringContaining(`${contacts} contact messages`));
  expect(image).toHaveAccessibleDescription(expect.stringContaining(`${signUps} newsletter sign-ups`));
  expect(image).toHaveAccessibleDescription(expect.stringContaining("From 29 Aug to 26 Nov (UTC)"));
  expect(screen.getAllByText(chartCopy.showNumbers)).toHaveLength(3);
  for (const summary of screen.getAllByText(chartCopy.showNumbers)) expect(summary.tagName).toBe("SUMMARY");
  // Each series has its own strip, named in words: colour is never the only difference.
  for (const name of [chartCopy.series.contacts, chartCopy.series.signUps]) {
    expect(within(image).getByText(name)).toBeInTheDocument();
  }
});

test("an empty dataset says there are no leads yet instead of drawing empty charts", () => {
  const empty: LeadStats = {
    from: "2026-08-29",
    to: "2026-11-26",
    daily: daysFrom("2026-08-29", 90, () => ({})),
    sources: [],
    campaigns: [],
  };
  render(<LeadCharts stats={empty} />);
  expect(screen.getByText(chartCopy.empty)).toBeInTheDocument();
  expect(screen.getByText(/No leads yet/)).toBeInTheDocument();
  expect(screen.queryByRole("img")).toBeNull();
  expect(screen.queryByRole("table")).toBeNull();
});

test("the y axis ends on a round number at or above the largest value", () => {
  expect([0, 1, 2, 3, 7, 10, 11, 48, 51, 230].map(axisTop)).toEqual([1, 1, 2, 5, 10, 10, 20, 50, 100, 500]);
  expect(formatDay("2026-08-29")).toBe("29 Aug");
});

test("with leads but no failed mail, the failures chart says so in words", () => {
  const quiet: LeadStats = { ...stats, daily: stats.daily.map((day) => ({ ...day, deliveryFailures: 0 })) };
  render(<LeadCharts stats={quiet} />);
  expect(screen.getByRole("img", { name: chartCopy.failuresTitle })).toHaveAccessibleDescription(chartCopy.noFailures);
});

test("a count of one reads in the singular in the charts' descriptions", () => {
  const single: LeadStats = {
    ...stats,
    daily: daysFrom("2026-08-29", 90, (index) => (index === 89 ? { contacts: 1, deliveryFailures: 1 } : {})),
    sources: [{ label: "podcast", count: 1 }],
    campaigns: [{ label: "fall-shsat", count: 1 }],
  };
  const { container } = render(<LeadCharts stats={single} />);
  // Each chart's sentence under its title (the daily charts' images are described by theirs).
  const descriptions = [...container.querySelectorAll("figure > p")].map((p) => p.textContent ?? "");
  expect(descriptions.some((text) => text.includes(`1 ${chartCopy.one.contacts},`))).toBe(true);
  expect(descriptions.some((text) => text.includes(`1 ${chartCopy.one.deliveryFailures}`))).toBe(true);
  expect(descriptions.filter((text) => text.startsWith(`1 ${chartCopy.one.leads}:`))).toHaveLength(2);
  expect(descriptions.join(" ")).not.toMatch(/\b1 (leads|contact messages|failed mails)\b/);
});
