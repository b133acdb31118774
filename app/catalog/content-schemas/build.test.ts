// @vitest-environment node
// A broken content file stops the real content-collections build (the one
// `npm run build` and `npm run typecheck` run first), and its message names the
// file and the field (docs/decisions/040, 043 and 055). content/ is copied into a
// scratch project, lines of six files are broken, and it is built once with
// the site's content-collections.ts: the build reports every broken file.
// (The unbroken files build in every `npm run build` and `npm run typecheck`.)
import { execFile } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, expect, test } from "vitest";

const root = path.resolve(import.meta.dirname, "../../..");
const scratch = mkdtempSync(path.join(tmpdir(), "content-build-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const project = path.join(scratch, "project");

/** Breaks `name` (a page-copy file, or a file name under content/) with `change`. */
function breakFile(name: string, change: (source: string) => string) {
  const file = path.join(project, "content", name.includes(".") ? name : `pages/${name}.yml`);
  const original = readFileSync(file, "utf8");
  const broken = change(original);
  expect(broken, `the case breaks ${name}`).not.toBe(original);
  writeFileSync(file, broken);
}

let build: { code: number; output: string };

beforeAll(async () => {
  cpSync(path.join(root, "content"), path.join(project, "content"), { recursive: true });
  for (const folder of ["node_modules", "public"]) symlinkSync(path.join(root, folder), path.join(project, folder));
  // Its `paths` tell content-collections to bundle the `#app/…` imports of the catalog.
  cpSync(path.join(root, "tsconfig.json"), path.join(project, "tsconfig.json"));
  writeFileSync(
    path.join(project, "content-collections.ts"),
    `export { default } from ${JSON.stringify(path.join(root, "content-collections.ts"))};\n`,
  );
  breakFile("about", (text) =>
    text.replace('  heading: "{fact:brand-name} is made by {fact:company-name}"', "  heading: 42"),
  );
  breakFile("faqs", (text) => text.replace(/\{price:[a-z0-9-]+\}/, "{price:toefl-99y}"));
  breakFile("steps", (text) => `${text}\n\tbroken: a tab is not indentation\n`);
  breakFile("guides/act.md", (text) => text.replace(/^exam: act$/m, "exam: acts"));
  breakFile("guides/gre.md", (text) => `${text}\n# A second title\n`);
  breakFile("facts.yml", (text) =>
    text
      .replace("checkedOn: 2026-11-27", "checkedOn: 2026-11-31")
      .replace("source: magooshToefl2023", "source: magoosh"),
  );
  const cli = path.join(root, "node_modules/.bin/content-collections");
  try {
    const { stdout } = await promisify(execFile)(cli, ["build"], { cwd: project });
    build = { code: 0, output: stdout };
  } catch (error) {
    const { code, stdout } = error as { code: number; stdout: string };
    build = { code, output: stdout };
  }
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
