import { buildApp } from "../src/app.ts";
import { loadEnv } from "../src/env.ts";
const env = loadEnv({ DATA_DIR: "memory://", PORT: "0", HEALTH_INTERVAL_SECONDS: "0", LOG_LEVEL: "debug" });
const app = await buildApp(env);
const url = await app.start();
const r = await fetch(url + "/graphql", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ query: "{ __typename }" }), signal: AbortSignal.timeout(3000) }).catch(e => e);
console.log(r.status ?? r, r.text ? await r.text() : "");
await app.stop();
