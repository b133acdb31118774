// Jobs that run once across every instance on one database: `runExclusive` runs a function only while it holds a
// PostgreSQL advisory lock named after the job; an instance that finds it taken skips its turn.
import { createHash } from "node:crypto";
import { sql } from "drizzle-orm";
import pg from "pg";
import { z } from "zod";
import type { Database } from "./db/database.server";

export type ExclusiveResult<T> = { ran: true; value: T } | { ran: false };

/** The advisory lock key of a job name: the first 8 bytes of its SHA-256, as PostgreSQL's signed bigint. */
export function advisoryLockKey(lockName: string): string {
  return createHash("sha256").update(lockName).digest().readBigInt64BE(0).toString();
}

declare global {
  /** Lock names held by this process, per database (route modules and the server entry may load this module twice). */
  var __examwiseHeldLocks: WeakMap<Database, Set<string>> | undefined;
}

function heldInThisProcess(db: Database): Set<string> {
  globalThis.__examwiseHeldLocks ??= new WeakMap();
  const locks = globalThis.__examwiseHeldLocks;
  const held = locks.get(db) ?? new Set<string>();
  locks.set(db, held);
  return held;
}

const lockAnswer = z.object({ rows: z.tuple([z.object({ locked: z.boolean() })]) });

/** Runs `fn` unless another caller, here or in another instance, is running the job `lockName`. */
export async function runExclusive<T>(
  db: Database,
  lockName: string,
  fn: () => Promise<T>,
): Promise<ExclusiveResult<T>> {
  // Advisory locks are re-entrant per session: callers sharing one (PGlite has one) are told apart here.
  const held = heldInThisProcess(db);
  if (held.has(lockName)) return { ran: false };
  held.add(lockName);
  try {
    const key = advisoryLockKey(lockName);
    if ("$client" in db && db.$client instanceof pg.Pool) return await withPooledLock(db.$client, key, fn);
    const [row] = lockAnswer.parse(await db.execute(sql`select pg_try_advisory_lock(${key}::bigint) as locked`)).rows;
    if (!row.locked) return { ran: false };
    try {
      return { ran: true, value: await fn() };
    } finally {
      await db.execute(sql`select pg_advisory_unlock(${key}::bigint)`);
    }
  } finally {
    held.delete(lockName);
  }
}

/** With a pool, the lock and its release use one connection, held out of the pool while `fn` runs. */
async function withPooledLock<T>(pool: pg.Pool, key: string, fn: () => Promise<T>): Promise<ExclusiveResult<T>> {
  const connection = await pool.connect();
  let unlocked = true;
  try {
    const answer = await connection.query("select pg_try_advisory_lock($1::bigint) as locked", [key]);
    if (!lockAnswer.parse(answer).rows[0].locked) return { ran: false };
    try {
      return { ran: true, value: await fn() };
    } finally {
      await connection.query("select pg_advisory_unlock($1::bigint)", [key]).catch(() => {
        unlocked = false;
      });
    }
  } finally {
    // A connection that could not unlock is closed instead of pooled: closing releases its locks.
    connection.release(!unlocked);
  }
}
