// Lighthouse on the built production server: median scores and metrics per
// route, checked against perf-budget.json. See docs/performance.md.
//
//   npm run perf -- [--runs N] [--routes /,/pricing | --all] [--json FILE] [--budget FILE]
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import * as chromeLauncher from "chrome-launcher";
import lighthouse, { type Flags, type Result, type RunnerResult } from "lighthouse";
import { sitePaths } from "../app/routes-prerender.ts";
import {
  buildEmptyApp,
  chromiumFlags,
  chromiumPath,
  emptyAppBuildDir,
  pageName,
  projectRoot,
  type RunningServer,
  startServer,
} from "./lib/server.ts";

const categories = ["performance", "accessibility", "best-practices", "seo"] as const;
type Category = (typeof categories)[number];
const metrics = ["lcp", "cls", "tbt", "jsBytes"] as const;
type Metric = (typeof metrics)[number];
type Measures = Record<Category | Metric, number | null>;
/** Limits relative to the empty page measured in the same run: LCP on every route, JavaScript on `/`. */
const ratios = ["lcpVsEmpty", "jsVsEmpty"] as const;
type Ratio = (typeof ratios)[number];
type Budget = Partial<Record<Category | Metric | Ratio, number>>;

/**
 * Until pages ship no hydration (issue 20), performance, LCP and TBT judge the
 * machine as much as the code: on a 2-core CI machine they are reported, not
 * failed. `PERF_STRICT=1` fails them again. Accessibility, best practices,
 * SEO, CLS and script bytes always fail.
 */
const strict = process.env.PERF_STRICT === "1";
const machineBound: ReadonlySet<string> = new Set(["performance", "lcp", "tbt"]);
type Miss = { key: Category | Metric; text: string };
const fails = (miss: Miss) => strict || !machineBound.has(miss.key);

/**
 * The routes CI measures (`npm test` ends with them): one of each kind of page
 * (home, pricing, exam template, landing page, blog index, article, resource
 * page in Korean, template search, legal text, contact form).
 */
const ciSample = [
  "/",
  "/pricing",
  "/exams/gre",
  "/highschoolentrance",
  "/blog",
  "/blog/toefl-ibt-format-explained",
  "/resources-korean",
  "/free-templates",
  "/terms",
  "/contact",
];

const usage = `Usage: npm run perf -- [options]
  --runs N          Lighthouse runs per route; medians are reported (default 3)
  --routes A,B,...  Comma-separated paths to measure (default /)
  --all             Measure every path in sitePaths (app/routes-prerender.ts)
  --sample          Measure the fixed sample of page kinds that CI measures
  --no-floor        Skip the empty page (perf/empty-app) the ratio budgets compare with
  --json FILE       Also write the medians (and misses) as JSON to FILE
  --budget FILE     Budget file (default perf-budget.json)
  -h, --help        Show this help
Exits 0 when every route meets the budget, 1 on any miss, 2 on an error.
Performance, LCP and TBT misses are reported without failing unless PERF_STRICT=1.`;

function fail(message: string): never {
  console.error(message);
  process.exit(2);
}

function readOptions() {
  const parse = () =>
    parseArgs({
      options: {
        runs: { type: "string", default: "3" },
        routes: { type: "string" },
        all: { type: "boolean", default: false },
        sample: { type: "boolean", default: false },
        "no-floor": { type: "boolean", default: false },
        json: { type: "string" },
        budget: { type: "string", default: path.join(projectRoot, "perf-budget.json") },
        help: { type: "boolean", short: "h", default: false },
      },
    }).values;
  let values: ReturnType<typeof parse>;
  try {
    values = parse();
  } catch (error) {
    fail(`${(error as Error).message}\n\n${usage}`);
  }
  if (values.help) {
    console.log(usage);
    process.exit(0);
  }
  const runs = Number(values.runs);
  if (!Number.isInteger(runs) || runs < 1 || runs > 20) fail(`--runs must be a whole number from 1 to 20`);
  if ([values.all, values.sample, values.routes !== undefined].filter(Boolean).length > 1) {
    fail("Use one of --all, --sample and --routes");
  }
  const routes = values.all
    ? sitePaths
    : values.sample
      ? ciSample
      : (values.routes ?? "/")
          .split(",")
          .map((route) => route.trim())
          .filter(Boolean);
  if (routes.length === 0) fail("--routes is empty");
  for (const route of routes) if (!route.startsWith("/")) fail(`Routes are paths starting with "/": got "${route}"`);
  return {
    runs,
    routes: [...new Set(routes)],
    json: values.json,
    budgetFile: values.budget,
    floor: !values["no-floor"],
  };
}

const budgetKeys: readonly string[] = [...categories, ...metrics, ...ratios];

function readBudget(file: string): Budget {
  let data: unknown;
  try {
    data = JSON.parse(readFileSync(file, "utf8"));
  } catch (error) {
    fail(`Cannot read the budget ${file}: ${(error as Error).message}`);
  }
  if (typeof data !== "object" || data === null || Array.isArray(data)) fail(`${file} must hold a JSON object`);
  const budget: Budget = {};
  for (const [key, value] of Object.entries(data)) {
    if (key === "$comment") continue;
    if (!budgetKeys.includes(key)) fail(`${file}: unknown key "${key}" (allowed: ${budgetKeys.join(", ")})`);
    if (typeof value !== "number" || !Number.isFinite(value) || value < 0) {
      fail(`${file}: "${key}" must be a non-negative number`);
    }
    budget[key as Category | Metric | Ratio] = value;
  }
  return budget;
}

function median(values: number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const high = sorted[middle] as number;
  return sorted.length % 2 ? high : ((sorted[middle - 1] as number) + high) / 2;
}

type Row = { resourceType?: string; transferSize?: number };

function jsBytes(lhr: Result): number | null {
  const summary = lhr.audits["resource-summary"]?.details;
  if (summary && "items" in summary) {
    const script = (summary.items as Row[]).find((row) => row.resourceType === "script");
    if (script && typeof script.transferSize === "number") return script.transferSize;
  }
  const requests = lhr.audits["network-requests"]?.details;
  if (requests && "items" in requests) {
    return (requests.items as Row[])
      .filter((row) => row.resourceType === "Script")
      .reduce((sum, row) => sum + (row.transferSize ?? 0), 0);
  }
  return null;
}

function measure(lhr: Result): Measures {
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? null;
  return {
    performance: lhr.categories.performance?.score ?? null,
    accessibility: lhr.categories.accessibility?.score ?? null,
    "best-practices": lhr.categories["best-practices"]?.score ?? null,
    seo: lhr.categories.seo?.score ?? null,
    lcp: numeric("largest-contentful-paint"),
    cls: numeric("cumulative-layout-shift"),
    tbt: numeric("total-blocking-time"),
    jsBytes: jsBytes(lhr),
  };
}

const format: Record<Category | Metric, (value: number) => string> = {
  performance: (v) => v.toFixed(2),
  accessibility: (v) => v.toFixed(2),
  "best-practices": (v) => v.toFixed(2),
  seo: (v) => v.toFixed(2),
  lcp: (v) => `${Math.round(v)} ms`,
  cls: (v) => v.toFixed(3),
  tbt: (v) => `${Math.round(v)} ms`,
  jsBytes: (v) => `${Math.round(v)} B`,
};
const show = (key: Category | Metric, value: number | null) => (value === null ? "n/a" : format[key](value));

/**
 * Budget misses: scores are minimums, metrics maximums, and the ratio limits
 * are relative to the empty page (`floor`). A missing value is a miss.
 */
function misses(route: string, measures: Measures, budget: Budget, floor: Measures | null): Miss[] {
  const found: Miss[] = [];
  for (const key of categories) {
    const limit = budget[key];
    if (limit === undefined) continue;
    const value = measures[key];
    // Compare on the printed precision so "0.95 < 0.95" never happens.
    if (value === null || Number(value.toFixed(2)) < limit) {
      found.push({ key, text: `${route}: ${key} ${show(key, value)} < ${limit.toFixed(2)}` });
    }
  }
  for (const key of metrics) {
    const limit = budget[key];
    if (limit === undefined) continue;
    const value = measures[key];
    const rounded = value === null ? null : key === "cls" ? Number(value.toFixed(3)) : Math.round(value);
    if (rounded === null || rounded > limit) {
      found.push({ key, text: `${route}: ${key} ${show(key, value)} > ${format[key](limit)}` });
    }
  }
  if (!floor) return found;
  const relative = (key: "lcp" | "jsBytes", ratio: number | undefined) => {
    const base = floor[key];
    if (ratio === undefined || base === null) return;
    const limit = Math.round(base * ratio);
    const value = measures[key];
    if (value === null || Math.round(value) > limit) {
      found.push({
        key,
        text: `${route}: ${key} ${show(key, value)} > ${ratio} × the empty page's ${show(key, base)} (${format[key](limit)})`,
      });
    }
  };
  relative("lcp", budget.lcpVsEmpty);
  // Other pages may carry what they need (forms, search); the home page is the yardstick.
  if (route === "/") relative("jsBytes", budget.jsVsEmpty);
  return found;
}

/** The failing audits of a category, worst first, to explain a miss. */
function culprits(lhr: Result, category: Category, limit = 5): string[] {
  const refs = lhr.categories[category]?.auditRefs ?? [];
  const found: { text: string; weight: number }[] = [];
  for (const ref of refs) {
    if (ref.group === "metrics" || ref.group === "hidden") continue;
    const audit = lhr.audits[ref.id];
    if (!audit || audit.score === null || audit.score >= 0.9) continue;
    if (audit.scoreDisplayMode === "informative" || audit.scoreDisplayMode === "notApplicable") continue;
    const savings = audit.metricSavings ?? {};
    const savedMs = (savings.LCP ?? 0) + (savings.FCP ?? 0) + (savings.TBT ?? 0);
    const detail = audit.displayValue ? ` (${audit.displayValue})` : "";
    found.push({ text: `${audit.title}${detail}`, weight: savedMs * 10 + ref.weight * 100 + (1 - audit.score) });
  }
  return found
    .sort((a, b) => b.weight - a.weight)
    .slice(0, limit)
    .map((item) => item.text);
}

function table(header: string[], rows: string[][]): string {
  const widths = header.map((cell, i) => Math.max(cell.length, ...rows.map((row) => (row[i] ?? "").length)));
  const line = (cells: string[]) =>
    cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0))).join("  ");
  return [line(header), widths.map((width) => "-".repeat(width)).join("  "), ...rows.map(line)].join("\n");
}

const options = readOptions();
const budget = readBudget(options.budgetFile);
const startedAt = Date.now();
const reportDir = path.join(projectRoot, ".artifacts", "lighthouse");
mkdirSync(reportDir, { recursive: true });

let chrome: chromeLauncher.LaunchedChrome | undefined;
const server = await startServer().catch((error: Error) => fail(error.message));

async function launchChrome() {
  chrome = await chromeLauncher.launch({ chromePath: chromiumPath(), chromeFlags: chromiumFlags, logLevel: "silent" });
  return chrome;
}

async function cleanUp() {
  try {
    chrome?.kill();
  } catch {
    // Already gone.
  }
  await server.stop();
}

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    void cleanUp().finally(() => process.exit(130));
  });
}

async function lighthouseRun(url: string): Promise<RunnerResult> {
  // One Chrome serves every run (Lighthouse opens a fresh tab and clears storage each time);
  // if Chrome or the run dies, start a new Chrome and retry once.
  for (let attempt = 1; ; attempt++) {
    try {
      const browser = chrome ?? (await launchChrome());
      const flags: Flags = {
        port: browser.port,
        output: "html",
        logLevel: "error",
        formFactor: "mobile",
        onlyCategories: [...categories],
      };
      const result = await lighthouse(url, flags);
      if (!result) throw new Error("Lighthouse returned no result");
      if (result.lhr.runtimeError)
        throw new Error(`${result.lhr.runtimeError.code}: ${result.lhr.runtimeError.message}`);
      return result;
    } catch (error) {
      if (attempt >= 2) throw error;
      console.error(`  Lighthouse failed (${(error as Error).message}); retrying with a new Chrome`);
      try {
        chrome?.kill();
      } catch {
        // Already gone.
      }
      chrome = undefined;
    }
  }
}

type RouteResult = { route: string; medians: Measures; misses: Miss[]; report: string; explain: string[] };
const results: RouteResult[] = [];
let floor: Measures | null = null;
let exitCode = 0;
let busiest = 0;

/** Lighthouse `runs` times on one route; medians of every measure, and the run closest to the median score. */
async function measureRoute(on: RunningServer, route: string, label = route) {
  // Warm the server (first render, file cache) so run 1 is not an outlier.
  await fetch(on.url + route).then((response) => response.arrayBuffer());
  const runs: { measures: Measures; result: RunnerResult }[] = [];
  for (let run = 1; run <= options.runs; run++) {
    busiest = Math.max(busiest, os.loadavg()[0] ?? 0);
    const runStart = Date.now();
    const result = await lighthouseRun(on.url + route);
    const measures = measure(result.lhr);
    runs.push({ measures, result });
    console.error(
      `${label} run ${run}/${options.runs}: performance ${show("performance", measures.performance)}, ` +
        `LCP ${show("lcp", measures.lcp)}, TBT ${show("tbt", measures.tbt)} (${((Date.now() - runStart) / 1000).toFixed(1)} s)`,
    );
  }
  const medians = Object.fromEntries(
    [...categories, ...metrics].map((key) => [
      key,
      median(runs.map((run) => run.measures[key]).filter((value): value is number => value !== null)),
    ]),
  ) as Measures;
  const representative = [...runs].sort(
    (a, b) =>
      Math.abs((a.measures.performance ?? 0) - (medians.performance ?? 0)) -
      Math.abs((b.measures.performance ?? 0) - (medians.performance ?? 0)),
  )[0];
  return { medians, representative };
}

try {
  if (options.floor) {
    // The empty page of the same stack, measured in this run: the floor for the ratio budgets.
    await buildEmptyApp();
    const emptyServer = await startServer({ env: { BUILD_DIR: emptyAppBuildDir } });
    try {
      floor = (await measureRoute(emptyServer, "/", "(empty page)")).medians;
    } finally {
      await emptyServer.stop();
    }
  }

  for (const route of options.routes) {
    const { medians, representative } = await measureRoute(server, route);
    const report = path.join(reportDir, `${pageName(route)}.html`);
    if (representative) writeFileSync(report, String(representative.result.report));

    const routeMisses = misses(route, medians, budget, floor);
    const explain: string[] = [];
    if (representative && routeMisses.length > 0) {
      for (const category of categories) {
        if (!routeMisses.some((miss) => miss.key === category)) continue;
        for (const culprit of culprits(representative.result.lhr, category)) explain.push(`${category}: ${culprit}`);
      }
    }
    results.push({ route, medians, misses: routeMisses, report, explain });
  }
} catch (error) {
  console.error(`Lighthouse failed: ${(error as Error).message}`);
  exitCode = 2;
} finally {
  await cleanUp();
}

if (results.length > 0) {
  console.log(`\nMedians of ${options.runs} Lighthouse run(s) per route (mobile, simulated throttling):\n`);
  console.log(
    table(
      ["Route", "Perf", "A11y", "Best pr.", "SEO", "LCP (ms)", "CLS", "TBT (ms)", "JS bytes"],
      [...(floor ? [{ route: "(empty page)", medians: floor }] : []), ...results].map(({ route, medians: m }) => [
        route,
        ...categories.map((key) => show(key, m[key])),
        m.lcp === null ? "n/a" : String(Math.round(m.lcp)),
        show("cls", m.cls),
        m.tbt === null ? "n/a" : String(Math.round(m.tbt)),
        m.jsBytes === null ? "n/a" : String(Math.round(m.jsBytes)),
      ]),
    ),
  );
  console.log(`\nReports (run closest to the median): ${path.relative(process.cwd(), reportDir) || "."}/`);

  const allMisses = results.flatMap((result) => result.misses);
  const budgetName = path.relative(process.cwd(), options.budgetFile);
  if (allMisses.length > 0) {
    const failing = allMisses.filter(fails);
    const reported = allMisses.filter((miss) => !fails(miss));
    if (failing.length > 0) {
      console.log(`\nBudget misses (${budgetName}):`);
      for (const miss of failing) console.log(miss.text);
    }
    if (reported.length > 0) {
      console.log(`\nReported, not failed (performance, LCP and TBT; PERF_STRICT=1 fails them):`);
      for (const miss of reported) console.log(miss.text);
    }
    for (const result of results.filter((r) => r.explain.length > 0)) {
      console.log(`\nWhat Lighthouse flags on ${result.route}:`);
      for (const line of result.explain) console.log(`  - ${line}`);
    }
    if (failing.length > 0 && exitCode === 0) exitCode = 1;
  } else {
    console.log(`\nAll routes meet the budget (${budgetName}).`);
  }

  if (options.json) {
    const data = {
      date: new Date().toISOString(),
      runs: options.runs,
      budget,
      emptyPage: floor,
      routes: Object.fromEntries(results.map((result) => [result.route, result.medians])),
      misses: allMisses.map((miss) => ({ text: miss.text, fails: fails(miss) })),
    };
    writeFileSync(options.json, `${JSON.stringify(data, null, 2)}\n`);
    console.log(`Medians written to ${options.json}`);
  }
}

const cores = os.availableParallelism();
if (busiest > cores) {
  console.error(
    `Warning: the machine was busy (load average up to ${busiest.toFixed(1)} on ${cores} cores): ` +
      "simulated scores are noisy under CPU contention; rerun when it is idle.",
  );
}
console.error(`Done in ${((Date.now() - startedAt) / 1000).toFixed(0)} s`);
process.exit(exitCode);
