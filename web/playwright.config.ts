import { defineConfig, devices } from "@playwright/test";
import { findChromium } from "./e2e/find-chromium.mjs";
import { E2E_ADMIN } from "./e2e/support/accounts";

/** The api serves the built app (run `npm run build -w web` first) on this port; never 4000. */
const PORT = Number(process.env.E2E_PORT ?? 4100);
const BASE_URL = `http://127.0.0.1:${PORT}`;

const executablePath = process.env.CHROMIUM_PATH ?? findChromium();

/**
 * Specs that read or reset the one server's global state: health rounds and the status page, the platform self-test,
 * platform-wide counts (analytics, the admin's submissions), the all-players leaderboard and the platform's
 * automation rules. They run one at a time after every other spec, so nothing else moves what they read.
 */
const SERIAL_SPECS = [
  /status[^/]*\.spec\.ts$/,
  /platform-test\.spec\.ts$/,
  /analytics\.spec\.ts$/,
  /admin-dashboard[^/]*\.spec\.ts$/,
  /rewards[^/]*\.spec\.ts$/,
  /automation[^/]*\.spec\.ts$/,
  // Adds a platform-wide keyword rule, which the rules page other specs watch shows live.
  /whatsapp-test\.spec\.ts$/,
  // Changes the e2e administrator's password (and puts it back): nobody else may sign in meanwhile.
  /account\.spec\.ts$/,
];

const chromium = {
  ...devices["Desktop Chrome"],
  launchOptions: {
    executablePath,
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
      "--disable-quic",
    ],
  },
};

export default defineConfig({
  testDir: "./e2e",
  // Files side by side on one api, two at a time (E2E_WORKERS to change it): every test signs in its own accounts from
  // its own address (support/accounts.ts); what is global runs in the serial project below. Tests within a file run in order.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  // In CI a failed test runs once more (the suite counts a pass on retry as flaky); a broken test still fails twice.
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  // What a person would see, not how soon: on a shared CI machine a page has taken over 10 s to show while both
  // workers loaded the one server (the api logs each slow operation and a held event loop, beside the failure).
  expect: { timeout: 20_000 },
  reporter: [["list"], ["json", { outputFile: "test-results/e2e.json" }]],
  outputDir: "test-results/artifacts",
  use: {
    baseURL: BASE_URL,
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    timezoneId: "Asia/Kolkata",
    locale: "en-IN",
  },
  projects: [
    { name: "chromium", use: chromium, testIgnore: SERIAL_SPECS },
    // After the parallel project (a failure there skips these, and fails the run), in one worker.
    { name: "chromium-serial", use: chromium, testMatch: SERIAL_SPECS, dependencies: ["chromium"], workers: 1 },
  ],
  webServer: {
    // Rounds of checks run only when a test asks (HEALTH_INTERVAL_SECONDS=0), so what changes is what the test did.
    command: "npx tsx src/main.ts",
    cwd: "../api",
    env: {
      PORT: String(PORT),
      HOST: "127.0.0.1",
      // The production server, as `npm start` runs it (secure cookies on http://127.0.0.1, no GraphiQL).
      NODE_ENV: "production",
      WHATSAPP_MODE: "demo",
      // Hermetic: an in-memory PGlite and in-process pub/sub, whatever a .env or the shell says.
      DATA_DIR: "memory://",
      DATABASE_URL: "",
      REDIS_URL: "",
      HEALTH_INTERVAL_SECONDS: "0",
      WEB_DIST: new URL("./dist", import.meta.url).pathname,
      LOG_LEVEL: "warn",
      // The e2e administrator (see e2e/support/accounts.ts); never a real credential.
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      // Tests give each browser context its own X-Forwarded-For (support/accounts.ts: uniqueClientIp),
      // so per-IP limits (sign-in, contact form, chat) never leak from one test into the next.
      TRUST_PROXY: "1",
      // Clients connect a calendar (CalDAV) on a Radicale the spec starts on loopback: a test-only key seals its password.
      CALDAV_ENCRYPTION_KEY: "e2e0e2e0e2e0e2e0e2e0e2e0e2e0e2e0e2e0e2e0e2e0e2e0e2e0e2e0e2e0e2e0",
      CALDAV_ALLOW_PRIVATE_HOSTS: "true",
      PROVIDER_NAME: "Ria Labs",
      PROVIDER_PHONE: "+91 98765 43210",
    },
    url: `${BASE_URL}/readyz`,
    // A server left running from elsewhere may check on its own schedule; always start a fresh one.
    reuseExistingServer: false,
    timeout: 120_000,
    // The server's warnings and errors (pino writes them to stdout) show in the run's output, beside a failure they explain.
    stdout: "pipe",
    stderr: "pipe",
  },
});
