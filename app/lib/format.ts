// English, US-dollar and date formatting. Plain string work, not Intl: the first Intl formatter's locale data cost
// ~20 ms of main-thread time in the browser (docs/decisions/019-boot-after-first-paint.md).

/** English month names, January first. */
export const monthNames = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
] as const;

/** "1,000" from 1000: digits grouped by three with commas. */
export function formatCount(value: number): string {
  const [whole = "", fraction] = String(Math.abs(value)).split(".");
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  return `${value < 0 ? "-" : ""}${grouped}${fraction === undefined ? "" : `.${fraction}`}`;
}

/** "$249", or "$249.00" with `cents`. */
export function formatPrice(amount: number, { cents = false }: { cents?: boolean } = {}): string {
  const [whole = "0", fraction = ""] = Math.abs(amount)
    .toFixed(cents ? 2 : 0)
    .split(".");
  const sign = amount < 0 ? "-" : "";
  return `${sign}$${formatCount(Number(whole))}${cents ? `.${fraction}` : ""}`;
}

/** "February 28, 2025" from "2025-02-28", the same on server and client. */
export function formatIsoDate(isoDate: string): string {
  const [year = "", month = "", day = ""] = isoDate.split("-");
  return `${monthNames[Number(month) - 1]} ${Number(day)}, ${year}`;
}

/** "Feb 28" from "2025-02-28". */
export function formatShortIsoDate(isoDate: string): string {
  const [, month = "", day = ""] = isoDate.split("-");
  return `${monthNames[Number(month) - 1]?.slice(0, 3)} ${Number(day)}`;
}

/** "TOEFL and GRE", "TOEFL, GRE, and ACT": a list in running English. */
export function formatList(items: readonly string[]): string {
  if (items.length <= 2) return items.join(" and ");
  return `${items.slice(0, -1).join(", ")}, and ${items.at(-1)}`;
}
