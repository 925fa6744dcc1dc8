import { buildApp } from "./app.ts";
import { loadDotEnvFile, loadEnv } from "./env.ts";

// Defaults the command line chooses; the environment (and .env) still win. `npm run dev` passes --dev;
// `npm start` passes --whatsapp-demo so a first run needs no Meta credentials (a warning says so).
const defaults = {
  ...(process.argv.includes("--dev") ? { NODE_ENV: "development" } : {}),
  ...(process.argv.includes("--whatsapp-demo") ? { WHATSAPP_MODE: "demo" } : {}),
};
loadDotEnvFile();
const env = loadEnv({ ...defaults, ...process.env });
const app = await buildApp(env);
await app.start();

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    app.logger.info({ signal }, "shutting down");
    app.stop().then(
      () => process.exit(0),
      (error) => {
        app.logger.error({ err: error }, "shutdown failed");
        process.exit(1);
      },
    );
  });
}
