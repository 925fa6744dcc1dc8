import http, { type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import type { PgBoss } from "pg-boss";
import { createContextFactory } from "./context.ts";
import { openDatabase, type Database } from "./db/database.ts";
import { migrate } from "./db/migrate.ts";
import type { Env } from "./env.ts";
import { createGraphql, handleGraphqlRequest } from "./http/graphql.ts";
import { createGraphqlFastPath } from "./http/graphql-fast-path.ts";
import { capConnectionsPerAddress } from "./http/connection-cap.ts";
import { createMetricsEndpoint } from "./http/metrics-endpoint.ts";
import { createStaticSite } from "./http/static-site.ts";
import { createSocketSessions } from "./http/socket-sessions.ts";
import { loadTrustedDocuments } from "./http/trusted-documents.ts";
import type { FanoutStats } from "./http/subscription-fanout.ts";
import { createGraphqlWebSocket } from "./http/websocket.ts";
import { startJobEngine } from "./jobs.ts";
import { createLogger, type Logger } from "./logger.ts";
import { ensureFirstAdmin } from "./modules/auth/admin-bootstrap.ts";
import { seedCatalog } from "./seed.ts";
import { scryptCostFor } from "./modules/auth/password.service.ts";
import { startHealthMonitor } from "./modules/health/health.monitor.ts";
import { whatsappConfigOf } from "./modules/whatsapp/whatsapp-config.service.ts";
import { createMetrics } from "./observability/metrics.ts";
import { createAppPubSub, type PubSubHandle } from "./pubsub.ts";
import { sendJson } from "./rest/http-errors.ts";
import { createRestRouter } from "./rest/router.ts";
import { isAllowedOrigin } from "./http/origin.ts";
import { registerRoutes } from "./rest/routes.ts";
import { buildSchema } from "./schema/index.ts";
import { createServices, type AppServices } from "./services.ts";
import { logSlowResponse, watchEventLoop } from "./observability/slow-work.ts";

export interface App {
  /** Listens on `env.PORT` (0 for a free port) and starts periodic work; resolves to the base URL. */
  start(): Promise<string>;
  stop(): Promise<void>;
  url(): string | undefined;
  db: Database;
  jobs: PgBoss;
  pubsub: PubSubHandle;
  services: AppServices;
  logger: Logger;
  /** graphql-ws subscriptions' fan-out groups: how many, their members, executions so far. */
  fanoutStats(): FanoutStats;
}

/** Wires the whole server: database, pub/sub, job engine, GraphQL over HTTP and WebSocket, REST, web app. */
export async function buildApp(env: Env, logger: Logger = createLogger(env)): Promise<App> {
  const production = env.NODE_ENV === "production";
  whatsappConfigOf(env); // Refuses a production start without WhatsApp settings before touching the database.
  const trustedDocuments = loadTrustedDocuments({
    file: env.GRAPHQL_DOCUMENTS_FILE,
    onlyTrusted: env.GRAPHQL_TRUSTED_DOCUMENTS_ONLY,
    reloadOnMiss: env.NODE_ENV === "development",
    logger,
  });
  const db = await openDatabase({
    databaseUrl: env.DATABASE_URL,
    dataDir: env.DATA_DIR,
    template: env.PGLITE_TEMPLATE,
    onIdleConnectionError: (error) => logger.warn({ err: error }, "idle database connection lost"),
  });
  await migrate(db.sql, logger);
  await seedCatalog(db.prisma, scryptCostFor(env));
  await ensureFirstAdmin(db.prisma, env, logger);
  const pubsub = createAppPubSub(env.REDIS_URL, env.REDIS_CHANNEL_PREFIX, logger);
  const jobs = await startJobEngine(db, logger, env.DATABASE_URL);

  let baseUrl: string | undefined;
  const metrics = createMetrics(logger);
  const { services, sessions, startWorkers } = createServices({ env, db, jobs, pubsub, logger, metrics, baseUrl: () => baseUrl });
  const createContext = createContextFactory({
    prisma: db.prisma,
    pubsub: pubsub.pubsub,
    services,
    sessions,
    production,
    trustProxy: env.TRUST_PROXY,
    publicUrl: env.PUBLIC_URL,
  });

  const yoga = createGraphql({
    schema: buildSchema(),
    production,
    allowedOrigins: env.ALLOWED_ORIGINS,
    logger,
    trustedDocuments,
    metrics,
    createContext,
  });
  const graphqlFastPath = createGraphqlFastPath(yoga, { trustedDocuments, allowedOrigins: env.ALLOWED_ORIGINS, metrics });
  const socketSessions = createSocketSessions(pubsub.pubsub, sessions, env.SESSION_CHECK_SECONDS, logger);
  const websocket = createGraphqlWebSocket(yoga, {
    allowedOrigins: env.ALLOWED_ORIGINS,
    maxPayload: env.MAX_BODY_BYTES,
    trustProxy: env.TRUST_PROXY,
    sessions: socketSessions,
    trustedDocuments,
    logger,
  });
  const rest = createRestRouter({
    maxBodyBytes: env.MAX_BODY_BYTES,
    logger,
    createContext,
    allowedOrigin: (req) => isAllowedOrigin(req, env.ALLOWED_ORIGINS, env.TRUST_PROXY),
    observe: (operation, outcome, req, since) => metrics.observe(`rest ${operation}`, outcome, req, since),
  });
  registerRoutes(rest, { db, pubsub });
  const site = createStaticSite(env.WEB_DIST, production);
  metrics.attach({ sql: db.sql, outboxCounts: services.outbox.counts, websocketSubscriptions: () => websocket.fanoutStats().members });
  const serveMetrics = createMetricsEndpoint(metrics, env.METRICS_TOKEN);

  const server = http.createServer({ connectionsCheckingInterval: 1000 }, (req: IncomingMessage, res: ServerResponse) => {
    // Every response, whatever answers it (GraphQL, REST, static files, errors): no MIME sniffing.
    res.setHeader("x-content-type-options", "nosniff");
    const path = (req.url ?? "/").split("?")[0]!;
    if (path === "/graphql") {
      metrics.markStart(req);
      handleGraphqlRequest(yoga, graphqlFastPath, req, res, env.MAX_BODY_BYTES).catch((error) => {
        logger.error({ err: error }, "GraphQL request failed");
        if (!res.headersSent) sendJson(res, 500, { errors: [{ message: "Unexpected error." }] });
        else res.end();
      });
      return;
    }
    if (path === "/metrics") {
      serveMetrics(req, res).catch((error) => {
        logger.error({ err: error }, "metrics failed");
        if (!res.headersSent) sendJson(res, 500, { error: { code: "INTERNAL", message: "Internal server error" } });
        else res.end();
      });
      return;
    }
    if (rest.handle(req, res)) return;
    if (path.startsWith("/api/")) {
      sendJson(res, 404, { error: { code: "NOT_FOUND", message: `No route for ${req.method} ${path}` } });
      return;
    }
    logSlowResponse(logger, req, res);
    site(req, res);
  });
  server.on("upgrade", (req, socket, head) => websocket.handleUpgrade(req, socket, head));
  // Slow or stalled clients must not hold sockets forever (checked every second: connectionsCheckingInterval).
  server.requestTimeout = env.REQUEST_TIMEOUT_SECONDS * 1000;
  server.headersTimeout = env.HEADERS_TIMEOUT_SECONDS * 1000;
  // An idle keep-alive socket is let go after 5 s (Node's default, said here): it holds a place under the cap below.
  server.keepAliveTimeout = 5_000;
  if (env.MAX_CONNECTIONS_PER_ADDRESS > 0) capConnectionsPerAddress(server, env.MAX_CONNECTIONS_PER_ADDRESS, logger);

  let monitor: { stop(): void } | undefined;
  let ticker: { stop(): void } | undefined;
  let watchdog: { stop(): void } | undefined;

  return {
    db,
    jobs,
    pubsub,
    services,
    logger,
    fanoutStats: () => websocket.fanoutStats(),
    url: () => baseUrl,
    async start() {
      await new Promise<void>((resolve, reject) => {
        server.once("error", reject);
        server.listen(env.PORT, env.HOST, () => resolve());
      });
      const { port } = server.address() as AddressInfo;
      const host = env.HOST === "0.0.0.0" || env.HOST === "::" ? "127.0.0.1" : env.HOST;
      baseUrl = `http://${host.includes(":") ? `[${host}]` : host}:${port}`;
      ticker = await startWorkers();
      watchdog = watchEventLoop(logger);
      if (env.HEALTH_INTERVAL_SECONDS > 0) monitor = startHealthMonitor(services.health, env.HEALTH_INTERVAL_SECONDS);
      logger.info({ url: baseUrl, database: db.sql.kind, pubsub: pubsub.transport }, "Ria is listening");
      return baseUrl;
    },
    async stop() {
      monitor?.stop();
      ticker?.stop();
      watchdog?.stop();
      await websocket.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await jobs.stop({ graceful: false, close: true, timeout: 5000 }).catch((error) => logger.warn({ err: error }, "job engine stop"));
      await pubsub.close();
      await db.close();
    },
  };
}
