// @vitest-environment node
// A source id the facts file does not list stops the real content-collections build, naming the file and the
// field (docs/decisions/055). It is checked once the file has passed its schema, so it needs a build of its own
// beside content-schemas/build.test.ts (where a bad checked date of the same file is one of the broken files):
// content/ is copied into a scratch project, the facts file is broken, and it is built with the site's
// content-collections.ts.
import { expect, test } from "vitest";
import { scratchContent } from "#tests/support/content-build";

const content = scratchContent();

test("an unknown source stops the build naming the file and the field", { timeout: 60_000 }, async () => {
  content.breakFile("facts.yml", (text) => text.replace("source: magooshToefl2023", "source: magoosh"));
  const build = await content.build();
  expect(build.code).toBe(1);
  expect(build.output).toMatch(/content\/facts\.yml:\n- changes,3,source: refers to an unknown source "magoosh"/);
});
