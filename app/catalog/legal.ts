// The legal pages' labels and the one dollar figure they state that is not a price (decision 009).

import { monthNames } from "#app/lib/format";

/** Terms §17: the cap on our liability. Written in the Terms exactly as this label. */
export const liabilityCap = { amount: 10, label: "$10 (ten US dollars)" } as const;

function ordinal(day: number): string {
  const tens = day % 100;
  if (tens >= 11 && tens <= 13) return `${day}th`;
  const suffixes = ["th", "st", "nd", "rd"];
  return `${day}${suffixes[day % 10] ?? "th"}`;
}

/** "February 28th, 2025" from "2025-02-28", as the legal pages write their date. */
export function formatLegalDate(isoDate: string): string {
  const [year, month, day] = isoDate.split("-").map(Number);
  return `${monthNames[(month ?? 1) - 1]} ${ordinal(day ?? 1)}, ${year}`;
}
