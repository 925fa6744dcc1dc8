import { createRequire } from "node:module";
import { defineConfig } from "vitest/config";
import LongestFirstSequencer from "./test/longest-first-sequencer.ts";

const require = createRequire(import.meta.url);

export default defineConfig({
  resolve: {
    // graphql 16 ships CJS (main) and ESM (module). Node gives every dependency the CJS build;
    // pin our code to the same copy, or schemas built here fail as "from another realm".
    alias: [{ find: /^graphql$/, replacement: require.resolve("graphql") }],
  },
  test: {
    // Integration tests start real servers and databases: give them room on a busy 2-core machine, one process per
    // file. A timeout guards against hangs, never speed.
    testTimeout: 180_000,
    hookTimeout: 180_000,
    // In CI a test that fails is run once more; one that passes only then is reported flaky (test/flaky-reporter.ts
    // lists it, and `npm test` prints it apart from the passes); one that is broken still fails.
    retry: process.env.CI ? 1 : 0,
    pool: "forks",
    sequence: { sequencer: LongestFirstSequencer },
    // Both cores (Vitest's default is one fewer than the cores): every file has its own database and free port.
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: { name: "unit", include: ["src/**/*.test.ts", "nlu/**/*.test.ts", "eval/**/*.test.ts"] },
      },
      {
        extends: true,
        test: {
          name: "integration",
          include: ["test/**/*.test.ts"],
          // Multi-instance suites need a real PostgreSQL and Redis; they run when both are configured (CI sets them).
          exclude: process.env.TEST_DATABASE_URL && process.env.TEST_REDIS_URL ? [] : ["test/multi-instance/**"],
          // Migrates and seeds one PGlite per run; test apps restore it (test/test-app.ts).
          globalSetup: ["test/global-setup.ts"],
          // Each file builds its own app on its own database: a worker keeps the modules it has loaded (the app's
          // whole graph and the understanding model) for its next file instead of loading them again.
          isolate: false,
        },
      },
    ],
  },
});
