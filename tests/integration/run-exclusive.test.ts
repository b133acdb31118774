// @vitest-environment node
// A job guarded by runExclusive runs once however many callers start it
// together: in one process (PGlite, PostgreSQL) and across two instances on
// one PostgreSQL; the lock is free again once the job ends, even by an error.
import pg from "pg";
import { expect } from "vitest";
import { openDatabase } from "#app/server/db/database.server";
import { advisoryLockKey, runExclusive } from "#app/server/run-exclusive.server";
import { test } from "./support/database-test";
import { drivers, migrationsFolder, postgresUrl } from "./support/databases";

/** A job that counts its runs and lasts until the test releases it. */
function heldJob() {
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const job = { runs: 0, release };
  const fn = async () => {
    job.runs++;
    await released;
    return "done";
  };
  return { job, fn };
}

test("a lock name maps to one stable bigint key, different for different names", () => {
  expect(advisoryLockKey("daily-retention")).toBe(advisoryLockKey("daily-retention"));
  expect(advisoryLockKey("daily-retention")).not.toBe(advisoryLockKey("daily-retention-2"));
  expect(BigInt(advisoryLockKey("daily-retention"))).toBeGreaterThanOrEqual(-(2n ** 63n));
  expect(BigInt(advisoryLockKey("daily-retention"))).toBeLessThan(2n ** 63n);
});

for (const driver of drivers) {
  test(`${driver}: two concurrent callers run the job once; afterwards it can run again`, async ({ databases }) => {
    const { db } = databases[driver];
    const { job, fn } = heldJob();
    const first = runExclusive(db, "concurrent-job", fn);
    const second = runExclusive(db, "concurrent-job", fn);
    expect(await second).toEqual({ ran: false });
    job.release();
    expect(await first).toEqual({ ran: true, value: "done" });
    expect(job.runs).toBe(1);
    expect(await runExclusive(db, "concurrent-job", async () => "again")).toEqual({ ran: true, value: "again" });
  });

  test(`${driver}: a job that throws passes the error on and frees the lock`, async ({ databases }) => {
    const { db } = databases[driver];
    await expect(
      runExclusive(db, "failing-job", async () => {
        throw new Error("purge failed");
      }),
    ).rejects.toThrow("purge failed");
    expect(await runExclusive(db, "failing-job", async () => 1)).toEqual({ ran: true, value: 1 });
  });

  test(`${driver}: jobs of different names do not exclude each other`, async ({ databases }) => {
    const { db } = databases[driver];
    const { job, fn } = heldJob();
    const running = runExclusive(db, "job-one", fn);
    expect(await runExclusive(db, "job-two", async () => "two")).toEqual({ ran: true, value: "two" });
    job.release();
    await running;
  });
}

test("postgres: of two instances on one database starting the job together, one runs it", async ({ databases }) => {
  const { schema, db } = databases.postgres;
  if (!schema) throw new Error("The PostgreSQL test database has a schema of its own");
  const other = await openDatabase({ driver: "postgres", url: postgresUrl, schema, migrationsFolder });
  try {
    const { job, fn } = heldJob();
    const results = Promise.all([
      runExclusive(db, "daily-job", fn),
      runExclusive(other.db, "daily-job", fn),
      runExclusive(db, "daily-job", fn),
      runExclusive(other.db, "daily-job", fn),
    ]);
    // Let every caller reach the lock before the running one finishes.
    await new Promise((resolve) => setTimeout(resolve, 300));
    job.release();
    const ran = (await results).filter((result) => result.ran);
    expect(ran).toHaveLength(1);
    expect(job.runs).toBe(1);
    // No connection of either pool still holds the lock.
    const probe = new pg.Client({ connectionString: postgresUrl });
    await probe.connect();
    try {
      const { rows } = await probe.query("select pg_try_advisory_lock($1::bigint) as locked", [
        advisoryLockKey("daily-job"),
      ]);
      expect(rows[0]?.locked).toBe(true);
    } finally {
      await probe.end();
    }
  } finally {
    await other.close();
  }
});

test("postgres: a job whose lock another session holds is skipped, and runs once that session ends", async ({
  databases,
}) => {
  const { db } = databases.postgres;
  const holder = new pg.Client({ connectionString: postgresUrl });
  await holder.connect();
  try {
    await holder.query("select pg_advisory_lock($1::bigint)", [advisoryLockKey("held-elsewhere")]);
    expect(await runExclusive(db, "held-elsewhere", async () => "ran")).toEqual({ ran: false });
  } finally {
    // An instance that dies (its connection closes) gives its locks up.
    await holder.end();
  }
  expect(await runExclusive(db, "held-elsewhere", async () => "ran")).toEqual({ ran: true, value: "ran" });
});
