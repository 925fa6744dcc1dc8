import type { RestRouter } from "../../rest/router.ts";

export interface ReadinessDeps {
  checkDatabase(): Promise<unknown>;
  checkPubSub(): Promise<unknown>;
}

/** Liveness and readiness for load balancers and orchestrators. */
export function registerHealthRoutes(router: RestRouter, deps: ReadinessDeps): void {
  router.route("GET", "/healthz", async () => ({ body: { status: "ok" } }), { doc: { summary: "Liveness: the process answers" } });

  router.route(
    "GET",
    "/readyz",
    async () => {
      const [database, pubsub] = await Promise.allSettled([deps.checkDatabase(), deps.checkPubSub()]);
      const checks = { database: database.status === "fulfilled" ? "ok" : "error", pubsub: pubsub.status === "fulfilled" ? "ok" : "error" };
      const ready = Object.values(checks).every((value) => value === "ok");
      return { status: ready ? 200 : 503, body: { status: ready ? "ready" : "not ready", checks } };
    },
    { doc: { summary: "Readiness: the database commits a write and pub/sub answers (503 otherwise)" } },
  );
}
