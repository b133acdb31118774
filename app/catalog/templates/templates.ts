// The free-templates page: its nine test types in order (SPEC §2), its texts
// (SPEC §8) and the limits of a search (SPEC §9). The templates themselves are
// Markdown files in content/templates/.
import { href } from "react-router";

export const testTypes = ["TOEFL", "IELTS", "GRE", "GMAT", "CPS HSAT", "HSPT", "NYC SHSAT", "ACT", "SAT"] as const;
export type TestType = (typeof testTypes)[number];

export const defaultTestType: TestType = "TOEFL";

/** At most this many templates per search (SPEC §9). */
export const templatesPerSearch = 50;

export function isTestType(value: unknown): value is TestType {
  return testTypes.some((test) => test === value);
}

/** The page on this site that shows one template. */
export function templatePath(slug: string): string {
  return href("/free-templates/:slug", { slug });
}

/** The search-result title of a template's page. */
export function templatePageTitle(template: { name: string; test: string }): string {
  return `${template.name}: free ${template.test} template`;
}

export const templateText = {
  testTypesLabel: "Choose a test",
  searchLabel: "Search templates",
  searchPlaceholder: "Search by name, description or who it is for",
  loading: "Loading templates…",
  loadFailed: "Failed to load templates. Please try again later.",
  comingSoon: (test: string) => `Templates for the ${test} coming soon!`,
  noMatch: (query: string) => `No templates match "${query}".`,
  caption: (test: string) => `Free templates for the ${test}`,
  columns: { name: "Template Name", description: "Description", perfectFor: "Perfect For", link: "Link" },
  openLink: "Open template",
  opensInNewTab: "(opens in a new tab)",
  backToTemplates: "All free templates",
  perfectForLabel: "Perfect for",
  testLabel: "Test",
} as const;
