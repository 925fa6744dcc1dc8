import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Writable } from "node:stream";
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../src/app.ts";
import { apiRoot, loadEnv, loadServerEnv } from "../src/env.ts";
import { openDatabase } from "../src/db/database.ts";
import { DEMO_CLIENT } from "../src/modules/auth/demo-account.rules.ts";
import { verifyPassword } from "../src/modules/auth/password.service.ts";
import { freshIp } from "./auth-helpers.ts";
import { graphql, wsClient } from "./graphql-client.ts";
import { startTestApp, testEnv, type TestApp } from "./test-app.ts";

const packageJson = (file: string) => JSON.parse(readFileSync(path.join(apiRoot, file), "utf8")) as { scripts: Record<string, string> };

describe("the default mode", () => {
  it("is production: development only when asked for", () => {
    expect(loadEnv({}).NODE_ENV).toBe("production");
    expect(packageJson("../package.json").scripts.start).toBe("npm run build && npm run serve:demo -w api");
    expect(packageJson("package.json").scripts["serve:demo"]).toBe("node dist/src/main.js --whatsapp-demo");
    expect(packageJson("package.json").scripts.dev).toContain("src/main.ts --dev");
    expect(readFileSync(path.join(apiRoot, "src", "main.ts"), "utf8")).toContain("loadServerEnv(process.argv)");
  });

  it("lets the command line choose development and WhatsApp demo, and the environment still override both", () => {
    const saved = { NODE_ENV: process.env.NODE_ENV, WHATSAPP_MODE: process.env.WHATSAPP_MODE };
    delete process.env.NODE_ENV;
    delete process.env.WHATSAPP_MODE;
    try {
      expect(loadServerEnv([]).NODE_ENV).toBe("production");
      expect(loadServerEnv(["--dev"]).NODE_ENV).toBe("development");
      expect(loadServerEnv(["--whatsapp-demo"]).WHATSAPP_MODE).toBe("demo");
      process.env.NODE_ENV = "production";
      expect(loadServerEnv(["--dev"]).NODE_ENV).toBe("production");
    } finally {
      for (const [key, value] of Object.entries(saved)) {
        if (value === undefined) delete process.env[key];
        else process.env[key] = value;
      }
    }
  });

  it("refuses a production start without WhatsApp credentials, naming them, unless demo mode is chosen", async () => {
    const env = testEnv({ NODE_ENV: "production", DATA_DIR: "memory://", WHATSAPP_APP_SECRET: "s3cret" });
    await expect(buildApp(env)).rejects.toThrow(
      "WhatsApp live mode needs WHATSAPP_TOKEN, WHATSAPP_PHONE_NUMBER_ID, WHATSAPP_VERIFY_TOKEN: " +
        "set them, or choose demo mode explicitly with WHATSAPP_MODE=demo",
    );
    await expect(buildApp(testEnv({ WHATSAPP_MODE: "live", DATA_DIR: "memory://" }))).rejects.toThrow(
      /WhatsApp live mode needs WHATSAPP_TOKEN/,
    );
  });
});

describe("admin:create in the production image", () => {
  it("runs compiled, with node alone (the image prunes tsx), and npm's script falls back to that build", async () => {
    // The CLI and what it imports, compiled as `npm run build` compiles them, beside the packages and migrations.
    const root = mkdtempSync(path.join(tmpdir(), "ria-cli-"));
    symlinkSync(path.join(apiRoot, "..", "node_modules"), path.join(root, "node_modules"));
    symlinkSync(path.join(apiRoot, "prisma"), path.join(root, "prisma"));
    const config = path.join(root, "tsconfig.json");
    writeFileSync(
      config,
      JSON.stringify({
        extends: path.join(apiRoot, "tsconfig.build.json"),
        compilerOptions: { outDir: path.join(root, "dist"), sourceMap: false },
        include: [],
        files: [path.join(apiRoot, "src", "cli", "create-admin.ts")],
      }),
    );
    try {
      const tsc = spawnSync(process.execPath, [path.join(apiRoot, "..", "node_modules", "typescript", "bin", "tsc"), "-p", config], {
        encoding: "utf8",
      });
      expect(tsc.stdout + tsc.stderr).toBe("");
      const run = spawnSync(
        process.execPath,
        [path.join(root, "dist", "src", "cli", "create-admin.js"), "Root@Example.com", "a long enough password"],
        { encoding: "utf8", env: { PATH: process.env.PATH, DATA_DIR: path.join(root, "pglite"), NODE_ENV: "production" } },
      );
      expect([run.status, run.stdout.trim(), run.stderr]).toEqual([0, "Administrator Root@Example.com is ready.", ""]);
      const db = await openDatabase({ dataDir: path.join(root, "pglite") });
      const admin = await db.prisma.user.findUniqueOrThrow({ where: { email: "root@example.com" } });
      await db.close();
      expect(admin.role).toBe("ADMIN");
      expect(await verifyPassword("a long enough password", admin.passwordHash)).toBe(true);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
    // `npm run admin:create` uses tsx where it is installed, else the compiled file `npm run build` writes.
    expect(packageJson("package.json").scripts["admin:create"]).toBe("node scripts/admin-create.mjs");
    const build = JSON.parse(readFileSync(path.join(apiRoot, "tsconfig.build.json"), "utf8")) as { compilerOptions: { outDir: string } };
    expect(readFileSync(path.join(apiRoot, "scripts", "admin-create.mjs"), "utf8")).toContain(
      `"../${build.compilerOptions.outDir}/src/cli/create-admin.js"`,
    );
  });
});

describe("a production server (as npm start runs it)", () => {
  let app: TestApp;
  const warnings: string[] = [];
  beforeAll(async () => {
    const sink = new Writable({ write: (chunk, _encoding, done) => (warnings.push(JSON.parse(String(chunk)).msg), done()) });
    app = await startTestApp(undefined, { NODE_ENV: "production", WHATSAPP_MODE: "demo", TRUST_PROXY: "1" }, pino({ level: "warn" }, sink));
  });
  afterAll(() => app?.close());

  it("logs a warning that WhatsApp runs in demo mode", () => {
    expect(warnings).toContain("WhatsApp runs in demo mode: webhooks are checked against the public demo secret and nothing is sent");
  });

  it("serves no GraphiQL and answers no introspection", async () => {
    const page = await fetch(`${app.baseUrl}/graphql`, { headers: { accept: "text/html" } });
    expect(await page.text()).not.toMatch(/graphiql/i);
    const { body } = await graphql(app.baseUrl, "{ __schema { types { name } } }");
    expect(body.data).toBeUndefined();
    expect(body.errors?.[0]?.message).toMatch(/introspection/i);
  });

  it("answers no introspection over WebSocket either", async () => {
    const client = wsClient(app.baseUrl);
    const answer = new Promise<unknown>((resolve) => {
      client.subscribe({ query: "{ __schema { types { name } } }" }, { next: resolve, error: resolve, complete: () => undefined });
    });
    expect(JSON.stringify(await answer)).toMatch(/introspection/i);
    await client.dispose();
  });

  it("sets the session cookie Secure with the __Host- prefix", async () => {
    const response = await fetch(`${app.baseUrl}/api/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": freshIp() },
      body: JSON.stringify({ username: DEMO_CLIENT.email, password: DEMO_CLIENT.password, accountType: "CLIENT" }),
    });
    expect(response.headers.get("set-cookie")).toMatch(/^__Host-ria_session=.*; Secure; SameSite=Lax$/);
  });
});
