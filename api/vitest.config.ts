import { createRequire } from "node:module";
import { defineConfig } from "vitest/config";

const require = createRequire(import.meta.url);

export default defineConfig({
  resolve: {
    // graphql 16 ships CJS (main) and ESM (module). Node gives every dependency the CJS build;
    // pin our code to the same copy, or schemas built here fail as "from another realm".
    alias: [{ find: /^graphql$/, replacement: require.resolve("graphql") }],
  },
  test: {
    include: ["src/**/*.test.ts", "test/**/*.test.ts"],
    // Multi-instance suites need a real PostgreSQL and Redis; they run when both are configured (CI sets them).
    exclude: process.env.TEST_DATABASE_URL && process.env.TEST_REDIS_URL ? [] : ["test/multi-instance/**"],
    // Integration tests start real servers and databases: give them room, one process per file.
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: "forks",
  },
});
