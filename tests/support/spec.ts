// Reads the brief's §9 (business constants) so tests compare the catalog with
// the brief itself: tests/fixtures/spec-section-9.md holds it word for word
// (docs/decisions/003-spec-copy-in-tests.md). Where the team's copy of the brief sits
// beside the checkout (../shared/SPEC.md), it is read instead, and a test
// proves the fixture still matches it.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Duration, PlanTest } from "#app/catalog/plans";

const repoRoot = path.resolve(import.meta.dirname, "../..");
export const sharedSpecPath = path.resolve(repoRoot, "../shared/SPEC.md");
export const fixturePath = path.join(repoRoot, "tests/fixtures/spec-section-9.md");

export function sectionNine(specText: string): string {
  const start = specText.indexOf("## 9. Business constants and limits");
  if (start < 0) throw new Error("SPEC.md has no section 9");
  return specText.slice(start);
}

/** The "Prices (USD)" part of §9: the table and the CPS page's plans. */
export function pricesOf(section: string): string {
  const start = section.indexOf("### Prices (USD)");
  const end = section.indexOf("Marketed prices elsewhere");
  return section.slice(start, end).trim();
}

export function readSectionNine(): string {
  if (existsSync(sharedSpecPath)) return sectionNine(readFileSync(sharedSpecPath, "utf8"));
  return readFileSync(fixturePath, "utf8");
}

export type SpecPrice = {
  test: PlanTest;
  duration: Duration;
  price: number;
  originalPrice: number;
  discount: string | null;
};

const rowTests: Record<string, PlanTest[]> = {
  TOEFL: ["TOEFL"],
  "CPS HSAT and HSPT": ["CPS", "HSPT"],
  "GRE and SHSAT": ["GRE", "SHSAT"],
};

/** The rows of the brief's price table, one entry per exam and duration. */
export function specPriceTable(section = readSectionNine()): SpecPrice[] {
  const lines = section.split("\n").filter((line) => line.startsWith("| ") && !line.startsWith("| Exam"));
  const durations: Duration[] = ["7-Day", "1-Month", "6-Month"];
  return lines.flatMap((line) => {
    const [label, ...cells] = line
      .split("|")
      .map((cell) => cell.trim())
      .filter(Boolean);
    const tests = label ? rowTests[label] : undefined;
    if (!tests) return [];
    return tests.flatMap((test) =>
      cells.map((cell, index) => {
        const match = /^\$(\d+)(?: \(was \$(\d+), (\d+% off)\))?$/.exec(cell);
        const duration = durations[index];
        if (!match?.[1] || !duration) throw new Error(`Cannot read price cell "${cell}"`);
        const price = Number(match[1]);
        return {
          test,
          duration,
          price,
          originalPrice: match[2] ? Number(match[2]) : price,
          discount: match[3] ?? null,
        };
      }),
    );
  });
}

/** The brief's CPS HSAT page plans: '7-Day Cram' $75.00 and so on. */
export function specCpsPlans(section = readSectionNine()): { title: string; price: number }[] {
  const sentence = section.split("\n").find((line) => line.startsWith("No plan is marked popular")) ?? "";
  return [...sentence.matchAll(/'([^']+)' \$(\d+\.\d\d)/g)].map(([, title = "", price = "0"]) => ({
    title,
    price: Number(price),
  }));
}
