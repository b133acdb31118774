// Lighthouse on the built production server, every page held against the same
// page without its scripts, measured in the same run (docs/performance.md).
//
//   npm run perf -- [--sample | --all | --routes /,/pricing] [--mode simulate|devtools|both] [--pairs N] [--json FILE]
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse, { type Result, type RunnerResult } from "lighthouse";
import { z } from "zod";
import { sitePaths } from "../app/routes-prerender.ts";
import { type BareBuild, buildBarePages } from "./lib/bare-pages.ts";
import { fail, parseOptions } from "./lib/cli.ts";
import { gateSignTest, pairedVerdict } from "./lib/paired-verdict.ts";
import {
  buildDir,
  chromiumFlags,
  chromiumPath,
  ensureBuild,
  pageName,
  projectRoot,
  type RunningServer,
  startServer,
} from "./lib/server.ts";

const categories = ["performance", "accessibility", "best-practices", "seo"] as const;
type Category = (typeof categories)[number];
/** Scored on a page's first run only: they do not depend on throttling. */
const audits = ["accessibility", "best-practices", "seo"] as const;
const metrics = ["lcp", "tbt", "tti", "cls", "jsBytes"] as const;
type Metric = (typeof metrics)[number];
type Measures = Record<Category | Metric, number | null>;
/** perf-budget.json: scores are minimums, the rest maximums (docs/performance.md). */
const limit = z.number().min(0).optional();
const budgetSchema = z.strictObject({
  $comment: z.string().optional(),
  performance: limit,
  accessibility: limit,
  "best-practices": limit,
  seo: limit,
  cls: limit,
  lcpVsBare: limit,
  tbtOverBare: limit,
  jsBytes: limit,
  jsBytesHome: limit,
});
type Budget = Omit<z.infer<typeof budgetSchema>, "$comment">;
type Limit = keyof Budget;

const modes = ["simulate", "devtools"] as const;
type Mode = (typeof modes)[number];
const modeNames: Record<Mode, string> = {
  simulate: "simulated throttling (Lighthouse's default mobile)",
  devtools: "applied (devtools) throttling, Lighthouse's default mobile values",
};

/**
 * Application pages hydrate React on purpose (a form, a search, a calculator, a planner, the
 * newsletter form of /events): no script limit and no TBT or LCP limit against their bare page.
 */
const applicationPages: ReadonlySet<string> = new Set(
  `/contact /highschoolentrance/contact /free-templates /study-planner /highschoolentrance/points-calculator
  /events`.split(/\s+/),
);

/**
 * The CI gate (`npm test` ends with `--sample`): one page of each kind with simulated throttling;
 * with applied throttling (twice the cost), / for the page script every static page shares and
 * /contact for a hydrated form. One pair each, more only while over a limit in every pair (decisions 041, 047).
 */
const ciSample = `/ /pricing /exams/gre /highschoolentrance /blog /blog/toefl-ibt-format-explained /resources-korean
  /free-templates /terms /contact`.split(/\s+/);
const ciAppliedSample = ["/", "/contact"];

const usage = `Usage: npm run perf -- [options]
  --sample          The CI gate: a page of each kind with simulated throttling, and /
                    and /contact with applied throttling (1 pair each at least)
  --routes A,B,...  Comma-separated paths to measure (default /)
  --all             Measure every path in sitePaths (app/routes-prerender.ts)
  --mode M          simulate, devtools or both (default both; with --sample, the CI plan above)
  --pairs N         Pairs (a site run and a bare run) per page and mode at least; a page over a
                    limit in every pair gets more, up to 7 (default 3; with --sample, the plan above)
  --json FILE       Also write the medians and misses as JSON to FILE
  --budget FILE     Budget file (default perf-budget.json)
  -h, --help        Show this help
Every page is also measured without its scripts (a copy of the build, served
by a second server), one bare run beside each site run. A page fails a limit
the machine moves (performance, lcpVsBare, tbtOverBare) only when it is over
it in all of 7 pairs (a sign test, docs/performance.md). Exits 0 when every
page meets the budget, 1 on any miss, 2 on an error.`;

type Plan = { mode: Mode; routes: string[]; runs: number }[];

function readOptions() {
  const { values } = parseOptions(usage, {
    options: {
      pairs: { type: "string" },
      routes: { type: "string" },
      all: { type: "boolean", default: false },
      sample: { type: "boolean", default: false },
      mode: { type: "string" },
      json: { type: "string" },
      budget: { type: "string", default: path.join(projectRoot, "perf-budget.json") },
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
  const routes = values.all ? sitePaths : values.sample ? ciSample : (values.routes ?? "/").split(",");
  const trimmed = routes.map((route) => route.trim()).filter(Boolean);
  if (trimmed.length === 0) fail("--routes is empty");
  for (const route of trimmed) if (!route.startsWith("/")) fail(`Routes are paths starting with "/": got "${route}"`);
  if (values.sample && values.mode === undefined) {
    const sampleRuns = values.pairs === undefined ? 1 : runs;
    const plan: Plan = [
      { mode: "simulate", routes: ciSample, runs: sampleRuns },
      { mode: "devtools", routes: ciAppliedSample, runs: sampleRuns },
    ];
    return { plan, json: values.json, budgetFile: values.budget };
  }
  const chosen = modes.filter((mode) => values.mode === undefined || values.mode === "both" || values.mode === mode);
  const plan: Plan = chosen.map((mode) => ({ mode, routes: [...new Set(trimmed)], runs }));
  return { plan, json: values.json, budgetFile: values.budget };
}

function readBudget(file: string): Budget {
  try {
    const { $comment, ...budget } = budgetSchema.parse(JSON.parse(readFileSync(file, "utf8")));
    return budget;
  } catch (error) {
    fail(
      `Cannot read the budget ${file}: ${error instanceof z.ZodError ? z.prettifyError(error) : (error as Error).message}`,
    );
  }
}

function median(values: (number | null)[]): number | null {
  const sorted = values.filter((value): value is number => value !== null).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const middle = Math.floor(sorted.length / 2);
  const high = sorted[middle] as number;
  return sorted.length % 2 ? high : ((sorted[middle - 1] as number) + high) / 2;
}

const medians = (runs: readonly Measures[]) =>
  Object.fromEntries([...categories, ...metrics].map((key) => [key, median(runs.map((run) => run[key]))])) as Measures;

type Row = { resourceType?: string; transferSize?: number };

/** Bytes of script transferred: the script row of the resource summary, else the sum over the requests. */
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
  const scores = Object.fromEntries(categories.map((key) => [key, lhr.categories[key]?.score ?? null]));
  return {
    ...(scores as Record<Category, number | null>),
    lcp: numeric("largest-contentful-paint"),
    tbt: numeric("total-blocking-time"),
    tti: numeric("interactive"),
    cls: numeric("cumulative-layout-shift"),
    jsBytes: jsBytes(lhr),
  };
}

const ms = (v: number) => `${Math.round(v)} ms`;
const bytes = (v: number) => `${Math.round(v).toLocaleString("en-US")} B`;
function show(key: Category | Metric, value: number | null): string {
  if (value === null) return "n/a";
  if (key === "cls") return value.toFixed(3);
  if (key === "jsBytes") return bytes(value);
  return key === "lcp" || key === "tbt" || key === "tti" ? ms(value) : value.toFixed(2);
}

/** A budget miss; `machine`: a performance score the bare copy missed too in the same pairs, reported, not failed. */
type Miss = { key: Limit; text: string; machine?: boolean };

const reportedOnly = (miss: Miss) => miss.machine === true;

/** A page's verdict in the table: the limits it fails, and the machine's misses apart. */
function verdict(found: readonly Miss[]): string {
  const failed = [...new Set(found.filter((miss) => !reportedOnly(miss)).map((miss) => miss.key))];
  const noted = [...new Set(found.filter(reportedOnly).map((miss) => miss.key))];
  const report = noted.length > 0 ? ` (reported: ${noted.join(", ")})` : "";
  return failed.length === 0 ? `pass${report}` : `FAIL: ${failed.join(", ")}${report}`;
}

const belowScore = (value: number | null, limit: number) => value === null || Number(value.toFixed(2)) < limit;

/** The limits the machine's speed moves: judged pair by pair with a sign test, never on one figure. */
const pairedLimits = ["performance", "lcpVsBare", "tbtOverBare"] as const;
type PairedLimit = (typeof pairedLimits)[number];
type Pair = { site: Measures; bare: Measures | null };

/**
 * Whether one pair was over each paired limit that applies to the page. The performance score
 * counts against the code only when the bare copy reached it in the same pair.
 */
function pairOver(route: string, { site, bare }: Pair): Partial<Record<PairedLimit, boolean>> {
  const over: Partial<Record<PairedLimit, boolean>> = {};
  if (budget.performance !== undefined) {
    over.performance =
      belowScore(site.performance, budget.performance) &&
      !(bare && bare.performance !== null && belowScore(bare.performance, budget.performance));
  }
  if (applicationPages.has(route) || !bare) return over;
  if (budget.lcpVsBare !== undefined) {
    over.lcpVsBare =
      site.lcp === null || bare.lcp === null || Math.round(site.lcp) > Math.round(bare.lcp * budget.lcpVsBare);
  }
  if (budget.tbtOverBare !== undefined) {
    over.tbtOverBare = site.tbt === null || bare.tbt === null || Math.round(site.tbt - bare.tbt) > budget.tbtOverBare;
  }
  return over;
}

/** Per paired limit, the pairs' answers in order. */
function pairAnswers(route: string, pairs: readonly Pair[]) {
  const answers: Partial<Record<PairedLimit, boolean[]>> = {};
  for (const pair of pairs) {
    for (const [key, over] of Object.entries(pairOver(route, pair)) as [PairedLimit, boolean][]) {
      answers[key] = [...(answers[key] ?? []), over];
    }
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
    if (limit === undefined || !audited || !belowScore(site[key], limit)) continue;
    found.push({ key, text: `${at}: ${key} ${show(key, site[key])} < ${limit.toFixed(2)}` });
  }
  if (budget.cls !== undefined && (site.cls === null || Number(site.cls.toFixed(3)) > budget.cls)) {
    found.push({ key: "cls", text: `${at}: CLS ${show("cls", site.cls)} > ${budget.cls.toFixed(3)}` });
  }
  const jsKey = route === "/" ? "jsBytesHome" : "jsBytes";
  const jsLimit = budget[jsKey];
  if (
    !applicationPages.has(route) &&
    jsLimit !== undefined &&
    (site.jsBytes === null || Math.round(site.jsBytes) > jsLimit)
  ) {
    found.push({ key: jsKey, text: `${at}: JavaScript ${show("jsBytes", site.jsBytes)} > ${bytes(jsLimit)}` });
  }

  const answers = pairAnswers(route, pairs);
  const tally = (key: PairedLimit) => {
    const list = answers[key] ?? [];
    return `over in ${list.filter(Boolean).length} of ${list.length} pairs`;
  };
  const lcpRatio = median(pairs.map((p) => (p.site.lcp === null || !p.bare?.lcp ? null : p.site.lcp / p.bare.lcp)));
  const tbtDifference = median(
    pairs.map((p) => (p.site.tbt === null || !p.bare || p.bare.tbt === null ? null : p.site.tbt - p.bare.tbt)),
  );
  for (const key of pairedLimits) {
    const list = answers[key];
    const limit = budget[key];
    if (!list || limit === undefined) continue;
    const failed = pairedVerdict(list) === "fail";
    if (key === "performance") {
      if (!failed && !belowScore(site.performance, limit)) continue;
      const yardstick = bare ? ` (bare page ${show(key, bare.performance)}; ${tally(key)})` : ` (${tally(key)})`;
      found.push({
        key,
        text: `${at}: performance ${show(key, site.performance)} < ${limit.toFixed(2)}${yardstick}`,
        machine: !failed,
      });
    } else if (failed && key === "lcpVsBare") {
      found.push({
        key,
        text: `${at}: LCP over ${limit} × the bare page's, ${tally(key)} (median ratio ${lcpRatio?.toFixed(3) ?? "n/a"}; ${show("lcp", site.lcp)} / ${show("lcp", bare?.lcp ?? null)})`,
      });
    } else if (failed) {
      found.push({
        key,
        text: `${at}: TBT more than ${limit} ms above the bare page's, ${tally(key)} (median difference ${tbtDifference === null ? "n/a" : ms(tbtDifference)})`,
      });
    }
  }
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
    cells
      .map((cell, i) =>
        i === 0 || i === cells.length - 1 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0),
      )
      .join("  ")
      .trimEnd();
  return [line(header), widths.map((width) => "-".repeat(width)).join("  "), ...rows.map(line)].join("\n");
}

const options = readOptions();
const budget = readBudget(options.budgetFile);
const startedAt = Date.now();
const reportDir = path.join(projectRoot, ".artifacts", "lighthouse");
mkdirSync(reportDir, { recursive: true });

let chrome: { launched: chromeLauncher.LaunchedChrome; profile: string } | undefined;
let site: RunningServer | undefined;
let bareServer: RunningServer | undefined;
let bareBuild: BareBuild | undefined;

async function closeChrome() {
  const current = chrome;
  chrome = undefined;
  if (!current) return;
  const { process: child } = current.launched;
  const exited =
    child.exitCode !== null || child.signalCode !== null
      ? Promise.resolve()
      : new Promise<void>((resolve) => child.once("exit", () => resolve()));
  try {
    current.launched.kill();
  } catch {
    // Already gone.
  }
  await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5_000))]);
  rmSync(current.profile, { recursive: true, force: true, maxRetries: 3 });
}

async function cleanUp() {
  await closeChrome();
  await Promise.all([site?.stop(), bareServer?.stop()]);
  bareBuild?.remove();
}

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => void cleanUp().finally(() => process.exit(130)));
}

/**
 * One Lighthouse run in a Chromium of its own on a new empty profile, so no run inherits a cache or a warm
 * process. Retried: on a busy machine a fresh Chromium sometimes records no navigation start (NO_NAVSTART).
 */
async function lighthouseRun(url: string, mode: Mode, only: readonly Category[], html: boolean) {
  for (let attempt = 1; ; attempt++) {
    try {
      const profile = mkdtempSync(path.join(os.tmpdir(), "perf-chromium-"));
      const launched = await chromeLauncher
        .launch({ chromePath: chromiumPath(), chromeFlags: chromiumFlags, userDataDir: profile, logLevel: "silent" })
        .catch((error: unknown) => {
          rmSync(profile, { recursive: true, force: true });
          throw error;
        });
      chrome = { launched, profile };
      // Both modes use Lighthouse's default mobile throttling values (150 ms RTT, 1.6 Mbps, CPU × 4).
      const result: RunnerResult | undefined = await lighthouse(url, {
        port: launched.port,
        output: html ? "html" : "json",
        logLevel: "error",
        formFactor: "mobile",
        throttlingMethod: mode,
        onlyCategories: [...only],
        disableFullPageScreenshot: true,
        skipAudits: ["bf-cache"],
      });
      if (!result) throw new Error("Lighthouse returned no result");
      const { runtimeError } = result.lhr;
      if (runtimeError) throw new Error(`${runtimeError.code}: ${runtimeError.message}`);
      return result;
    } catch (error) {
      if (attempt >= 4) throw error;
      console.error(`  Lighthouse failed (${(error as Error).message}); retrying with a new Chromium`);
      await new Promise((resolve) => setTimeout(resolve, 2_000 * attempt));
    } finally {
      await closeChrome();
    }
  }
}

type PageResult = Awaited<ReturnType<typeof measurePage>>;
const results: PageResult[] = [];
/** Pages whose accessibility, best-practices and SEO scores were already measured. */
const audited = new Set<string>();
let exitCode = 0;
let busiest = 0;

const brief = (m: Measures) =>
  `perf ${show("performance", m.performance)}, LCP ${show("lcp", m.lcp)}, TBT ${show("tbt", m.tbt)}, ` +
  `TTI ${show("tti", m.tti)}, JS ${show("jsBytes", m.jsBytes)}`;

type SiteRun = { measures: Measures; result: RunnerResult };
type Urls = { site: string; bare: string | null };

/** One pair: the page on the site and its bare copy, one after the other, in alternating order. */
async function measurePair(route: string, mode: Mode, urls: Urls, index: number) {
  const order = urls.bare === null ? ["site"] : index % 2 ? ["bare", "site"] : ["site", "bare"];
  let site: SiteRun | undefined;
  let bare: Measures | null = null;
  for (const target of order) {
    busiest = Math.max(busiest, os.loadavg()[0] ?? 0);
    const runStart = Date.now();
    const scoreAll = target === "site" && !audited.has(route);
    const result = await lighthouseRun(
      (target === "site" ? urls.site : urls.bare) + route,
      mode,
      scoreAll ? categories : ["performance"],
      target === "site",
    );
    if (scoreAll) audited.add(route);
    const measures = measure(result.lhr);
    if (target === "site") site = { measures, result };
    else bare = measures;
    const took = ((Date.now() - runStart) / 1000).toFixed(1);
    console.error(`${route} ${mode} pair ${index + 1} ${target}: ${brief(measures)} (${took} s)`);
  }
  if (!site) throw new Error(`no site run of ${route}`);
  return { site, bare };
}

/** `minPairs` pairs, then more while the sign test cannot yet decide a paired limit, judged. */
async function measurePage(route: string, mode: Mode, urls: Urls, minPairs: number) {
  const scored = !audited.has(route);
  // Warm both servers (first render, file cache) so pair 1 is not an outlier.
  await fetch(urls.site + route).then((response) => response.arrayBuffer());
  if (urls.bare) await fetch(urls.bare + route).then((response) => response.arrayBuffer());

  const siteRuns: SiteRun[] = [];
  const pairs: Pair[] = [];
  const undecided = () =>
    Object.values(pairAnswers(route, pairs)).some((answers) => pairedVerdict(answers) === "undecided");
  while (pairs.length < minPairs || (pairs.length < gateSignTest.maxPairs && undecided())) {
    if (pairs.length === minPairs) console.error(`${route} ${mode}: over a limit in every pair so far; one more pair`);
    const { site, bare } = await measurePair(route, mode, urls, pairs.length);
    siteRuns.push(site);
    pairs.push({ site: site.measures, bare });
  }
  const site = medians(pairs.map((pair) => pair.site));
  const bares = pairs.flatMap((pair) => (pair.bare ? [pair.bare] : []));
  const bare = bares.length > 0 ? medians(bares) : null;
  // The other categories' scores come from the page's one scored run.
  const scoredRun = siteRuns.find((run) => run.measures.accessibility !== null)?.measures;
  for (const key of audits) site[key] = scoredRun?.[key] ?? null;
  const found = misses(route, mode, pairs, site, bare, scored);
  const distance = (run: SiteRun) => Math.abs((run.measures.performance ?? 0) - (site.performance ?? 0));
  const representative = [...siteRuns].sort((a, b) => distance(a) - distance(b))[0];
  if (representative) {
    writeFileSync(path.join(reportDir, `${pageName(route)}-${mode}.html`), String(representative.result.report));
  }
  const explain: string[] = [];
  for (const category of categories) {
    if (!representative || !found.some((miss) => miss.key === category && !reportedOnly(miss))) continue;
    // Only the page's first run scored the categories other than performance.
    const source =
      category === "performance" ? representative : siteRuns.find((run) => run.measures[category] !== null);
    for (const culprit of source ? culprits(source.result.lhr, category) : []) explain.push(`${category}: ${culprit}`);
  }
  // audited: whether this run scored the categories other than performance (the page's first mode).
  return { route, mode, site, bare, pairs, audited: scored, misses: found, explain };
}

try {
  await ensureBuild();
  // The bare copy first: a build whose pages fail to rewrite stops the run before any measuring.
  bareBuild = buildBarePages(path.resolve(projectRoot, buildDir), projectRoot);
  const bare = bareBuild;
  [site, bareServer] = await Promise.all([startServer(), startServer({ env: { BUILD_DIR: bare.dir } })]);
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

const plain = (key: Category | Metric, value: number | null) =>
  value === null ? "n/a" : key === "jsBytes" ? Math.round(value).toLocaleString("en-US") : String(Math.round(value));
/** "site / bare" of one figure. */
const siteBare = (key: Category | Metric, result: PageResult, format = plain) =>
  `${format(key, result.site[key])} / ${result.bare ? format(key, result.bare[key]) : "—"}`;

for (const mode of modes) {
  const rows = results.filter((result) => result.mode === mode);
  if (rows.length === 0) continue;
  const planned = options.plan.find((entry) => entry.mode === mode)?.runs ?? 0;
  console.log(`\n${modeNames[mode]}: medians of ${planned} pair(s) or more, site / bare page\n`);
  console.log(
    table(
      ["Route", "Perf", "LCP (ms)", "TBT (ms)", "TTI (ms)", "CLS", "JS bytes", "A11y BP SEO", "Verdict"],
      rows.map((result) => [
        `${result.route}${applicationPages.has(result.route) ? " (app)" : ""}${result.pairs.length > planned ? ` (${result.pairs.length} pairs)` : ""}`,
        siteBare("performance", result, show),
        siteBare("lcp", result),
        siteBare("tbt", result),
        siteBare("tti", result),
        show("cls", result.site.cls),
        siteBare("jsBytes", result),
        result.audited ? audits.map((key) => show(key, result.site[key])).join(" ") : "(above)",
        verdict(result.misses),
      ]),
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
      `Not held against a bare page (not pre-rendered): ${[...new Set(noBare.map((result) => result.route))].join(", ")}`,
    );
  }
  const machineMisses = results.flatMap((result) => result.misses.filter(reportedOnly));
  const allMisses = results.flatMap((result) => result.misses.filter((miss) => !reportedOnly(miss)));
  const budgetName = path.relative(process.cwd(), options.budgetFile);
  if (machineMisses.length > 0) {
    console.log("\nScores the same pages without scripts miss too on this machine (reported, not failed):");
    for (const miss of machineMisses) console.log(miss.text);
  }
  if (allMisses.length > 0) {
    console.log(`\nBudget misses (${budgetName}):`);
    for (const miss of allMisses) console.log(miss.text);
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
        misses: result.misses.filter((miss) => !reportedOnly(miss)).map((miss) => miss.text),
        reported: result.misses.filter(reportedOnly).map((miss) => miss.text),
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
