// The five utm_* parameters the site reads, and the rule for the campaign event (docs/analytics.md).
export type Utm = {
  utm_source?: string;
  utm_medium?: string;
  utm_campaign?: string;
  utm_term?: string;
  utm_content?: string;
};

export const utmKeys = ["utm_source", "utm_medium", "utm_campaign", "utm_term", "utm_content"] as const;

export function readUtm(search: string | URLSearchParams): Utm {
  const params = typeof search === "string" ? new URLSearchParams(search) : search;
  const utm: Utm = {};
  for (const key of utmKeys) {
    const value = params.get(key)?.trim();
    if (value) utm[key] = value;
  }
  return utm;
}

export type Campaign = Required<Pick<Utm, "utm_source" | "utm_medium" | "utm_campaign">> &
  Pick<Utm, "utm_term" | "utm_content">;

/** The campaign, only when source, medium and campaign are all present. */
export function campaignOf(utm: Utm): Campaign | null {
  const { utm_source, utm_medium, utm_campaign, utm_term, utm_content } = utm;
  if (!utm_source || !utm_medium || !utm_campaign) return null;
  return {
    utm_source,
    utm_medium,
    utm_campaign,
    ...(utm_term ? { utm_term } : {}),
    ...(utm_content ? { utm_content } : {}),
  };
}
