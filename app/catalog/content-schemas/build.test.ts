// @vitest-environment node
// A broken content file stops the real content-collections build (the one
// `npm run build` and `npm run typecheck` run first), and its message names the
// file and the field (docs/decisions/040, 043 and 055). content/ is copied into a
// scratch project, lines of eight files are broken, and it is built once with
// the site's content-collections.ts: the build reports every broken file.
// (The unbroken files build in every `npm run build` and `npm run typecheck`.)
import { readFileSync } from "node:fs";
import path from "node:path";
import { beforeAll, expect, test } from "vitest";
import { scratchContent } from "#tests/support/content-build";

const root = path.resolve(import.meta.dirname, "../../..");
const content = scratchContent();
/** Page copy is named by its file under content/pages/, other files by their path under content/. */
const breakFile = (name: string, change: (source: string) => string) =>
  content.breakFile(name.includes(".") ? name : `pages/${name}.yml`, change);

let build: { code: number; output: string };

beforeAll(async () => {
  breakFile("about", (text) =>
    text.replace('  heading: "{fact:brand-name} is made by {fact:company-name}"', "  heading: 42"),
  );
  breakFile("faqs", (text) => text.replace(/\{price:[a-z0-9-]+\}/, "{price:toefl-99y}"));
  breakFile("steps", (text) => `${text}\n\tbroken: a tab is not indentation\n`);
  breakFile("guides/act.md", (text) => text.replace(/^exam: act$/m, "exam: acts"));
  breakFile("guides/gre.md", (text) => `${text}\n# A second title\n`);
  breakFile("facts.yml", (text) => text.replace("checkedOn: 2026-11-27", "checkedOn: 2026-11-31"));
  // The Spanish pages' words (docs/decisions/066-spanish-pages.md): a field left out, and one the pages do not show.
  breakFile("pages/es/pages.yml", (text) => text.replace(/(^notFound:\n(?: {2}.*\n)*?) {2}intro: .*\n/m, "$1"));
  breakFile("pages/es/navigation.yml", (text) => `${text}\nlegalPage:\n  lastUpdated: Última actualización\n`);
  build = await content.build();
}, 60_000);

test("the build fails", () => {
  expect(build.code).toBe(1);
});

test("a field of the wrong type stops the build naming the file and the field", () => {
  expect(build.output).toContain("Validation failed on content/pages/about.yml:");
  expect(build.output).toMatch(/- company,heading: has the wrong type: expected string, received number/);
});

test("an unknown price id stops the build naming the file and the field", () => {
  expect(build.output).toMatch(/content\/pages\/faqs\.yml:\n- [^:]+: refers to an unknown price "toefl-99y"/);
});

test("a file that is not YAML stops the build naming the file", () => {
  expect(build.output).toContain("Validation failed on content/pages/steps.yml:");
  expect(build.output).toContain("is not valid YAML: Tabs are not allowed as indentation");
});

test("a bad front-matter field of a Markdown file stops the build naming the file and the field", () => {
  expect(build.output).toContain("Validation failed on content/guides/act.md:");
  expect(build.output).toMatch(/content\/guides\/act\.md:\n- exam: /);
});

test("an h1 in a Markdown body stops the build naming the file and its line", () => {
  const lines = readFileSync(path.join(root, "content/guides/gre.md"), "utf8").split("\n").length;
  expect(build.output).toContain(`content/guides/gre.md: line ${lines + 1}: use ## for sections`);
});

test("a checked date that is not a date stops the build naming the facts file and the field", () => {
  expect(build.output).toContain("Validation failed on content/facts.yml:");
  expect(build.output).toMatch(/- changes,0,checkedOn: must be a real date written YYYY-MM-DD/);
});

test("a Spanish file missing a field of its English file stops the build naming the file and the field", () => {
  expect(build.output).toContain("Validation failed on content/pages/es/pages.yml:");
  expect(build.output).toMatch(/content\/pages\/es\/pages\.yml:\n- notFound,intro: /);
});

test("a Spanish file with a field the Spanish pages do not show stops the build naming the file and the field", () => {
  expect(build.output).toContain("Validation failed on content/pages/es/navigation.yml:");
  expect(build.output).toMatch(/content\/pages\/es\/navigation\.yml:\n- legalPage: is not shown in Spanish/);
});
