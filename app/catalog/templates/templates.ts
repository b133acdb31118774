// The free templates' nine test types in order and a search's limits; no page copy, since the route list reads it.

export const testTypes = ["TOEFL", "IELTS", "GRE", "GMAT", "CPS HSAT", "HSPT", "NYC SHSAT", "ACT", "SAT"] as const;
export type TestType = (typeof testTypes)[number];

export const defaultTestType: TestType = "TOEFL";

/** At most this many templates per search (docs/product.md, "Limits and timings"). */
export const templatesPerSearch = 50;

export function isTestType(value: unknown): value is TestType {
  return testTypes.some((test) => test === value);
}

/** One template as a search returns it (docs/product.md, "Template"): `link` is its page on this site. */
export type TemplateHit = { id: string; name: string; description: string; perfectFor: string; link: string };
