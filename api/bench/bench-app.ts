import type { App } from "../src/app.ts";
import { loadProductionApp } from "./production-app.ts";

/** The real app (its production build) on embedded PGlite, quiet, on a free port, with no periodic work and no web app. */
export async function startBenchApp(overrides: Record<string, string> = {}): Promise<{ app: App; url: string }> {
  const { buildApp, loadEnv } = await loadProductionApp();
  const app = await buildApp(
    loadEnv({
      NODE_ENV: "test",
      PORT: "0",
      DATA_DIR: "memory://",
      LOG_LEVEL: "silent",
      HEALTH_INTERVAL_SECONDS: "0",
      // Every client of the bench is on this machine: no cap on sockets per address.
      MAX_CONNECTIONS_PER_ADDRESS: "0",
      WEB_DIST: "/nonexistent",
      ...overrides,
    }),
  );
  return { app, url: await app.start() };
}
