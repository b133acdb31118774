import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "vitest";
import { languageNameFontPath, languageNamesDevanagariFont } from "./language-names-font";
import { projectRoot } from "./lib/server";

test("the Devanagari cut for language names is current and small", async () => {
  const committed = readFileSync(path.join(projectRoot, languageNameFontPath));
  const fresh = await languageNamesDevanagariFont();
  expect(fresh.equals(committed), "the Hindi language name changed: run `npx tsx scripts/language-names-font.ts`").toBe(
    true,
  );
  expect(committed.length).toBeLessThan(20_000);
});
