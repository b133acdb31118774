// `npm run facts`: every sourced exam fact with its age, source and the pages that show it; facts
// checked over a year ago are due (a warning). FACTS_TODAY=YYYY-MM-DD pretends another day (decision 020).
import { publicEnvFromProcess } from "../app/lib/env-schema.ts";

// Modules shared with the browser read the public settings Vite bakes in; give them the same values.
Object.assign(globalThis, { __PUBLIC_ENV__: publicEnvFromProcess(process.env) });

const { registeredFacts } = await import("../app/catalog/fact-registry.ts");
const { factAgeDays, factMaxAgeDays, isIsoDate } = await import("../app/catalog/fact-sources.ts");
const { exams } = await import("../app/catalog/exams.ts");
const { articlePath, guidePath, templatePath } = await import("../app/lib/content-paths.ts");
const { allArticles, allGuides, allTemplates } = await import("#content-collections");

const today = process.env.FACTS_TODAY ?? new Date().toISOString().slice(0, 10);
if (!isIsoDate(today)) {
  console.error(`FACTS_TODAY must be a date as YYYY-MM-DD, not "${today}"`);
  process.exit(1);
}

/** Template test types by exam id, where they differ from the exam's name. */
const templateTest: Record<string, string> = { cps: "CPS HSAT", shsat: "NYC SHSAT" };

/** The articles, guides and templates about the exam whose format a fact (`<exam>-format`) gives. */
function contentPagesOf(factId: string): string[] {
  const examId = factId.split("-")[0] ?? "";
  const exam = exams.find((candidate) => candidate.id === examId);
  if (!factId.endsWith("-format") || !exam) return [];
  const testType = templateTest[examId] ?? exam.name;
  return [
    ...allArticles
      .filter((entry) => (entry.exams as readonly string[]).includes(examId))
      .map((entry) => articlePath(entry.slug)),
    ...allGuides.filter((entry) => entry.exam === examId).map((entry) => guidePath(entry.slug)),
    ...allTemplates.filter((entry) => entry.test === testType).map((entry) => templatePath(entry.slug)),
  ];
}

const due: string[] = [];
const facts = registeredFacts();

for (const fact of facts) {
  const { provenance } = fact;
  const age = factAgeDays(provenance.checkedOn, today);
  const isDue = age > factMaxAgeDays;
  if (isDue) due.push(fact.id);
  console.log(`${isDue ? "DUE " : ""}${fact.id}: ${fact.label}`);
  console.log(`  checked ${provenance.checkedOn} (${age} days ago), in effect from ${provenance.effectiveFrom}`);
  console.log(`  source: ${provenance.source.title} <${provenance.source.url}>`);
  for (const other of provenance.alsoSeen ?? []) console.log(`  also:   ${other.title} <${other.url}>`);
  if (provenance.caveat) console.log(`  not confirmed: ${provenance.caveat}`);
  console.log(`  shown on: ${[...fact.pages, ...contentPagesOf(fact.id)].join(", ")}\n`);
}

console.log(`${facts.length} facts, ${due.length} due for a check (older than ${factMaxAgeDays} days on ${today}).`);
if (due.length > 0) console.warn(`Warning: check these facts against their sources again: ${due.join(", ")}`);
