// @vitest-environment node
// A broken page-copy file stops a real Vite build, and the build's error names
// the file, the line and the field (issue 19). Each case copies a file of
// content/pages into a scratch project, breaks one line, and builds an entry
// that imports it with the same plugin the site's build uses.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { build } from "vite";
import { afterAll, expect, test } from "vitest";
import { contentPages, contentPagesDir } from "./content-pages";

const scratch = mkdtempSync(path.join(tmpdir(), "content-pages-build-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

let builds = 0;

/** Builds an entry importing `name`.yml whose text is `change`d; resolves with the build's error message, or "" when it built. */
async function buildWith(name: string, change?: (source: string) => string): Promise<string> {
  const project = path.join(scratch, `project-${++builds}`);
  mkdirSync(path.join(project, "content/pages"), { recursive: true });
  const original = readFileSync(path.join(contentPagesDir, `${name}.yml`), "utf8");
  const broken = change ? change(original) : original;
  if (change) expect(broken, "the case breaks the file").not.toBe(original);
  writeFileSync(path.join(project, `content/pages/${name}.yml`), broken);
  writeFileSync(path.join(project, "entry.js"), `export * from "./content/pages/${name}.yml";\n`);
  try {
    await build({
      root: project,
      configFile: false,
      logLevel: "silent",
      plugins: [contentPages()],
      build: { write: false, lib: { entry: "entry.js", formats: ["es"] }, minify: false },
    });
    return "";
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

/** The line (1-based) of the first line of `source` that `pattern` matches. */
function lineOf(source: string, pattern: RegExp): number {
  const index = source.split("\n").findIndex((line) => pattern.test(line));
  expect(index, `${pattern} is in the file`).toBeGreaterThanOrEqual(0);
  return index + 1;
}

test("an unchanged file builds", async () => {
  expect(await buildWith("features")).toBe("");
}, 60_000);

test("a missing field stops the build with the file, line and field", async () => {
  const source = readFileSync(path.join(contentPagesDir, "features.yml"), "utf8");
  // The first card of the home list loses its title.
  const homeLine = lineOf(source, /^home:/);
  const titleLine = source.split("\n").findIndex((line, index) => index >= homeLine && /^\s+title:/.test(line)) + 1;
  const message = await buildWith("features", (text) =>
    text
      .split("\n")
      .filter((_, index) => index !== titleLine - 1)
      .join("\n"),
  );
  expect(message).toMatch(/content\/pages\/features\.yml:\d+: field "home\.\d+\.title" is missing/);
}, 60_000);

test("an unknown icon key stops the build with the file, line and field", async () => {
  const source = readFileSync(path.join(contentPagesDir, "features.yml"), "utf8");
  const line = lineOf(source, /^\s+icon: bot$/);
  const message = await buildWith("features", (text) => text.replace(/^(\s+)icon: bot$/m, "$1icon: robot-friend"));
  expect(message).toContain(`content/pages/features.yml:${line}: field "common.tutor.icon"`);
  expect(message).toContain("robot-friend");
}, 60_000);

test("an unknown price id stops the build with the file, line and field", async () => {
  const lines = readFileSync(path.join(contentPagesDir, "faqs.yml"), "utf8").split("\n");
  const reference = lineOf(lines.join("\n"), /\{price:[a-z0-9-]+\}/);
  // The field's line: where its key is, at or above the reference (a long text continues on the lines below it).
  const field = lines.slice(0, reference).findLastIndex((line) => /^\s*(- )?[a-zA-Z]+:/.test(line)) + 1;
  const message = await buildWith("faqs", (text) => text.replace(/\{price:[a-z0-9-]+\}/, "{price:toefl-99y}"));
  expect(message).toMatch(
    new RegExp(`content/pages/faqs\\.yml:${field}: field "[^"]+" refers to an unknown price "toefl-99y"`),
  );
}, 60_000);
