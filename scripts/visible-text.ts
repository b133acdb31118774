// The visible text of every pre-rendered page under build/client against the baseline
// docs/visible-text.json (issue 19). Run after `npm run build`:
//   npm run visible-text              compare; prints a diff per page, exits 1 on any difference
//   npm run visible-text -- --write   rewrite the baseline (words changed on purpose: commit the diff)
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { Window } from "happy-dom";
import { compareVisibleText, pagePath, visibleText } from "./lib/visible-text.ts";

const root = path.resolve(import.meta.dirname, "..");
const [clientDir, baselineFile] = [path.join(root, "build/client"), path.join(root, "docs/visible-text.json")];

if (!existsSync(clientDir)) {
  console.error("visible-text: no build/client; run `npm run build` first.");
  process.exit(1);
}

const window = new Window({
  settings: { disableJavaScriptEvaluation: true, disableJavaScriptFileLoading: true, disableCSSFileLoading: true },
});
const parser = new window.DOMParser();
const files = readdirSync(clientDir, { recursive: true, encoding: "utf8" });
const pages = files.filter((name) => name.endsWith(".html") && !name.startsWith("assets/"));
const read = (file: string) => parser.parseFromString(readFileSync(path.join(clientDir, file), "utf8"), "text/html");
// happy-dom's Document implements the DOM interface that visibleText reads.
const current = pages.map((file) => [pagePath(file), visibleText(read(file) as unknown as Document)] as const);
await window.happyDOM.close();
const sorted = Object.fromEntries(current.sort(([a], [b]) => a.localeCompare(b)));

if (process.argv.includes("--write")) {
  writeFileSync(baselineFile, `${JSON.stringify(sorted, null, 2)}\n`);
  console.log(`visible-text: wrote ${Object.keys(sorted).length} pages to ${path.relative(root, baselineFile)}`);
} else {
  const baseline: Record<string, string[]> = JSON.parse(readFileSync(baselineFile, "utf8"));
  const differences = compareVisibleText(baseline, sorted);
  for (const { page, lines } of differences) console.log(`\n${page}\n${lines.map((line) => `  ${line}`).join("\n")}`);
  if (differences.length > 0) {
    console.error(
      `\nvisible-text: the words of ${differences.length} page(s) differ from docs/visible-text.json.` +
        "\nChanged words on purpose? Run `npm run visible-text -- --write` and commit the diff.",
    );
    process.exit(1);
  }
  console.log(`visible-text: ${Object.keys(sorted).length} pages read the same as the baseline.`);
}
