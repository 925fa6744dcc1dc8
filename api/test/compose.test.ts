import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { apiRoot, loadEnv, SETTING_NAMES, WHATSAPP_LIVE_SETTINGS } from "../src/env.ts";
import { whatsappConfigOf } from "../src/modules/whatsapp/whatsapp-config.service.ts";

/**
 * docker-compose.yml, read as Docker Compose reads it (Docker is not available here): each api service's
 * environment, interpolated from a shell and a .env, must be a configuration the api accepts and starts with.
 */
const root = path.resolve(apiRoot, "..");
const read = (file: string) => readFileSync(path.join(root, file), "utf8");

interface Service {
  build?: { dockerfile?: string };
  environment?: Record<string, string>;
  env_file?: Array<{ path: string; required?: boolean }>;
  depends_on?: Record<string, { condition: string }>;
  healthcheck?: { start_period?: string };
}
const compose = parse(read("docker-compose.yml"), { merge: true }) as { services: Record<string, Service> };
const apiServices = Object.entries(compose.services).filter(([, service]) => service.build?.dockerfile === "api/Dockerfile");

/** A dotenv file's assignments (comments and blank lines skipped). */
function dotenv(text: string): Record<string, string> {
  return Object.fromEntries(
    text
      .split("\n")
      .map((line) => /^([A-Z_][A-Z0-9_]*)=(.*)$/.exec(line.trim()))
      .filter((match) => match !== null)
      .map((match) => [match[1]!, match[2]!]),
  );
}

/** Compose's interpolation: ${NAME}, ${NAME:-default}, ${NAME-default}, ${NAME:?error}. */
function interpolate(value: string, shell: Record<string, string>): string {
  return value.replace(
    /\$\{([A-Z_][A-Z0-9_]*)(?:(:?)([-?])([^}]*))?\}/g,
    (_match, name: string, colon: string, kind: string, word: string) => {
      const set = name in shell && (colon ? shell[name] !== "" : true);
      if (set) return shell[name]!;
      if (kind === "?") throw new Error(`${name}: ${word}`);
      return kind === "-" ? word : "";
    },
  );
}

/** What the api process sees: the image's ENV, then env_file (.env), then `environment`, which wins. */
function apiEnvironment(service: Service, dotenvFile: Record<string, string>): Record<string, string> {
  const image = Object.fromEntries(
    [...read("api/Dockerfile").matchAll(/^ENV (.+)$/gm)].flatMap(([, pairs]) =>
      pairs!.split(/\s+/).map((pair) => pair.split("=") as [string, string]),
    ),
  );
  const fromFile = service.env_file?.some((file) => file.path === ".env") ? dotenvFile : {};
  const declared = Object.fromEntries(
    Object.entries(service.environment ?? {}).map(([name, value]) => [name, interpolate(String(value), dotenvFile)]),
  );
  return { ...image, ...fromFile, ...declared };
}

const example = dotenv(read(".env.example").replace(/^# ([A-Z_][A-Z0-9_]*=)/gm, "$1"));
const firstAdmin = { ADMIN_EMAIL: "owner@example.com", ADMIN_PASSWORD: "a long enough password" };

describe("docker-compose.yml", () => {
  it("runs two api instances from the api image, which nginx balances", () => {
    expect(apiServices.map(([name]) => name)).toEqual(["api-1", "api-2"]);
    const upstreams = [...read("web/nginx.conf").matchAll(/^\s*server (\S+):4000/gm)].map(([, host]) => host);
    expect(upstreams).toEqual(["api-1", "api-2"]);
  });

  it.each([
    ["with no .env at all", {}],
    ["with .env.example copied to .env", Object.fromEntries(Object.entries(dotenv(read(".env.example"))))],
    ["with .env.example and the first administrator", { ...dotenv(read(".env.example")), ...firstAdmin }],
  ])("gives each api a configuration it starts with, %s: production, demo WhatsApp, PostgreSQL and Redis", (_case, dotenvFile) => {
    for (const [name, service] of apiServices) {
      const env = loadEnv(apiEnvironment(service, dotenvFile as Record<string, string>));
      expect([name, env.NODE_ENV, env.HOST, env.PORT, env.TRUST_PROXY]).toEqual([name, "production", "0.0.0.0", 4000, 1]);
      expect(env.DATABASE_URL).toMatch(/^postgres:\/\/ria:[^@]+@postgres:5432\/ria$/);
      expect(env.REDIS_URL).toBe("redis://redis:6379");
      // A production api refuses to start in live mode without Meta's four settings: compose starts in demo mode.
      expect(whatsappConfigOf(env).live).toBe(false);
      if ("ADMIN_EMAIL" in (dotenvFile as object)) expect([env.ADMIN_EMAIL, env.ADMIN_PASSWORD]).toEqual(Object.values(firstAdmin));
    }
  });

  it("goes live when .env says so with Meta's four settings, and names what is missing when it does not", () => {
    const live = {
      WHATSAPP_MODE: "live",
      WHATSAPP_TOKEN: "t",
      WHATSAPP_PHONE_NUMBER_ID: "1",
      WHATSAPP_APP_SECRET: "s",
      WHATSAPP_VERIFY_TOKEN: "v",
    };
    const [, service] = apiServices[0]!;
    expect(whatsappConfigOf(loadEnv(apiEnvironment(service, live))).live).toBe(true);
    expect(() => whatsappConfigOf(loadEnv(apiEnvironment(service, { WHATSAPP_MODE: "live" })))).toThrow(WHATSAPP_LIVE_SETTINGS.join(", "));
  });

  it("sets only settings the api knows, and .env.example documents every one of them", () => {
    for (const [, service] of apiServices) {
      const unknown = Object.keys(service.environment ?? {}).filter((name) => !(SETTING_NAMES as readonly string[]).includes(name));
      expect(unknown).toEqual([]);
    }
    expect(SETTING_NAMES.filter((name) => !(name in example))).toEqual([]);
    // And every variable compose interpolates is in .env.example too.
    const interpolated = [...read("docker-compose.yml").matchAll(/\$\{([A-Z_][A-Z0-9_]*)/g)].map(([, name]) => name!);
    expect([...new Set(interpolated)].filter((name) => !(name in example))).toEqual([]);
  });

  it("gives the apis a start period, and never keeps the web waiting for them to be healthy", () => {
    for (const [, service] of apiServices) expect(service.healthcheck?.start_period).toMatch(/^\d+s$/);
    const web = compose.services.web!;
    for (const name of ["api-1", "api-2"]) expect(web.depends_on?.[name]?.condition).toBe("service_started");
  });
});
