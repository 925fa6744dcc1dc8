import { consumeOrThrow, createLimiter, type RateLimitStore } from "../../security/rate-limits.ts";
import { runSelfTest } from "./self-test.ts";

export interface PlatformDeps {
  /** The app's own address once it listens; the self-test calls it. */
  baseUrl: () => string | undefined;
  store: RateLimitStore;
}

/** The platform self-test, limited per IP: each run makes the server call itself sixteen times. */
export function createPlatformService({ baseUrl, store }: PlatformDeps) {
  const perMinute = createLimiter(store, "self-test:minute", 6, 60);
  return {
    baseUrl,
    async selfTest(ip: string) {
      await consumeOrThrow([[perMinute, ip]], "The self-test runs at most 6 times a minute.");
      const base = baseUrl();
      if (!base) throw new Error("The server is not listening yet");
      return runSelfTest(base);
    },
  };
}

export type PlatformService = ReturnType<typeof createPlatformService>;
