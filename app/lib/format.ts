const usd = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", maximumFractionDigits: 0 });
const usdCents = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", minimumFractionDigits: 2 });

/** "$249", or "$249.00" with `cents`. */
export function formatPrice(amount: number, { cents = false }: { cents?: boolean } = {}): string {
  return (cents ? usdCents : usd).format(amount);
}

const longDate = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" });

/** "February 28, 2025" from "2025-02-28", the same on server and client. */
export function formatIsoDate(isoDate: string): string {
  return longDate.format(new Date(`${isoDate}T00:00:00Z`));
}
