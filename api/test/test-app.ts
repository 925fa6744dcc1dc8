import { inject } from "vitest";
import { buildApp, type App } from "../src/app.ts";
import { loadEnv } from "../src/env.ts";
import type { Logger } from "../src/logger.ts";
import { databaseTargets, type DatabaseTarget } from "./databases.ts";

export interface TestApp extends App {
  baseUrl: string;
  /** Stops the app and drops its database. */
  close(): Promise<void>;
}

/** The settings every test app shares: a free port, no logs, no periodic rounds, no web app. */
export function testEnv(overrides: Record<string, string> = {}) {
  return loadEnv({
    NODE_ENV: "test",
    PORT: "0",
    LOG_LEVEL: "silent",
    HEALTH_INTERVAL_SECONDS: "0",
    WEB_DIST: "/nonexistent",
    ...overrides,
  });
}

/**
 * Starts the real server on a free port against a fresh database of the given target, restored (PGlite) or copied
 * (PostgreSQL) from the run's template (migrated and seeded once: global-setup.ts), except when `env` sets
 * PGLITE_TEMPLATE itself ("" for an empty database, as on a first run) or asks for production password hashing (the
 * template's demo account was hashed at test cost).
 */
export async function startTestApp(
  target: DatabaseTarget = databaseTargets[0]!,
  env: Record<string, string> = {},
  logger?: Logger,
): Promise<TestApp> {
  // The templates' demo account is hashed at test cost; an empty database is asked for with PGLITE_TEMPLATE "".
  const fromTemplate = env.PASSWORD_HASH_COST !== "production" && env.PGLITE_TEMPLATE !== "";
  const { drop, ...settings } = await target.create(fromTemplate && target.name === "postgres" ? inject("postgresTemplate") : undefined);
  const template = fromTemplate && target.name === "pglite" ? inject("pgliteTemplate") : undefined;
  const app = await buildApp(testEnv({ ...(template ? { PGLITE_TEMPLATE: template } : {}), ...settings, ...env }), logger);
  const baseUrl = await app.start();
  return {
    ...app,
    baseUrl,
    close: async () => {
      await app.stop();
      await drop();
    },
  };
}
