// The free-templates page: its nine test types in order (docs/product.md, "Free templates") and the
// limits of a search (docs/product.md, "Limits and timings"). Its words
// (docs/product.md, "Messages") are template-text.ts. The build's route list reads this module, so
// it imports no page copy. The templates themselves are Markdown files in content/templates/.

export const testTypes = ["TOEFL", "IELTS", "GRE", "GMAT", "CPS HSAT", "HSPT", "NYC SHSAT", "ACT", "SAT"] as const;
export type TestType = (typeof testTypes)[number];

export const defaultTestType: TestType = "TOEFL";

/** At most this many templates per search (docs/product.md, "Limits and timings"). */
export const templatesPerSearch = 50;

export function isTestType(value: unknown): value is TestType {
  return testTypes.some((test) => test === value);
}
