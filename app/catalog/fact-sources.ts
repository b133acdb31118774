// Where an exam fact comes from and how fresh it is (decision 020).
import { monthNames } from "#app/lib/format";

/** A public page that states the fact. */
export type FactSource = { title: string; url: string };

/**
 * Where a fact comes from (content/facts.yml): the best page we found and others stating it, the ISO dates we last
 * compared it and from which it holds (`effectiveText` when the day is not known), and what we could not confirm.
 */
export type Provenance = {
  source: FactSource;
  alsoSeen?: readonly FactSource[];
  checkedOn: string;
  effectiveFrom: string;
  effectiveText?: string;
  caveat?: string;
};

/** After this many days a fact is due for another check (a warning, never a failure). */
export const factMaxAgeDays = 365;

/** The day of the last check of this edition of the facts. */
export const factsCheckedOn = "2026-11-28";

const isoDate = /^\d{4}-\d{2}-\d{2}$/;

/** True for a real calendar date written as YYYY-MM-DD. */
export function isIsoDate(value: string): boolean {
  if (!isoDate.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

/** Whole days from `checkedOn` to `today` (both ISO dates). */
export function factAgeDays(checkedOn: string, today: string): number {
  const day = 24 * 60 * 60 * 1000;
  return Math.round((Date.parse(`${today}T00:00:00Z`) - Date.parse(`${checkedOn}T00:00:00Z`)) / day);
}

/** "November 2026" from "2026-11-24". */
export function monthYear(iso: string): string {
  const [year, month] = iso.split("-");
  return `${monthNames[Number(month) - 1] ?? ""} ${year}`;
}

/** "Checked November 2026", the freshness line of a facts box. */
export function checkedLabel(provenance: Pick<Provenance, "checkedOn">): string {
  return `Checked ${monthYear(provenance.checkedOn)}`;
}

/** "21 January 2026", or the words of `effectiveText` when the day is not known. */
export function effectiveLabel(provenance: Pick<Provenance, "effectiveFrom" | "effectiveText">): string {
  if (provenance.effectiveText) return provenance.effectiveText;
  const [year, month, day] = provenance.effectiveFrom.split("-");
  return `${Number(day)} ${monthNames[Number(month) - 1] ?? ""} ${year}`;
}

/** What is wrong with a fact's provenance; empty when it has a source, a checked date and a start date. */
export function provenanceProblems(provenance: Partial<Provenance>, today: string = factsCheckedOn): string[] {
  const problems: string[] = [];
  if (!provenance.source?.title?.trim()) problems.push("no source title");
  if (!/^https?:\/\/\S+\.\S+/.test(provenance.source?.url ?? "")) problems.push("no source URL");
  if (!provenance.checkedOn || !isIsoDate(provenance.checkedOn)) problems.push("no checked date");
  else if (provenance.checkedOn > today) problems.push("checked date in the future");
  if (!provenance.effectiveFrom || !isIsoDate(provenance.effectiveFrom)) problems.push("no effective date");
  return problems;
}
