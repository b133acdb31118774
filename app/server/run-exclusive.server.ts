// Jobs that run once across every instance on one database: `runExclusive` runs a function only while it holds a
// PostgreSQL advisory lock named after the job; an instance that finds it taken skips its turn.
import { createHash } from "node:crypto";
import { sql } from "drizzle-orm";
import pg from "pg";
import { z } from "zod";
import type { Database } from "./db/database.server";

/** The advisory lock key of a job name: the first 8 bytes of its SHA-256, as PostgreSQL's signed bigint. */
export function advisoryLockKey(lockName: string): string {
  return createHash("sha256").update(lockName).digest().readBigInt64BE(0).toString();
}

declare global {
  /** Lock names held by this process, per database (route modules and the server entry may load this module twice). */
  var __examwiseHeldLocks: WeakMap<Database, Set<string>> | undefined;
}

const lockAnswer = z.object({ rows: z.tuple([z.object({ done: z.boolean() })]) });

/** Runs `fn` unless another caller, here or in another instance, is running the job `lockName`. */
export async function runExclusive<T>(
  db: Database,
  lockName: string,
  fn: () => Promise<T>,
): Promise<{ ran: true; value: T } | { ran: false }> {
  // Advisory locks are re-entrant per session: callers sharing one (PGlite has one) are told apart here.
  globalThis.__examwiseHeldLocks ??= new WeakMap();
  const held = globalThis.__examwiseHeldLocks.get(db) ?? new Set<string>();
  globalThis.__examwiseHeldLocks.set(db, held);
  if (held.has(lockName)) return { ran: false };
  held.add(lockName);
  const key = advisoryLockKey(lockName);
  // With a pool, the lock and its release use one connection, held out of the pool while `fn` runs.
  let connection: pg.PoolClient | undefined;
  let unlocked = true;
  const call = async (name: "pg_try_advisory_lock" | "pg_advisory_unlock") =>
    lockAnswer.parse(
      connection
        ? await connection.query(`select ${name}($1::bigint) as done`, [key])
        : await db.execute(sql`select ${sql.raw(name)}(${key}::bigint) as done`),
    ).rows[0].done;
  try {
    if ("$client" in db && db.$client instanceof pg.Pool) connection = await db.$client.connect();
    if (!(await call("pg_try_advisory_lock"))) return { ran: false };
    try {
      return { ran: true, value: await fn() };
    } finally {
      unlocked = await call("pg_advisory_unlock").catch(() => false);
    }
  } finally {
    held.delete(lockName);
    // A connection that could not unlock is closed instead of pooled: closing releases its locks.
    connection?.release(!unlocked);
  }
}
