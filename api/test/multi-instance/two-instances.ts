import { buildApp } from "../../src/app.ts";
import { postgresTarget } from "../databases.ts";
import { startTestApp, testEnv, type TestApp } from "../test-app.ts";

/** Two instances of the app on one PostgreSQL database and one Redis server, as a deployment runs them. */
export interface TwoInstances {
  first: TestApp;
  second: Awaited<ReturnType<typeof buildApp>>;
  stop(): Promise<void>;
}

/**
 * Starts two instances on TEST_DATABASE_URL and TEST_REDIS_URL, their channels under `prefix` and the process
 * id, so test files running at once never hear each other. `env` goes to both instances, `firstOnly` to the first.
 */
export async function startTwoInstances(
  prefix: string,
  env: Record<string, string> = {},
  firstOnly: Record<string, string> = {},
): Promise<TwoInstances> {
  const shared = { ...env, REDIS_URL: process.env.TEST_REDIS_URL!, REDIS_CHANNEL_PREFIX: `${prefix}-${process.pid}:` };
  const first = await startTestApp(postgresTarget, { ...shared, ...firstOnly });
  const databaseUrl = (first.db.pool!.options as { connectionString: string }).connectionString;
  try {
    const second = await buildApp(testEnv({ ...shared, DATABASE_URL: databaseUrl }));
    await second.start();
    return { first, second, stop: async () => (await second.stop(), await first.close()) };
  } catch (error) {
    await first.close();
    throw error;
  }
}
