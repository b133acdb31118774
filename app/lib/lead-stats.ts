// The shape of the admin overview's numbers: computed by app/server/lead-stats.server.ts, drawn by
// app/components/admin/lead-charts.tsx. Days are UTC (YYYY-MM-DD); contacts leave spam out; signUps count an
// address's first sign-up; deliveryFailures are mails (contact and subscriber) failed for good, by their last attempt.
export type DailyLeads = Record<"contacts" | "signUps" | "confirmations" | "deliveryFailures", number> & {
  day: string;
};

export type LabelCount = { label: string; count: number };

/** `from` to `to` inclusive; leads by the latest touch's utm_source and utm_campaign, top 10 then "other". */
export type LeadStats = {
  from: string;
  to: string;
  daily: DailyLeads[];
  sources: LabelCount[];
  campaigns: LabelCount[];
};
