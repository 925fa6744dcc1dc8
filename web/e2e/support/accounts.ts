import type { Browser, BrowserContext } from "@playwright/test";

/**
 * The administrator the e2e api is started with (playwright.config.ts); a test-only credential. It meets the rules for
 * a new password, so account.spec.ts can change it and put it back.
 */
export const E2E_ADMIN = { email: "admin@e2e.example", password: "e2e operator passphrase 2026" };

/** The seeded sandbox client (api/src/modules/auth/demo-account.ts); public on purpose. */
export const DEMO_CLIENT = { email: "demo@ria.example", password: "ria-demo-2026" };

let counter = 0;
/** A client IP no other test uses, sent as X-Forwarded-For (the e2e api trusts it). */
export function uniqueClientIp(): string {
  counter += 1;
  return `10.${(process.pid >> 8) % 256}.${process.pid % 256}.${counter % 256}`;
}

/** A browser context with its own client IP, so per-IP rate limits stay per test. */
export async function newClientContext(browser: Browser, options: Parameters<Browser["newContext"]>[0] = {}): Promise<BrowserContext> {
  return browser.newContext({ ...options, extraHTTPHeaders: { ...options.extraHTTPHeaders, "x-forwarded-for": uniqueClientIp() } });
}
