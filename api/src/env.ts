import path from "node:path";
import { fileURLToPath } from "node:url";
import { z } from "zod";

/** The api package's own folder, so relative defaults do not depend on the working directory. */
export const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..").replace(/[/\\]dist$/, "");

const optionalUrl = z
  .string()
  .trim()
  .transform((value) => value || undefined)
  .pipe(z.url().optional())
  .optional();

const schema = z
  .object({
    // Production unless told otherwise: GraphiQL, introspection and unmasked errors only with `npm run dev`.
    NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
    // scrypt's cost: production parameters, except under NODE_ENV=test where the default is a cheap test cost
    // (tests that measure real hashing, such as the sign-in queue, opt back in with "production").
    PASSWORD_HASH_COST: z.enum(["production", "test"]).optional(),
    HOST: z.string().default("127.0.0.1"),
    PORT: z.coerce.number().int().min(0).max(65535).default(4000),
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
    DATABASE_URL: optionalUrl,
    DATA_DIR: z.string().default(path.join(apiRoot, ".data", "pglite")),
    // Tests only: a PGlite data directory dumped as a tarball (dumpDataDir) that an in-memory database starts
    // from, already migrated and seeded, instead of an empty one.
    PGLITE_TEMPLATE: z.string().optional(),
    REDIS_URL: optionalUrl,
    // The site's public address (https://ria.example.com), for links that leave the browser; else the request's own.
    PUBLIC_URL: optionalUrl,
    REDIS_CHANNEL_PREFIX: z.string().default("ria:"),
    ALLOWED_ORIGINS: z
      .string()
      .default("")
      .transform((value) =>
        value
          .split(",")
          .map((origin) => origin.trim())
          .filter(Boolean),
      ),
    MAX_BODY_BYTES: z.coerce
      .number()
      .int()
      .positive()
      .default(1024 * 1024),
    // Slow clients: the request line and headers must arrive within HEADERS_TIMEOUT_SECONDS, the whole request within
    // REQUEST_TIMEOUT_SECONDS, or the connection is cut (a slow-header attack otherwise holds sockets open).
    HEADERS_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(120).default(10),
    REQUEST_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(600).default(30),
    // How often each instance looks for expired or idle sessions among its open WebSockets (revocations close them at once).
    SESSION_CHECK_SECONDS: z.coerce.number().int().min(1).max(600).default(30),
    // 0 turns the periodic checks off (tests run rounds themselves).
    HEALTH_INTERVAL_SECONDS: z.coerce.number().int().min(0).max(60).default(30),
    // The web app's trusted documents (relay-compiler's id → text map), and whether to run nothing else.
    GRAPHQL_DOCUMENTS_FILE: z.string().default(path.resolve(apiRoot, "..", "persisted-documents.json")),
    GRAPHQL_TRUSTED_DOCUMENTS_ONLY: z.stringbool().default(false),
    WEB_DIST: z.string().default(path.resolve(apiRoot, "..", "web", "dist")),
    // How many reverse proxies stand in front of the api (0: none). The client's address is taken that many
    // hops from the right of X-Forwarded-For, so a value the client wrote itself is never trusted.
    TRUST_PROXY: z
      .string()
      .trim()
      .transform((value) => (value === "true" ? 1 : value === "false" || value === "" ? 0 : Number(value)))
      .pipe(z.number({ error: "TRUST_PROXY must be the number of proxy hops (0, 1, 2, ...)" }).int().min(0).max(10))
      .default(0),
    // The first administrator, created at start-up when no account has this email.
    ADMIN_EMAIL: z.email().optional(),
    ADMIN_PASSWORD: z.string().min(12, "ADMIN_PASSWORD must be at least 12 characters").optional(),
    // An OpenAI-compatible model for Ria (all three, or Ria uses her local engine only).
    RIA_LLM_BASE_URL: optionalUrl,
    RIA_LLM_MODEL: z.string().optional(),
    RIA_LLM_API_KEY: z.string().optional(),
    // Outbound email (invitations): both, or mail is recorded in the outbox only (demo mode), as WhatsApp's is.
    SMTP_URL: optionalUrl,
    SMTP_FROM: z.string().trim().optional(),
    // WhatsApp Business (Meta Cloud API): live with all four settings below. Demo mode (replies go to the outbox,
    // webhooks are signed with the public demo secret) must be chosen with WHATSAPP_MODE=demo in production.
    WHATSAPP_MODE: z.enum(["live", "demo"]).optional(),
    WHATSAPP_TOKEN: z.string().optional(),
    WHATSAPP_PHONE_NUMBER_ID: z.string().optional(),
    WHATSAPP_APP_SECRET: z.string().optional(),
    WHATSAPP_VERIFY_TOKEN: z.string().optional(),
    WHATSAPP_API_BASE_URL: z.url().default("https://graph.facebook.com/v21.0"),
    // The approved template sent outside the 24-hour customer-service window.
    WHATSAPP_TEMPLATE: z.string().default("hello_world"),
    // The approved utility template a reminder goes as outside the window: {{1}} is the reminder, with three quick
    // replies (Done, Snooze 15 min, Tomorrow 9 am). Both templates' language code.
    WHATSAPP_REMINDER_TEMPLATE: z
      .string()
      .regex(/^[a-z0-9_]{1,512}$/, "a template name: lower-case letters, digits and underscores")
      .default("ria_reminder"),
    WHATSAPP_TEMPLATE_LANGUAGE: z.string().default("en_US"),
    // The least time between two messages posted to one recipient (the outbox job waits its turn; nothing sleeps).
    WHATSAPP_RECIPIENT_GAP_MS: z.coerce.number().int().min(0).max(60_000).default(1000),
    // Messages posted to Meta per IST day: per owner (a client, or a number being answered) and for the whole platform.
    WHATSAPP_DAILY_SENDS_PER_OWNER: z.coerce.number().int().min(0).default(50),
    WHATSAPP_DAILY_SENDS_PLATFORM: z.coerce.number().int().min(0).default(1000),
    // Demo mode's stand-ins, used only while the real secret and token are not set.
    WHATSAPP_DEMO_SECRET: z.string().default("ria-demo-webhook-secret"),
    WHATSAPP_DEMO_VERIFY_TOKEN: z.string().default("ria-demo-verify-token"),
    // Connected calendars (CalDAV): the key that seals app passwords (32 bytes, base64 or hex; without it connecting is
    // unavailable), how often each account is synced, and whether servers on private addresses may be reached
    // (self-hosted Radicale or Nextcloud on the LAN, tests on loopback).
    CALDAV_ENCRYPTION_KEY: z
      .string()
      .trim()
      .optional()
      .transform((value) => value || undefined)
      .refine((value) => value === undefined || encryptionKeyBytes(value) !== null, {
        message: "CALDAV_ENCRYPTION_KEY must be 32 random bytes, base64 (44 characters) or hex (64 characters)",
      }),
    CALDAV_SYNC_MINUTES: z.coerce.number().int().min(1).max(1440).default(5),
    CALDAV_ALLOW_PRIVATE_HOSTS: z.stringbool().default(false),
    // Shared secret an email provider sends as X-Ria-Inbound-Secret to POST /api/email/inbound (admins may post too).
    EMAIL_INBOUND_SECRET: z.string().optional(),
    // Who sells Ria: shown on the landing page and used for WhatsApp, FaceTime and phone links.
    PROVIDER_NAME: z.string().min(1).default("Ria Labs"),
    PROVIDER_PHONE: z
      .string()
      .regex(/^\+?[0-9 ()-]{8,20}$/, "PROVIDER_PHONE must be a phone number")
      .default("+91 98765 43210"),
  })
  .superRefine((env, problems) => {
    if (env.REQUEST_TIMEOUT_SECONDS < env.HEADERS_TIMEOUT_SECONDS) {
      problems.addIssue({ code: "custom", path: ["REQUEST_TIMEOUT_SECONDS"], message: "must be at least HEADERS_TIMEOUT_SECONDS" });
    }
    if (env.PASSWORD_HASH_COST === "test" && env.NODE_ENV !== "test") {
      problems.addIssue({ code: "custom", path: ["PASSWORD_HASH_COST"], message: "test cost is allowed only with NODE_ENV=test" });
    }
  })
  .transform((env) => ({
    ...env,
    PASSWORD_HASH_COST: env.PASSWORD_HASH_COST ?? (env.NODE_ENV === "test" ? ("test" as const) : ("production" as const)),
  }));

/** The 32 bytes of a CALDAV_ENCRYPTION_KEY written as base64 or hex; null when it is neither. */
export function encryptionKeyBytes(value: string): Buffer | null {
  const bytes = /^[0-9a-f]{64}$/i.test(value) ? Buffer.from(value, "hex") : Buffer.from(value, "base64");
  return bytes.length === 32 ? bytes : null;
}

/** What WhatsApp live mode needs. */
export const WHATSAPP_LIVE_SETTINGS = [
  "WHATSAPP_TOKEN",
  "WHATSAPP_PHONE_NUMBER_ID",
  "WHATSAPP_APP_SECRET",
  "WHATSAPP_VERIFY_TOKEN",
] as const;

export type Env = z.infer<typeof schema>;

/** Parses configuration once; every other module receives the result, never `process.env`. */
export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = schema.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n${problems.join("\n")}`);
  }
  return parsed.data;
}

/**
 * The server's configuration at start-up: `.env`, then the environment, over the defaults the
 * command line chooses (`--dev` for `npm run dev`; `--whatsapp-demo` for `npm start`, so a first run
 * needs no Meta credentials).
 */
export function loadServerEnv(argv: readonly string[]): Env {
  loadDotEnvFile();
  const defaults = {
    ...(argv.includes("--dev") ? { NODE_ENV: "development" } : {}),
    ...(argv.includes("--whatsapp-demo") ? { WHATSAPP_MODE: "demo" } : {}),
  };
  return loadEnv({ ...defaults, ...process.env });
}

/** Loads `.env` from the repository root when present (Node >= 20.12 reads it natively). */
export function loadDotEnvFile(): void {
  const file = path.resolve(apiRoot, "..", ".env");
  try {
    process.loadEnvFile(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
}
