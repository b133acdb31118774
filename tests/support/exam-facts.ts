// Reads the "Exam facts" and "Marketing claims" of the brief's §9 (tests/fixtures/spec-section-9.md), so tests compare
// the catalog with the specification itself (docs/decisions/003-spec-copy-in-tests.md).
import { readSectionNine } from "./spec";

/** The clauses of one exam's line under "### Exam facts", e.g. `reading 30-40 q / 54-72 min`. */
export function examFactClauses(label: string, section = readSectionNine()): string[] {
  const line = section.split("\n").find((candidate) => candidate.startsWith(`- ${label}: `));
  if (!line) throw new Error(`the brief's §9 has no exam facts for ${label}`);
  return line
    .slice(`- ${label}: `.length)
    .replace(/\.$/, "")
    .split(/;\s*/)
    .map((clause) => clause.trim());
}

/** The whole line of an exam, for facts that are not a list of sections (CPS HSAT, SHSAT). */
export function examFactLine(label: string, section = readSectionNine()): string {
  return examFactClauses(label, section).join("; ");
}

export type SpecSection = { name: string; count: string; minutes: string | null };

/** A section clause: `reading 30-40 q / 54-72 min`, `speaking 4 tasks / 17 min`, `math 60 / 60`, `2 essays`. */
export function parseSectionClause(clause: string): SpecSection | null {
  const timed = /^(\S+) (\d+(?:-\d+)?)(?: q| tasks)? \/ (\d+(?:-\d+)?)(?: min)?$/i.exec(clause);
  if (timed?.[1] && timed[2] && timed[3]) return { name: timed[1].toLowerCase(), count: timed[2], minutes: timed[3] };
  const untimed = /^(\d+) (essays)$/i.exec(clause);
  if (untimed?.[1] && untimed[2]) return { name: untimed[2].toLowerCase(), count: untimed[1], minutes: null };
  return null;
}

/** The number or range in a text, with en dashes as hyphens: "30–40 questions" → "30-40". */
export function numberIn(text: string): string | null {
  return /\d+(?:\.\d+)?(?:\s*[–-]\s*\d+(?:\.\d+)?)?/.exec(text)?.[0].replace(/\s*[–-]\s*/, "-") ?? null;
}

/** The marketing-claims line of §9. */
export function marketingClaimsLine(section = readSectionNine()): string {
  const start = section.indexOf("### Marketing claims");
  if (start < 0) throw new Error("the brief's §9 has no marketing claims");
  return section.slice(start).split("\n").slice(1).join(" ").trim();
}
