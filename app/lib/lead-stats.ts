// The shape of the admin overview's numbers: computed on the server (app/server/lead-stats.server.ts), drawn by
// app/components/admin/lead-charts.tsx.

export type DailyLeads = {
  /** The UTC day, YYYY-MM-DD. */
  day: string;
  /** Contact messages received (spam left out). */
  contacts: number;
  /** Newsletter sign-ups (first sign-up of an address). */
  signUps: number;
  /** Newsletter subscriptions confirmed that day. */
  confirmations: number;
  /** Mails (contact and subscriber) that failed for good, by the day of their last attempt. */
  deliveryFailures: number;
};

export type LabelCount = { label: string; count: number };

export type LeadStats = {
  /** The first and last day of the range (UTC, inclusive). */
  from: string;
  to: string;
  daily: DailyLeads[];
  /** Leads (contact messages and sign-ups of the range) by the latest touch's utm_source: top 10, then "other". */
  sources: LabelCount[];
  /** The same by utm_campaign. */
  campaigns: LabelCount[];
};

/** A lead without a campaign: typed in, a bookmark, or another site's plain link. */
export const directLabel = "(none)";
export const otherLabel = "other";
