// English, US-dollar and date formatting. Plain string work, not Intl: the first Intl formatter's locale data cost
// ~20 ms of main-thread time in the browser (docs/decisions/019-boot-after-first-paint.md).

/** English month names, January first. */
export const monthNames = "January February March April May June July August September October November December".split(
  " ",
);

/** "1,000" from 1000: digits grouped by three with commas. */
export const formatCount = (value: number | string) => String(value).replace(/\B(?=(\d{3})+(?!\d))/g, ",");

/** "$249", or "$249.00" with `cents`. */
export function formatPrice(amount: number, { cents = false }: { cents?: boolean } = {}): string {
  return `${amount < 0 ? "-" : ""}$${formatCount(Math.abs(amount).toFixed(cents ? 2 : 0))}`;
}

/** "225", "113.6", "4.5": whole numbers without a decimal, the rest with one. */
export const formatDecimal = (value: number) => (Number.isInteger(value) ? String(value) : value.toFixed(1));

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
