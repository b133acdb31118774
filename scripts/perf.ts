// Lighthouse on the built production server, every page held against the same
// page without its scripts, measured in the same run (docs/performance.md).
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse, { generateReport, type Result, type RunnerResult } from "lighthouse";
import { z } from "zod";
import { pathIn } from "../app/lib/lang.ts";
import { buildBarePages } from "./lib/bare-pages.ts";
import { fail, parseOptions } from "./lib/cli.ts";
import { maxPairs, pairedVerdict } from "./lib/paired-verdict.ts";
import * as harness from "./lib/server.ts";

/**
 * `--sample`, the CI gate: one page of each kind simulated; / (the page script every static page shares) also
 * applied, at twice the cost (decisions 041, 047). The article stands for the legal pages (decision 065). Once
 * /es/pricing exists (pricing in spanishPageIds), it stands for /pricing: the same module and budgets, with the
 * Spanish words and chrome (issue 32).
 */
const ciSample = `/ /pricing /exams/gre /highschoolentrance /blog /blog/toefl-ibt-format-explained /resources-korean
  /free-templates /contact`
  .split(/\s+/)
  .map((route) => (route === "/pricing" ? pathIn("es", route) : route));

/** Pages that hydrate React on purpose (a form, a search, a calculator, a planner), and their Spanish versions: no script, TBT or LCP limit. */
const applicationPages = new Set(
  `/contact /highschoolentrance/contact /free-templates /study-planner
  /highschoolentrance/points-calculator /events`
    .split(/\s+/)
    .flatMap((route) => [route, pathIn("es", route)]),
);

const categories = ["performance", "accessibility", "best-practices", "seo"] as const;
type Category = (typeof categories)[number];
/** Scored on a page's first run only: they do not depend on throttling. */
const audits = ["accessibility", "best-practices", "seo"] as const;
type Measures = Record<Category | "lcp" | "tbt" | "tti" | "cls" | "jsBytes", number | null>;
/** Scores are minimums, the rest maximums; a key left out is not checked, an unknown one is an error. */
const budgetSchema = z.partialRecord(
  z.enum([...categories, "cls", "lcpVsBare", "tbtOverBare", "jsBytes", "jsBytesHome"]),
  z.number().min(0),
);
/** The limits the machine's speed moves: judged pair by pair with a sign test, never on one figure. */
type PairedLimit = "performance" | "lcpVsBare" | "tbtOverBare";
type Mode = "simulate" | "devtools";

const usage = `Usage: npm run perf -- [--sample | --routes /,/pricing] [--mode simulate|devtools|both] [--pairs N] [--json FILE]
--sample: the CI gate (a page of each kind simulated, / also applied, 1 pair each at least); --routes:
default /; --mode: default both; --pairs: the least pairs (default 3); --json: also write the medians and misses there.
Exits 0 when every page meets perf-budget.json against its copy without scripts, 1 on any miss, 2 on an error.`;
const { values } = parseOptions(usage, {
  options: {
    pairs: { type: "string" },
    routes: { type: "string" },
    sample: { type: "boolean" },
    mode: { type: "string" },
    json: { type: "string" },
    help: { type: "boolean", short: "h" },
  },
});
const runs = Number(values.pairs ?? (values.sample && !values.mode ? 1 : 3));
if (!Number.isInteger(runs) || runs < 1 || runs > 20) fail("--pairs must be a whole number from 1 to 20");
if (values.sample && values.routes !== undefined) fail("Use one of --sample and --routes");
const modes = (["simulate", "devtools"] as const).filter((mode) => [undefined, "both", mode].includes(values.mode));
if (modes.length === 0) fail(`--mode must be simulate, devtools or both: got "${values.mode}"`);
const routes = values.sample ? ciSample : [...new Set((values.routes ?? "/").split(",").map((route) => route.trim()))];
if (routes.some((route) => !route.startsWith("/")))
  fail(`--routes takes paths starting with "/": got "${values.routes}"`);
const plan: { mode: Mode; routes: string[] }[] =
  values.sample && !values.mode
    ? [
        { mode: "simulate", routes: ciSample },
        { mode: "devtools", routes: ["/"] },
      ]
    : modes.map((mode) => ({ mode, routes }));

const budgetFile = path.join(harness.projectRoot, "perf-budget.json");
function readBudget() {
  try {
    const { $comment, ...budget } = JSON.parse(readFileSync(budgetFile, "utf8"));
    return budgetSchema.parse(budget);
  } catch (error) {
    fail(`Cannot read the budget ${budgetFile}: ${error instanceof z.ZodError ? z.prettifyError(error) : error}`);
  }
}
const budget = readBudget();

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
  const score = (key: Category) => lhr.categories[key]?.score ?? null;
  // Bytes of script transferred: the script row of the resource summary.
  const summary = lhr.audits["resource-summary"]?.details;
  const rows =
    summary && "items" in summary ? (summary.items as { resourceType?: string; transferSize?: number }[]) : [];
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

/** Scores at two decimals, CLS at three, milliseconds and bytes rounded. */
function show(key: keyof Measures, value: number | null | undefined): string {
  if (value === null || value === undefined) return "n/a";
  if (key === "cls") return value.toFixed(3);
  if (key === "jsBytes") return Math.round(value).toLocaleString("en-US");
  return key === "lcp" || key === "tbt" || key === "tti" ? String(Math.round(value)) : value.toFixed(2);
}

/** A budget miss; `machine`: a performance score the bare copy missed too in the same pairs, reported, not failed. */
type Miss = { key: keyof typeof budget; text: string; machine?: boolean };
/** A site run (with its Lighthouse result) and the bare run beside it, if the page has a bare copy. */
type Pair = { site: Measures; bare: Measures | null; result: RunnerResult };
type Page = { route: string; mode: Mode; site: Measures; bare: Measures | null; pairs: Pair[]; audited: boolean };

const belowScore = (value: number | null, limit: number) => value === null || Number(value.toFixed(2)) < limit;

/** `figure(site, bare)` of each pair, null where either run lacks the metric. */
function perPair<T>(pairs: readonly Pair[], metric: "lcp" | "tbt", figure: (site: number, bare: number) => T) {
  return pairs.map((pair) => {
    const [site, bare] = [pair.site[metric], pair.bare?.[metric] ?? null];
    return site === null || bare === null ? null : figure(site, bare);
  });
}

/** Per paired limit that applies to the page, whether each pair was over it (a missing figure is). */
function pairAnswers(route: string, pairs: readonly Pair[]) {
  const answers: Partial<Record<PairedLimit, boolean[]>> = {};
  const { performance, lcpVsBare, tbtOverBare } = budget;
  const bareLimits = !applicationPages.has(route) && pairs.every((pair) => pair.bare);
  // The score counts against the code only when the bare copy reached it in the same pair.
  if (performance !== undefined) {
    answers.performance = pairs.map(
      ({ site, bare }) =>
        belowScore(site.performance, performance) &&
        !(bare?.performance != null && belowScore(bare.performance, performance)),
    );
  }
  if (bareLimits && lcpVsBare !== undefined) {
    const over = perPair(pairs, "lcp", (site, bare) => Math.round(site) > Math.round(bare * lcpVsBare));
    answers.lcpVsBare = over.map((answer) => answer ?? true);
  }
  if (bareLimits && tbtOverBare !== undefined) {
    const over = perPair(pairs, "tbt", (site, bare) => Math.round(site - bare) > tbtOverBare);
    answers.tbtOverBare = over.map((answer) => answer ?? true);
  }
  return answers;
}

/**
 * Budget misses of one page in one mode: the other scores (in the page's first mode only), CLS and
 * script bytes at once, since the machine does not move them; the paired limits on the sign test's verdict.
 */
function misses({ route, mode, pairs, site, bare, audited }: Page) {
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
  const jsKey = route === "/" || route === pathIn("es", "/") ? "jsBytesHome" : "jsBytes";
  const jsLimit = budget[jsKey];
  if (!applicationPages.has(route) && jsLimit !== undefined && (site.jsBytes ?? Infinity) > jsLimit) {
    const text = `${at}: JavaScript ${show("jsBytes", site.jsBytes)} B > ${show("jsBytes", jsLimit)} B`;
    found.push({ key: jsKey, text });
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
      const ratio = median(perPair(pairs, "lcp", (ours, theirs) => ours / theirs))?.toFixed(3) ?? "n/a";
      const figures = `median ratio ${ratio}; ${show("lcp", site.lcp)} / ${show("lcp", bare?.lcp)} ms`;
      found.push({ key, text: `${at}: LCP over ${limit} × the bare page's, ${tally} (${figures})` });
    } else if (failed && key === "tbtOverBare") {
      const difference = show("tbt", median(perPair(pairs, "tbt", (ours, theirs) => ours - theirs)));
      const text = `TBT more than ${limit} ms above the bare page's, ${tally} (median difference ${difference} ms)`;
      found.push({ key, text: `${at}: ${text}` });
    }
  }
  return found;
}

const startedAt = Date.now();
const reportDir = path.join(harness.projectRoot, ".artifacts", "lighthouse");
mkdirSync(reportDir, { recursive: true });
let site: harness.RunningServer | undefined;
let bareServer: harness.RunningServer | undefined;
let bareDir: string | undefined;

async function cleanUp() {
  chromeLauncher.killAll();
  await Promise.all([site?.stop(), bareServer?.stop()]);
  if (bareDir) rmSync(bareDir, { recursive: true, force: true });
}
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => void cleanUp().finally(() => process.exit(130)));
}

/**
 * One Lighthouse run in a Chromium of its own (chrome-launcher gives it a new temporary profile and deletes
 * it with the process), so no run inherits a cache or a warm process. Retried: on a busy machine a fresh
 * Chromium sometimes records no navigation start (NO_NAVSTART).
 */
async function lighthouseRun(url: string, mode: Mode, only: readonly Category[]) {
  for (let attempt = 1; ; attempt++) {
    let chrome: chromeLauncher.LaunchedChrome | undefined;
    try {
      const { chromiumPath: chromePath, chromiumFlags: chromeFlags } = harness;
      chrome = await chromeLauncher.launch({ chromePath, chromeFlags, logLevel: "silent" });
      // Both modes use Lighthouse's default mobile throttling values (150 ms RTT, 1.6 Mbps, CPU × 4).
      const result: RunnerResult | undefined = await lighthouse(url, {
        port: chrome.port,
        logLevel: "error",
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

type PageResult = Page & { misses: Miss[] };
const results: PageResult[] = [];
/** Pages whose accessibility, best-practices and SEO scores were already measured. */
const audited = new Set<string>();
let exitCode = 0;
let busiest = 0;

/**
 * `runs` pairs, then more while the sign test cannot yet decide a paired limit, judged. A pair is
 * the page on the site and its bare copy, one after the other, the order alternating.
 */
async function measurePage(route: string, mode: Mode, urls: { site: string; bare: string | null }) {
  const scored = !audited.has(route);
  // Warm both servers (first render, file cache) so pair 1 is not an outlier.
  for (const base of [urls.site, urls.bare]) if (base) await fetch(base + route).then((answer) => answer.arrayBuffer());
  const pairs: Pair[] = [];
  const undecided = () =>
    Object.values(pairAnswers(route, pairs)).some((answers) => pairedVerdict(answers) === "undecided");
  while (pairs.length < runs || (pairs.length < maxPairs && undecided())) {
    if (pairs.length === runs) console.error(`${route} ${mode}: over a limit in every pair so far; one more pair`);
    const order = urls.bare === null ? ["site"] : pairs.length % 2 ? ["bare", "site"] : ["site", "bare"];
    const pair: Partial<Pair> = { bare: null };
    for (const target of order) {
      busiest = Math.max(busiest, os.loadavg()[0] ?? 0);
      const runStart = Date.now();
      const scoreAll = target === "site" && !audited.has(route);
      const url = `${target === "site" ? urls.site : urls.bare}${route}`;
      const result = await lighthouseRun(url, mode, scoreAll ? categories : ["performance"]);
      if (scoreAll) audited.add(route);
      const m = measure(result.lhr);
      if (target === "site") Object.assign(pair, { site: m, result });
      else pair.bare = m;
      console.error(
        `${route} ${mode} pair ${pairs.length + 1} ${target}: perf ${show("performance", m.performance)}, LCP ` +
          `${show("lcp", m.lcp)} ms, TBT ${show("tbt", m.tbt)} ms, TTI ${show("tti", m.tti)} ms, ` +
          `JS ${show("jsBytes", m.jsBytes)} B (${((Date.now() - runStart) / 1000).toFixed(1)} s)`,
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
  // The report of the site run closest to the median score.
  const distance = (pair: Pair) => Math.abs((pair.site.performance ?? 0) - (site.performance ?? 0));
  const representative = [...pairs].sort((a, b) => distance(a) - distance(b))[0];
  const reportFile = path.join(reportDir, `${harness.pageName(route)}-${mode}.html`);
  if (representative) writeFileSync(reportFile, generateReport(representative.result.lhr, "html"));
  const page = { route, mode, site, bare, pairs, audited: scored };
  return { ...page, misses: misses(page) };
}

try {
  await harness.ensureBuild();
  // The bare copy first: a build whose pages fail to rewrite stops the run before any measuring.
  const bare = buildBarePages(path.resolve(harness.projectRoot, harness.buildDir), harness.projectRoot);
  bareDir = bare.dir;
  [site, bareServer] = await Promise.all([
    harness.startServer(),
    harness.startServer({ env: { BUILD_DIR: bare.dir } }),
  ]);
  console.error(`Bare pages: ${bare.pages} pre-rendered pages without scripts, served at ${bareServer.url}`);
  for (const { mode, routes } of plan) {
    for (const route of routes) {
      // A page rendered per request has no pre-rendered file, so no bare copy.
      const urls = { site: site.url, bare: bare.has(route) ? bareServer.url : null };
      results.push(await measurePage(route, mode, urls));
    }
  }
} catch (error) {
  console.error(`Lighthouse failed: ${(error as Error).message}`);
  exitCode = 2;
} finally {
  await cleanUp();
}

const missesOf = (result: PageResult, machine: boolean) => result.misses.filter((miss) => !!miss.machine === machine);
const texts = (result: PageResult, machine: boolean) => missesOf(result, machine).map((miss) => miss.text);
for (const { mode } of plan) {
  const rows = results.filter((result) => result.mode === mode);
  if (rows.length === 0) continue;
  console.log(
    `\n${mode === "simulate" ? "Simulated" : "Applied (devtools)"} throttling, Lighthouse's default mobile values:`,
  );
  console.log(`medians of ${runs} pair(s) or more, site / bare page`);
  const siteBare = (result: PageResult, key: keyof Measures) =>
    `${show(key, result.site[key])} / ${result.bare ? show(key, result.bare[key]) : "—"}`;
  console.table(
    rows.map((result) => {
      const keys = (machine: boolean) => [...new Set(missesOf(result, machine).map((miss) => miss.key))];
      const noted = keys(true).length > 0 ? ` (reported: ${keys(true).join(", ")})` : "";
      return {
        Route: `${result.route}${applicationPages.has(result.route) ? " (app)" : ""}${result.pairs.length > runs ? ` (${result.pairs.length} pairs)` : ""}`,
        Perf: siteBare(result, "performance"),
        "LCP (ms)": siteBare(result, "lcp"),
        "TBT (ms)": siteBare(result, "tbt"),
        "TTI (ms)": siteBare(result, "tti"),
        CLS: show("cls", result.site.cls),
        "JS bytes": siteBare(result, "jsBytes"),
        "A11y BP SEO": result.audited ? audits.map((key) => show(key, result.site[key])).join(" ") : "(above)",
        Verdict: keys(false).length === 0 ? `pass${noted}` : `FAIL: ${keys(false).join(", ")}${noted}`,
      };
    }),
  );
}

if (results.length > 0) {
  console.log(
    "(app): application page, no script or bare-page limit. —: rendered per request, so no bare page. " +
      "(N pairs): a page over a limit in every pair so far, measured until the sign test decided. " +
      `Reports (site run closest to the median): ${path.relative(process.cwd(), reportDir) || "."}/`,
  );
  const machineMisses = results.flatMap((result) => texts(result, true));
  const allMisses = results.flatMap((result) => texts(result, false));
  const budgetName = path.relative(process.cwd(), budgetFile);
  if (machineMisses.length > 0) {
    console.log(
      `\nScores the same pages without scripts miss too here (reported, not failed):\n${machineMisses.join("\n")}`,
    );
  }
  if (allMisses.length > 0) {
    console.log(`\nBudget misses (${budgetName}):\n${allMisses.join("\n")}`);
    if (exitCode === 0) exitCode = 1;
  } else if (exitCode === 0) {
    console.log(`\nEvery page meets the budget (${budgetName}).`);
  }
  if (values.json) {
    const pages = results.map((result) => ({
      ...result,
      pairs: result.pairs.map(({ site, bare }) => ({ site, bare })),
      misses: texts(result, false),
      reported: texts(result, true),
    }));
    const seconds = Math.round((Date.now() - startedAt) / 1000);
    const data = { date: new Date().toISOString(), seconds, budget, applicationPages: [...applicationPages], pages };
    writeFileSync(values.json, `${JSON.stringify(data, null, 2)}\n`);
    console.log(`Medians written to ${values.json}`);
  }
}

const runCount = results.reduce((sum, result) => sum + result.pairs.length * (result.bare ? 2 : 1), 0);
console.log(
  `\nDone in ${((Date.now() - startedAt) / 1000).toFixed(0)} s (${runCount} Lighthouse runs; ` +
    `load average up to ${busiest.toFixed(1)} on ${os.availableParallelism()} cores).`,
);
process.exit(exitCode);
