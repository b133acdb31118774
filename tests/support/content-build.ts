// A copy of content/ in a scratch project, built by the real content-collections CLI with the
// site's content-collections.ts: the build tests break files in it and read what the build says
// (docs/decisions/040, 043 and 055).
import { execFile } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, expect } from "vitest";

const root = path.resolve(import.meta.dirname, "../..");

/** A scratch project with the site's content, removed after the file's tests. */
export function scratchContent() {
  const project = mkdtempSync(path.join(tmpdir(), "content-build-"));
  afterAll(() => rmSync(project, { recursive: true, force: true }));
  cpSync(path.join(root, "content"), path.join(project, "content"), { recursive: true });
  for (const folder of ["node_modules", "public"]) symlinkSync(path.join(root, folder), path.join(project, folder));
  // Its `paths` tell content-collections to bundle the `#app/…` imports of the catalog.
  cpSync(path.join(root, "tsconfig.json"), path.join(project, "tsconfig.json"));
  writeFileSync(
    path.join(project, "content-collections.ts"),
    `export { default } from ${JSON.stringify(path.join(root, "content-collections.ts"))};\n`,
  );
  return {
    /** Changes `file` (a path under content/) with `change`, which must change it. */
    breakFile(file: string, change: (source: string) => string) {
      const full = path.join(project, "content", file);
      const original = readFileSync(full, "utf8");
      const broken = change(original);
      expect(broken, `the case breaks ${file}`).not.toBe(original);
      writeFileSync(full, broken);
    },
    /** The build's exit code and what it printed. */
    async build(): Promise<{ code: number; output: string }> {
      const cli = path.join(root, "node_modules/.bin/content-collections");
      try {
        const { stdout } = await promisify(execFile)(cli, ["build"], { cwd: project });
        return { code: 0, output: stdout };
      } catch (error) {
        const { code, stdout } = error as { code: number; stdout: string };
        return { code, output: stdout };
      }
    },
  };
}
