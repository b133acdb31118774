// The deadline calendars' addresses and time zones (docs/decisions/067-deadline-calendars.md). No imports:
// content-collections.ts loads it through fact-schema.ts, and the planner's browser code reads the paths.

/** The exams with a feed of their own; `all` holds every event. */
export const feedExams = ["cps", "shsat", "hspt", "act"] as const;
export type FeedExam = (typeof feedExams)[number];
export type FeedId = FeedExam | "all";
export const feedIds: readonly FeedId[] = [...feedExams, "all"];

/** Where an owner's clock times are read: Chicago for CPS and the Archdiocese, New York for the SHSAT. */
export const feedTimeZones: Partial<Record<FeedExam, "America/Chicago" | "America/New_York">> = {
  cps: "America/Chicago",
  hspt: "America/Chicago",
  shsat: "America/New_York",
};

/** "/calendar/cps.ics": pre-rendered (docs/decisions/004), so its address is a file's. */
export const feedPath = (feed: FeedId): string => `/calendar/${feed}.ics`;

/** The feed of an exam the planner offers, or null for an exam without one (TOEFL, GRE). */
export const feedOf = (exam: string): FeedExam | null => feedExams.find((known) => known === exam) ?? null;

/** The subscribe address of an https feed address: calendar apps open `webcal:` as a subscription. */
export const webcalUrl = (httpsUrl: string): string => httpsUrl.replace(/^https?:/, "webcal:");
