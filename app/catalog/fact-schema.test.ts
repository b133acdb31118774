// @vitest-environment node
// A source id the facts file does not list stops the real content-collections build, naming the file and the
// field (docs/decisions/055). It is checked once the file has passed its schema, so it needs a build of its own
// beside content-schemas/build.test.ts (where a bad checked date of the same file is one of the broken files):
// content/ is copied into a scratch project, the facts file is broken, and it is built with the site's
// content-collections.ts.
import { execFile } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, expect, test } from "vitest";

const root = path.resolve(import.meta.dirname, "../..");
const scratch = mkdtempSync(path.join(tmpdir(), "facts-build-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** The build's exit code and output with content/facts.yml changed by `change`. */
async function buildWith(name: string, change: (source: string) => string) {
  const project = path.join(scratch, name);
  cpSync(path.join(root, "content"), path.join(project, "content"), { recursive: true });
  for (const folder of ["node_modules", "public"]) symlinkSync(path.join(root, folder), path.join(project, folder));
  cpSync(path.join(root, "tsconfig.json"), path.join(project, "tsconfig.json"));
  writeFileSync(
    path.join(project, "content-collections.ts"),
    `export { default } from ${JSON.stringify(path.join(root, "content-collections.ts"))};\n`,
  );
  const file = path.join(project, "content/facts.yml");
  const original = readFileSync(file, "utf8");
  expect(change(original), "the case breaks the file").not.toBe(original);
  writeFileSync(file, change(original));
  try {
    const { stdout } = await promisify(execFile)(path.join(root, "node_modules/.bin/content-collections"), ["build"], {
      cwd: project,
    });
    return { code: 0, output: stdout };
  } catch (error) {
    const { code, stdout } = error as { code: number; stdout: string };
    return { code, output: stdout };
  }
}

test("an unknown source stops the build naming the file and the field", { timeout: 60_000 }, async () => {
  const build = await buildWith("source", (text) => text.replace("source: magooshToefl2023", "source: magoosh"));
  expect(build.code).toBe(1);
  expect(build.output).toMatch(/content\/facts\.yml:\n- changes,3,source: refers to an unknown source "magoosh"/);
});
