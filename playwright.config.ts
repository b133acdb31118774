import { execFileSync } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";

const freePort = () =>
  execFileSync(process.execPath, [
    "-e",
    "const s=require('node:net').createServer().listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})",
  ]).toString();

// Free ports for the whole run; workers inherit them through the environment.
process.env.E2E_PORT ??= freePort();
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), "examwise-e2e-"));
// The server's LEADS_SECRET, so journeys can sign the newsletter's links as the mails do; workers inherit it.
process.env.E2E_LEADS_SECRET ??= "e2e-leads-secret-0123456789abcdef01234567";
const port = process.env.E2E_PORT;
const baseURL = `http://127.0.0.1:${port}`;

// A second build of the site, with GA_MEASUREMENT_ID set: only there is there a
// consent banner to test (tests/e2e/consent.spec.ts). Public settings are baked
// in at build time (docs/decisions/002), so it is its own build, in its own directory.
process.env.E2E_CONSENT_PORT ??= freePort();
process.env.E2E_CONSENT_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), "examwise-e2e-consent-"));

import { consentMeasurementId } from "./tests/support/consent";

const consentPort = process.env.E2E_CONSENT_PORT;
const consentSpec = /consent\.spec\.ts/;

const serverEnv = {
  NODE_ENV: "production",
  HOST: "127.0.0.1",
  LOG_LEVEL: "warn",
  LEADS_SECRET: process.env.E2E_LEADS_SECRET,
  // Who may sign in to /admin (tests/e2e/admin.spec.ts starts its own server with an SMTP peer as well).
  ADMIN_EMAILS: "admin@examwise.example",
};

export const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never", outputFolder: "playwright-report" }]],
  use: {
    baseURL,
    trace: "retain-on-failure",
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: chromiumArgs },
  },
  projects: [
    // A test tagged @phone runs at both widths; @phone-only tests check the 390 px
    // layout (phone menu, carousel, no sideways scrolling) and run in the phone project only.
    {
      name: "desktop",
      use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 } },
      grepInvert: /@phone-only/,
      testIgnore: consentSpec,
    },
    {
      name: "phone",
      use: { ...devices["Pixel 7"], viewport: { width: 390, height: 844 } },
      grep: /@phone/,
      testIgnore: consentSpec,
    },
    {
      name: "consent",
      use: {
        ...devices["Desktop Chrome"],
        viewport: { width: 1280, height: 800 },
        baseURL: `http://127.0.0.1:${consentPort}`,
      },
      testMatch: consentSpec,
    },
  ],
  webServer: [
    {
      // The production bundle (`npm run build`), as a deployment starts it.
      command: "node build/server/start.js",
      url: `${baseURL}/api/health`,
      reuseExistingServer: false,
      // Long enough for a start on a busy machine (PGlite creates its database first).
      timeout: 240_000,
      env: { ...serverEnv, PORT: port, DATA_DIR: process.env.E2E_DATA_DIR },
    },
    {
      // npm test builds it beside the main build (scripts/test.sh); alone, Playwright builds it first.
      command: `${process.env.E2E_CONSENT_BUILT ? "" : "node_modules/.bin/content-collections build && node_modules/.bin/react-router build && "}node build/server/start.js`,
      url: `http://127.0.0.1:${consentPort}/api/health`,
      reuseExistingServer: false,
      timeout: 240_000,
      env: {
        ...serverEnv,
        PORT: consentPort,
        DATA_DIR: process.env.E2E_CONSENT_DATA_DIR,
        BUILD_DIR: "build-consent",
        GA_MEASUREMENT_ID: consentMeasurementId,
      },
    },
  ],
});
