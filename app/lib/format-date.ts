// A calendar date ("YYYY-MM-DD") in the page's language. English by plain string work (format.ts: no Intl on the
// English pages' main thread); Spanish by Intl "es-US", its formatters made on first use, so only a Spanish page
// that shows a date pays for the locale data. Counted in UTC: the date is the same on the server and in the browser.
import { formatIsoDate, formatShortIsoDate } from "./format";
import type { Lang } from "./lang";

const formatters = new Map<string, Intl.DateTimeFormat>();

function spanish(isoDate: string, options: Intl.DateTimeFormatOptions): string {
  const key = JSON.stringify(options);
  const formatter = formatters.get(key) ?? new Intl.DateTimeFormat("es-US", { ...options, timeZone: "UTC" });
  formatters.set(key, formatter);
  return formatter.format(new Date(`${isoDate}T00:00:00Z`));
}

/** "March 14, 2027" or "14 de marzo de 2027". */
export const formatDateIn = (lang: Lang, isoDate: string): string =>
  lang === "es" ? spanish(isoDate, { day: "numeric", month: "long", year: "numeric" }) : formatIsoDate(isoDate);

/** "Mar 14" or "14 mar". */
export const formatShortDateIn = (lang: Lang, isoDate: string): string =>
  lang === "es" ? spanish(isoDate, { day: "numeric", month: "short" }) : formatShortIsoDate(isoDate);
