// `npm run facts` lists every sourced fact with its age, source and pages, and
// warns (without failing) about facts checked more than a year ago.
import { execFileSync } from "node:child_process";
import { expect, test } from "vitest";
import { registeredFacts } from "#app/catalog/fact-registry";

function runFacts(today: string): string {
  return execFileSync(process.execPath, ["--import", "tsx", "scripts/facts.ts"], {
    env: { ...process.env, FACTS_TODAY: today },
    encoding: "utf8",
    stdio: ["ignore", "pipe", "pipe"],
  });
}

test("prints every fact with its checked date, age, source and pages; none is due the day it was checked", () => {
  const facts = registeredFacts();
  const checkedOn = facts[0]?.provenance.checkedOn ?? "";
  const output = runFacts(checkedOn);
  for (const fact of facts) {
    expect(output).toContain(`${fact.id}: ${fact.label}`);
    expect(output).toContain(`source: ${fact.provenance.source.title} <${fact.provenance.source.url}>`);
  }
  expect(output).toContain(`checked ${checkedOn} (0 days ago)`);
  expect(output).toContain(`${facts.length} facts, 0 due for a check`);
}, 60_000);

test("lists facts older than a year as due, and still exits 0", () => {
  const output = runFacts("2030-01-01");
  expect(output).toMatch(/^DUE /m);
  expect(output).toContain(`${registeredFacts().length} due for a check`);
}, 60_000);
