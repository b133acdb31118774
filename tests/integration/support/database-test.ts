// The shared database fixture of the integration tests (issue 19): a file
// declares what it uses instead of copying the set-up.
import { test as base, expect } from "vitest";
import { type Driver, drivers, openTestDatabase, type TestDatabase } from "./databases";

/**
 * The integration tests' `test`: its `databases` fixture is a migrated, empty
 * database of each driver, opened once per test file and dropped after its
 * last test. A test names what it uses, `async ({ databases }) => …`, and
 * picks a driver with `databases[driver]`.
 */
// biome-ignore lint/correctness/noEmptyPattern: Vitest reads a fixture's dependencies from this pattern, and this one has none.
export const test = base.extend("databases", { scope: "file" }, async ({}, { onCleanup }) => {
  const opened: Partial<Record<Driver, TestDatabase>> = {};
  onCleanup(async () => {
    for (const database of Object.values(opened)) await database.drop();
  });
  for (const driver of drivers) opened[driver] = await openTestDatabase(driver);
  return opened as Record<Driver, TestDatabase>;
});

// Opening two databases takes seconds on a busy machine: do it in a hook with
// time to spare, not within the first test's own time limit.
test.beforeAll(async ({ databases }) => {
  expect(Object.keys(databases)).toEqual([...drivers]);
}, 180_000);
