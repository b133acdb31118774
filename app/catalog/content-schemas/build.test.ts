// @vitest-environment node
// A broken content file stops the real content-collections build (the one
// `npm run build` and `npm run typecheck` run first), and its message names the
// file and the field (docs/decisions/040 and 043). Each case copies content/
// into a scratch project, breaks one line, and builds it with the site's
// content-collections.ts.
import { execFile } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, expect, test } from "vitest";

const root = path.resolve(import.meta.dirname, "../../..");
const scratch = mkdtempSync(path.join(tmpdir(), "content-build-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

let builds = 0;

/** Builds content/ with `name` (a page-copy file, or a path under content/) `change`d: the exit code and what the build printed. */
async function buildWith(name: string, change?: (source: string) => string) {
  const project = path.join(scratch, `project-${++builds}`);
  cpSync(path.join(root, "content"), path.join(project, "content"), { recursive: true });
  for (const folder of ["node_modules", "public"]) symlinkSync(path.join(root, folder), path.join(project, folder));
  // Its `paths` tell content-collections to bundle the `#app/…` imports of the catalog.
  cpSync(path.join(root, "tsconfig.json"), path.join(project, "tsconfig.json"));
  writeFileSync(
    path.join(project, "content-collections.ts"),
    `export { default } from ${JSON.stringify(path.join(root, "content-collections.ts"))};\n`,
  );
  const file = path.join(project, "content", name.includes("/") ? name : `pages/${name}.yml`);
  const original = readFileSync(file, "utf8");
  if (change) {
    const broken = change(original);
    expect(broken, "the case breaks the file").not.toBe(original);
    writeFileSync(file, broken);
  }
  const cli = path.join(root, "node_modules/.bin/content-collections");
  try {
    const { stdout } = await promisify(execFile)(cli, ["build"], { cwd: project });
    return { code: 0, output: stdout };
  } catch (error) {
    const { code, stdout } = error as { code: number; stdout: string };
    return { code, output: stdout };
  }
}

test("the unchanged files build", async () => {
  expect((await buildWith("features")).code).toBe(0);
}, 60_000);

test("a field of the wrong type stops the build naming the file and the field", async () => {
  const { code, output } = await buildWith("about", (text) =>
    text.replace('  heading: "{fact:brand-name} is made by {fact:company-name}"', "  heading: 42"),
  );
  expect(code).toBe(1);
  expect(output).toContain("Validation failed on content/pages/about.yml:");
  expect(output).toMatch(/- company,heading: has the wrong type: expected string, received number/);
}, 60_000);

test("an unknown price id stops the build naming the file and the field", async () => {
  const { code, output } = await buildWith("faqs", (text) => text.replace(/\{price:[a-z0-9-]+\}/, "{price:toefl-99y}"));
  expect(code).toBe(1);
  expect(output).toMatch(/content\/pages\/faqs\.yml:\n- [^:]+: refers to an unknown price "toefl-99y"/);
}, 60_000);

test("a file that is not YAML stops the build naming the file", async () => {
  const { code, output } = await buildWith("steps", (text) => `${text}\n\tbroken: a tab is not indentation\n`);
  expect(code).toBe(1);
  expect(output).toContain("Validation failed on content/pages/steps.yml:");
  expect(output).toContain("is not valid YAML: Tabs are not allowed as indentation");
}, 60_000);

test("a bad front-matter field of a Markdown file stops the build naming the file and the field", async () => {
  const { code, output } = await buildWith("guides/act.md", (text) => text.replace(/^exam: act$/m, "exam: acts"));
  expect(code).toBe(1);
  expect(output).toContain("Validation failed on content/guides/act.md:");
  expect(output).toMatch(/- exam: /);
}, 60_000);

test("an h1 in a Markdown body stops the build naming the file and its line", async () => {
  const { code, output } = await buildWith("guides/act.md", (text) => `${text}\n# A second title\n`);
  expect(code).toBe(1);
  const lines = readFileSync(path.join(root, "content/guides/act.md"), "utf8").split("\n").length;
  expect(output).toContain(`content/guides/act.md: line ${lines + 1}: use ## for sections`);
}, 60_000);
