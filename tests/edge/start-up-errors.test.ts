// The built server refusing to start on a bad environment, as an operator
// reads it in a container's log: one line naming the variable and its rule,
// never the value, which may be a secret or a URL with its password
// (docs/decisions/036-mail-links-and-production-cookies.md).
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, expect, test } from "vitest";
import { freePort, projectRoot } from "../../scripts/lib/server.ts";

const dataDir = mkdtempSync(path.join(tmpdir(), "examwise-start-up-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** Starts the server with `env` and resolves with everything it printed once it exits (killed after 60 s). */
async function runUntilExit(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  const port = String(await freePort());
  const { SMTP_URL: _smtp, DATABASE_URL: _database, LEADS_SECRET: _secret, ...inherited } = process.env;
  const child = spawn(process.execPath, [path.join(projectRoot, "build", "server", "start.js")], {
    cwd: projectRoot,
    env: { ...inherited, NODE_ENV: "production", HOST: "127.0.0.1", PORT: port, DATA_DIR: dataDir, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr.on("data", (chunk: Buffer) => {
    output += chunk.toString();
  });
  const timer = setTimeout(() => child.kill("SIGKILL"), 60_000);
  return new Promise((resolve) =>
    child.once("exit", (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    }),
  );
}

const password = "hunter2-not-for-logs";

test("a short LEADS_SECRET stops the server with its name and rule, not its value", async () => {
  const { code, output } = await runUntilExit({ LEADS_SECRET: `short-${password}` });
  expect(code).toBe(1);
  expect(output.trim()).toBe(
    "Invalid environment: LEADS_SECRET must be at least 32 characters (e.g. `openssl rand -hex 32`)",
  );
  expect(output).not.toContain(password);
});

test("a DATABASE_URL that is not PostgreSQL's stops the server without printing its password", async () => {
  const { code, output } = await runUntilExit({ DATABASE_URL: `mysql://examwise:${password}@db.example/leads` });
  expect(code).toBe(1);
  expect(output.trim()).toBe("Invalid environment: DATABASE_URL must be a postgres:// URL");
  expect(output).not.toContain(password);
});

test("a PostgreSQL that cannot be reached stops the server without printing the URL's password", async () => {
  const { code, output } = await runUntilExit({
    DATABASE_URL: `postgres://examwise:${password}@127.0.0.1:1/leads`,
    LEADS_SECRET: "s".repeat(32),
  });
  expect(code).toBe(1);
  expect(output).toContain("The database could not be opened");
  expect(output).not.toContain(password);
});

test("with mail on, a SITE_URL on localhost stops the server, naming SITE_URL and the switch, and not the SMTP password", async () => {
  const { code, output } = await runUntilExit({ SMTP_URL: `smtp://mailer:${password}@127.0.0.1:2525` });
  expect(code).toBe(1);
  expect(output).toContain("Invalid environment: SITE_URL must be the site's public https origin");
  expect(output).toContain("ALLOW_LOCAL_SITE_URL=1");
  expect(output).not.toContain(password);
});
