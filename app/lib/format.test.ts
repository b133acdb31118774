import { expect, test } from "vitest";
import { formatCount, formatIsoDate, formatList, formatPrice, formatShortIsoDate } from "./format";

// The browser-side formatters are plain string code; Node's Intl (full ICU) is the reference they must match.
const usd = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", maximumFractionDigits: 0 });
const usdCents = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", minimumFractionDigits: 2 });
const longDate = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" });
const shortDate = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", timeZone: "UTC" });
const list = new Intl.ListFormat("en", { type: "conjunction" });

test.each([0, 5, 15, 249, 1000, 1234.5, 19.99, 120000, -42])(
  "formatPrice(%d) reads like Intl's US dollars",
  (amount) => {
    expect(formatPrice(amount)).toBe(usd.format(amount));
    expect(formatPrice(amount, { cents: true })).toBe(usdCents.format(amount));
  },
);

test.each([0, 7, 999, 1000, 4000, 1234567])("formatCount(%d) groups digits", (value) => {
  expect(formatCount(value)).toBe(value.toLocaleString("en-US"));
});

test("every month's long and short dates match Intl's en-US in UTC", () => {
  for (let month = 1; month <= 12; month += 1) {
    const iso = `2026-${String(month).padStart(2, "0")}-0${(month % 9) + 1}`;
    const date = new Date(`${iso}T00:00:00Z`);
    expect(formatIsoDate(iso)).toBe(longDate.format(date));
    expect(formatShortIsoDate(iso)).toBe(shortDate.format(date));
  }
});

test.each([[["TOEFL"]], [["TOEFL", "GRE"]], [["TOEFL", "CPS HSAT", "SHSAT", "HSPT", "GRE"]]])(
  "formatList(%j) joins like Intl.ListFormat",
  (items) => {
    expect(formatList(items)).toBe(list.format(items));
  },
);
