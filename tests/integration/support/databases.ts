// The two databases every integration test runs against: an in-memory PGlite
// and the PostgreSQL server of this machine and CI (each test file gets a
// schema of its own, dropped afterwards, so parallel runs never collide).
import { createHash, randomBytes } from "node:crypto";
import { closeSync, existsSync, openSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { type DatabaseHandle, openDatabase } from "#app/server/db/database.server";
import { assertPostgresReachable, migrationsFolder, postgresUrl } from "../../../scripts/lib/server.ts";

export { assertPostgresReachable, migrationsFolder, postgresUrl };

export const drivers = ["pglite", "postgres"] as const;
export type Driver = (typeof drivers)[number];

export type TestDatabase = DatabaseHandle & { schema?: string; drop(): Promise<void> };

export function uniqueSchema(prefix = "it"): string {
  return `${prefix}_${process.pid}_${randomBytes(4).toString("hex")}`;
}

async function dropSchema(schema: string): Promise<void> {
  const client = new pg.Client({ connectionString: postgresUrl });
  await client.connect();
  try {
    await client.query(`drop schema if exists "${schema}" cascade`);
  } finally {
    await client.end();
  }
}

let template: Promise<Blob> | undefined;

/**
 * A dump of a freshly initialised PGlite cluster (no tables yet), cached in
 * the temp directory per PGlite version. A new database loads it in about a
 * second instead of running initdb (many seconds on a busy machine); the
 * migrations then run from empty as they do in production.
 */
export function pgliteTemplate(): Promise<Blob> {
  template ??= (async () => {
    const version = createHash("sha256")
      .update(readFileSync(path.resolve(migrationsFolder, "../node_modules/@electric-sql/pglite/package.json")))
      .digest("hex")
      .slice(0, 16);
    const cached = path.join(tmpdir(), `examwise-pglite-initdb-${version}.tar`);
    const lock = `${cached}.lock`;
    // Test files run in parallel: one builds the template, the others wait for it.
    while (!existsSync(cached)) {
      let claimed = false;
      try {
        closeSync(openSync(lock, "wx"));
        claimed = true;
      } catch {
        const age = Date.now() - (statSync(lock, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
        if (age > 180_000) rmSync(lock, { force: true });
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
      if (!claimed) continue;
      try {
        const client = await PGlite.create();
        const dump = await client.dumpDataDir("none");
        await client.close();
        const partial = `${cached}.${process.pid}.tmp`;
        writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
        renameSync(partial, cached);
      } finally {
        rmSync(lock, { force: true });
      }
    }
    return new Blob([readFileSync(cached)]);
  })();
  return template;
}

/** A migrated, empty database of the given kind. */
export async function openTestDatabase(driver: Driver): Promise<TestDatabase> {
  if (driver === "pglite") {
    const handle = await openDatabase({ driver: "pglite", migrationsFolder, template: await pgliteTemplate() });
    return { ...handle, drop: () => handle.close() };
  }
  await assertPostgresReachable();
  const schema = uniqueSchema();
  const handle = await openDatabase({ driver: "postgres", url: postgresUrl, schema, migrationsFolder });
  return {
    ...handle,
    schema,
    drop: async () => {
      await handle.close();
      await dropSchema(schema);
    },
  };
}
