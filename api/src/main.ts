import { buildApp } from "./app.ts";
import { loadDotEnvFile, loadEnv } from "./env.ts";

loadDotEnvFile();
const env = loadEnv();
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
