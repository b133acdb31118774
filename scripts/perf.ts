// Lighthouse on the built production server, every page held against the same
// page without its scripts, measured in the same run (docs/performance.md).
//
//   npm run perf -- [--sample | --all | --routes /,/pricing] [--mode simulate|devtools|both] [--pairs N] [--json FILE]
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse, { type Result, type RunnerResult } from "lighthouse";
import { z } from "zod";
import { sitePaths } from "../app/routes-prerender.ts";
import { type BareBuild, buildBarePages } from "./lib/bare-pages.ts";
import { fail, parseOptions } from "./lib/cli.ts";
import { gateSignTest, pairedVerdict } from "./lib/paired-verdict.ts";
import * as harness from "./lib/server.ts";

/**
 * The CI gate (`npm test` ends with `--sample`): one page of each kind with simulated throttling;
 * with applied throttling (twice the cost), / for the page script every static page shares and
 * /contact for a hydrated form. One pair each, more only while over a limit in every pair (decisions 041, 047).
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
const ciAppliedSample = ["/", "/contact"];

/**
 * Application pages hydrate React on purpose (a form, a search, a calculator, a planner, the
 * newsletter form of /events): no script limit and no TBT or LCP limit against their bare page.
 */
const applicationPages = new Set([
  "/contact",
  "/highschoolentrance/contact",
  "/free-templates",
  "/study-planner",
  "/highschoolentrance/points-calculator",
  "/events",
]);

const categories = ["performance", "accessibility", "best-practices", "seo"] as const;
type Category = (typeof categories)[number];
/** Scored on a page's first run only: they do not depend on throttling. */
const audits = ["accessibility", "best-practices", "seo"] as const;
type Metric = "lcp" | "tbt" | "tti" | "cls" | "jsBytes";
type Measures = Record<Category | Metric, number | null>;
/** perf-budget.json: scores are minimums, the rest maximums (docs/performance.md); a key left out is not checked. */
const budgetSchema = z.partialRecord(
  z.enum([...categories, "cls", "lcpVsBare", "tbtOverBare", "jsBytes", "jsBytesHome"]),
  z.number().min(0),
);
type Limit = keyof z.infer<typeof budgetSchema>;
/** The limits the machine's speed moves: judged pair by pair with a sign test, never on one figure. */
type PairedLimit = "performance" | "lcpVsBare" | "tbtOverBare";

const modeNames = {
  simulate: "simulated throttling (Lighthouse's default mobile)",
  devtools: "applied (devtools) throttling, Lighthouse's default mobile values",
};
type Mode = keyof typeof modeNames;

const usage = `Usage: npm run perf -- [options]
  --sample          The CI gate: a page of each kind with simulated throttling, and /
                    and /contact with applied throttling (1 pair each at least)
  --routes A,B,...  Comma-separated paths to measure (default /)
  --all             Measure every path in sitePaths (app/routes-prerender.ts)
  --mode M          simulate, devtools or both (default both; with --sample, the CI plan above)
  --pairs N         Pairs (a site run and a bare run) per page and mode at least; a page over a
                    limit in every pair gets more, up to 7 (default 3; with --sample, the plan above)
  --json FILE       Also write the medians and misses as JSON to FILE
  -h, --help        Show this help
Every page is held against a copy without its scripts, pair by pair, with the
budget of perf-budget.json (docs/performance.md). Exits 0 when every page meets
the budget, 1 on any miss, 2 on an error.`;

function readOptions() {
  const { values } = parseOptions(usage, {
    options: {
      pairs: { type: "string" },
      routes: { type: "string" },
      all: { type: "boolean", default: false },
      sample: { type: "boolean", default: false },
      mode: { type: "string" },
      json: { type: "string" },
      help: { type: "boolean", short: "h", default: false },
    },
  });
  const runs = Number(values.pairs ?? 3);
  if (!Number.isInteger(runs) || runs < 1 || runs > 20) fail(`--pairs must be a whole number from 1 to 20`);
  if ([values.all, values.sample, values.routes !== undefined].filter(Boolean).length > 1) {
    fail("Use one of --all, --sample and --routes");
  }
  if (values.mode !== undefined && !["simulate", "devtools", "both"].includes(values.mode)) {
    fail(`--mode must be simulate, devtools or both: got "${values.mode}"`);
  }
  const listed = values.all ? sitePaths : values.sample ? ciSample : (values.routes ?? "/").split(",");
  const routes = [...new Set(listed.map((route) => route.trim()).filter(Boolean))];
  if (routes.length === 0) fail("--routes is empty");
  for (const route of routes) if (!route.startsWith("/")) fail(`Routes are paths starting with "/": got "${route}"`);
  const plan: { mode: Mode; routes: string[]; runs: number }[] =
    values.sample && values.mode === undefined
      ? [
          { mode: "simulate", routes: ciSample, runs: values.pairs === undefined ? 1 : runs },
          { mode: "devtools", routes: ciAppliedSample, runs: values.pairs === undefined ? 1 : runs },
        ]
      : (["simulate", "devtools"] as const)
          .filter((mode) => values.mode === undefined || values.mode === "both" || values.mode === mode)
          .map((mode) => ({ mode, routes, runs }));
  return { plan, json: values.json };
}

function readBudget(file: string) {
  try {
    const { $comment, ...budget } = JSON.parse(readFileSync(file, "utf8"));
    return budgetSchema.parse(budget);
  } catch (error) {
    fail(`Cannot read the budget ${file}: ${error instanceof z.ZodError ? z.prettifyError(error) : error}`);
  }
}

function median(values: (number | null)[]): number | null {
  const sorted = values.filter((value) => value !== null).sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const high = sorted[middle];
  if (high === undefined) return null;
  return sorted.length % 2 ? high : ((sorted[middle - 1] ?? high) + high) / 2;
}

const medians = (runs: readonly Measures[]) =>
  Object.fromEntries(
    (Object.keys(runs[0] ?? {}) as (keyof Measures)[]).map((key) => [key, median(runs.map((run) => run[key]))]),
  ) as Measures;

function measure(lhr: Result): Measures {
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? null;
  // Bytes of script transferred: the script row of the resource summary.
  const summary = lhr.audits["resource-summary"]?.details;
  const rows =
    summary && "items" in summary ? (summary.items as { resourceType?: string; transferSize?: number }[]) : [];
  const score = (key: Category) => lhr.categories[key]?.score ?? null;
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    "best-practices": score("best-practices"),
    seo: score("seo"),
    lcp: numeric("largest-contentful-paint"),
    tbt: numeric("total-blocking-time"),
    tti: numeric("interactive"),
    cls: numeric("cumulative-layout-shift"),
    jsBytes: rows.find((row) => row.resourceType === "script")?.transferSize ?? null,
  };
}

const ms = (v: number) => `${Math.round(v)} ms`;
const bytes = (v: number) => `${Math.round(v).toLocaleString("en-US")} B`;
function show(key: keyof Measures, value: number | null): string {
  if (value === null) return "n/a";
  if (key === "cls") return value.toFixed(3);
  if (key === "jsBytes") return bytes(value);
  return key === "lcp" || key === "tbt" || key === "tti" ? ms(value) : value.toFixed(2);
}

/** A budget miss; `machine`: a performance score the bare copy missed too in the same pairs, reported, not failed. */
type Miss = { key: Limit; text: string; machine?: boolean };
/** A site run (with its Lighthouse result) and the bare run beside it, if the page has a bare copy. */
type Pair = { site: Measures; bare: Measures | null; result: RunnerResult };

const belowScore = (value: number | null, limit: number) => value === null || Number(value.toFixed(2)) < limit;

/**
 * Per paired limit that applies to the page, whether each pair was over it. The performance score
 * counts against the code only when the bare copy reached it in the same pair.
 */
function pairAnswers(route: string, pairs: readonly Pair[]) {
  const answers: Partial<Record<PairedLimit, boolean[]>> = {};
  const { performance, lcpVsBare, tbtOverBare } = budget;
  const bareLimits = !applicationPages.has(route) && pairs.every((pair) => pair.bare);
  if (performance !== undefined) {
    answers.performance = pairs.map(
      ({ site, bare }) =>
        belowScore(site.performance, performance) &&
        !(bare && bare.performance !== null && belowScore(bare.performance, performance)),
    );
  }
  if (bareLimits && lcpVsBare !== undefined) {
    answers.lcpVsBare = pairs.map(
      ({ site, bare }) =>
        site.lcp === null || !bare || bare.lcp === null || Math.round(site.lcp) > Math.round(bare.lcp * lcpVsBare),
    );
  }
  if (bareLimits && tbtOverBare !== undefined) {
    answers.tbtOverBare = pairs.map(
      ({ site, bare }) =>
        site.tbt === null || !bare || bare.tbt === null || Math.round(site.tbt - bare.tbt) > tbtOverBare,
    );
  }
  return answers;
}

/**
 * Budget misses of one page in one mode: the other scores (in the page's first mode only), CLS and
 * script bytes at once, since the machine does not move them; the paired limits on the sign test's verdict.
 */
function misses(
  route: string,
  mode: Mode,
  pairs: readonly Pair[],
  site: Measures,
  bare: Measures | null,
  audited: boolean,
) {
  const found: Miss[] = [];
  const at = `${route} (${mode})`;
  for (const key of audits) {
    const limit = budget[key];
    if (audited && limit !== undefined && belowScore(site[key], limit)) {
      found.push({ key, text: `${at}: ${key} ${show(key, site[key])} < ${limit.toFixed(2)}` });
    }
  }
  if (budget.cls !== undefined && (site.cls === null || Number(site.cls.toFixed(3)) > budget.cls)) {
    found.push({ key: "cls", text: `${at}: CLS ${show("cls", site.cls)} > ${budget.cls.toFixed(3)}` });
  }
  const jsKey = route === "/" ? "jsBytesHome" : "jsBytes";
  const jsLimit = budget[jsKey];
  if (!applicationPages.has(route) && jsLimit !== undefined && (site.jsBytes ?? Infinity) > jsLimit) {
    found.push({ key: jsKey, text: `${at}: JavaScript ${show("jsBytes", site.jsBytes)} > ${bytes(jsLimit)}` });
  }

  for (const [key, answers] of Object.entries(pairAnswers(route, pairs)) as [PairedLimit, boolean[]][]) {
    const limit = budget[key] ?? 0;
    const failed = pairedVerdict(answers) === "fail";
    const tally = `over in ${answers.filter(Boolean).length} of ${answers.length} pairs`;
    if (key === "performance" && (failed || belowScore(site.performance, limit))) {
      const bareScore = bare ? `bare page ${show(key, bare.performance)}; ` : "";
      const text = `${at}: performance ${show(key, site.performance)} < ${limit.toFixed(2)} (${bareScore}${tally})`;
      found.push({ key, text, machine: !failed });
    } else if (failed && key === "lcpVsBare") {
      const ratio = median(pairs.map((p) => (p.site.lcp === null || !p.bare?.lcp ? null : p.site.lcp / p.bare.lcp)));
      const figures = `${show("lcp", site.lcp)} / ${show("lcp", bare?.lcp ?? null)}`;
      const text = `LCP over ${limit} × the bare page's, ${tally} (median ratio ${ratio?.toFixed(3) ?? "n/a"}; ${figures})`;
      found.push({ key, text: `${at}: ${text}` });
    } else if (failed && key === "tbtOverBare") {
      const difference = median(
        pairs.map((p) => (p.site.tbt === null || !p.bare || p.bare.tbt === null ? null : p.site.tbt - p.bare.tbt)),
      );
      const text = `TBT more than ${limit} ms above the bare page's, ${tally} (median difference ${difference === null ? "n/a" : ms(difference)})`;
      found.push({ key, text: `${at}: ${text}` });
    }
  }
  return found;
}

/** The failing audits of a category, worst first, to explain a miss. */
function culprits(lhr: Result, category: Category): string[] {
  const found: { text: string; weight: number }[] = [];
  for (const ref of lhr.categories[category]?.auditRefs ?? []) {
    const audit = lhr.audits[ref.id];
    if (ref.group === "metrics" || ref.group === "hidden" || !audit || audit.score === null || audit.score >= 0.9)
      continue;
    if (audit.scoreDisplayMode === "informative" || audit.scoreDisplayMode === "notApplicable") continue;
    const { LCP = 0, FCP = 0, TBT = 0 } = audit.metricSavings ?? {};
    const detail = audit.displayValue ? ` (${audit.displayValue})` : "";
    found.push({
      text: `${audit.title}${detail}`,
      weight: (LCP + FCP + TBT) * 10 + ref.weight * 100 + (1 - audit.score),
    });
  }
  return found
    .sort((a, b) => b.weight - a.weight)
    .slice(0, 5)
    .map((item) => item.text);
}

/** Columns padded to their widest cell; the first and last left-aligned, the others right-aligned. */
function table(header: string[], rows: string[][]): string {
  const widths = header.map((cell, i) => Math.max(cell.length, ...rows.map((row) => (row[i] ?? "").length)));
  const line = (cells: string[]) =>
    cells
      .map((cell, i) =>
        i === 0 || i === cells.length - 1 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0),
      )
      .join("  ")
      .trimEnd();
  return [line(header), widths.map((width) => "-".repeat(width)).join("  "), ...rows.map(line)].join("\n");
}

const options = readOptions();
const budgetFile = path.join(harness.projectRoot, "perf-budget.json");
const budget = readBudget(budgetFile);
const startedAt = Date.now();
const reportDir = path.join(harness.projectRoot, ".artifacts", "lighthouse");
mkdirSync(reportDir, { recursive: true });

let site: harness.RunningServer | undefined;
let bareServer: harness.RunningServer | undefined;
let bareBuild: BareBuild | undefined;

async function cleanUp() {
  chromeLauncher.killAll();
  await Promise.all([site?.stop(), bareServer?.stop()]);
  bareBuild?.remove();
}

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => void cleanUp().finally(() => process.exit(130)));
}

/**
 * One Lighthouse run in a Chromium of its own (chrome-launcher gives it a new temporary profile and deletes
 * it with the process), so no run inherits a cache or a warm process. Retried: on a busy machine a fresh
 * Chromium sometimes records no navigation start (NO_NAVSTART).
 */
async function lighthouseRun(url: string, mode: Mode, only: readonly Category[], html: boolean) {
  for (let attempt = 1; ; attempt++) {
    let chrome: chromeLauncher.LaunchedChrome | undefined;
    try {
      const chromePath = harness.chromiumPath();
      chrome = await chromeLauncher.launch({ chromePath, chromeFlags: harness.chromiumFlags, logLevel: "silent" });
      // Both modes use Lighthouse's default mobile throttling values (150 ms RTT, 1.6 Mbps, CPU × 4).
      const result: RunnerResult | undefined = await lighthouse(url, {
        port: chrome.port,
        output: html ? "html" : "json",
        logLevel: "error",
        formFactor: "mobile",
        throttlingMethod: mode,
        onlyCategories: [...only],
        disableFullPageScreenshot: true,
        skipAudits: ["bf-cache"],
      });
      const failure = result?.lhr.runtimeError;
      if (!result || failure) throw new Error(failure ? `${failure.code}: ${failure.message}` : "no result");
      return result;
    } catch (error) {
      if (attempt >= 4) throw error;
      console.error(`  Lighthouse failed (${(error as Error).message}); retrying with a new Chromium`);
      await new Promise((resolve) => setTimeout(resolve, 2_000 * attempt));
    } finally {
      chrome?.kill();
    }
  }
}

type PageResult = Awaited<ReturnType<typeof measurePage>>;
const results: PageResult[] = [];
/** Pages whose accessibility, best-practices and SEO scores were already measured. */
const audited = new Set<string>();
let exitCode = 0;
let busiest = 0;

/**
 * `minPairs` pairs, then more while the sign test cannot yet decide a paired limit, judged. A pair is
 * the page on the site and its bare copy, one after the other, the order alternating.
 */
async function measurePage(route: string, mode: Mode, urls: { site: string; bare: string | null }, minPairs: number) {
  const scored = !audited.has(route);
  // Warm both servers (first render, file cache) so pair 1 is not an outlier.
  for (const base of [urls.site, urls.bare]) if (base) await fetch(base + route).then((answer) => answer.arrayBuffer());

  const pairs: Pair[] = [];
  const undecided = () =>
    Object.values(pairAnswers(route, pairs)).some((answers) => pairedVerdict(answers) === "undecided");
  while (pairs.length < minPairs || (pairs.length < gateSignTest.maxPairs && undecided())) {
    if (pairs.length === minPairs) console.error(`${route} ${mode}: over a limit in every pair so far; one more pair`);
    const order = urls.bare === null ? ["site"] : pairs.length % 2 ? ["bare", "site"] : ["site", "bare"];
    const pair: Partial<Pair> = { bare: null };
    for (const target of order) {
      busiest = Math.max(busiest, os.loadavg()[0] ?? 0);
      const runStart = Date.now();
      const scoreAll = target === "site" && !audited.has(route);
      const url = `${target === "site" ? urls.site : urls.bare}${route}`;
      const result = await lighthouseRun(url, mode, scoreAll ? categories : ["performance"], target === "site");
      if (scoreAll) audited.add(route);
      const m = measure(result.lhr);
      if (target === "site") Object.assign(pair, { site: m, result });
      else pair.bare = m;
      console.error(
        `${route} ${mode} pair ${pairs.length + 1} ${target}: perf ${show("performance", m.performance)}, ` +
          `LCP ${show("lcp", m.lcp)}, TBT ${show("tbt", m.tbt)}, TTI ${show("tti", m.tti)}, ` +
          `JS ${show("jsBytes", m.jsBytes)} (${((Date.now() - runStart) / 1000).toFixed(1)} s)`,
      );
    }
    const { site, result, bare = null } = pair;
    if (!site || !result) throw new Error(`no site run of ${route}`);
    pairs.push({ site, result, bare });
  }
  const site = medians(pairs.map((pair) => pair.site));
  const bares = pairs.flatMap((pair) => (pair.bare ? [pair.bare] : []));
  const bare = bares.length > 0 ? medians(bares) : null;
  // The other categories' scores come from the page's one scored run, in its first mode.
  const scoredRun = pairs.find((pair) => pair.site.accessibility !== null);
  for (const key of audits) site[key] = scoredRun?.site[key] ?? null;
  const found = misses(route, mode, pairs, site, bare, scored);
  const distance = (pair: Pair) => Math.abs((pair.site.performance ?? 0) - (site.performance ?? 0));
  const representative = [...pairs].sort((a, b) => distance(a) - distance(b))[0];
  const reportFile = path.join(reportDir, `${harness.pageName(route)}-${mode}.html`);
  if (representative) writeFileSync(reportFile, String(representative.result.report));
  const explain = categories
    .filter((category) => found.some((miss) => miss.key === category && !miss.machine))
    .flatMap((category) => {
      const source = category === "performance" ? representative : scoredRun;
      return source ? culprits(source.result.lhr, category).map((culprit) => `${category}: ${culprit}`) : [];
    });
  return { route, mode, site, bare, pairs, audited: scored, misses: found, explain };
}

try {
  await harness.ensureBuild();
  // The bare copy first: a build whose pages fail to rewrite stops the run before any measuring.
  const bare = buildBarePages(path.resolve(harness.projectRoot, harness.buildDir), harness.projectRoot);
  bareBuild = bare;
  [site, bareServer] = await Promise.all([
    harness.startServer(),
    harness.startServer({ env: { BUILD_DIR: bare.dir } }),
  ]);
  console.error(`Bare pages: ${bare.pages} pre-rendered pages without scripts, served at ${bareServer.url}`);
  for (const { mode, routes, runs } of options.plan) {
    for (const route of routes) {
      // A page rendered per request has no pre-rendered file, so no bare copy.
      const urls = { site: site.url, bare: bare.has(route) ? bareServer.url : null };
      results.push(await measurePage(route, mode, urls, runs));
    }
  }
} catch (error) {
  console.error(`Lighthouse failed: ${(error as Error).message}`);
  exitCode = 2;
} finally {
  await cleanUp();
}

const plain = (key: keyof Measures, value: number | null) =>
  value === null ? "n/a" : key === "jsBytes" ? Math.round(value).toLocaleString("en-US") : String(Math.round(value));
/** "site / bare" of one figure. */
const siteBare = (key: keyof Measures, result: PageResult, format = plain) =>
  `${format(key, result.site[key])} / ${result.bare ? format(key, result.bare[key]) : "—"}`;

for (const { mode, runs: planned } of options.plan) {
  const rows = results.filter((result) => result.mode === mode);
  if (rows.length === 0) continue;
  console.log(`\n${modeNames[mode]}: medians of ${planned} pair(s) or more, site / bare page\n`);
  console.log(
    table(
      ["Route", "Perf", "LCP (ms)", "TBT (ms)", "TTI (ms)", "CLS", "JS bytes", "A11y BP SEO", "Verdict"],
      rows.map((result) => {
        const failed = [...new Set(result.misses.filter((miss) => !miss.machine).map((miss) => miss.key))];
        const noted = [...new Set(result.misses.filter((miss) => miss.machine).map((miss) => miss.key))];
        const report = noted.length > 0 ? ` (reported: ${noted.join(", ")})` : "";
        return [
          `${result.route}${applicationPages.has(result.route) ? " (app)" : ""}${result.pairs.length > planned ? ` (${result.pairs.length} pairs)` : ""}`,
          siteBare("performance", result, show),
          siteBare("lcp", result),
          siteBare("tbt", result),
          siteBare("tti", result),
          show("cls", result.site.cls),
          siteBare("jsBytes", result),
          result.audited ? audits.map((key) => show(key, result.site[key])).join(" ") : "(above)",
          failed.length === 0 ? `pass${report}` : `FAIL: ${failed.join(", ")}${report}`,
        ];
      }),
    ),
  );
}

if (results.length > 0) {
  console.log(
    "\n(app): application page, no script or bare-page limit. —: rendered per request, so no bare page. " +
      "(N pairs): a page over a limit in every pair so far, measured until the sign test decided. " +
      `Reports (site run closest to the median): ${path.relative(process.cwd(), reportDir) || "."}/`,
  );
  const noBare = results.filter((result) => !result.bare && !applicationPages.has(result.route));
  if (noBare.length > 0) {
    console.log(
      `Not held against a bare page (not pre-rendered): ${[...new Set(noBare.map((r) => r.route))].join(", ")}`,
    );
  }
  const texts = (result: PageResult, machine: boolean) =>
    result.misses.filter((miss) => !!miss.machine === machine).map((miss) => miss.text);
  const machineMisses = results.flatMap((result) => texts(result, true));
  const allMisses = results.flatMap((result) => texts(result, false));
  const budgetName = path.relative(process.cwd(), budgetFile);
  if (machineMisses.length > 0) {
    console.log("\nScores the same pages without scripts miss too on this machine (reported, not failed):");
    console.log(machineMisses.join("\n"));
  }
  if (allMisses.length > 0) {
    console.log(`\nBudget misses (${budgetName}):\n${allMisses.join("\n")}`);
    for (const result of results.filter((r) => r.explain.length > 0)) {
      console.log(`\nWhat Lighthouse flags on ${result.route} (${result.mode}):`);
      for (const line of result.explain) console.log(`  - ${line}`);
    }
    if (exitCode === 0) exitCode = 1;
  } else if (exitCode === 0) {
    console.log(`\nEvery page meets the budget (${budgetName}).`);
  }

  if (options.json) {
    const figures = (m: Measures) => ({ performance: m.performance, lcp: m.lcp, tbt: m.tbt });
    const data = {
      date: new Date().toISOString(),
      runs: Object.fromEntries(options.plan.map((entry) => [entry.mode, entry.runs])),
      seconds: Math.round((Date.now() - startedAt) / 1000),
      budget,
      applicationPages: [...applicationPages],
      pages: results.map((result) => ({
        route: result.route,
        mode: result.mode,
        runs: result.pairs.length,
        site: result.site,
        bare: result.bare,
        pairs: result.pairs.map(({ site, bare }) => ({ site: figures(site), bare: bare && figures(bare) })),
        misses: texts(result, false),
        reported: texts(result, true),
      })),
    };
    writeFileSync(options.json, `${JSON.stringify(data, null, 2)}\n`);
    console.log(`Medians written to ${options.json}`);
  }
}

const runCount = results.reduce((sum, result) => sum + result.pairs.length * (result.bare ? 2 : 1), 0);
console.log(
  `\nDone in ${((Date.now() - startedAt) / 1000).toFixed(0)} s (${runCount} Lighthouse runs; ` +
    `load average up to ${busiest.toFixed(1)} on ${os.availableParallelism()} cores).`,
);
process.exit(exitCode);
