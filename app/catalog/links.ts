// Every address that leaves this site, built from the public settings.
import { publicEnv } from "#app/lib/public-env";

/** The exam codes the sign-up and diagnostic apps understand. */
export type TestCode = "toefl" | "cps" | "shsat" | "hspt" | "gre" | "act";

export type SignupOptions = {
  /** `new` starts a new account for one exam, `now` is the generic sign-up. */
  page?: "new" | "now";
  test?: TestCode;
  trial?: boolean;
  exam?: TestCode;
  ref?: string;
};

function withQuery(base: string, params: Record<string, string | undefined>): string {
  const url = new URL(base);
  for (const [key, value] of Object.entries(params)) if (value !== undefined) url.searchParams.set(key, value);
  return url.toString();
}

export function signupUrl({ page, test, trial, exam, ref }: SignupOptions = {}): string {
  const base = `${publicEnv.PUBLIC_APP_URL}/signup${page ? `/${page}` : ""}`;
  return withQuery(base, { test, trial: trial ? "true" : undefined, exam, ref });
}

export function diagnosticUrl(test: Extract<TestCode, "cps" | "shsat">): string {
  return withQuery(publicEnv.PUBLIC_DIAGNOSTIC_URL, { test });
}

export const tutorFormUrl = (): string => publicEnv.PUBLIC_TUTOR_FORM_URL;

/** Absolute address of a page of this site, for canonical links, Open Graph and the sitemap. */
export const siteUrl = (path: string): string => new URL(path, `${publicEnv.SITE_URL}/`).toString();

export const officialSites = {
  cps: { label: "Chicago Public Schools: GoCPS", href: "https://www.cps.edu/gocps/" },
  nycSchools: { label: "NYC Public Schools: MySchools", href: "https://www.myschools.nyc/" },
} as const;
