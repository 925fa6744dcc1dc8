import { buildApp } from "./app.ts";
import { loadServerEnv } from "./env.ts";

const app = await buildApp(loadServerEnv(process.argv));
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
