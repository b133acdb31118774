// Opens the lead database and applies the committed migrations (drizzle/): PGlite (embedded PostgreSQL, files under
// DATA_DIR) by default, or node-postgres when DATABASE_URL is set.
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { type SQL, sql } from "drizzle-orm";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import { migrate as migrateNodePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT, PgTable } from "drizzle-orm/pg-core";
import pg from "pg";
import { readServerEnv } from "#app/server/env.server";
import * as schema from "./schema.server";

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/** Deletes the rows of `table` that `where` matches; how many went. */
export async function deleteCounting(db: Database, table: PgTable, where: SQL | undefined): Promise<number> {
  return (await db.delete(table).where(where).returning({ one: sql`1` })).length;
}

export type DatabaseConfig =
  | {
      driver: "pglite";
      /** Directory of the database files; omitted, the database lives in memory (tests). */
      dataDir?: string;
      /** A `dumpDataDir()` archive to start a new database from instead of an empty one (tests: it skips initdb). */
      template?: Blob;
      migrationsFolder: string;
    }
  | {
      driver: "postgres";
      url: string;
      /** A schema of its own instead of `public` (parallel test runs). */
      schema?: string;
      migrationsFolder: string;
    };

export type DatabaseHandle = {
  db: Database;
  driver: "pglite" | "postgres";
  /** Where the data lives, without credentials: for the start-up log. */
  location: string;
  ping(): Promise<void>;
  close(): Promise<void>;
};

/** Another live process holds the embedded database (PGlite allows one process). */
export class DatabaseLockedError extends Error {
  override name = "DatabaseLockedError";
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error instanceof Error && "code" in error && error.code === "EPERM";
  }
}

/** Claims `dataDir` with an O_EXCL lock file; one left by a dead process is removed first (050). */
function lockDataDir(dataDir: string): () => void {
  const file = path.join(dataDir, "pglite.pid");
  let holder = Number.NaN;
  try {
    holder = Number.parseInt(readFileSync(file, "utf8"), 10);
  } catch {
    // No lock file.
  }
  // This process opening its own database again (tests do) keeps the lock it has.
  if (holder !== process.pid) {
    if (Number.isInteger(holder) && isAlive(holder)) {
      throw new DatabaseLockedError(
        `The embedded database in ${dataDir} is in use by process ${holder} (the server?): stop it first, or use DATABASE_URL.`,
      );
    }
    rmSync(file, { force: true });
    try {
      writeFileSync(file, String(process.pid), { flag: "wx" });
    } catch {
      throw new DatabaseLockedError(
        `The embedded database in ${dataDir} is being opened by another process: stop it first, or use DATABASE_URL.`,
      );
    }
  }
  return () => {
    try {
      if (readFileSync(file, "utf8") === String(process.pid)) rmSync(file);
    } catch {
      // Already gone.
    }
  };
}

async function openPglite(config: Extract<DatabaseConfig, { driver: "pglite" }>): Promise<DatabaseHandle> {
  // Imported only when it is the driver: an instance on PostgreSQL never loads PGlite (docs/performance.md, "Memory").
  const [{ PGlite }, { drizzle: drizzlePglite }, { migrate: migratePglite }] = await Promise.all([
    import("@electric-sql/pglite"),
    import("drizzle-orm/pglite"),
    import("drizzle-orm/pglite/migrator"),
  ]);
  const dataDir = config.dataDir ? path.resolve(config.dataDir) : undefined;
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const unlock = dataDir ? lockDataDir(dataDir) : () => {};
  const files = dataDir && path.join(dataDir, "pglite");
  const fresh = !(files && existsSync(files));
  const options = config.template && fresh ? { loadDataDir: config.template } : {};
  // PGlite reads its options from the first argument unless that is a directory.
  const client = files ? new PGlite(files, options) : new PGlite(options);
  try {
    await client.waitReady;
    const db = drizzlePglite({ client, schema });
    await migratePglite(db, { migrationsFolder: config.migrationsFolder });
    return {
      db,
      driver: "pglite",
      location: dataDir ?? "memory",
      ping: () => client.query("select 1").then(() => {}),
      close: async () => {
        if (!client.closed) await client.close();
        unlock();
      },
    };
  } catch (error) {
    if (!client.closed) await client.close().catch(() => {});
    unlock();
    throw error;
  }
}

/** How long PostgreSQL lets one statement of a request run before it cancels it (migrations are exempt). */
export const statementTimeoutMs = 10_000;

/** Serialises migrations of processes that start together against one server. */
const migrationLockKey = 7_301_977;

async function openPostgres(config: Extract<DatabaseConfig, { driver: "postgres" }>): Promise<DatabaseHandle> {
  const pool = new pg.Pool({
    connectionString: config.url,
    max: 10,
    connectionTimeoutMillis: 5_000,
    // No query may hold a connection (and the request waiting on it) for long: the server cancels it.
    statement_timeout: statementTimeoutMs,
    ...(config.schema ? { options: `-c search_path=${config.schema}` } : {}),
  });
  // An idle client losing its connection must not crash the process; the next query reconnects.
  pool.on("error", () => {});
  try {
    const db = drizzleNodePg({ client: pool, schema });
    const lock = await pool.connect();
    try {
      // Waiting for another instance's migrations, or running a long one, is not a request.
      await lock.query("set statement_timeout = 0");
      await lock.query("select pg_advisory_lock($1)", [migrationLockKey]);
      if (config.schema) await lock.query(`create schema if not exists "${config.schema}"`);
      await migrateNodePg(db, {
        migrationsFolder: config.migrationsFolder,
        ...(config.schema ? { migrationsSchema: config.schema } : {}),
      });
    } finally {
      await lock.query("select pg_advisory_unlock($1)", [migrationLockKey]).catch(() => {});
      await lock.query("reset statement_timeout").catch(() => {});
      lock.release();
    }
    const url = new URL(config.url);
    return {
      db,
      driver: "postgres",
      location: `${url.hostname}:${url.port || 5432}${url.pathname}${config.schema ? ` (schema ${config.schema})` : ""}`,
      ping: () => pool.query("select 1").then(() => {}),
      close: () => pool.end(),
    };
  } catch (error) {
    await pool.end().catch(() => {});
    throw error;
  }
}

/** Opens the database and brings its schema up to date. */
export function openDatabase(config: DatabaseConfig): Promise<DatabaseHandle> {
  return config.driver === "pglite" ? openPglite(config) : openPostgres(config);
}

/** The database named by the environment: DATABASE_URL, else PGlite in DATA_DIR. */
export function databaseConfigFromEnv(
  env: { DATABASE_URL?: string; DATA_DIR: string },
  migrationsFolder = path.resolve("drizzle"),
): DatabaseConfig {
  return env.DATABASE_URL
    ? { driver: "postgres", url: env.DATABASE_URL, migrationsFolder }
    : { driver: "pglite", dataDir: env.DATA_DIR, migrationsFolder };
}

declare global {
  var __examwiseDatabase: Promise<DatabaseHandle> | undefined;
}

/** Opens the process's database; `getDatabase()` opens it from the environment when nothing has (the dev server). */
export function initDatabase(config: DatabaseConfig): Promise<DatabaseHandle> {
  const opening = openDatabase(config);
  globalThis.__examwiseDatabase = opening;
  opening.catch(() => {
    if (globalThis.__examwiseDatabase === opening) globalThis.__examwiseDatabase = undefined;
  });
  return opening;
}

export function getDatabase(): Promise<DatabaseHandle> {
  return globalThis.__examwiseDatabase ?? initDatabase(databaseConfigFromEnv(readServerEnv()));
}

export async function closeDatabase(): Promise<void> {
  const opening = globalThis.__examwiseDatabase;
  globalThis.__examwiseDatabase = undefined;
  if (opening) await (await opening).close();
}
