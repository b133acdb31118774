// The edge tests: hostile requests and the fuzz test against the built server
// (`npm test` runs them after the build; `npx vitest run --config tests/edge/vitest.config.ts`).
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

export default defineConfig({
  root: fileURLToPath(new URL("../..", import.meta.url)),
  // The catalog the tests import reads page copy: the content is built before (`npm run test:edge`,
  // `npm test`'s typecheck), and the tests only read it.
  test: {
    environment: "node",
    include: ["tests/edge/**/*.test.ts"],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    // One built server per file, on a port of its own; two files at a time, so one's
    // waits (the 30 s request timeout, a drain on SIGTERM) overlap the other's work. npm test
    // runs event-loop.test.ts alone after the others, since it measures time (scripts/test.sh).
    fileParallelism: true,
    maxWorkers: 2,
  },
});
