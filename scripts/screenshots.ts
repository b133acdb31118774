// Full-page screenshots of every public page at phone and desktop widths, from
// the built production server, with the system Chromium.
import { mkdirSync } from "node:fs";
import path from "node:path";
import { type Browser, chromium } from "playwright-core";
import { sitePaths } from "../app/routes-prerender.ts";
import { fail, parseOptions } from "./lib/cli.ts";
import { chromiumFlags, chromiumPath, pageName, projectRoot, startServer } from "./lib/server.ts";

const usage = `Usage: npm run screenshots -- [--routes /,/pricing]
  --routes A,B,...  Comma-separated paths to capture (default: every path in sitePaths)
Writes .artifacts/screenshots/{390,1280}/<name>.png (/ → home, /exams/toefl → exams-toefl).`;

const viewports = [
  { width: 390, height: 844, isMobile: true, hasTouch: true },
  { width: 1280, height: 800, isMobile: false, hasTouch: false },
];
const firstLine = (error: unknown) => String(error instanceof Error ? error.message : error).split("\n")[0] ?? "";

const { values } = parseOptions(usage, {
  options: { routes: { type: "string" }, help: { type: "boolean", short: "h" } },
});
const routes = values.routes ? [...new Set(values.routes.split(",").map((route) => route.trim()))] : sitePaths;
if (routes.some((route) => !route.startsWith("/")))
  fail(`--routes takes paths starting with "/": got "${values.routes}"`);

const outDir = path.join(projectRoot, ".artifacts", "screenshots");
const server = await startServer().catch((error: Error) => fail(error.message));
let browser: Browser | undefined;
const problems: string[] = [];
let written = 0;
const startedAt = Date.now();

try {
  // Playwright makes its own profile and adds --headless itself.
  const args = chromiumFlags.filter((flag) => !flag.startsWith("--headless"));
  browser = await chromium.launch({ executablePath: chromiumPath, args, headless: true });
  for (const { width, height, ...device } of viewports) {
    const dir = path.join(outDir, String(width));
    mkdirSync(dir, { recursive: true });
    const context = await browser.newContext({ viewport: { width, height }, ...device, reducedMotion: "reduce" });
    const page = await context.newPage();
    for (const route of routes) {
      try {
        const response = await page.goto(server.url + route, { waitUntil: "networkidle", timeout: 30_000 });
        const status = response?.status() ?? 0;
        if (status >= 400) problems.push(`${route}: HTTP ${status} (captured anyway)`);
        // Walk down the page so anything loaded on scroll is in, then back up; wait for web fonts.
        await page.evaluate(async () => {
          for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight) {
            window.scrollTo(0, y);
            await new Promise((resolve) => setTimeout(resolve, 50));
          }
          window.scrollTo(0, 0);
          await document.fonts.ready;
        });
        const file = path.join(dir, `${pageName(route)}.png`);
        await page.screenshot({ path: file, fullPage: true, animations: "disabled" });
        written++;
        console.error(`${width}px ${route} → ${path.relative(projectRoot, file)}`);
      } catch (error) {
        problems.push(`${route} at ${width}px: ${firstLine(error)}`);
      }
    }
    await context.close();
  }
} catch (error) {
  problems.push(`Chromium failed: ${firstLine(error)}`);
} finally {
  await browser?.close();
  await server.stop();
}

const seconds = ((Date.now() - startedAt) / 1000).toFixed(0);
console.log(
  `${written} screenshot(s) of ${routes.length} page(s) in ${path.relative(process.cwd(), outDir)}/{390,1280}/ (${seconds} s)`,
);
if (problems.length > 0) {
  console.error(`\nProblems:\n${problems.map((problem) => `- ${problem}`).join("\n")}`);
  process.exit(1);
}
