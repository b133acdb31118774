// The five utm_* parameters of a page's address (docs/analytics.md).
export const utmKeys = ["utm_source", "utm_medium", "utm_campaign", "utm_term", "utm_content"] as const;
export type Utm = Partial<Record<(typeof utmKeys)[number], string>>;

export function readUtm(search: string): Utm {
  const params = new URLSearchParams(search);
  const utm: Utm = {};
  for (const key of utmKeys) {
    const value = params.get(key)?.trim();
    if (value) utm[key] = value;
  }
  return utm;
}
